import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser, findUserByEmail } from '../../src/modules/accounts/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { DIALECTS } from '../helpers/stores.js';

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value ?? '';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Form helpers over one app: a page's CSRF token, then a form POST with it. */
function forms(app: TestApp) {
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;
  const csrfOf = async (path: string) => cookieOf(await app.http.inject({ method: 'GET', url: path, remoteAddress: nextIp() }), 'csrf');
  const post = async (path: string, fields: Record<string, string>) => {
    const csrf = await csrfOf(path === '/signup' || path === '/login' ? '/login' : path);
    return app.http.inject({ method: 'POST', url: path, headers: FORM, cookies: { csrf }, remoteAddress: nextIp(), payload: new URLSearchParams({ csrf, ...fields }).toString() });
  };
  return { post, nextIp };
}

describe.each(DIALECTS)('DISABLE_SIGNUP and DISABLE_ANONYMOUS_LINKS on %s', (dialect) => {
  let app: TestApp;
  let web: ReturnType<typeof forms>;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { DISABLE_SIGNUP: 'true', DISABLE_ANONYMOUS_LINKS: 'true' });
    web = forms(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the sign-up page and its POST with a clear message, and creates no account', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/signup' });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Sign-up is closed');
    expect(page.body).not.toContain('action="/signup"');
    const res = await web.post('/signup', { email: 'newcomer@example.com', password: 'a long password' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Sign-up is closed on this service');
    expect(cookieOf(res, 'sid')).toBe('');
    expect(await findUserByEmail(app.store.db, 'newcomer@example.com')).toBeUndefined();
  });

  it('hides the sign-up links on the log-in page, and log-in still works', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('href="/signup"');
    await createUser(app.store.db, { email: 'member@example.com', password: 'correct horse battery', plan: 'free' });
    const res = await web.post('/login', { email: 'member@example.com', password: 'correct horse battery' });
    expect(res.statusCode).toBe(303);
  });

  it('lets the operator CLI create users', async () => {
    // The CLI reads the same environment, switch included, and opens this app's database.
    const { url, searchPath } = app.testStore;
    const env = {
      BASE_URL: 'http://sho.rt',
      DISABLE_SIGNUP: 'true',
      DATABASE_URL: searchPath ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}` : url,
    };
    const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    try {
      const run = await runCli('users', 'create', '--email', 'by-operator@example.com', '--password', 'correct horse battery', '--plan', 'free');
      expect(run.code, run.stderr.join('\n')).toBe(0);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    expect(await findUserByEmail(app.store.db, 'by-operator@example.com')).toBeDefined();
  });

  it('answers POST /api/shorten with 403 and error.code anonymous_links_disabled', async () => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', payload: { url: 'https://example.com/x' } });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.error.code).toBe('anonymous_links_disabled');
    expect(body).toEqual({
      message: 'Links without an account are turned off on this service; sign in to create links',
      error: { type: 'forbidden', code: 'anonymous_links_disabled', message: body.message },
      code: 'anonymous_links_disabled',
    });
    const links = await app.store.db.selectFrom('links').select('id').where('is_anonymous', '=', 1).execute();
    expect(links).toEqual([]);
  });

  it('keeps the keyless 422 shape and the keyless QR code', async () => {
    const bad = await app.http.inject({ method: 'POST', url: '/api/shorten', payload: {} });
    expect(bad.statusCode).toBe(422);
    expect(typeof bad.json().error).toBe('string');
    const qr = await app.http.inject({ method: 'GET', url: '/api/qr?type=text&text=still-here' });
    expect(qr.statusCode).toBe(200);
  });

  it('asks a signed-out visitor of the home page to sign in instead of showing the form, and refuses its POST', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sign in to shorten links');
    expect(page.body).not.toContain('id="shorten-form"');
    expect(page.body).not.toContain('href="/signup"');
    const res = await web.post('/', { url: 'https://example.com/y' });
    expect(res.statusCode).toBe(403);
  });

  it('shows a signed-in member the shorten form, whose links go into the account', async () => {
    const user = await createUser(app.store.db, { email: 'shortener@example.com', password: 'correct horse battery', plan: 'free' });
    const { token } = await createSession(app.store.db, user.id);
    const page = await app.http.inject({ method: 'GET', url: '/', cookies: { sid: token } });
    expect(page.body).toContain('id="shorten-form"');
  });
});

describe.each(DIALECTS)('SIGNUP_EMAIL_DOMAINS on %s', (dialect) => {
  let app: TestApp;
  let web: ReturnType<typeof forms>;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { SIGNUP_EMAIL_DOMAINS: 'example.com, @Corp.example' });
    web = forms(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('admits an address at a listed domain, whatever its case', async () => {
    const res = await web.post('/signup', { email: 'ann@EXAMPLE.com', password: 'a long password' });
    expect(res.statusCode).toBe(303);
    const corp = await web.post('/signup', { email: 'bob@corp.example', password: 'a long password' });
    expect(corp.statusCode).toBe(303);
  });

  it('refuses other domains and subdomains of listed ones, naming the domains', async () => {
    for (const email of ['eve@elsewhere.org', 'eve@mail.example.com', 'eve@example.com.evil.org']) {
      const res = await web.post('/signup', { email, password: 'a long password' });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('must be an address at example.com, corp.example');
      expect(await findUserByEmail(app.store.db, email)).toBeUndefined();
    }
  });

  it('applies to the sign-up of the claim page too', async () => {
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: web.nextIp(), payload: { url: 'https://example.com/claim' } });
    const path = new URL(created.json().claim_url).pathname;
    const res = await web.post(path, { mode: 'signup', email: 'eve@elsewhere.org', password: 'a long password' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('must be an address at example.com, corp.example');
    expect(await findUserByEmail(app.store.db, 'eve@elsewhere.org')).toBeUndefined();
  });
});
