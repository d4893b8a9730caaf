import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorkspace } from '../../src/modules/workspaces/index.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';
import { browser, type Browser, CHROME_MAC, enableTwoFactor, logIn, totpCode } from '../helpers/web-session.js';

const REDIS = redisUrl();
const PASSWORD = 'correct horse battery';

/** Every row of every table, as text, for looking for traces of a user. */
async function everyRow(app: TestApp): Promise<Array<{ table: string; row: Record<string, unknown> }>> {
  const tables =
    app.testStore.searchPath !== undefined || app.store.dialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(app.store.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.store.db)).rows;
  const out: Array<{ table: string; row: Record<string, unknown> }> = [];
  for (const { name } of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(app.store.db)).rows;
    for (const row of rows) out.push({ table: name, row });
  }
  return out;
}
const asText = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

describe.each(DIALECTS)('deleting an account on %s', (dialect) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app?.close();
  });

  const signedIn = async (plan: 'free' | 'pro' = 'pro') => {
    const account = await createAccount(app, plan);
    const b = browser(app);
    expect((await logIn(b, account.user.email, PASSWORD)).statusCode).toBe(303);
    return { ...account, b };
  };
  const deletePage = (b: Browser) => b.get('/app/account/delete');

  it('offers the export first, then deletes the user, their links (at once, though cached), tokens and sessions, leaving no trace', async () => {
    const { user, token, b } = await signedIn();
    const other = await createAccount(app, 'pro');
    const own = (await client(app, token)('POST', '/links', { destination_url: 'https://example.com/mine' })).json().data;
    const theirs = (await client(app, other.token)('POST', '/links', { destination_url: 'https://example.com/theirs' })).json().data;
    // Cached on this instance, clicked (the deleted user's own click on another owner's link too).
    expect((await app.http.inject({ method: 'GET', url: `/${own.slug}`, headers: { 'user-agent': CHROME_MAC } })).statusCode).toBe(302);
    expect((await app.http.inject({ method: 'GET', url: `/${theirs.slug}`, cookies: b.jar, headers: { 'user-agent': CHROME_MAC } })).statusCode).toBe(302);
    await app.clicks.flush();

    const page = await deletePage(b);
    expect(page.body).toContain('href="/app/links/export?format=json"');
    expect(page.body).toContain('href="/app/clicks.csv"');
    expect(page.body.indexOf('Download your data')).toBeLessThan(page.body.indexOf('action="/app/account/delete"'));
    expect(page.body).not.toContain('name="code"');

    const wrong = await b.post('/app/account/delete', { password: 'not my password' }, '/app/account/delete');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/id="f-password-error" data-error-for="password">is not correct/);
    expect((await app.http.inject({ method: 'GET', url: `/${own.slug}` })).statusCode).toBe(302);

    const done = await b.post('/app/account/delete', { password: PASSWORD }, '/app/account/delete');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your account has been deleted');
    expect(b.jar.sid).toBeUndefined();

    expect((await app.http.inject({ method: 'GET', url: `/${own.slug}` })).statusCode).toBe(404);
    expect((await app.http.inject({ method: 'GET', url: `/${theirs.slug}` })).statusCode).toBe(302);
    expect((await client(app, token)('GET', '/links')).statusCode).toBe(401);
    await app.clicks.flush();

    const rows = await everyRow(app);
    const traces = rows.filter(({ row }) => row.user_id === user.id || asText(row).includes(user.email));
    expect(traces).toEqual([]);
    expect(rows.filter(({ table, row }) => table === 'links' && row.id === own.id)).toEqual([]);
    expect(rows.filter(({ table, row }) => table === 'clicks' && row.link_id === own.id)).toEqual([]);
    // The other owner keeps their clicks, which never named who clicked.
    expect(rows.filter(({ table, row }) => table === 'clicks' && row.link_id === theirs.id).length).toBeGreaterThanOrEqual(1);
    expect((await client(app, other.token)('GET', `/links/${theirs.id}`)).json().data.total_clicks).toBeGreaterThanOrEqual(1);
  });

  it('refuses while the user alone owns a shared workspace others belong to, until another member owns it too', async () => {
    const { user, b } = await signedIn();
    const colleague = await createAccount(app, 'pro');
    const team = Number((await createWorkspace(app.store.db, { name: 'Handover team', plan: 'pro', ownerId: user.id })).id);
    const alone = Number((await createWorkspace(app.store.db, { name: 'Nobody else here', plan: 'pro', ownerId: user.id })).id);
    await app.store.db.insertInto('workspace_members').values({ workspace_id: team, user_id: colleague.user.id, role: 'member', joined_at: new Date().toISOString() }).execute();

    const refused = await b.post('/app/account/delete', { password: PASSWORD }, '/app/account/delete');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('You are the last owner of &quot;Handover team&quot;');
    expect(await app.store.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();

    await app.store.db.updateTable('workspace_members').set({ role: 'owner' }).where('workspace_id', '=', team).where('user_id', '=', colleague.user.id).execute();
    const done = await b.post('/app/account/delete', { password: PASSWORD }, '/app/account/delete');
    expect(done.statusCode).toBe(200);
    const left = await app.store.db.selectFrom('workspaces').select('id').where('id', 'in', [team, alone]).execute();
    // The team stays with its other owner; the workspace nobody else was in goes with the account.
    expect(left.map((row) => Number(row.id))).toEqual([team]);
  });

  it('needs a code as well when two-factor sign-in is on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Math.floor(Date.now() / 30_000) * 30_000;
      vi.setSystemTime(start + 1_000);
      const { user, b } = await signedIn('free');
      const { secret } = await enableTwoFactor(b);
      vi.setSystemTime(start + 61_000);
      const page = await deletePage(b);
      expect(page.body).toContain('name="code"');
      const noCode = await b.post('/app/account/delete', { password: PASSWORD, code: '123456' }, '/app/account/delete');
      expect(noCode.statusCode).toBe(422);
      expect(noCode.body).toMatch(/data-error-for="code">is not correct/);
      const done = await b.post('/app/account/delete', { password: PASSWORD, code: totpCode(secret) }, '/app/account/delete');
      expect(done.statusCode).toBe(200);
      expect(await app.store.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      expect(await app.store.db.selectFrom('two_factor').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!REDIS).each(DIALECTS)('deleting an account with two instances on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;
  const namespace = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    a = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace });
    b = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace, shareStoreWith: a });
    for (const app of [a, b]) {
      await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('makes a link cached on the other instance 404 before the deletion answers', async () => {
    const { user, token } = await createAccount(a, 'pro');
    const link = (await client(a, token)('POST', '/links', { destination_url: 'https://example.com/cached-elsewhere' })).json().data;
    expect((await b.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(302);
    const web = browser(a);
    await logIn(web, user.email, PASSWORD);
    expect((await web.post('/app/account/delete', { password: PASSWORD }, '/app/account/delete')).statusCode).toBe(200);
    expect((await b.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(404);
  });
});
