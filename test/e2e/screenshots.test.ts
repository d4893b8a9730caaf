/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { buildWebClient, createTestUser, launchBrowser, newContext, signInContext, startWebApp, type WebTestApp } from './helpers.js';
import { seedDemoAccount } from './seed.js';

// Writes docs/screenshots/*.png; run on purpose: SCREENSHOTS=1 npx vitest run test/e2e/screenshots.test.ts
const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

describe.runIf(process.env.SCREENSHOTS === '1')('screenshots of the main pages', () => {
  let web: WebTestApp;
  let browser: Browser;
  let user: UserRow;
  let featuredId: number;

  beforeAll(async () => {
    buildWebClient();
    mkdirSync(OUT, { recursive: true });
    web = await startWebApp();
    browser = await launchBrowser();
    user = await createTestUser(web.app, 'pro', { admin: true, email: 'maya@example.com' });
    ({ featuredId } = await seedDemoAccount(web.app, user));
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const shot = async (page: Page, name: string) => {
    // A sticky header would be drawn mid-page in a full-page capture taken while scrolled.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      document.querySelector('#toasts')?.replaceChildren();
    });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
  };

  it('captures home, dashboard, link editor, analytics, folders and account', async () => {
    const anonymous = await newContext(browser, web.baseUrl);
    const home = await anonymous.newPage();
    await home.goto('/');
    await home.fill('#url', 'example.com/blog/2026/03/how-we-cut-page-load-by-half?ref=readme');
    await home.click('#shorten-form button[type=submit]');
    await home.waitForSelector('#shorten-result:not([hidden]) img.qr');
    await home.waitForFunction(() => (document.querySelector<HTMLImageElement>('#shorten-result img.qr')?.naturalWidth ?? 0) > 0);
    await shot(home, 'home');
    await anonymous.close();

    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, user);
    const page = await context.newPage();
    await page.goto('/app');
    await page.waitForSelector('table');
    await shot(page, 'dashboard');

    await page.goto(`/app/links/${featuredId}`);
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('#qr-preview')?.naturalWidth ?? 0) > 0);
    await shot(page, 'link-edit');
    await page.locator('#qr-designer').screenshot({ path: `${OUT}qr-designer.png` });

    await page.goto(`/app/links/${featuredId}/analytics`);
    await page.waitForSelector('#chart canvas');
    await shot(page, 'analytics');

    await page.goto('/app/folders');
    await shot(page, 'folders-and-tags');

    await page.goto('/app/account');
    await page.fill('#token-name', 'CI deploys');
    await page.click('#token-form button[type=submit]');
    await page.waitForSelector('#new-token:not([hidden])');
    await shot(page, 'account');

    const phone = await newContext(browser, web.baseUrl, { width: 390, height: 844 });
    await signInContext(phone, web.app, web.baseUrl, user);
    const mobile = await phone.newPage();
    await mobile.goto('/app');
    await mobile.waitForSelector('table');
    await mobile.screenshot({ path: `${OUT}dashboard-phone.png` });
    await phone.close();
    await context.close();
  });
});
