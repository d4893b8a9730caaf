/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../helpers/web-session.js';
import { buildWebClient, createTestLink, createTestUser, launchBrowser, newContext, startWebApp, type WebTestApp } from './helpers.js';

const PASSWORD = 'correct horse battery';
const STEP = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP);

/** A code no earlier code has used: the next step's (accepted within the window), waiting for the clock when needed. */
async function unusedCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  const step = Math.max(stepNow() + 1, lastStep + 1);
  while (stepNow() + 1 < step) await new Promise((resolve) => setTimeout(resolve, 250));
  return { code: totpCode(secret, step * STEP), step };
}

describe('two-factor sign-in, sessions and account deletion, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;

  beforeAll(async () => {
    buildWebClient();
    // Each browser gets its own address, so the per-address log-in budget is not the journey's limit.
    web = await startWebApp({ TRUST_PROXY: '127.0.0.1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const logInWithPassword = async (context: BrowserContext, email: string): Promise<Page> => {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    return page;
  };
  const logOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  };

  it('turns on 2FA, signs in with a code and with a recovery code, signs a session out, and deletes the account', { timeout: 120_000 }, async () => {
    const user = await createTestUser(web.app, 'pro');
    const link = await createTestLink(web.app, user, { destination_url: 'https://example.com/soon-gone' });
    const context = await newContext(browser, web.baseUrl);
    let page = await logInWithPassword(context, user.email);
    await page.waitForURL((url) => url.pathname === '/app');

    // Set up: read the key from the page, as a person typing it into an app would.
    await page.goto('/app/account');
    await page.getByRole('link', { name: 'Turn on two-factor sign-in' }).click();
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Turn on' }).click();
    expect(await page.locator('#f-code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#f-code-error').innerText()).toContain('is not correct');
    let last = stepNow();
    await page.getByLabel('Code').fill(totpCode(secret, last * STEP));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();
    const recovery = await page.getByRole('list', { name: 'Recovery codes' }).locator('code').allInnerTexts();
    expect(recovery).toHaveLength(10);
    await page.getByRole('link', { name: 'Done' }).click();
    await logOut(page);

    // Password, then a code from the app.
    page = await logInWithPassword(context, user.email);
    await page.waitForURL((url) => url.pathname === '/login/code');
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'sid' }));
    const next = await unusedCode(secret, last);
    last = next.step;
    await page.getByLabel('Code').fill(next.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await logOut(page);

    // Password, then a recovery code; it works once.
    page = await logInWithPassword(context, user.email);
    await page.getByLabel('Code').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/app');

    // A second browser signs in; the first sees both and signs the second out.
    const other = await newContext(browser, web.baseUrl);
    await other.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.9' });
    const otherPage = await logInWithPassword(other, user.email);
    await otherPage.getByLabel('Code').fill(recovery[0]!);
    await otherPage.getByRole('button', { name: 'Verify' }).click();
    expect(await otherPage.locator('#f-code-error').innerText()).toContain('already used');
    await otherPage.getByLabel('Code').fill(recovery[1]!);
    await otherPage.getByRole('button', { name: 'Verify' }).click();
    await otherPage.waitForURL((url) => url.pathname === '/app');

    await page.goto('/app/account');
    const rows = page.getByRole('table', { name: 'Signed-in browsers' }).locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Chrome on Windows');
    const current = page.locator('tbody tr[aria-current="true"]');
    expect(await current.innerText()).toContain('This browser');
    await page.locator('tbody tr:not([aria-current])').getByRole('button', { name: /Sign out/ }).click();
    await page.waitForURL((url) => url.pathname === '/app/account');
    expect(await rows.count()).toBe(1);
    await otherPage.goto('/app');
    expect(new URL(otherPage.url()).pathname).toBe('/login');
    await other.close();

    // Deletion: the export is offered first; the password and a code confirm it.
    expect((await page.request.get(`/${link.slug}`, { maxRedirects: 0 })).status()).toBe(302);
    await page.getByRole('link', { name: 'Delete account…' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Your links (JSON)' }).click();
    expect(JSON.parse(await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')))).toHaveLength(1);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    expect(await page.locator('#f-code-error').innerText()).toContain('is not correct');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Code').fill((await unusedCode(secret, last)).code);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    expect((await page.request.get(`/${link.slug}`, { maxRedirects: 0 })).status()).toBe(404);
    await page.goto('/app');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
