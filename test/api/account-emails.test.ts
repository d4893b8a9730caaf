import { createServer, type Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { linkIn, startSmtpServer, type ReceivedMail, type TestSmtp } from '../helpers/smtp.js';
import { DIALECTS } from '../helpers/stores.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BASE = 'http://sho.rt';
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern mosaic kettle';

/** A browser of sorts: keeps its cookies, reads CSRF tokens from the pages it opens. */
function browser(app: TestApp, address: string) {
  const cookies: Record<string, string> = {};
  const keep = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) delete cookies[cookie.name];
      else cookies[cookie.name] = cookie.value;
    }
    return res;
  };
  const get = async (url: string) => keep(await app.http.inject({ method: 'GET', url: url.replace(BASE, ''), cookies, remoteAddress: address }));
  const post = async (url: string, fields: Record<string, string>) =>
    keep(await app.http.inject({ method: 'POST', url, headers: FORM, cookies, remoteAddress: address, payload: new URLSearchParams(fields).toString() }));
  /** Opens `page` and submits its form with the page's CSRF token (the form's or the session's). */
  const submit = async (page: string, action: string, fields: Record<string, string>) => {
    const opened = await get(page);
    const form = opened.body.slice(Math.max(0, opened.body.indexOf(`action="${action}"`)));
    const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
    return post(action, { csrf, ...fields });
  };
  const logIn = (email: string, password: string) => submit('/login', '/login', { email, password });
  return { cookies, get, post, submit, logIn };
}

