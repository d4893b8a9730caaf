import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { countedClicks } from '../helpers/counted-clicks.js';
import { startDnsServer, type DnsZone, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

// Plain redirects of cached links are answered before Fastify (src/platform/http/front-door.ts,
// src/modules/redirect/fast-redirect.ts). Over real HTTP (inject never reaches the door), each
// request is asked twice: first while the link is not cached (the route answers and caches it),
// then again; both answers and both clicks must be the same, and only the cases the door
// takes may skip Fastify.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers: { 'user-agent': CHROME, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer without what differs between any two responses (the date). */
function comparable(answer: Answer) {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body };
}

describe.each(DIALECTS)('plain redirects at the front door, on %s', (dialect) => {
  const zone: Required<Pick<DnsZone, 'txt'>> = { txt: {} };
  let dns: TestDnsServer;
  let app: TestApp;
  let base: string;
  let call: ReturnType<typeof client>;
  /** URLs that reached Fastify (its root onRequest hook). */
  const routed: string[] = [];
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; slug: string };
  };
  /** Asks twice; returns both answers and whether the second reached Fastify. */
  const twice = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const first = await get(base, path, headers, method);
    const before = routed.length;
    const second = await get(base, path, headers, method);
    return { first, second, routed: routed.length > before };
  };

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address }, {
      beforeReady: (built) =>
        built.http.addHook('onRequest', (request, _reply, done) => {
          routed.push(request.url);
          done();
        }),
    });
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
    call = client(app, (await createAccount(app, 'business')).token);
    const added = (await call('POST', '/domains', { hostname: 'go.door-brand.com' })).json().data;
    zone.txt['_shortener-verify.go.door-brand.com'] = [`shortener-verify=${added.verification.token}`];
    expect((await call('POST', `/domains/${added.id}/verify`)).json().data.status).toBe('verified');
    expect((await call('POST', '/domains', { hostname: 'pending.door-brand.com' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it('answers a cached plain link itself, exactly as the route did, and counts each click once', async () => {
    const { slug } = await create({ destination_url: 'https://example.com/door-plain' });
    const { first, second, routed: reached } = await twice(`/${slug}`);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('https://example.com/door-plain');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(comparable(second)).toEqual(comparable(first));
    expect(reached).toBe(false);
    await app.clicks.flush();
    expect(await countedClicks(app.store.db, slug)).toBe(2);
  });

  it('keeps the status and caching of a 301 and an indexable link', async () => {
    const permanent = await create({ destination_url: 'https://example.com/door-301', redirect_type: 301 });
    const moved = await twice(`/${permanent.slug}`);
    expect(moved.first.status).toBe(301);
    expect(moved.first.headers['cache-control']).toBe('private, max-age=3600');
    expect(comparable(moved.second)).toEqual(comparable(moved.first));
    expect(moved.routed).toBe(false);
    const indexable = await create({ destination_url: 'https://example.com/door-indexable', indexable: true });
    const listed = await twice(`/${indexable.slug}`);
    expect(listed.first.headers['x-robots-tag']).toBeUndefined();
    expect(comparable(listed.second)).toEqual(comparable(listed.first));
    expect(listed.routed).toBe(false);
  });

  it('leaves to the route what needs it: a query string, HEAD, a password, a click limit', async () => {
    const { slug } = await create({ destination_url: 'https://example.com/door-query' });
    const query = await twice(`/${slug}?utm_source=x`);
    expect(query.second.status).toBe(302);
    expect(query.routed).toBe(true);
    const head = await twice(`/${slug}`, {}, 'HEAD');
    expect(head.second.status).toBe(302);
    expect(head.routed).toBe(true);
    const locked = await create({ destination_url: 'https://example.com/door-locked', password: 'hunter22' });
    const form = await twice(`/${locked.slug}`);
    expect(form.second.status).toBe(200);
    expect(form.second.headers['content-type']).toContain('text/html');
    expect(form.routed).toBe(true);
    const limited = await create({ destination_url: 'https://example.com/door-limited', click_limit: 2 });
    const spent = await twice(`/${limited.slug}`);
    expect(spent.routed).toBe(true);
    expect((await get(base, `/${limited.slug}`)).status).toBe(410);
    await app.clicks.flush();
    expect(await countedClicks(app.store.db, limited.slug)).toBe(2);
    expect(await countedClicks(app.store.db, slug)).toBe(2);
  });

  it('leaves unknown slugs and the service\'s own one-segment pages to Fastify, even under a link of that name', async () => {
    const unknown = await twice('/nope-nope');
    expect(unknown.second.status).toBe(404);
    expect(unknown.routed).toBe(true);
    // A slug the API reserves, stored by other means (an import from an older release).
    await app.store.db.insertInto('links').values({ slug: 'login', destination_url: 'https://example.com/not-login', status: 'active', redirect_type: 302, created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
    // Its preview page puts the link in the cache, where the door would find it.
    expect((await get(base, '/preview/login')).status).toBe(200);
    const login = await twice('/login');
    expect(login.second.status).toBe(200);
    expect(login.second.headers['content-type']).toContain('text/html');
    expect(login.routed).toBe(true);
  });

  it('serves a branded domain\'s links by their host, and leaves pending and malformed hosts to the guard', async () => {
    const { slug } = await create({ destination_url: 'https://example.com/door-branded', domain: 'go.door-brand.com' });
    const branded = await twice(`/${slug}`, { host: 'go.door-brand.com' });
    expect(branded.first.status).toBe(302);
    expect(branded.first.headers.location).toBe('https://example.com/door-branded');
    expect(comparable(branded.second)).toEqual(comparable(branded.first));
    expect(branded.routed).toBe(false);
    // The same slug on the service's own host names no link.
    expect((await get(base, `/${slug}`)).status).toBe(404);
    const pending = await twice(`/${slug}`, { host: 'pending.door-brand.com' });
    expect(pending.second.status).toBe(404);
    expect(pending.routed).toBe(true);
    const malformed = await twice(`/${slug}`, { host: 'go.door-brand.com..' });
    // The guard answers before the test's own hook runs: its 400 is the proof.
    expect(malformed.second.status).toBe(400);
    expect(malformed.second.body).toContain('names no host');
  });

  it('records the click as the route does: a do-not-track visit counts, but not as a visitor', async () => {
    const { id, slug } = await create({ destination_url: 'https://example.com/door-dnt' });
    await get(base, `/${slug}`, { dnt: '1' });
    await get(base, `/${slug}`, { dnt: '1' });
    await get(base, `/${slug}`, { 'sec-gpc': '1', referer: 'https://news.example.org/story' });
    await app.clicks.flush();
    const link = (await call('GET', `/links/${id}`)).json().data;
    expect(link.total_clicks).toBe(3);
    expect(link.unique_clicks).toBe(0);
  });

  it('times each redirect in the request metrics once, whichever answered it', async () => {
    const { slug } = await create({ destination_url: 'https://example.com/door-metrics' });
    const count = async () => {
      const text = (await app.http.inject({ method: 'GET', url: '/metrics' })).body;
      const line = text.split('\n').find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/:slug"') && l.includes('method="GET"') && l.includes('status="302"'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await get(base, `/${slug}`)).status).toBe(302);
    expect(await count()).toBe(before + 3);
  });
});

describe('the client address at the front door', () => {
  const uniquesAfter = async (env: Record<string, string>) => {
    const app = await buildTestApp('sqlite', env);
    try {
      await app.http.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
      const call = client(app, (await createAccount(app, 'business')).token);
      const { id, slug } = (await call('POST', '/links', { destination_url: 'https://example.com/door-proxy' })).json().data;
      // The first is the route's (it caches the link); the rest are the door's.
      for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.1', '203.0.113.3']) {
        expect((await get(base, `/${slug}`, { 'x-forwarded-for': forwarded })).status).toBe(302);
      }
      await app.clicks.flush();
      return (await call('GET', `/links/${id}`)).json().data.unique_clicks as number;
    } finally {
      await app.close();
    }
  };

  it('is the forwarded one behind a trusted proxy, and the socket\'s otherwise', async () => {
    expect(await uniquesAfter({ TRUST_PROXY: 'true' })).toBe(3);
    expect(await uniquesAfter({})).toBe(1);
  });
});

describe.skipIf(!redisUrl()).each(DIALECTS)('plain redirects at the front door with the Redis click stream, on %s', (dialect) => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { REDIS_URL: redisUrl()! });
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers once the click is appended, and every click of a burst is counted once', async () => {
    const call = client(app, (await createAccount(app, 'business')).token);
    const { id, slug } = (await call('POST', '/links', { destination_url: 'https://example.com/door-redis' })).json().data;
    const first = await get(base, `/${slug}`);
    // Concurrent requests, so that one event-loop turn appends several clicks in one call.
    const burst = await Promise.all(Array.from({ length: 40 }, () => get(base, `/${slug}`)));
    for (const answer of burst) expect(comparable(answer)).toEqual(comparable(first));
    await app.clicks.flush();
    expect((await call('GET', `/links/${id}`)).json().data.total_clicks).toBe(41);
  });
});
