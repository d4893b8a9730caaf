/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLink, createTestUser, type Destination, DESTINATION_HOST, launchBrowser, startDestination, startWebApp, type WebTestApp } from './helpers.js';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('an app deep link for a visitor without the app, in a real browser', () => {
  let web: WebTestApp;
  let destination: Destination;
  let browser: Browser;
  let slug = '';

  beforeAll(async () => {
    web = await startWebApp();
    destination = await startDestination();
    browser = await launchBrowser(destination);
    const pro = await createTestUser(web.app, 'pro');
    const link = await createTestLink(web.app, pro, { destination_url: `http://${DESTINATION_HOST}/landing`, ios_url: 'myshop://item/42', android_url: 'myshop://item/42' });
    slug = link.slug;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await destination?.close();
    await web?.close();
  });

  async function visitor(userAgent: string, javaScriptEnabled = true) {
    const context = await browser.newContext({ userAgent, javaScriptEnabled, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    context.setDefaultTimeout(20_000);
    const errors: string[] = [];
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    return { context, page, errors };
  }

  for (const os of ['android', 'ios'] as const) {
    it(`lands a ${os} visitor on the destination rather than a blank page`, async () => {
      const { context, page, errors } = await visitor(UA[os]);
      await page.goto(`${web.baseUrl}/${slug}`);
      await page.waitForURL(`http://${DESTINATION_HOST}/landing`);
      expect(await page.locator('h1').innerText()).toBe('Destination reached');
      // The inline script ran under the page's CSP: a refused script would be logged here.
      expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
      await context.close();
    });
  }

  it('shows a visible continue link when script is off', async () => {
    const { context, page } = await visitor(UA.ios, false);
    await page.goto(`${web.baseUrl}/${slug}`);
    const link = page.getByRole('link', { name: `Continue to http://${DESTINATION_HOST}/landing` });
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(`http://${DESTINATION_HOST}/landing`);
    expect(await page.locator('h1').innerText()).toBe('Destination reached');
    await context.close();
  });
});
