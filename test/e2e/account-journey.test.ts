/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import { URI } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from '../helpers/processes.js';
import { linkIn, type ReceivedMail, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { createTestStore, DIALECTS, redisUrl, type TestStore } from '../helpers/stores.js';
import { totpCode } from '../helpers/web-session.js';
import { decodeQr } from '../helpers/zbar.js';
import { buildWebClient, launchBrowser, newContext } from './helpers.js';

const STEP = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP);

/** The code of the step after `lastStep` (the server refuses a step it has seen), waiting until it is within the ±1 window. */
async function nextCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  const step = lastStep + 1;
  while (stepNow() + 1 < step) await new Promise((resolve) => setTimeout(resolve, 250));
  return { code: totpCode(secret, step * STEP), step };
}

/** The server as `npm start` runs it (its own process, configured by the environment), on a fresh store. */
async function startJourneyServer(testStore: TestStore, smtp: TestSmtp): Promise<ServerProcess> {
  const redis = redisUrl();
  const database: Record<string, string> = testStore.searchPath ? { DATABASE_URL: `${testStore.url}?options=-c%20search_path%3D${testStore.searchPath}`, REDIS_URL: redis ?? '', REDIS_PREFIX: `journey-${randomBytes(4).toString('hex')}` } : { DATABASE_URL: testStore.url, REDIS_URL: '' };
  return startServer(await freePort(), { ...database, SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' });
}

describe('a new user keeps an account from sign-up to deletion, with mail from a real SMTP server', () => {
  let browser: Browser;
  beforeAll(async () => {
    buildWebClient();
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  // The stores run side by side: most of a journey is waiting for the authenticator's next step.
  // Up to 60 s of it is that wait; the rest is two browsers' worth of pages, which took more than
  // 90 s on a loaded CI machine, so the budget is generous.
  it.concurrent.for(DIALECTS)('signs up, verifies, turns on two-factor sign-in, resets the password, changes the email and deletes the account (%s)', { timeout: 300_000 }, async (dialect, { expect, onTestFinished }) => {
    const [testStore, smtp] = await Promise.all([createTestStore(dialect), startSmtpServer()]);
    const stopAll = async (server?: ServerProcess) => {
      await server?.stop();
      await smtp.close();
      await testStore.drop();
    };
    const server = await startJourneyServer(testStore, smtp).catch(async (error: unknown) => {
      await stopAll();
      throw error;
    });
    onTestFinished(() => stopAll(server));
    const base = server.base;
    const email = `journey-${dialect}@example.com`;
    const newEmail = `moved-${dialect}@example.com`;
    const password = 'correct horse battery';
    const newPassword = 'violet tugboat orchestra';

    /** The one mail to `to` whose subject matches, checked to be what every account mail is: named, linked back, both bodies. */
    const mailTo = async (to: string, subject: string): Promise<ReceivedMail> => {
      const mail = await smtp.waitFor((m) => m.to.includes(to) && m.subject === subject, 10_000);
      expect(mail.from).toContain(`no-reply@127.0.0.1`);
      expect(mail.text).toContain('Shortener');
      expect(mail.text).toContain(base);
      expect(mail.html).toContain('Shortener');
      expect(mail.html).toContain(base);
      return mail;
    };
    /** An emailed link: in the text body, on BASE_URL, and the same in the HTML body. */
    const emailedLink = (mail: ReceivedMail, path: string) => {
      const link = linkIn(mail, `${base}${path}?`);
      expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
      return link;
    };
    const logIn = async (page: Page, address: string, secret: string) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Password').fill(secret);
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    const enterCode = async (page: Page, code: string) => {
      await page.waitForURL((url) => url.pathname === '/login/code');
      await page.getByLabel('Code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/app');
    };
    const signedOut = async (page: Page) => {
      await page.goto('/app/account');
      return new URL(page.url()).pathname === '/login';
    };

    // Sign up, as the home page offers it.
    const context: BrowserContext = await newContext(browser, base);
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await expect.poll(() => page.locator('#verify-banner').textContent()).toContain('Confirm your email address to start creating links');

    // No link before the address is confirmed: the form says why.
    await page.goto('/app/links/new');
    await page.fill('#f-destination_url', 'https://example.com/journey');
    const refused = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/app/api/links'));
    await page.click('#link-form button[type=submit]');
    expect((await refused).status()).toBe(403);
    await expect.poll(() => page.locator('#form-error').innerText()).toContain('Confirm your email address before creating links');
    expect(new URL(page.url()).pathname).toBe('/app/links/new');

    const verify = await mailTo(email, 'Confirm your email address for Shortener');
    await page.goto(emailedLink(verify, '/verify-email'));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    // Emailed links work once.
    await page.goto(emailedLink(verify, '/verify-email'));
    await page.getByText('This link is invalid, has expired or was already used').waitFor();

    // Now a link is made, and redirects.
    await page.goto('/app/links/new');
    expect(await page.locator('#verify-banner').count()).toBe(0);
    await page.fill('#f-destination_url', 'https://example.com/journey');
    await page.click('#link-form button[type=submit]');
    await page.waitForURL(/\/app\/links\/\d+/);
    const shortUrl = await page.locator('#short-url').inputValue();
    expect(shortUrl).toMatch(new RegExp(`^${base}/[A-Za-z0-9_-]+$`));
    const redirect = await fetch(shortUrl!, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://example.com/journey');

    // Two-factor sign-in, added to a phone-style authenticator from the QR code.
    await page.goto('/app/account');
    await page.getByRole('link', { name: 'Turn on two-factor sign-in' }).click();
    const qr = page.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '');
    const scanned = URI.parse(decodeQr(await qr.screenshot()));
    expect(scanned.secret.base32).toBe(secret);
    expect(scanned.issuer).toBe('Shortener');
    expect(scanned.label).toBe(email);
    // The code of the step now: it stays inside the ±1 window for 30 to 60 s, however slowly a
    // loaded machine gets the form to the server (the step before now, used here until a CI run
    // under load crossed a step boundary in between, left 0 to 30 s). Later steps follow with
    // nextCode, which waits when it must.
    let last = stepNow();
    await page.getByLabel('Code').fill(totpCode(secret, last * STEP));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();
    const recovery = await page.getByRole('list', { name: 'Recovery codes' }).locator('code').allInnerTexts();
    expect(recovery).toHaveLength(10);
    await page.getByRole('link', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedOut(page)).toBe(true);

    // Signing in asks for a code after the password.
    await logIn(page, email, password);
    let next = await nextCode(secret, last);
    last = next.step;
    await enterCode(page, next.code);

    // A second browser signs in too (with a recovery code, as from another device without the phone).
    const other = await newContext(browser, base);
    const otherPage = await other.newPage();
    await logIn(otherPage, email, password);
    await enterCode(otherPage, recovery[0]!);
    await page.goto('/app/account');
    expect(await page.getByRole('table', { name: 'Signed-in browsers' }).locator('tbody tr').count()).toBe(2);

    // Forgot password? -> the email -> a new password: every earlier session ends.
    const forgetful = await newContext(browser, base);
    const forgot = await forgetful.newPage();
    await forgot.goto('/login');
    await forgot.getByRole('link', { name: 'Forgot password?' }).click();
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Email me a reset link' }).click();
    await forgot.getByText('If an account uses this address').waitFor();
    const reset = await mailTo(email, 'Reset your Shortener password');
    await forgot.goto(emailedLink(reset, '/reset-password'));
    await forgot.getByLabel('New password').fill(newPassword);
    await forgot.getByRole('button', { name: 'Set the new password' }).click();
    await forgot.waitForURL((url) => url.pathname === '/login');
    await forgot.getByText('Your password was changed').waitFor();
    const changed = await mailTo(email, 'Your Shortener password was changed');
    expect(changed.text).toContain(`${base}/forgot-password`);
    expect(await signedOut(page)).toBe(true);
    expect(await signedOut(otherPage)).toBe(true);
    await forgot.goto(emailedLink(reset, '/reset-password'));
    await forgot.getByText('This link is invalid, has expired or was already used').waitFor();
    await other.close();
    await forgetful.close();

    // The old password no longer opens the account; the new one and a fresh code do.
    await logIn(page, email, password);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByText(/not correct|Wrong email or password|does not match/i).first().waitFor();
    await logIn(page, email, newPassword);
    // A code already used is refused, even within its window.
    await page.waitForURL((url) => url.pathname === '/login/code');
    await page.getByLabel('Code').fill(totpCode(secret, last * STEP));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('is not correct or was already used').waitFor();
    next = await nextCode(secret, last);
    last = next.step;
    await enterCode(page, next.code);

    // Change the email: confirmed from the new address, the old one told.
    await page.goto('/app/account');
    await page.getByRole('link', { name: 'Change email' }).click();
    await page.getByLabel('New email').fill(newEmail);
    await page.getByLabel('Current password').fill(newPassword);
    await page.getByRole('button', { name: 'Send a confirmation link' }).click();
    await page.getByText(`We sent a link to ${newEmail}`).waitFor();
    const confirm = await mailTo(newEmail, 'Confirm your new email address for Shortener');
    await page.goto(emailedLink(confirm, '/confirm-email'));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await page.getByRole('heading', { name: 'Email address changed' }).waitFor();
    const told = await mailTo(email, 'The email address of your Shortener account was changed');
    expect(told.text).toContain(newEmail);
    await page.goto('/app/account');
    expect(await page.locator('section[aria-labelledby="email-h"]').textContent()).toContain(newEmail);
    const byOldAddress = await context.browser()!.newContext({ baseURL: base });
    const oldAddressPage = await byOldAddress.newPage();
    await logIn(oldAddressPage, email, newPassword);
    expect(new URL(oldAddressPage.url()).pathname).toBe('/login');
    await byOldAddress.close();

    // Delete the account with the password and a code: the link stops redirecting.
    await page.getByRole('link', { name: 'Delete account…' }).click();
    await page.getByLabel('Password').fill(newPassword);
    next = await nextCode(secret, last);
    await page.getByLabel('Code').fill(next.code);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect((await fetch(shortUrl!, { redirect: 'manual' })).status).toBe(404);
    // Nothing of the account is left: it was the only one in this store.
    for (const table of ['users', 'sessions', 'login_challenges', 'two_factor', 'recovery_codes', 'account_tokens', 'links'] as const) {
      const { n } = await testStore.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    expect(await signedOut(page)).toBe(true);
    await logIn(page, newEmail, newPassword);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();

    // Every mail went where it should, and nothing else was sent.
    expect(smtp.messages.map((m) => [m.to.join(','), m.subject])).toEqual([
      [email, 'Confirm your email address for Shortener'],
      [email, 'Reset your Shortener password'],
      [email, 'Your Shortener password was changed'],
      [newEmail, 'Confirm your new email address for Shortener'],
      [email, 'The email address of your Shortener account was changed'],
    ]);
  });
});
