import { createServer } from 'node:http';
import { slugOf } from './load.js';

// The baseline: the least a redirect server can do, a Map lookup and a 302.
const count = Number(process.env.LINKS ?? 10_000);
const links = new Map<string, string>();
for (let i = 0; i < count; i++) links.set(slugOf(i), `https://example.com/page/${i}`);

const server = createServer((req, res) => {
  const target = links.get((req.url ?? '/').slice(1));
  if (target) {
    res.writeHead(302, { location: target, 'cache-control': 'private, no-store, max-age=0' });
  } else {
    res.writeHead(404);
  }
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
