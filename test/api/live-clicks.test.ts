import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount, createToken } from '../helpers/accounts.js';
import { openSse, type SseClient } from '../helpers/sse.js';
import { browser, logIn } from '../helpers/web-session.js';
import { DIALECTS, postgresUrl, redisUrl } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ROW_FIELDS = ['bot', 'browser', 'clicked_at', 'country', 'device', 'link_id', 'os', 'referrer_host', 'slug', 'source', 'unique_visitor', 'variant'];
// The writer's real pace: a click must still arrive within 2 s.
const ENV = { CLICK_FLUSH_MS: '250', LIVE_HEARTBEAT_MS: '300' };

async function listen(app: TestApp): Promise<string> {
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
}

const visit = (app: TestApp, slug: string, ip: string, referer: string, ua = CHROME) =>
  app.http.inject({ method: 'GET', url: `/${slug}?qr=1`, remoteAddress: ip, headers: { 'user-agent': ua, referer } });

const dataOf = (stream: SseClient) => stream.events.map((event) => JSON.parse(event.data) as Record<string, unknown>);

describe.each(DIALECTS)('live clicks (Server-Sent Events) on one %s instance', (dialect) => {
  let app: TestApp;
  let base: string;
  let token: string;
  let call: ReturnType<typeof client>;
  let ownerEmail: string;
  const streams: SseClient[] = [];
  const open = async (path: string, headers: Record<string, string> = {}, bearer = token) => {
    const stream = await openSse(`${base}/api/v1${path}`, { authorization: `Bearer ${bearer}`, ...headers });
    streams.push(stream);
    return stream;
  };
  const newLink = async () => (await call('POST', '/links', { destination_url: 'https://example.com/live' })).json().data as { id: number; slug: string };

  beforeAll(async () => {
    app = await buildTestApp(dialect, ENV);
    base = await listen(app);
    const account = await createAccount(app, 'pro');
    token = account.token;
    ownerEmail = account.user.email;
    call = client(app, token);
    // The click writer's thread starts with the first batch (after a minute idle, again): started here.
    await visit(app, (await newLink()).slug, '198.51.100.250', 'https://warm.example/');
    await app.clicks.flush();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await app.close();
  });

  it("streams a link's human and bot clicks within 2 s as rows of the clicks export, never an IP", async () => {
    const link = await newLink();
    const stream = await open(`/links/${link.id}/clicks/live`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const started = Date.now();
    await visit(app, link.slug, '198.51.100.77', 'https://news.example/a');
    const [first] = await stream.waitForEvents(1, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    await visit(app, link.slug, '198.51.100.78', 'https://bots.example/', BOT);
    await stream.waitForEvents(2, 2_000);
    expect(first!.event).toBe('click');
    expect(first!.id).toMatch(/^\d+-\d+:\d+$/);
    const [human, bot] = dataOf(stream);
    expect(Object.keys(human!).sort()).toEqual(ROW_FIELDS);
    expect(human).toMatchObject({ link_id: link.id, slug: link.slug, referrer_host: 'news.example', device: 'desktop', browser: 'Chrome', bot: false, source: 'qr', unique_visitor: true, variant: '' });
    expect(bot).toMatchObject({ referrer_host: 'bots.example', bot: true });
    const raw = stream.events.map((event) => event.data).join('\n');
    expect(raw).not.toContain('198.51.100');
    expect(raw).not.toMatch(/"ip"|visitor_(key|hash|id)/);
  });

  it("streams every link of the caller's account on /clicks/live, and none of another account's", async () => {
    const [one, two] = [await newLink(), await newLink()];
    const stranger = await createAccount(app, 'pro');
    const theirs = (await client(app, stranger.token)('POST', '/links', { destination_url: 'https://example.com/theirs' })).json().data as { slug: string };
    const stream = await open('/clicks/live');
    await visit(app, theirs.slug, '198.51.100.1', 'https://theirs.example/');
    await visit(app, one.slug, '198.51.100.2', 'https://one.example/');
    await visit(app, two.slug, '198.51.100.3', 'https://two.example/');
    await stream.waitForEvents(2, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(dataOf(stream).map((row) => row.referrer_host)).toEqual(['one.example', 'two.example']);
  });

  it('resumes after Last-Event-ID with the clicks missed meanwhile, once each and in order', async () => {
    const link = await newLink();
    const first = await open(`/links/${link.id}/clicks/live`);
    await visit(app, link.slug, '198.51.100.10', 'https://r0.example/');
    const [seen] = await first.waitForEvents(1, 2_000);
    first.close();
    for (let i = 1; i <= 3; i++) await visit(app, link.slug, '198.51.100.10', `https://r${i}.example/`);
    await app.clicks.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const resumed = await open(`/links/${link.id}/clicks/live`, { 'last-event-id': seen!.id! });
    await visit(app, link.slug, '198.51.100.10', 'https://r4.example/');
    await resumed.waitForEvents(4, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(dataOf(resumed).map((row) => row.referrer_host)).toEqual(['r1.example', 'r2.example', 'r3.example', 'r4.example']);
  });

  it('sends a heartbeat comment at the configured interval', async () => {
    const stream = await open('/clicks/live');
    await stream.waitForComment('heartbeat', 2_000);
  });

  it('answers 401, 403 and 404 with the v1 error envelope before any stream starts', async () => {
    const link = await newLink();
    const path = `/api/v1/links/${link.id}/clicks/live`;
    const anonymous = await app.http.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { type: 'authentication' } });
    const account = await createAccount(app, 'pro');
    const linksOnly = await createToken(app, account.user.id, ['links:read']);
    for (const url of [path, '/api/v1/clicks/live']) {
      const forbidden = await app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${linksOnly}` } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ error: { type: 'forbidden' } });
    }
    for (const url of [path, '/api/v1/links/999999/clicks/live']) {
      const missing = await app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.token}` } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Link not found', error: { type: 'not_found', code: 'not_found' } });
    }
  });
  it("serves the web app's session route: the signed-in owner's stream, 401 signed out, 404 for another account's link", async () => {
    const link = await newLink();
    const path = `/app/api/links/${link.id}/clicks/live`;
    expect((await app.http.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const owner = browser(app);
    expect((await logIn(owner, ownerEmail)).statusCode).toBe(303);
    const cookie = Object.entries(owner.jar).map(([name, value]) => `${name}=${value}`).join('; ');
    const stream = await openSse(`${base}${path}`, { cookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await visit(app, link.slug, '198.51.100.40', 'https://web.example/');
    const [event] = await stream.waitForEvents(1, 2_000);
    expect(JSON.parse(event!.data)).toMatchObject({ link_id: link.id, referrer_host: 'web.example' });
    const stranger = browser(app);
    const other = await createAccount(app, 'pro');
    expect((await logIn(stranger, other.user.email)).statusCode).toBe(303);
    const foreign = await app.http.inject({ method: 'GET', url: path, cookies: stranger.jar });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('live clicks at shutdown', () => {
  it("ends open streams so the server's close does not wait for them", async () => {
    const app = await buildTestApp('sqlite', ENV);
    const base = await listen(app);
    const account = await createAccount(app, 'pro');
    const stream = await openSse(`${base}/api/v1/clicks/live`, { authorization: `Bearer ${account.token}` });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

const PG = postgresUrl();
const REDIS = redisUrl();

describe.skipIf(!PG || !REDIS)('live clicks with two instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let token: string;
  const streams: SseClient[] = [];
  const namespace = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    a = await buildTestApp('postgres', { ...ENV, REDIS_URL: REDIS! }, { namespace });
    b = await buildTestApp('postgres', { ...ENV, REDIS_URL: REDIS! }, { namespace, shareStoreWith: a });
    [baseA, baseB] = [await listen(a), await listen(b)];
    token = (await createAccount(a, 'pro')).token;
    const warm = (await client(a, token)('POST', '/links', { destination_url: 'https://example.com/warm' })).json().data as { slug: string };
    // Each instance's click writer thread starts with its first batch: started here.
    for (const app of [a, b]) {
      await visit(app, warm.slug, '198.51.100.250', 'https://warm.example/');
      await app.clicks.flush();
    }
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b.close();
    await a.close();
  });

  it('delivers every click served by either instance once, in order per instance, to a stream on either; and resumes on the other', async () => {
    const link = (await client(a, token)('POST', '/links', { destination_url: 'https://example.com/two' })).json().data as { id: number; slug: string };
    const path = `/api/v1/links/${link.id}/clicks/live`;
    const onA = await openSse(`${baseA}${path}`, { authorization: `Bearer ${token}` });
    const onB = await openSse(`${baseB}${path}`, { authorization: `Bearer ${token}` });
    streams.push(onA, onB);
    const sent: string[] = [];
    for (let i = 0; i < 6; i++) {
      for (const [name, app] of [['a', a], ['b', b]] as const) {
        await visit(app, link.slug, `198.51.100.${i + 20}`, `https://${name}${i}.example/`);
        sent.push(`${name}${i}.example`);
      }
    }
    await onA.waitForEvents(sent.length, 3_000);
    await onB.waitForEvents(sent.length, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (const stream of [onA, onB]) {
      const hosts = dataOf(stream).map((row) => String(row.referrer_host));
      expect([...hosts].sort()).toEqual([...sent].sort());
      for (const name of ['a', 'b']) expect(hosts.filter((host) => host.startsWith(name))).toEqual(sent.filter((host) => host.startsWith(name)));
      expect(stream.events.map((event) => event.data).join('\n')).not.toContain('198.51.100');
    }
    // A stream cut on A resumes on B from its last id, with only what it missed.
    const last = onA.events[5]!.id!;
    const resumed = await openSse(`${baseB}${path}`, { authorization: `Bearer ${token}`, 'last-event-id': last });
    streams.push(resumed);
    await resumed.waitForEvents(sent.length - 6, 3_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dataOf(resumed).map((row) => row.referrer_host)).toEqual(dataOf(onA).slice(6).map((row) => row.referrer_host));
  });

  it('publishes nothing while nobody listens on any instance', async () => {
    const link = (await client(a, token)('POST', '/links', { destination_url: 'https://example.com/quiet' })).json().data as { id: number; slug: string };
    for (const stream of streams) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probe = new Redis(REDIS!);
    try {
      const length = () => probe.xlen(`${namespace}:live`);
      const was = await length();
      await visit(b, link.slug, '198.51.100.99', 'https://quiet.example/');
      await a.clicks.flush();
      await new Promise((resolve) => setTimeout(resolve, 600));
      // Closed streams' watches linger for their reconnection; the quiet link was never watched.
      expect((await probe.zrange(`${namespace}:live:watch`, 0, -1)).filter((member) => member.endsWith(`l:${link.id}`))).toEqual([]);
      expect(await length()).toBe(was);
    } finally {
      probe.disconnect();
    }
  });
});
