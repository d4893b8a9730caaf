import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_JOB, HEALTH_JOB } from '../../src/modules/health/index.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { DIALECTS } from '../helpers/stores.js';
import { drainUntil, type Receiver, sleep, startReceiver, verifyWebhook } from '../helpers/webhooks.js';

type Mode = 'ok' | 'not_found' | 'hang' | 'loop' | 'parked';

/** A destination on 127.0.0.1 that refuses HEAD (so GET is tried) and answers as `mode` says. */
async function startDestination() {
  const seen: Array<{ method: string; path: string; userAgent: string }> = [];
  const hanging = new Set<ServerResponse>();
  const state = { mode: 'ok' as Mode, url: '', seen };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push({ method: request.method ?? '', path: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    if (request.method === 'HEAD') return void response.writeHead(405).end();
    if (state.mode === 'hang') return void hanging.add(response);
    if (state.mode === 'not_found') return void response.writeHead(404).end('gone');
    if (state.mode === 'loop') return void response.writeHead(302, { location: `/loop-${seen.length}` }).end();
    if (state.mode === 'parked') return void response.writeHead(301, { location: 'https://www.sedoparking.com/example.com' }).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hello</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { state, close };
}

const RETRY_MS = 1_000;

describe.each(DIALECTS)('link health checks on %s', (dialect) => {
  let app: TestApp;
  let smtp: TestSmtp;
  let receiver: Receiver;
  let destination: Awaited<ReturnType<typeof startDestination>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startReceiver();
    destination = await startDestination();
    app = await buildTestApp(
      dialect,
      { ALLOW_PRIVATE_DESTINATIONS: 'true', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', HEALTH_RETRY_S: String(RETRY_MS / 1000), SMTP_URL: smtp.url },
      { health: { timeoutMs: 300, hostSpacingMs: 0 } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([smtp?.close(), receiver?.close(), destination?.close()]);
  });

  it('marks a link ok, broken after two failures, recovered, and alerts by webhook and one daily email', async () => {
    const account = await createAccount(app, 'pro', ['links:read', 'links:write', 'webhooks:write']);
    const call = client(app, account.token);
    const hook = await call('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['link.broken', 'link.recovered'] });
    expect(hook.statusCode).toBe(201);
    const secret = hook.json().data.secret as string;
    const created = await call('POST', '/links', { destination_url: `${destination.state.url}/page` });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ health: 'unknown', health_checked_at: null, health_reason: null });

    const link = async () => (await call('GET', `/links/${id}`)).json().data;
    const checkNow = async () => {
      const res = await call('POST', `/links/${id}/health-check`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const events = () => receiver.received.map((got) => JSON.parse(got.body) as { type: string; data: { link: { id: number; health: string }; reason: string | null } });
    /** A failure, then the background job after the retry delay: broken with `reason`, announced. */
    const breaks = async (mode: Mode, reason: string) => {
      destination.state.mode = mode;
      expect(await checkNow()).toMatchObject({ health: 'ok', health_reason: null });
      await sleep(RETRY_MS + 100);
      expect(await app.scheduler.runNow(HEALTH_JOB)).toBe(true);
      expect(await link()).toMatchObject({ health: 'broken', health_reason: reason });
      const count = events().length;
      await drainUntil(app.webhooks, () => events().length > count);
      expect(events().at(-1)).toMatchObject({ type: 'link.broken', data: { link: { id, health: 'broken' }, reason } });
      const delivered = receiver.received.at(-1)!;
      expect(verifyWebhook(secret, delivered.headers, delivered.body)).toBe(true);
    };
    const recovers = async () => {
      destination.state.mode = 'ok';
      const count = events().length;
      expect(await checkNow()).toMatchObject({ health: 'ok', health_reason: null });
      await drainUntil(app.webhooks, () => events().length > count);
      expect(events().at(-1)).toMatchObject({ type: 'link.recovered', data: { link: { id, health: 'ok' } } });
    };

    expect(await app.scheduler.runNow(HEALTH_JOB)).toBe(true);
    expect(await link()).toMatchObject({ health: 'ok', health_checked_at: expect.any(String) });
    expect(destination.state.seen.slice(0, 2).map((request) => request.method)).toEqual(['HEAD', 'GET']);
    expect(destination.state.seen[0]!.userAgent).toContain('http://sho.rt');

    await breaks('not_found', 'http_404');
    const listed = (await call('GET', '/links?health=broken')).json();
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await call('GET', '/links?health=ok')).json().data).toEqual([]);
    await recovers();
    await breaks('hang', 'timeout');
    await recovers();
    await breaks('loop', 'too_many_redirects');
    await recovers();
    await breaks('parked', 'parked');
    expect(destination.state.seen.some((request) => request.path.includes('sedoparking'))).toBe(false);

    expect(await app.scheduler.runNow(DIGEST_JOB)).toBe(true);
    const mail = await smtp.waitFor((message) => message.to.includes(account.user.email));
    expect(mail.subject).toMatch(/broken/);
    expect(mail.text).toContain(`${destination.state.url}/page`);
    expect(mail.text).toContain('parked');
    // At most one digest a day: a later alert waits for tomorrow's.
    await recovers();
    expect(await app.scheduler.runNow(DIGEST_JOB)).toBe(true);
    await sleep(200);
    expect(smtp.to(account.user.email)).toHaveLength(1);
  }, 30_000);

  it('answers 422 for an unknown health filter, 404 for another account\'s link, 429 past ten checks a minute', async () => {
    const owner = client(app, (await createAccount(app, 'pro')).token);
    const other = client(app, (await createAccount(app, 'pro')).token);
    const id = (await owner('POST', '/links', { destination_url: `${destination.state.url}/x` })).json().data.id;
    expect((await owner('GET', '/links?health=sick')).statusCode).toBe(422);
    expect((await other('POST', `/links/${id}/health-check`)).statusCode).toBe(404);
    destination.state.mode = 'ok';
    for (let i = 0; i < 10; i += 1) expect((await owner('POST', `/links/${id}/health-check`)).statusCode).toBe(200);
    const limited = await owner('POST', `/links/${id}/health-check`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ type: 'rate_limit', code: 'rate_limited' });
  });
});

describe.each(DIALECTS)('private destinations with the switch off on %s', (dialect) => {
  it('never fetches a private address, and refuses links to one', async () => {
    const destination = await startDestination();
    const open = await buildTestApp(dialect, { ALLOW_PRIVATE_DESTINATIONS: 'true' }, { health: { timeoutMs: 300, hostSpacingMs: 0 } });
    const closed = await buildTestApp(dialect, { HEALTH_RETRY_S: '1' }, { shareStoreWith: open, health: { timeoutMs: 300, hostSpacingMs: 0 } });
    try {
      const account = await createAccount(open, 'pro');
      const ids: number[] = [];
      // Made while the switch was on; one by address, one by a name that resolves to loopback.
      for (const url of [`${destination.state.url}/a`, destination.state.url.replace('127.0.0.1', 'localhost')]) {
        const res = await client(open, account.token)('POST', '/links', { destination_url: url });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().data.id);
      }
      const refused = await client(closed, account.token)('POST', '/links', { destination_url: `${destination.state.url}/b` });
      expect(refused.statusCode).toBe(422);
      expect(await closed.scheduler.runNow(HEALTH_JOB)).toBe(true);
      await sleep(1_100);
      expect(await closed.scheduler.runNow(HEALTH_JOB)).toBe(true);
      for (const id of ids) {
        expect((await client(closed, account.token)('GET', `/links/${id}`)).json().data).toMatchObject({ health: 'broken', health_reason: 'private_address' });
      }
      expect(destination.state.seen).toEqual([]);
    } finally {
      await closed.close();
      await open.close();
      await destination.close();
    }
  }, 20_000);
});