describe.each(DIALECTS)('account emails on %s', (dialect) => {
  let app: TestApp;
  let smtp: TestSmtp;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;
  let count = 0;
  const newEmail = (what: string) => `${what}-${++count}-${dialect}@example.com`;
  const makeUser = (email: string) => createUser(app.store.db, { email, password: PASSWORD, plan: 'pro' });
  const mailTo = (address: string, subject: RegExp) => smtp.waitFor((mail) => mail.to.includes(address) && subject.test(mail.subject));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp(dialect, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('answers "forgot password" the same for a known and an unknown email, and mails only the known one', async () => {
    const known = newEmail('known');
    await makeUser(known);
    const unknown = newEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const res = await browser(app, nextIp()).submit('/forgot-password', '/forgot-password', { email });
      answers.push({ status: res.statusCode, body: res.body.replace(/value="[^"]*"/g, 'value=""') });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.body).toContain('If an account uses this address');
    const mail = await mailTo(known, /Reset your Shortener password/);
    expect(mail.from).toBe('Shortener <no-reply@sho.rt>');
    expect(mail.text).toContain(BASE);
    expect(mail.html).toContain(`<a href="${linkIn(mail, `${BASE}/reset-password?token=`)}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.to(unknown)).toEqual([]);
    // Only the hash of the link's secret is stored.
    const secret = new URL(linkIn(mail, `${BASE}/reset-password`)).searchParams.get('token')!;
    const stored = await app.store.db.selectFrom('account_tokens').select('id').execute();
    expect(stored.some((row) => row.id === secret)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('resets the password from the emailed link: the sessions end, the link is spent, the new password logs in', async () => {
    const email = newEmail('reset');
    await makeUser(email);
    const old = browser(app, nextIp());
    expect((await old.logIn(email, PASSWORD)).statusCode).toBe(303);
    expect((await old.get('/app')).statusCode).toBe(200);

    const me = browser(app, nextIp());
    await me.submit('/forgot-password', '/forgot-password', { email });
    const link = linkIn(await mailTo(email, /Reset your/), `${BASE}/reset-password`);
    const token = new URL(link).searchParams.get('token')!;
    const form = await me.get(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Choose a new password');

    const weak = await me.submit(link, '/reset-password', { token, password: 'password123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.body).toContain('New password is too easy to guess. This is a commonly used password.');
    expect(weak.body).toMatch(/aria-invalid="true"/);

    const done = await me.submit(link, '/reset-password', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/login?reset=done');
    expect((await me.get('/login?reset=done')).body).toContain('Your password was changed');
    expect((await old.get('/app')).statusCode).toBe(303);
    expect((await browser(app, nextIp()).logIn(email, PASSWORD)).statusCode).toBe(422);
    expect((await browser(app, nextIp()).logIn(email, NEW_PASSWORD)).statusCode).toBe(303);
    await mailTo(email, /password was changed/);

    const again = await me.get(link);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is invalid, has expired or was already used');
    const reuse = await me.submit('/forgot-password', '/reset-password', { token, password: 'another fine passphrase' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toContain('This link is invalid, has expired or was already used');
  });

  it('refuses an expired, a wrong or a superseded reset link with the same message', async () => {
    const email = newEmail('expired');
    await makeUser(email);
    const me = browser(app, nextIp());
    await me.submit('/forgot-password', '/forgot-password', { email });
    const first = linkIn(await mailTo(email, /Reset your/), `${BASE}/reset-password`);
    await app.store.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
    for (const url of [first, '/reset-password?token=nope', `/reset-password?token=${'A'.repeat(43)}`, '/reset-password']) {
      const res = await me.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain('This link is invalid, has expired or was already used');
    }
    // A second request spends the first link: only the latest email works.
    await me.submit('/forgot-password', '/forgot-password', { email });
    await smtp.waitFor((mail) => smtp.to(email).filter((m) => /Reset your/.test(m.subject)).length === 2 && mail.to.includes(email));
    const [older, latest] = smtp.to(email).map((mail) => linkIn(mail, `${BASE}/reset-password`));
    await me.submit('/forgot-password', '/forgot-password', { email: newEmail('unrelated') });
    expect((await me.get(latest!)).statusCode).toBe(200);
    expect((await me.get(older!)).statusCode).toBe(400);
  });

  it('limits reset requests per email (from any address) and per address', async () => {
    const email = newEmail('limited');
    for (let i = 0; i < 3; i++) expect((await browser(app, nextIp()).submit('/forgot-password', '/forgot-password', { email })).statusCode).toBe(200);
    const limited = await browser(app, nextIp()).submit('/forgot-password', '/forgot-password', { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many reset requests');

    const one = browser(app, '203.0.113.9');
    for (let i = 0; i < 10; i++) expect((await one.submit('/forgot-password', '/forgot-password', { email: newEmail('spray') })).statusCode).toBe(200);
    expect((await one.submit('/forgot-password', '/forgot-password', { email: newEmail('spray') })).statusCode).toBe(429);
    const malformed = await browser(app, nextIp()).submit('/forgot-password', '/forgot-password', { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body).toContain('Email must be a valid email address');
  });

  it('changes the password with the current one: other sessions end, this one stays', async () => {
    const email = newEmail('change');
    await makeUser(email);
    const other = browser(app, nextIp());
    await other.logIn(email, PASSWORD);
    const me = browser(app, nextIp());
    await me.logIn(email, PASSWORD);
    const wrong = await me.submit('/app/account/password', '/app/account/password', { current_password: 'not my password', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Current password is not correct');
    const weak = await me.submit('/app/account/password', '/app/account/password', { current_password: PASSWORD, new_password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.body).toContain('New password must be at least 10 characters');
    const forged = await me.post('/app/account/password', { csrf: 'x', current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(forged.statusCode).toBe(403);
    const ok = await me.submit('/app/account/password', '/app/account/password', { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(303);
    expect((await me.get(ok.headers.location as string)).body).toContain('Your password was changed');
    expect((await me.get('/app')).statusCode).toBe(200);
    expect((await other.get('/app')).statusCode).toBe(303);
    expect((await browser(app, nextIp()).logIn(email, NEW_PASSWORD)).statusCode).toBe(303);
    expect((await mailTo(email, /password was changed/)).text).toContain(`${BASE}/forgot-password`);
    expect((await browser(app, nextIp()).get('/app/account/password')).headers.location).toBe('/login?next=%2Fapp%2Faccount%2Fpassword');
  });

  it('changes the email once the new address confirms it, and tells the old one', async () => {
    const email = newEmail('before');
    const target = newEmail('after');
    await makeUser(email);
    const me = browser(app, nextIp());
    await me.logIn(email, PASSWORD);
    expect((await me.submit('/app/account/email', '/app/account/email', { new_email: target, password: 'wrong one here' })).statusCode).toBe(422);
    expect((await me.submit('/app/account/email', '/app/account/email', { new_email: email, password: PASSWORD })).body).toContain('is already your email address');
    const asked = await me.submit('/app/account/email', '/app/account/email', { new_email: target.toUpperCase(), password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`We sent a link to ${target}`);
    const link = linkIn(await mailTo(target, /Confirm your new email/), `${BASE}/confirm-email`);
    // Nothing changes until the link is followed; opening it only asks for the click.
    const page = await browser(app, nextIp()).get(link);
    expect(page.body).toContain(`Move your account to ${target}`);
    expect((await app.store.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst())?.email).toBe(email);

    const elsewhere = browser(app, nextIp());
    const token = new URL(link).searchParams.get('token')!;
    const done = await elsewhere.submit(link, '/confirm-email', { token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`Your account now uses ${target}`);
    const told: ReceivedMail = await mailTo(email, /email address of your Shortener account was changed/);
    expect(told.text).toContain(target);
    expect((await browser(app, nextIp()).logIn(target, PASSWORD)).statusCode).toBe(303);
    expect((await browser(app, nextIp()).logIn(email, PASSWORD)).statusCode).toBe(422);
    expect((await me.get('/app/account')).body).toContain(target);
    const reused = await elsewhere.post('/confirm-email', { csrf: elsewhere.cookies.csrf!, token });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This link is invalid, has expired or was already used');
  });

  it('answers an email change to a taken address the same, and tells only that address', async () => {
    const email = newEmail('mover');
    const taken = newEmail('taken');
    await Promise.all([makeUser(email), makeUser(taken)]);
    const me = browser(app, nextIp());
    await me.logIn(email, PASSWORD);
    const asked = await me.submit('/app/account/email', '/app/account/email', { new_email: taken, password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`We sent a link to ${taken}`);
    const mail = await mailTo(taken, /Your email address and Shortener/);
    expect(mail.text).toContain('nothing was changed');
    expect(mail.text).not.toContain('/confirm-email');
  });

  it('mails a verification link at sign-up that confirms the address once', async () => {
    const email = newEmail('signup');
    const me = browser(app, nextIp());
    expect((await me.submit('/signup', '/signup', { email, password: 'password123' })).body).toContain('Password is too easy to guess');
    expect((await me.submit('/signup', '/signup', { email, password: PASSWORD })).statusCode).toBe(303);
    const account = await me.get('/app/account');
    expect(account.body).toContain('Not confirmed');
    // Not required here: no banner, links can be made.
    expect(account.body).not.toContain('verify-banner');
    const link = linkIn(await mailTo(email, /Confirm your email address/), `${BASE}/verify-email`);
    const token = new URL(link).searchParams.get('token')!;
    expect((await me.get(link)).body).toContain(`Confirm ${email} as the address of your account`);
    expect((await me.submit(link, '/verify-email', { token })).body).toContain(`${email} is confirmed`);
    expect((await me.get('/app/account')).body).toContain('>Confirmed<');
    expect((await me.get(link)).statusCode).toBe(400);
    expect((await me.post('/verify-email', { csrf: me.cookies.csrf!, token })).statusCode).toBe(400);
  });

  it('mails a verification link to an account made on a claim page', async () => {
    const address = nextIp();
    const shortened = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: address, payload: { url: 'https://example.com/claimed' } });
    const claimPath = new URL(shortened.json().claim_url).pathname;
    const email = newEmail('claimer');
    const res = await browser(app, address).submit(claimPath, claimPath, { mode: 'signup', email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(linkIn(await mailTo(email, /Confirm your email address/), `${BASE}/verify-email?token=`)).toMatch(/token=[\w-]{43}$/);
  });
});

describe('a mail server that never answers', () => {
  it('does not hold up the answer to "forgot password", for a known or an unknown address', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const app = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as { port: number }).port}` });
    try {
      await createUser(app.store.db, { email: 'waiting@example.com', password: PASSWORD, plan: 'free' });
      for (const email of ['waiting@example.com', 'nobody-waits@example.com']) {
        const started = performance.now();
        const res = await browser(app, '192.0.2.50').submit('/forgot-password', '/forgot-password', { email });
        expect(res.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);
      }
      // The known address's mail is on its way: the server has a connection waiting for a greeting.
      await expect.poll(() => sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe.each(DIALECTS)('REQUIRE_EMAIL_VERIFICATION=true on %s', (dialect) => {
  let app: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await buildTestApp(dialect, { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('refuses links (web and API) with email_not_verified until the emailed link is followed; resend is limited', async () => {
    const email = `gate-${dialect}@example.com`;
    const me = browser(app, '198.51.100.200');
    expect((await me.submit('/signup', '/signup', { email, password: PASSWORD })).statusCode).toBe(303);
    const dashboard = await me.get('/app');
    expect(dashboard.body).toContain('Confirm your email address to start creating links');
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(dashboard.body)![1]!;
    const web = await app.http.inject({ method: 'POST', url: '/app/api/links', cookies: me.cookies, headers: { 'x-csrf-token': csrf }, payload: { destination_url: 'https://example.com/web' } });
    expect(web.statusCode).toBe(403);
    expect(web.json().error).toMatchObject({ type: 'forbidden', code: 'email_not_verified' });

    const user = await app.store.db.selectFrom('users').select(['id', 'plan']).where('email', '=', email).executeTakeFirstOrThrow();
    // The plan belongs to the user's personal workspace (ADR 1001).
    await app.store.db.updateTable('workspaces').set({ plan: 'pro' }).where('personal_user_id', '=', user.id).execute();
    const { token } = await createApiToken(app.store.db, Number(user.id), 'gate', ['links:write']);
    const api = () => app.http.inject({ method: 'POST', url: '/api/v1/links', headers: { authorization: `Bearer ${token}` }, payload: { destination_url: 'https://example.com/api' } });
    const refused = await api();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.stringContaining('Confirm your email address'), error: { type: 'forbidden', code: 'email_not_verified', message: refused.json().message } });

    for (let i = 0; i < 3; i++) expect((await me.submit('/app/account', '/app/account/verify-email', {})).statusCode).toBe(200);
    expect((await me.submit('/app/account', '/app/account/verify-email', {})).statusCode).toBe(429);
    await smtp.waitFor(() => smtp.to(email).length === 4);
    // Each mail spends the links before it: the last one is the one that works.
    const links = smtp.to(email).map((mail) => linkIn(mail, 'http://sho.rt/verify-email'));
    const last = links.at(-1)!;
    expect((await me.get(links[0]!)).statusCode).toBe(400);
    expect((await me.submit(last, '/verify-email', { token: new URL(last).searchParams.get('token')! })).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(201);
    expect((await me.get('/app')).body).not.toContain('verify-banner');
  });

  it('sends no invite from an account that has not confirmed its own address', async () => {
    const email = `inviter-${dialect}@example.com`;
    const me = browser(app, '198.51.100.201');
    expect((await me.submit('/signup', '/signup', { email, password: PASSWORD })).statusCode).toBe(303);
    const csrf = /name="csrf-token" content="([^"]+)"/.exec((await me.get('/app')).body)![1]!;
    const call = (url: string, payload: object) => app.http.inject({ method: 'POST', url, cookies: me.cookies, headers: { 'x-csrf-token': csrf }, payload });
    const workspace = await call('/app/api/workspaces', { name: 'Unverified Team' });
    expect(workspace.statusCode, workspace.body).toBe(201);
    const invited = await call('/app/api/workspace/invites', { email: `victim-${dialect}@example.net`, role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(403);
    expect(invited.json().error.code).toBe('email_not_verified');
    expect(await app.store.db.selectFrom('workspace_invites').select('id').where('email', '=', `victim-${dialect}@example.net`).execute()).toEqual([]);
    expect(smtp.to(`victim-${dialect}@example.net`)).toEqual([]);
  });

  it('counts accounts made by the operator as verified', async () => {
    const user = await createUser(app.store.db, { email: `operator-${dialect}@example.com`, password: PASSWORD, plan: 'pro', emailVerified: true });
    const { token } = await createApiToken(app.store.db, user.id, 'ops', ['links:write']);
    const res = await app.http.inject({ method: 'POST', url: '/api/v1/links', headers: { authorization: `Bearer ${token}` }, payload: { destination_url: 'https://example.com/ops' } });
    expect(res.statusCode, res.body).toBe(201);
  });
});
