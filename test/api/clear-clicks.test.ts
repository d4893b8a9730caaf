import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount, createToken } from '../helpers/accounts.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const REDIS = redisUrl();

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CLICK_TABLES = ['clicks', 'click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent', 'daily_visitors'] as const;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(DIALECTS)('DELETE /api/v1/links/{id}/clicks on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let userId: number;

  const countRows = async (table: (typeof CLICK_TABLES)[number], linkId: number) =>
    Number((await app.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('link_id', '=', linkId).executeTakeFirstOrThrow()).n);
  const newLink = async () => (await call('POST', '/links', { destination_url: 'https://example.com/forget' })).json().data as { id: number; slug: string };
  const visit = (slug: string, ip: string, ua = CHROME) => app.http.inject({ method: 'GET', url: `/${slug}?qr=1`, remoteAddress: ip, headers: { 'user-agent': ua, referer: 'https://news.example/' } });

  beforeAll(async () => {
    // A long flush interval: clicks stay queued until something flushes them.
    app = await buildTestApp(dialect, { CLICK_FLUSH_MS: '60000', CLICK_WRITER_THREAD: 'false' });
    const account = await createAccount(app, 'pro');
    userId = account.user.id;
    call = client(app, account.token);
  });
  afterAll(async () => {
    await app.close();
  });

  it("deletes the link's raw clicks, rollups and visitors and resets its counters, answering 204", async () => {
    const link = await newLink();
    const other = await newLink();
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.2']) await visit(link.slug, ip);
    await visit(link.slug, '66.249.66.1', BOT);
    await visit(other.slug, '203.0.113.3');
    await app.clicks.flush();
    expect((await call('GET', `/links/${link.id}`)).json().data.total_clicks).toBe(3);

    const res = await call('DELETE', `/links/${link.id}/clicks`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const table of CLICK_TABLES) expect(await countRows(table, link.id)).toBe(0);
    const data = (await call('GET', `/links/${link.id}`)).json().data;
    expect(data).toMatchObject({ total_clicks: 0, unique_clicks: 0, last_clicked_at: null });
    const analytics = (await call('GET', `/links/${link.id}/analytics`)).json().data;
    expect(analytics.totals).toEqual({ clicks: 0, uniques: 0, botClicks: 0 });
    expect(analytics.countries).toEqual([]);
    const row = await app.store.db.selectFrom('links').select('bot_clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(Number(row.bot_clicks)).toBe(0);
    // The deletion is in the workspace's audit log, with what it took.
    const entry = await app.store.db.selectFrom('audit_log').selectAll().where('action', '=', 'link.clicks_cleared').where('target_id', '=', String(link.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual({ total_clicks: { before: 3, after: 0 } });
    // Another link's data is untouched, and the link still redirects and counts anew.
    expect(await countRows('clicks', other.id)).toBe(1);
    expect((await visit(link.slug, '203.0.113.9')).statusCode).toBe(302);
    await app.clicks.flush();
    expect((await call('GET', `/links/${link.id}`)).json().data).toMatchObject({ total_clicks: 1, unique_clicks: 1 });
  });

  it('deletes clicks served before the call that were still queued', async () => {
    const link = await newLink();
    await visit(link.slug, '203.0.113.4');
    await visit(link.slug, '203.0.113.5');
    expect(app.clicks.depth()).toBeGreaterThan(0);
    expect((await call('DELETE', `/links/${link.id}/clicks`)).statusCode).toBe(204);
    await app.clicks.flush();
    expect(await countRows('clicks', link.id)).toBe(0);
    expect((await call('GET', `/links/${link.id}`)).json().data.total_clicks).toBe(0);
  });

  it("answers 404 for another account's link, a deleted link or a missing one, and deletes nothing", async () => {
    const link = await newLink();
    await visit(link.slug, '203.0.113.6');
    await app.clicks.flush();
    const stranger = client(app, (await createAccount(app, 'pro')).token);
    for (const res of [await stranger('DELETE', `/links/${link.id}/clicks`), await call('DELETE', '/links/999999/clicks'), await call('DELETE', '/links/abc/clicks')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Link not found', error: { type: 'not_found', code: 'not_found' } });
    }
    expect(await countRows('clicks', link.id)).toBe(1);
    await call('DELETE', `/links/${link.id}`);
    expect((await call('DELETE', `/links/${link.id}/clicks`)).statusCode).toBe(404);
  });

  it('needs the links:write scope', async () => {
    const link = await newLink();
    const reader = client(app, await createToken(app, userId, ['links:read', 'analytics:read']));
    const res = await reader('DELETE', `/links/${link.id}/clicks`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ type: 'forbidden', code: 'scope_missing' });
  });

  it('is in the OpenAPI document with its scope and a 204', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operation = doc.paths['/api/v1/links/{id}/clicks'].delete;
    expect(operation.operationId).toBe('deleteLinkClicks');
    expect(operation.security).toEqual([{ bearerAuth: ['links:write'] }]);
    expect(Object.keys(operation.responses)).toContain('204');
  });
});

describe.skipIf(!REDIS).each(DIALECTS)('DELETE .../clicks with clicks queued on another instance, sharing Redis, on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const namespace = `clear-${randomBytes(4).toString('hex')}`;
    // A slow reader: clicks wait on the stream until something flushes them.
    const env = { REDIS_URL: REDIS!, CLICK_FLUSH_MS: '5000' };
    first = await buildTestApp(dialect, env, { namespace });
    second = await buildTestApp(dialect, env, { namespace, shareStoreWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('writes the clicks the other instance served before deleting them', async () => {
    const call = client(first, (await createAccount(first, 'pro')).token);
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/queued' })).json().data as { id: number; slug: string };
    // One click written first, so that the writer is running: its start (a thread loading its
    // modules, seconds on a busy machine) is not what the deletion's bounded wait is about.
    expect((await second.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: '203.0.113.29', headers: { 'user-agent': CHROME } })).statusCode).toBe(302);
    await second.clicks.flush();
    await first.clicks.flush();
    for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      const res = await second.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: ip, headers: { 'user-agent': CHROME } });
      expect(res.statusCode).toBe(302);
    }
    expect((await call('DELETE', `/links/${link.id}/clicks`)).statusCode).toBe(204);
    await second.clicks.flush();
    await first.clicks.flush();
    const row = await first.store.db.selectFrom('links').select(['total_clicks', 'unique_clicks']).where('id', '=', link.id).executeTakeFirstOrThrow();
    expect([Number(row.total_clicks), Number(row.unique_clicks)]).toEqual([0, 0]);
    const raw = await first.store.db.selectFrom('clicks').select('event_id').where('link_id', '=', link.id).execute();
    expect(raw).toEqual([]);
  });
});
