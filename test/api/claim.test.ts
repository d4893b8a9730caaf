import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions.service.js';
import { createAccount, client, personalWorkspaceId, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

interface Anonymous {
  slug: string;
  claimPath: string;
}

describe.each(DIALECTS)('claiming an anonymous link on %s', (dialect) => {
  let app: TestApp;
  let pro: TestAccount;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;

  const shorten = async (url: string): Promise<Anonymous> => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: nextIp(), payload: { url } });
    expect(res.statusCode).toBe(201);
    return { slug: res.json().slug, claimPath: new URL(res.json().claim_url).pathname };
  };
  const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value;
  /** GET the claim page; returns the CSRF token from the cookie, checked against the hidden field. */
  const open = async (path: string, cookies: Record<string, string> = {}) => {
    const res = await app.http.inject({ method: 'GET', url: path, cookies });
    const csrf = cookieOf(res, 'csrf') ?? cookies.csrf;
    if (res.statusCode === 200) expect(res.body).toContain(`name="csrf" value="${csrf}"`);
    return { res, csrf: csrf ?? '' };
  };
  const post = (path: string, fields: Record<string, string>, cookies: Record<string, string>, remoteAddress = nextIp()) =>
    app.http.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const linkRow = (slug: string) => app.store.db.selectFrom('links').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const linksCreated = async (userId: number) => {
    const workspaceId = await personalWorkspaceId(app, userId);
    return Number(
      (await app.store.db.selectFrom('usage_counters').select('links_created').where('workspace_id', '=', workspaceId).executeTakeFirst())
        ?.links_created ?? 0,
    );
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    pro = await createAccount(app, 'pro');
  });
  afterEach(async () => {
    await setPlanLimits(app, 'free', { links_per_month: 50 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs up a free account with the form and claims the link into it, once only', async () => {
    const link = await shorten('https://example.com/claim-me');
    const { res: page, csrf } = await open(link.claimPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('https://example.com/claim-me');

    const email = `claimer-${dialect}@example.com`;
    const res = await post(link.claimPath, { csrf, mode: 'signup', email, password: 'a long password' }, { csrf });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`http://sho.rt/${link.slug}`);
    expect(cookieOf(res, 'sid')).toBeDefined();

    const user = await app.store.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.plan).toBe('free');
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const row = await linkRow(link.slug);
    expect(row).toMatchObject({ workspace_id: await personalWorkspaceId(app, user.id), is_anonymous: 0, claim_token_hash: null });
    expect(row.claimed_at).not.toBeNull();
    expect(await linksCreated(user.id)).toBe(1);

    // Once only: the token is spent.
    const again = await post(link.claimPath, { csrf, mode: 'signup', email: `x-${email}`, password: 'a long password' }, { csrf });
    expect(again.statusCode).toBe(404);
    const spent = await app.http.inject({ method: 'GET', url: link.claimPath });
    expect(spent.statusCode).toBe(404);
    // Says what happened rather than calling a working short link dead.
    expect(spent.body).toContain('already been used');
    expect((await linkRow(link.slug)).workspace_id).toBe(await personalWorkspaceId(app, Number(user.id)));
    // The link keeps redirecting.
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).headers.location).toBe('https://example.com/claim-me');
  });

  it('claims into the signed-in account', async () => {
    const link = await shorten('https://example.com/session-claim');
    const session = await createSession(app.store.db, pro.user.id);
    const { res: page, csrf } = await open(link.claimPath, { sid: session.token });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(pro.user.email);
    expect(page.body).toContain('value="session"');
    const before = await linksCreated(pro.user.id);

    const res = await post(link.claimPath, { csrf, mode: 'session' }, { csrf, sid: session.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await linkRow(link.slug)).workspace_id).toBe(await personalWorkspaceId(app, Number(pro.user.id)));
    expect(await linksCreated(pro.user.id)).toBe(before + 1);

    // Now it is the account's link on the API, editable and with analytics.
    const call = client(app, pro.token);
    const listed = (await call('GET', '/links')).json().data.find((l: { slug: string }) => l.slug === link.slug);
    expect(listed).toMatchObject({ destination_url: 'https://example.com/session-claim', status: 'active' });
    expect((await call('PATCH', `/links/${listed.id}`, { title: 'mine' })).statusCode).toBe(200);
    expect((await call('GET', `/links/${listed.id}/analytics`)).statusCode).toBe(200);
  });

  it('logs in an existing account and claims into it', async () => {
    const link = await shorten('https://example.com/login-claim');
    const { csrf } = await open(`${link.claimPath}?mode=login`);
    const wrong = await post(link.claimPath, { csrf, mode: 'login', email: pro.user.email, password: 'not the password' }, { csrf });
    expect(wrong.statusCode).toBe(422);
    expect((await linkRow(link.slug)).workspace_id).toBeNull();
    const res = await post(link.claimPath, { csrf, mode: 'login', email: pro.user.email, password: 'correct horse battery' }, { csrf });
    expect(res.statusCode, res.body).toBe(200);
    expect(cookieOf(res, 'sid')).toBeDefined();
    expect((await linkRow(link.slug)).workspace_id).toBe(await personalWorkspaceId(app, Number(pro.user.id)));
  });

  it('keeps an unclaimed link out of every account', async () => {
    const link = await shorten('https://example.com/nobody');
    const row = await linkRow(link.slug);
    const call = client(app, pro.token);
    for (const suffix of ['', '/analytics']) expect((await call('GET', `/links/${row.id}${suffix}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/links/${row.id}`, { destination_url: 'https://evil.example.com' })).statusCode).toBe(404);
  });

  it('refuses a POST without the CSRF cookie echoed in the form', async () => {
    const link = await shorten('https://example.com/csrf');
    const { csrf } = await open(link.claimPath);
    const fields = { mode: 'signup', email: `csrf-${dialect}@example.com`, password: 'a long password' };
    for (const [body, cookies] of [
      [fields, { csrf }],
      [{ ...fields, csrf }, {}],
      [{ ...fields, csrf: `${csrf.slice(1)}x` }, { csrf }],
    ] as const) {
      const res = await post(link.claimPath, body, cookies);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await linkRow(link.slug)).workspace_id).toBeNull();
    expect(await app.store.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst()).toBeUndefined();
  });

  it('shows the form again with 422 for a taken email, a bad email or a short password', async () => {
    const link = await shorten('https://example.com/invalid-signup');
    const { csrf } = await open(link.claimPath);
    for (const [email, password, field] of [
      [pro.user.email, 'a long password', 'email'],
      ['not-an-email', 'a long password', 'email'],
      [`short-${dialect}@example.com`, 'short', 'password'],
    ] as const) {
      const res = await post(link.claimPath, { csrf, mode: 'signup', email, password }, { csrf });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(`id="${field}-error"`);
    }
    expect((await linkRow(link.slug)).workspace_id).toBeNull();
  });

  it('answers an unknown or malformed claim token with the 404 page', async () => {
    for (const path of ['/claim/short', `/claim/${'A'.repeat(43)}`, '/claim/%3Cscript%3E']) {
      const res = await app.http.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('lets exactly one of two parallel claims win', async () => {
    const link = await shorten('https://example.com/race');
    const other = await createAccount(app, 'pro');
    const sessions = await Promise.all([createSession(app.store.db, pro.user.id), createSession(app.store.db, other.user.id)]);
    const { csrf } = await open(link.claimPath);
    const before = new Map([
      [pro.user.id, await linksCreated(pro.user.id)],
      [other.user.id, 0],
    ]);
    const results = await Promise.all(sessions.map((s) => post(link.claimPath, { csrf, mode: 'session' }, { csrf, sid: s.token })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const winner = results[0]!.statusCode === 200 ? pro.user.id : other.user.id;
    const loser = winner === pro.user.id ? other.user.id : pro.user.id;
    expect((await linkRow(link.slug)).workspace_id).toBe(await personalWorkspaceId(app, Number(winner)));
    // The loser's quota was not spent; the winner's was, once.
    expect(await linksCreated(loser)).toBe(before.get(loser));
    expect(await linksCreated(winner)).toBe(before.get(winner)! + 1);
  });

  it('creates exactly one account when parallel sign-ups race for one link, and none for the losers', async () => {
    const link = await shorten('https://example.com/race-signup');
    const { csrf } = await open(link.claimPath);
    const emails = [1, 2, 3].map((n) => `racer-${n}-${dialect}@example.com`);
    const results = await Promise.all(emails.map((email) => post(link.claimPath, { csrf, mode: 'signup', email, password: 'long enough pw' }, { csrf })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 404, 404]);
    const users = await app.store.db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
    expect(users).toHaveLength(1);
    expect((await linkRow(link.slug)).workspace_id).toBe(await personalWorkspaceId(app, Number(users[0]!.id)));
  });

  it('creates no account when the claim fails, and says why on the form', async () => {
    const link = await shorten('https://example.com/spent');
    const { csrf } = await open(link.claimPath);
    await app.store.db.updateTable('links').set({ destination_url: 'http://127.0.0.1/now-private' }).where('slug', '=', link.slug).execute();
    const email = `unclaimed-${dialect}@example.com`;
    const res = await post(link.claimPath, { csrf, mode: 'signup', email, password: 'long enough pw' }, { csrf });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('can&#39;t be claimed');
    expect(await app.store.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it("counts toward the month's quota and refuses a claim over it", async () => {
    const first = await shorten('https://example.com/quota-1');
    const { csrf } = await open(first.claimPath);
    const email = `quota-${dialect}@example.com`;
    const signup = await post(first.claimPath, { csrf, mode: 'signup', email, password: 'a long password' }, { csrf });
    expect(signup.statusCode).toBe(200);
    const sid = cookieOf(signup, 'sid')!;
    await setPlanLimits(app, 'free', { links_per_month: 1 });

    const second = await shorten('https://example.com/quota-2');
    const res = await post(second.claimPath, { csrf, mode: 'session' }, { csrf, sid });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(/quota/i);
    expect((await linkRow(second.slug)).workspace_id).toBeNull();
  });

  it('limits sign-up and log-in attempts per address', async () => {
    const link = await shorten('https://example.com/brute');
    const { csrf } = await open(link.claimPath);
    const address = nextIp();
    // Other emails each time: this is the address's budget, not an account's (login-throttle.test.ts).
    let guess = 0;
    const attempt = () => post(link.claimPath, { csrf, mode: 'login', email: `guess-${++guess}@example.com`, password: 'wrong password' }, { csrf }, address);
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});
