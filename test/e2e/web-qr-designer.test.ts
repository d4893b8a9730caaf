/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebClient, createTestLink, createTestUser, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('QR designer in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let page: Page;
  let linkId = 0;

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
    const pro = await createTestUser(web.app, 'pro');
    linkId = (await createTestLink(web.app, pro, { destination_url: 'https://example.com/poster', slug: 'poster-sale' })).id;
    ({ page } = await openSignedIn(browser, web, pro, `/app/links/${linkId}`));
    await page.waitForLoadState('load');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const previewOk = () => page.waitForResponse((res) => res.url().includes(`/links/${linkId}/qr?`) && res.url().includes('format=svg') && !res.url().includes('download') && res.ok());
  const download = (format: 'png' | 'svg') => page.locator(`#qr-download-${format}`);

  it('takes "Scan for 30% off" as frame text, saves it, and downloads qr-<slug>.png', async () => {
    await page.click('#qr-form input[name="frame"][value="square"] + span');
    const drawn = previewOk();
    await page.fill('#qr-frame_text', 'Scan for 30% off');
    await drawn;
    expect(await page.locator('#qr-frame_text-error').isHidden()).toBe(true);
    expect(await page.locator('#qr-error').isHidden()).toBe(true);
    expect(await download('png').getAttribute('aria-disabled')).toBe('false');
    const saved = page.waitForResponse((res) => res.url().endsWith(`/app/api/links/${linkId}`) && res.request().method() === 'PATCH');
    await page.click('#qr-form button[type=submit]');
    expect((await saved).status()).toBe(200);

    for (const format of ['png', 'svg'] as const) {
      const [file] = await Promise.all([page.waitForEvent('download'), download(format).click()]);
      expect(file.suggestedFilename()).toBe(`qr-poster-sale.${format}`);
    }
  });

  it('shows a refusal under its own field and disables the downloads until the design is valid again', async () => {
    const refused = page.waitForResponse((res) => res.url().includes(`/links/${linkId}/qr?`) && res.status() === 422);
    await page.fill('#qr-frame_text', 'Café 😀');
    await refused;
    const error = page.locator('#qr-frame_text-error');
    await error.waitFor({ state: 'visible' });
    expect(await error.innerText()).toMatch(/cannot draw/);
    expect(await page.locator('#qr-frame_text').getAttribute('aria-invalid')).not.toBeNull();
    expect(await page.locator('#qr-frame_color-error').isHidden()).toBe(true);
    expect(await page.locator('#qr-error').isHidden()).toBe(true);
    for (const format of ['png', 'svg'] as const) {
      expect(await download(format).getAttribute('aria-disabled')).toBe('true');
      expect(await download(format).getAttribute('href')).toBeNull();
    }

    const colour = page.waitForResponse((res) => res.url().includes(`/links/${linkId}/qr?`) && res.status() === 422);
    await page.fill('#qr-frame_text', 'Scan me');
    await page.fill('[data-hex-for="foreground"]', '#eeeeee');
    await colour;
    await page.locator('#qr-foreground-error').waitFor({ state: 'visible' });
    expect(await page.locator('#qr-foreground-error').innerText()).toMatch(/too light to scan/);
    expect(await page.locator('#qr-frame_text-error').isHidden()).toBe(true);

    const drawn = previewOk();
    await page.fill('[data-hex-for="foreground"]', '#1d4ed8');
    await drawn;
    await page.waitForFunction(() => document.querySelector('#qr-download-png')?.getAttribute('aria-disabled') === 'false');
    expect(await page.locator('#qr-foreground-error').isHidden()).toBe(true);
    expect(await download('png').getAttribute('href')).toContain('download=1');
  });
});
