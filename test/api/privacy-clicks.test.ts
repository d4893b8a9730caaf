import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { DAILY_ROLLUPS } from '../helpers/rollups.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const REDIS = redisUrl();

interface Visit {
  ip?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** A pro account with one fresh link, and helpers to visit it and read what was counted. */
async function linkOf(app: TestApp, owner?: TestAccount) {
  const account = owner ?? (await createAccount(app, 'pro'));
  const call = client(app, account.token);
  const link = (await call('POST', '/links', { destination_url: 'https://example.com/private' })).json().data as { id: number; slug: string };
  const visit = async ({ ip = '203.0.113.50', headers = {}, cookies = {} }: Visit = {}) => {
    const res = await app.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: ip, headers: { 'user-agent': CHROME, ...headers }, cookies });
    expect(res.statusCode).toBe(302);
  };
  const counted = async () => {
    await app.clicks.flush();
    const row = await app.store.db.selectFrom('links').select(['total_clicks', 'unique_clicks']).where('id', '=', link.id).executeTakeFirstOrThrow();
    const raw = await app.store.db.selectFrom('clicks').select((eb) => eb.fn.countAll<number>().as('n')).where('link_id', '=', link.id).executeTakeFirstOrThrow();
    return { clicks: Number(row.total_clicks), uniques: Number(row.unique_clicks), rows: Number(raw.n) };
  };
  return { account, call, link, visit, counted };
}

describe.each(DIALECTS)('privacy of clicks on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { DO_NOT_TRACK_IPS: '198.51.100.0/24, 2001:db8:cafe::/48, 192.0.2.7', EXCLUDE_OWN_CLICKS: 'true' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts a visitor sending Sec-GPC: 1 or DNT: 1 as a click but never as a unique visitor', async () => {
    const { link, visit, counted } = await linkOf(app);
    await visit({ ip: '203.0.113.1', headers: { 'sec-gpc': '1' } });
    await visit({ ip: '203.0.113.2', headers: { dnt: '1' } });
    await visit({ ip: '203.0.113.2', headers: { dnt: '1' } });
    await visit({ ip: '203.0.113.3', headers: { dnt: '0' } });
    expect(await counted()).toEqual({ clicks: 4, uniques: 1, rows: 4 });
    const visitors = await app.store.db.selectFrom('daily_visitors').selectAll().where('link_id', '=', link.id).execute();
    expect(visitors).toHaveLength(1);
    const days = (await sql<{ clicks: number; uniques: number }>`select clicks, uniques from ${DAILY_ROLLUPS} as d where link_id = ${link.id}`.execute(app.store.db)).rows;
    expect(days.map((d) => [Number(d.clicks), Number(d.uniques)])).toEqual([[4, 1]]);
  });

  it('records no click from an address in DO_NOT_TRACK_IPS, IPv4 or IPv6, and still redirects', async () => {
    const { visit, counted } = await linkOf(app);
    await visit({ ip: '198.51.100.77' });
    await visit({ ip: '192.0.2.7' });
    await visit({ ip: '::ffff:198.51.100.8' });
    await visit({ ip: '2001:db8:cafe:1::9' });
    expect(await counted()).toEqual({ clicks: 0, uniques: 0, rows: 0 });
    await visit({ ip: '192.0.2.8' });
    await visit({ ip: '2001:db8:caff::1' });
    expect(await counted()).toEqual({ clicks: 2, uniques: 2, rows: 2 });
  });

  it("leaves out a click carrying a session of the link's owner, and counts everyone else's", async () => {
    const { account, visit, counted } = await linkOf(app);
    const own = await createSession(app.store.db, account.user.id);
    const stranger = await createAccount(app, 'free');
    const theirs = await createSession(app.store.db, stranger.user.id);
    await visit({ ip: '203.0.113.20', cookies: { sid: own.token } });
    expect(await counted()).toEqual({ clicks: 0, uniques: 0, rows: 0 });
    await visit({ ip: '203.0.113.21', cookies: { sid: theirs.token } });
    await visit({ ip: '203.0.113.22' });
    await visit({ ip: '203.0.113.23', cookies: { sid: 'not-a-session' } });
    expect(await counted()).toEqual({ clicks: 3, uniques: 3, rows: 3 });
  });
});

describe.each(DIALECTS)('the privacy switches off on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app.close();
  });

  it("counts the owner's own clicks and every address by default", async () => {
    const { account, visit, counted } = await linkOf(app);
    const own = await createSession(app.store.db, account.user.id);
    await visit({ ip: '198.51.100.77', cookies: { sid: own.token } });
    expect(await counted()).toEqual({ clicks: 1, uniques: 1, rows: 1 });
  });
});

describe.each(DIALECTS)('a client IP behind a trusted proxy on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { TRUST_PROXY: '127.0.0.1', DO_NOT_TRACK_IPS: '198.51.100.0/24' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('matches DO_NOT_TRACK_IPS against the forwarded client address, not the proxy', async () => {
    const { visit, counted } = await linkOf(app);
    await visit({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.9' } });
    expect(await counted()).toEqual({ clicks: 0, uniques: 0, rows: 0 });
    await visit({ ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await counted()).toEqual({ clicks: 1, uniques: 1, rows: 1 });
  });
});

describe.skipIf(!REDIS).each(DIALECTS)('click privacy across two instances sharing Redis on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS!, EXCLUDE_OWN_CLICKS: 'true', DO_NOT_TRACK_IPS: '198.51.100.0/24' };
    const namespace = `privacy-${randomBytes(4).toString('hex')}`;
    first = await buildTestApp(dialect, env, { namespace });
    second = await buildTestApp(dialect, env, { namespace, shareStoreWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('leaves out the owner signed in on one instance clicking through the other', async () => {
    const { account, link, counted } = await linkOf(first);
    const session = await createSession(first.store.db, account.user.id);
    const visit = (ip: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      second.http.inject({ method: 'GET', url: `/${link.slug}`, remoteAddress: ip, headers: { 'user-agent': CHROME, ...headers }, cookies });
    expect((await visit('203.0.113.40', { sid: session.token })).statusCode).toBe(302);
    await visit('198.51.100.41');
    await visit('203.0.113.42');
    // The do-not-track mark survives the stream too.
    await visit('203.0.113.43', {}, { 'sec-gpc': '1' });
    await second.clicks.flush();
    expect(await counted()).toEqual({ clicks: 2, uniques: 1, rows: 2 });
  });
});
