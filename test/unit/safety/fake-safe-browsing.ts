import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake saw in one `threatMatches:find` call. */
export interface RecordedRequest {
  method: string;
  path: string;
  key: string | null;
  contentType: string | undefined;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown; delayMs?: number };

/**
 * Test stand-in for the Safe Browsing Lookup API v4 on 127.0.0.1: records requests and
 * answers with whatever `reply` returns for the posted URLs.
 */
export async function startFakeSafeBrowsing(reply: (urls: string[]) => Reply) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const body: unknown = JSON.parse(await readBody(req));
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      key: url.searchParams.get('key'),
      contentType: req.headers['content-type'],
      body,
    });
    const entries = (body as { threatInfo?: { threatEntries?: Array<{ url: string }> } }).threatInfo
      ?.threatEntries;
    const answer = reply((entries ?? []).map((entry) => entry.url));
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** The documented answer: `{}` when nothing matched, else one match per flagged URL. */
export function answerMatches(urls: string[], flagged: readonly string[]): Reply {
  const matches = urls.filter((url) => flagged.includes(url)).map((url) => threatMatch(url));
  return { body: matches.length === 0 ? {} : { matches } };
}

/** A documented match object for `url`. */
export function threatMatch(url: string, threatType = 'SOCIAL_ENGINEERING') {
  return {
    threatType,
    platformType: 'ANY_PLATFORM',
    threatEntryType: 'URL',
    threat: { url },
    cacheDuration: '300s',
  };
}
