import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('web app: sign-up, log-in, log-out and the home page', () => {
  let app: TestApp;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;

  /** GETs a page and returns its double-submit CSRF token (cookie and hidden field agree). */
  const csrfFrom = async (path: string, remoteAddress = nextIp()) => {
    const res = await app.http.inject({ method: 'GET', url: path, remoteAddress });
    const csrf = cookieOf(res, 'csrf')!.value;
    expect(res.body).toContain(`name="csrf" value="${csrf}"`);
    return csrf;
  };
  const post = (url: string, fields: Record<string, string>, cookies: Record<string, string>, remoteAddress = nextIp()) =>
    app.http.inject({ method: 'POST', url, headers: FORM, cookies, remoteAddress, payload: form(fields) });

  beforeAll(async () => {
    app = await buildTestApp('sqlite', { BASE_URL: 'https://sho.rt' });
    await createUser(app.store.db, { email: 'known@example.com', password: 'correct horse battery', plan: 'free' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs up with the form, sets a Secure HttpOnly SameSite=Lax session cookie and lands on the dashboard', async () => {
    const csrf = await csrfFrom('/signup');
    const res = await post('/signup', { csrf, email: 'New@Example.com', password: 'a long password', next: '/app/account' }, { csrf });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/account');
    const sid = cookieOf(res, 'sid')!;
    expect(sid).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    const page = await app.http.inject({ method: 'GET', url: '/app/account', cookies: { sid: sid.value } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('new@example.com');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('shows field errors for a bad sign-up instead of failing', async () => {
    const csrf = await csrfFrom('/signup');
    const res = await post('/signup', { csrf, email: 'not-an-email', password: 'short' }, { csrf });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('must be a valid email address');
    expect(res.body).toContain('must be at least 10 characters');
    const nul = await post('/signup', { csrf, email: 'nul\u0000@example.com', password: 'a long password' }, { csrf });
    expect(nul.statusCode).toBe(422);
    expect(nul.body).toContain('must be a valid email address');
    const taken = await post('/signup', { csrf, email: 'known@example.com', password: 'a long password' }, { csrf });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('is already registered');
  });

  it('logs in, refuses a wrong password with one message, and never redirects off-site', async () => {
    const csrf = await csrfFrom('/login');
    const wrong = await post('/login', { csrf, email: 'known@example.com', password: 'wrong password' }, { csrf });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The email or password is not correct');
    const ok = await post('/login', { csrf, email: 'known@example.com', password: 'correct horse battery', next: '//evil.example/x' }, { csrf });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/app');
  });

  it('refuses a form whose CSRF token does not match its cookie', async () => {
    const csrf = await csrfFrom('/login');
    const res = await post('/login', { csrf: 'x'.repeat(32), email: 'known@example.com', password: 'correct horse battery' }, { csrf });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('limits log-in attempts per address', async () => {
    const address = '203.0.113.77';
    const csrf = await csrfFrom('/login', address);
    // Other emails each time: this is the address's budget, not an account's (login-throttle.test.ts).
    for (let i = 0; i < 10; i++) {
      expect((await post('/login', { csrf, email: `guess-${i}@example.com`, password: 'nope nope' }, { csrf }, address)).statusCode).toBe(422);
    }
    const limited = await post('/login', { csrf, email: 'known@example.com', password: 'correct horse battery' }, { csrf }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many attempts');
  });

  it('logs out with the session token and ends the session', async () => {
    const csrf = await csrfFrom('/login');
    const login = await post('/login', { csrf, email: 'known@example.com', password: 'correct horse battery' }, { csrf });
    const sid = cookieOf(login, 'sid')!.value;
    const dashboard = await app.http.inject({ method: 'GET', url: '/app', cookies: { sid } });
    const sessionCsrf = /name="csrf-token" content="([^"]+)"/.exec(dashboard.body)![1]!;
    expect((await post('/logout', { csrf: 'forged-token-value' }, { sid })).statusCode).toBe(403);
    const out = await post('/logout', { csrf: sessionCsrf }, { sid });
    expect(out.statusCode).toBe(303);
    const after = await app.http.inject({ method: 'GET', url: '/app', cookies: { sid } });
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/login?next=%2Fapp');
  });

  it('answers dashboard JSON calls without a session with 401, not a redirect', async () => {
    const res = await app.http.inject({ method: 'POST', url: '/app/api/links', payload: { destination_url: 'https://example.com' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('authentication');
  });

  it('shortens from the home page without scripts and shows the result', async () => {
    const address = nextIp();
    const csrf = await csrfFrom('/', address);
    const res = await post('/', { csrf, url: 'example.com/home-form' }, { csrf }, address);
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain('Your short link is ready');
    expect(res.body).toMatch(/https:\/\/sho\.rt\/claim\/[A-Za-z0-9_-]{20,}/);
    // The code's image is on this page's own origin, whatever host name the page was opened with.
    expect(res.body).toMatch(/<img class="qr" data-field="qr_url" src="\/qr\/[A-Za-z0-9]{7}"/);
    expect(res.body).toMatch(/id="local-only-note" hidden/);
    const bad = await post('/', { csrf, url: 'http://127.0.0.1/admin' }, { csrf }, address);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('class="alert alert-error"');
  });

  it('shortens into the account from the home page when signed in', async () => {
    const address = nextIp();
    const csrf = await csrfFrom('/login', address);
    const login = await post('/login', { csrf, email: 'known@example.com', password: 'correct horse battery' }, { csrf }, address);
    const sid = cookieOf(login, 'sid')!.value;
    const home = await app.http.inject({ method: 'GET', url: '/', cookies: { sid, csrf }, remoteAddress: address });
    expect(home.body).toContain('links go into your account');
    const res = await app.http.inject({ method: 'POST', url: '/app/api/shorten', remoteAddress: address, cookies: { csrf, sid }, headers: { 'x-csrf-token': csrf }, payload: { url: 'example.com/mine' } });
    expect(res.statusCode, res.body).toBe(201);
    const { slug, dashboard_url: dashboard, claim_url: claim } = res.json();
    expect(claim).toBe('');
    const row = await app.store.db.selectFrom('links').innerJoin('users', 'users.id', 'links.workspace_id').select(['links.id', 'links.destination_url', 'links.is_anonymous']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ destination_url: 'https://example.com/mine', is_anonymous: 0 });
    expect(dashboard).toBe(`/app/links/${row.id}`);
    // Without scripts, the form answers the same way.
    const page = await post('/', { csrf, url: 'https://example.com/mine-too' }, { csrf, sid }, address);
    expect(page.statusCode).toBe(201);
    expect(page.body).toContain('It is in your links');
    expect(page.body).not.toContain('/claim/');
  });

  it('applies the website limits (10 an hour) to the home page, with a friendly message, refunding refused URLs', async () => {
    const address = '203.0.113.200';
    const csrf = await csrfFrom('/', address);
    const shorten = (url: string) =>
      app.http.inject({ method: 'POST', url: '/app/api/shorten', remoteAddress: address, cookies: { csrf }, headers: { 'x-csrf-token': csrf }, payload: { url } });
    expect((await shorten('http://localhost/x')).statusCode).toBe(422);
    for (let i = 0; i < 10; i++) expect((await shorten(`https://example.com/web-${i}`)).statusCode).toBe(201);
    const limited = await shorten('https://example.com/one-too-many');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/10 an hour, 30 a day.*sign up/);
    // The keyless API keeps its own counters.
    const api = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: address, payload: { url: 'https://example.com/api' } });
    expect(api.statusCode).toBe(201);
  });

  it('refuses the home page JSON shorten without the CSRF header', async () => {
    const res = await app.http.inject({ method: 'POST', url: '/app/api/shorten', remoteAddress: nextIp(), payload: { url: 'https://example.com' } });
    expect(res.statusCode).toBe(403);
  });

  it('answers /favicon.ico for pages that name no icon', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('serves versioned assets with long caching and gzip', async () => {
    const home = await app.http.inject({ method: 'GET', url: '/' });
    const css = /href="(\/static\/[^/]+\/app\.css)"/.exec(home.body)![1]!;
    const res = await app.http.inject({ method: 'GET', url: css, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.http.inject({ method: 'GET', url: '/static/v/nope.js' })).statusCode).toBe(404);
    expect((await app.http.inject({ method: 'GET', url: css.replace(/static\/[^/]+/, 'static/old') })).headers['cache-control']).toBe('no-cache');
  });

  it('keeps every web route out of the OpenAPI document', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths.some((path) => path.startsWith('/app') || ['/', '/login', '/signup', '/logout'].includes(path))).toBe(false);
  });
});

describe('the home page on a localhost BASE_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', { BASE_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says that its QR codes encode localhost and will not scan from another device', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.250' });
    const csrf = cookieOf(page, 'csrf')!.value;
    const res = await app.http.inject({ method: 'POST', url: '/', headers: FORM, cookies: { csrf }, remoteAddress: '198.51.100.250', payload: form({ csrf, url: 'example.com/local' }) });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatch(/<p class="hint result-note" id="local-only-note">[^<]*<code>localhost<\/code>, so its codes only scan on this computer/);
  });
});
