import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { issueToken } from '../../src/modules/credentials/account-tokens.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';
import { browser, type Browser, CHROME_MAC, cookieOf, enableTwoFactor, logIn, nextIp, totpCode } from '../helpers/web-session.js';
import { decodeQr } from '../helpers/zbar.js';

// A step boundary: codes change at multiples of 30 s.
const STEP = 30_000;
const T0 = Math.floor(Date.parse('2026-03-02T10:00:00Z') / STEP) * STEP;

describe.each(DIALECTS)('two-factor sign-in on %s', (dialect) => {
  let app: TestApp;
  let n = 0;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A new account with two-factor sign-in turned on at T0, the clock then moved to `at`. */
  const twoFactorAccount = async (at = T0 + 5 * STEP) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 1_000);
    const email = `tfa-${dialect}-${++n}@example.com`;
    await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'free' });
    const b = browser(app);
    expect((await logIn(b, email)).headers.location).toBe('/app');
    const { secret, codes } = await enableTwoFactor(b);
    vi.setSystemTime(at);
    return { email, secret, codes, b };
  };

  /** Password then code, in a new browser; returns the code step's response. */
  const signInWith = async (email: string, code: string, b: Browser = browser(app)) => {
    const first = await logIn(b, email);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login/code?next=%2Fapp');
    expect(cookieOf(first, 'sid')).toBeUndefined();
    return { res: await b.post('/login/code', { code, next: '/app' }, '/login/code?next=%2Fapp'), b };
  };

  it('sets up with a QR code of an otpauth URI and the key as text, and stores only hashes of the recovery codes', async () => {
    const email = `setup-${dialect}@example.com`;
    await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'free' });
    const b = browser(app);
    await logIn(b, email);
    // Another browser signed in before: turning two-factor sign-in on ends its session.
    const other = browser(app);
    await logIn(other, email);
    expect((await other.get('/app')).statusCode).toBe(200);
    const page = await b.get('/app/account/two-factor');
    const secret = /data-secret="([A-Z2-7]+)"/.exec(page.body)![1]!;
    expect(secret).toHaveLength(32);
    const svg = Buffer.from(/src="data:image\/svg\+xml;base64,([^"]+)"/.exec(page.body)![1]!, 'base64');
    expect(decodeQr(svg, 'svg')).toBe(`otpauth://totp/Shortener:${encodeURIComponent(email)}?issuer=Shortener&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // A reload shows the same key: the app may already hold it.
    expect((await b.get('/app/account/two-factor')).body).toContain(`data-secret="${secret}"`);
    const wrong = await b.post('/app/account/two-factor', { code: '000000' }, '/app/account/two-factor');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/id="f-code-error" data-error-for="code">is not correct/);
    expect(wrong.body).toContain('aria-invalid="true"');
    const done = await b.post('/app/account/two-factor', { code: totpCode(secret) }, '/app/account/two-factor');
    expect(done.statusCode).toBe(200);
    const codes = [...done.body.matchAll(/<li><code>([a-z2-9-]{11})<\/code><\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    const user = await app.store.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const stored = await app.store.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    expect((await b.get('/app/account')).body).toMatch(/Two-factor sign-in<\/h2>\s*<span class="badge plain">On/);
    expect((await other.get('/app')).statusCode).toBe(303);
  });

  it('asks for a code after the password, with no session until it passes', async () => {
    const { email, secret } = await twoFactorAccount();
    const b = browser(app);
    await logIn(b, email);
    expect((await b.get('/app')).headers.location).toBe('/login?next=%2Fapp');
    const { res } = await signInWith(email, totpCode(secret), b);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/app');
    expect((await b.get('/app')).statusCode).toBe(200);
    expect(b.jar.mfa).toBeUndefined();
  });

  it.each([
    ['the previous step', -STEP, 303],
    ['the next step', STEP, 303],
    ['two steps back', -2 * STEP, 422],
    ['two steps ahead', 2 * STEP, 422],
  ])('at the last millisecond of a step, accepts a code of %s only within one step', async (_name, offset, status) => {
    const now = T0 + 10 * STEP + STEP - 1;
    const { email, secret } = await twoFactorAccount(now);
    expect((await signInWith(email, totpCode(secret, now + offset))).res.statusCode).toBe(status);
  });

  it('refuses a code used once already, and an older step after a newer one', async () => {
    const now = T0 + 20 * STEP + 15_000;
    const { email, secret } = await twoFactorAccount(now);
    expect((await signInWith(email, totpCode(secret, now))).res.statusCode).toBe(303);
    const again = await signInWith(email, totpCode(secret, now));
    expect(again.res.statusCode).toBe(422);
    expect(again.res.body).toContain('was already used');
    expect((await signInWith(email, totpCode(secret, now - STEP))).res.statusCode).toBe(422);
    vi.setSystemTime(now + STEP);
    expect((await signInWith(email, totpCode(secret, now + STEP))).res.statusCode).toBe(303);
  });

  it('signs in with a recovery code once, in any case and spacing', async () => {
    const { email, codes } = await twoFactorAccount();
    expect((await signInWith(email, ` ${codes[3]!.toUpperCase()} `)).res.statusCode).toBe(303);
    expect((await signInWith(email, codes[3]!)).res.statusCode).toBe(422);
    expect((await signInWith(email, codes[4]!.replace('-', ''))).res.statusCode).toBe(303);
    expect((await app.http.inject({ method: 'GET', url: '/app/account' })).statusCode).toBe(303);
  });

  it('ends a challenge after five wrong codes and throttles code guessing like passwords', async () => {
    const { email, secret } = await twoFactorAccount();
    const b = browser(app);
    await logIn(b, email);
    for (let i = 0; i < 5; i++) expect((await b.post('/login/code', { code: String(100000 + i) }, '/login/code')).statusCode).toBe(422);
    const over = await b.post('/login/code', { code: totpCode(secret) }, '/login');
    expect(over.statusCode).toBe(401);
    expect(over.body).toContain('enter your password again');
    // Five more wrong codes from elsewhere spend the account's budget of ten failures.
    const other = browser(app);
    await logIn(other, email);
    for (let i = 0; i < 5; i++) await other.post('/login/code', { code: String(200000 + i) }, '/login/code');
    const limited = await logIn(browser(app), email);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many failed log-ins for this account');
  });

  it('needs the password and a code to turn it off, and makes new recovery codes on a code', async () => {
    const now = T0 + 40 * STEP;
    const { email, secret, codes, b } = await twoFactorAccount(now);
    const manage = '/app/account/two-factor';
    expect((await b.get(manage)).body).toContain('10 of 10 recovery codes left');
    const fresh = await b.post('/app/account/two-factor/recovery-codes', { code: codes[0]! }, manage);
    expect(fresh.statusCode).toBe(200);
    const newCodes = [...fresh.body.matchAll(/<li><code>([a-z2-9-]{11})<\/code><\/li>/g)].map((m) => m[1]!);
    expect(newCodes).toHaveLength(10);
    expect((await signInWith(email, codes[1]!)).res.statusCode).toBe(422);
    const wrongPassword = await b.post('/app/account/two-factor/disable', { password: 'not my password', code: totpCode(secret, now) }, manage);
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.body).toMatch(/id="f-off-password-error" data-error-for="password">is not correct/);
    const noCode = await b.post('/app/account/two-factor/disable', { password: 'correct horse battery', code: '' }, manage);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.body).toMatch(/id="f-off-code-error" data-error-for="code">is not correct/);
    const off = await b.post('/app/account/two-factor/disable', { password: 'correct horse battery', code: newCodes[0]! }, manage);
    expect(off.statusCode).toBe(303);
    const plain = browser(app);
    expect((await logIn(plain, email)).headers.location).toBe('/app');
  });

  it('spends one attempt of the address budget per log-in, as without two-factor: a right code or confirmation gives its point back', async () => {
    const { email, codes } = await twoFactorAccount();
    const address = nextIp();
    let last: Browser | undefined;
    // Eight log-ins (password, then a code) from one address fit in its budget of ten attempts.
    for (const code of codes.slice(0, 8)) {
      last = browser(app, CHROME_MAC, address);
      expect((await signInWith(email, code, last)).res.statusCode).toBe(303);
    }
    const off = await last!.post('/app/account/two-factor/disable', { password: 'correct horse battery', code: codes[8]! }, '/app/account/two-factor');
    expect(off.statusCode, off.body).toBe(303);
    expect((await logIn(browser(app, CHROME_MAC, address), email)).headers.location).toBe('/app');
  });

  it.each(['reset', 'changed'])('ends a log-in waiting for its code when the password is %s, as it ends the sessions', async (how) => {
    const now = T0 + 60 * STEP;
    const { email, secret, b } = await twoFactorAccount(now);
    // Someone who knew the old password got as far as the code.
    const halfway = browser(app);
    expect((await logIn(halfway, email)).headers.location).toBe('/login/code?next=%2Fapp');
    if (how === 'reset') {
      const user = await app.store.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const token = await issueToken(app.store.db, user.id, 'reset', email);
      const done = await browser(app).post('/reset-password', { token, password: 'violet tugboat orchestra' }, `/reset-password?token=${token}`);
      expect(done.headers.location).toBe('/login?reset=done');
    } else {
      const done = await b.post('/app/account/password', { current_password: 'correct horse battery', new_password: 'violet tugboat orchestra' }, '/app/account/password');
      expect(done.headers.location).toBe('/app/account/password?done=1');
    }
    const code = await halfway.post('/login/code', { code: totpCode(secret, now) }, '/login/code');
    expect(code.statusCode).toBe(401);
    expect(code.body).toContain('enter your password again');
    expect(cookieOf(code, 'sid')).toBeUndefined();
  });

  it('does not let the claim page log in to a two-factor account with the password alone', async () => {
    const { email } = await twoFactorAccount();
    vi.useRealTimers();
    const shortened = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.200', payload: { url: 'https://example.com/claim-2fa' } });
    const path = new URL(shortened.json().claim_url).pathname;
    const b = browser(app);
    const res = await b.post(path, { mode: 'login', email, password: 'correct horse battery' }, path);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('uses two-factor sign-in');
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });
});
