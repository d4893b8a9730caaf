/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSeriousViolations, buildWebClient, launchBrowser, newContext, startWebApp, type WebTestApp } from './helpers.js';

describe('the home page result on a localhost BASE_URL, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it.each([
    [1280, 860],
    [390, 844],
  ])('keeps the short link readable beside the "only scans on this computer" note at %i px', async (width, height) => {
    const context = await newContext(browser, web.baseUrl, { width, height });
    const home = await context.newPage();
    await home.goto('/');
    await home.fill('#url', 'http://example.com/a-rather-long-landing-page');
    await home.press('#url', 'Enter');
    await home.locator('#local-only-note:not([hidden])').waitFor();
    const field = await home.locator('#short-url').boundingBox();
    expect(field!.width).toBeGreaterThanOrEqual(width < 600 ? 200 : 240);
    // The whole short link fits in its field: nothing is cut off.
    expect(await home.locator('#short-url').evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    // Random slugs differ in width: the widest one a random slug can be fits too.
    const widest = await home.locator('#short-url').evaluate((input: HTMLInputElement) => {
      input.value = input.value.replace(/[^/]+$/, (slug) => 'W'.repeat(slug.length));
      return input.scrollWidth <= input.clientWidth;
    });
    expect(widest).toBe(true);
    expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeSeriousViolations(home)).toEqual([]);
    await context.close();
  });
});
