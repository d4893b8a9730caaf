/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { axeSeriousViolations, buildWebClient, createTestLink, createTestUser, HUMAN_UA, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe("the Live panel of a link's analytics page, in a real browser", () => {
  let web: WebTestApp;
  let browser: Browser;
  let user: UserRow;
  let page: Page;
  let slug: string;
  const redirect = (referer: string) => fetch(`${web.baseUrl}/${slug}`, { redirect: 'manual', headers: { 'user-agent': HUMAN_UA, referer } });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp({ CLICK_FLUSH_MS: '250' });
    browser = await launchBrowser();
    user = await createTestUser(web.app, 'pro');
    const link = await createTestLink(web.app, user, { destination_url: 'https://example.com/live', slug: 'live-one' });
    slug = link.slug;
    // The click writer's thread starts with its first batch: started before the clock runs.
    await redirect('https://warm.example/');
    await web.app.clicks.flush();
    ({ page } = await openSignedIn(browser, web, user, `/app/links/${link.id}/analytics`));
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('shows a click at the top of the Live panel within 2 s of the redirect, with the sparkline', async () => {
    await page.locator('#live-status', { hasText: 'Live' }).waitFor();
    expect((await redirect('https://news.example/post')).status).toBe(302);
    const started = Date.now();
    const row = page.locator('#live-rows tr').first();
    await row.waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await row.textContent()).toContain('news.example');
    expect(await page.locator('#live-spark path').getAttribute('d')).toMatch(/^M\d+ 20V/);
    expect(await page.locator('#live-empty').isHidden()).toBe(true);
    expect(await axeSeriousViolations(page)).toEqual([]);
  });

  it('pauses while the tab is hidden and catches up when it is shown again', async () => {
    await setVisibility('hidden');
    await page.locator('#live-status', { hasText: 'Paused' }).waitFor();
    await redirect('https://later.example/');
    await web.app.clicks.flush();
    await page.waitForTimeout(500);
    expect(await page.locator('#live-rows tr').first().textContent()).toContain('news.example');
    await setVisibility('visible');
    await page.locator('#live-rows tr', { hasText: 'later.example' }).waitFor({ timeout: 3_000 });
    expect(await page.locator('#live-rows tr').first().textContent()).toContain('later.example');
    expect(await page.locator('#live-rows tr').count()).toBe(2);
  });
});
