/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSeriousViolations, buildWebClient, createTestLink, createTestUser, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('search as you type on the links list, in a real browser', () => {
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

  it('filters while typing without leaving the page, keeps the query in the address, and holds across reload and back/forward', async () => {
    const user = await createTestUser(web.app, 'pro');
    for (const title of ['Spring sale', 'Spring launch', 'Autumn sale']) await createTestLink(web.app, user, { destination_url: `https://example.com/${title.replace(' ', '-')}`, title });
    const { context, page } = await openSignedIn(browser, web, user, '/app');
    await page.waitForLoadState('load');
    const rows = page.locator('#link-results tbody tr');
    expect(await rows.count()).toBe(3);
    // A mark on the window: it survives only if the page is never reloaded by the search.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const historyLength = await page.evaluate(() => history.length);

    await page.locator('#search').pressSequentially('spring', { delay: 40 });
    // "spri" already matches the same two links: wait for the last keystroke's search, not the first that matches.
    await expect.poll(() => page.url()).toBe(`${web.baseUrl}/app?search=spring`);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.locator('#link-count').innerText()).toBe('2 links match');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Replaced, not pushed: typing leaves no trail of half-typed queries in the history.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search');

    await page.locator('#search').fill('launch');
    await expect.poll(() => page.url()).toBe(`${web.baseUrl}/app?search=launch`);
    await expect.poll(() => rows.count()).toBe(1);

    await page.reload();
    expect(await page.inputValue('#search')).toBe('launch');
    expect(await rows.count()).toBe(1);

    await page.locator('#link-results tbody tr a.link-title').click();
    await page.waitForURL(/\/app\/links\/\d+$/);
    await page.goBack();
    await page.waitForURL(/\/app\?search=launch$/);
    await expect.poll(() => page.inputValue('#search')).toBe('launch');
    expect(await rows.count()).toBe(1);
    await page.goForward();
    await page.waitForURL(/\/app\/links\/\d+$/);

    await page.goBack();
    await page.locator('#search').fill('');
    await expect.poll(() => rows.count()).toBe(3);
    expect(page.url()).toBe(`${web.baseUrl}/app`);
    expect(await axeSeriousViolations(page)).toEqual([]);
    await context.close();
  });
  it('keeps the bulk toolbar working on the rows a search brought in', async () => {
    const user = await createTestUser(web.app, 'pro');
    for (const title of ['Summer one', 'Summer two', 'Winter one']) await createTestLink(web.app, user, { destination_url: `https://example.com/${title.replace(' ', '-')}`, title });
    const { context, page } = await openSignedIn(browser, web, user, '/app');
    await page.waitForLoadState('load');
    const rows = page.locator('#link-results tbody tr');
    await page.locator('#search').fill('summer');
    await expect.poll(() => rows.count()).toBe(2);
    await page.check('#bulk-all');
    expect(await page.locator('#bulk-count').innerText()).toBe('2 links selected');
    await page.click('button[data-bulk="archive"]');
    await page.click('#confirm-ok');
    const archived = () => web.app.store.db.selectFrom('links').select('slug').where('workspace_id', '=', user.id).where('status', '=', 'archived').execute();
    await expect.poll(async () => (await archived()).length).toBe(2);
    await context.close();
  });
});
