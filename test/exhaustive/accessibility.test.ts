/// <reference lib="dom" />
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { createSession } from '../../src/modules/accounts/sessions.service.js';
import { issueToken } from '../../src/modules/credentials/account-tokens.js';
import { totpCode } from '../helpers/web-session.js';
import { buildWebClient, createTestLink, createTestUser, launchBrowser, newContext, signInContext, startWebApp, type WebTestApp } from '../e2e/helpers.js';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source as string;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical findings on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the pages' CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

describe('accessibility of every page (axe-core, serious and critical rules)', () => {
  let web: WebTestApp;
  let browser: Browser;
  let operator: UserRow;
  const pages: Record<string, { path: string; signedIn: boolean }> = {};

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
    operator = await createTestUser(web.app, 'pro', { admin: true, email: 'a11y@example.com' });
    const link = await createTestLink(web.app, operator, { destination_url: 'https://example.com/a11y', title: 'Accessible' });
    const locked = await createTestLink(web.app, operator, { destination_url: 'https://example.com/locked', password: 'a long password' });
    const anonymous = await web.app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.31', payload: { url: 'https://example.com/anon' } });
    const reset = await issueToken(web.app.store.db, operator.id, 'reset', operator.email);
    const verify = await issueToken(web.app.store.db, operator.id, 'verify', operator.email);
    // A second browser, so the sessions list has a row to sign out.
    await createSession(web.app.store.db, operator.id, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    Object.assign(pages, {
      'forgot password': { path: '/forgot-password', signedIn: false },
      'reset password': { path: `/reset-password?token=${reset}`, signedIn: false },
      'used or wrong link': { path: '/reset-password?token=wrong', signedIn: false },
      'confirm email': { path: `/verify-email?token=${verify}`, signedIn: true },
      'change password': { path: '/app/account/password', signedIn: true },
      'change email': { path: '/app/account/email', signedIn: true },
      home: { path: '/', signedIn: false },
      'log in': { path: '/login', signedIn: false },
      'sign up': { path: '/signup', signedIn: false },
      claim: { path: new URL(anonymous.json().claim_url).pathname, signedIn: false },
      'password page': { path: `/${locked.slug}`, signedIn: false },
      'preview page': { path: `/preview/${link.slug}`, signedIn: false },
      'status page': { path: '/nosuchlink', signedIn: false },
      'API reference': { path: '/docs', signedIn: false },
      'workspace dashboard': { path: '/app/dashboard', signedIn: true },
      links: { path: '/app', signedIn: true },
      'new link': { path: '/app/links/new', signedIn: true },
      'link and QR designer': { path: `/app/links/${link.id}`, signedIn: true },
      analytics: { path: `/app/links/${link.id}/analytics`, signedIn: true },
      'folders and tags': { path: '/app/folders', signedIn: true },
      'account, with its sessions': { path: '/app/account', signedIn: true },
      'two-factor set-up': { path: '/app/account/two-factor', signedIn: true },
      'delete account': { path: '/app/account/delete', signedIn: true },
      operators: { path: '/app/admin', signedIn: true },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('finds no serious or critical rule broken on any page', async () => {
    const context = await newContext(browser, web.baseUrl);
    const signed = await newContext(browser, web.baseUrl);
    await signInContext(signed, web.app, web.baseUrl, operator);
    const found: string[] = [];
    for (const [name, { path, signedIn }] of Object.entries(pages)) {
      const page = await (signedIn ? signed : context).newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      // Swagger UI renders after load: check the whole reference, not its empty shell.
      // It can take long beside the exhaustive tier's QR scans, which hold both cores.
      if (path === '/docs') await page.locator('.opblock-summary-control').first().waitFor({ timeout: 60_000 });
      for (const violation of await seriousViolations(page)) found.push(`${name} (${path}): ${violation}`);
      await page.close();
    }
    expect(found).toEqual([]);
    await context.close();
    await signed.close();
  }, 120_000);

  it('finds none on the two-factor pages as a person goes through them, errors shown included', async () => {
    const user = await createTestUser(web.app, 'free', { email: 'a11y-2fa@example.com' });
    const signed = await newContext(browser, web.baseUrl);
    await signInContext(signed, web.app, web.baseUrl, user);
    const page = await signed.newPage();
    const found: string[] = [];
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${name} (${new URL(page.url()).pathname}): ${violation}`);
    };

    await page.goto('/app/account/two-factor');
    const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await check('two-factor set-up, wrong code');
    await page.getByLabel('Code').fill(totpCode(secret, Date.now() - 30_000));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Two-factor sign-in is on' }).waitFor();
    await check('recovery codes');
    await page.goto('/app/account/two-factor');
    await check('two-factor sign-in, on');
    await page.goto('/app/account/delete');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await check('delete account with a code, wrong password');

    const other = await newContext(browser, web.baseUrl);
    const login = await other.newPage();
    await login.goto('/login');
    await login.getByLabel('Email').fill(user.email);
    await login.getByLabel('Password').fill('correct horse battery');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.waitForURL((url) => url.pathname === '/login/code');
    for (const violation of await seriousViolations(login)) found.push(`log-in code: ${violation}`);
    await login.getByLabel('Code').fill('000000');
    await login.getByRole('button', { name: 'Verify' }).click();
    await login.locator('#f-code-error').waitFor();
    for (const violation of await seriousViolations(login)) found.push(`log-in code, wrong code: ${violation}`);

    expect(found).toEqual([]);
    await other.close();
    await signed.close();
  }, 120_000);
});
