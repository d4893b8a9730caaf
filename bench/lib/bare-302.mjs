import { createServer } from 'node:http';

// The baseline: the least a redirect server can do, a Map lookup and a 302. Plain JavaScript
// run by plain node, so neither its memory nor its CPU carries a TypeScript loader. Past a
// million links the Map would take gigabytes, so the target is computed from the slug instead.
const count = Number(process.env.LINKS ?? 10_000);
const MAP_LIMIT = 1_000_000;
const slugOf = (i) => `s${String(i).padStart(8, '0')}`;
const links = new Map();
if (count <= MAP_LIMIT) for (let i = 0; i < count; i++) links.set(slugOf(i), `https://example.com/page/${i}`);

function targetOf(slug) {
  if (count <= MAP_LIMIT) return links.get(slug);
  const n = /^s(\d{8})$/.test(slug) ? Number(slug.slice(1)) : -1;
  return n >= 0 && n < count ? `https://example.com/page/${n}` : undefined;
}

const server = createServer((req, res) => {
  const target = targetOf((req.url ?? '/').slice(1));
  if (target) {
    res.writeHead(302, { location: target, 'cache-control': 'private, no-store, max-age=0' });
  } else {
    res.writeHead(404);
  }
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
