/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { newEventId } from '../../src/modules/analytics/index.js';
import { personalWorkspaceId } from '../helpers/accounts.js';
import { buildWebClient, createTestLink, createTestUser, HUMAN_UA, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('bulk actions on the links list and the analytics page, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let user: UserRow;
  let page: Page;
  const toast = (text: string | RegExp) => page.locator('#toasts .toast', { hasText: text }).first().waitFor();
  const row = (slug: string) => page.locator('tr[data-link-id]', { hasText: `/${slug}` });
  const select = async (...slugs: string[]) => {
    for (const slug of slugs) await page.check(`input.bulk-select[data-slug="${slug}"]`);
  };

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
    user = await createTestUser(web.app, 'pro');
    for (const slug of ['bulk-one', 'bulk-two', 'bulk-three', 'bulk-four']) {
      await createTestLink(web.app, user, { destination_url: `https://example.com/${slug}`, slug, tags: ['old'] });
    }
    const now = new Date().toISOString();
    await web.app.store.db.insertInto('folders').values({ workspace_id: await personalWorkspaceId(web.app, user.id), name: 'Spring sale', color: null, position: 0, created_at: now, updated_at: now }).execute();
    ({ page } = await openSignedIn(browser, web, user, '/app'));
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('selects all on the page, or some, and shows the tools only with a selection', async () => {
    const tools = page.locator('[data-bulk-tools]');
    expect(await tools.isVisible()).toBe(false);
    await page.check('#bulk-all');
    expect(await page.locator('#bulk-count').textContent()).toBe('4 links selected');
    expect(await tools.isVisible()).toBe(true);
    await page.uncheck('input.bulk-select[data-slug="bulk-one"]');
    expect(await page.locator('#bulk-count').textContent()).toBe('3 links selected');
    expect(await page.locator('#bulk-all').evaluate((box: HTMLInputElement) => [box.checked, box.indeterminate])).toEqual([false, true]);
    // A click on the mixed box selects every link; the next one none.
    await page.click('#bulk-all');
    expect(await page.locator('input.bulk-select:checked').count()).toBe(4);
    await page.click('#bulk-all');
    expect(await page.locator('input.bulk-select:checked').count()).toBe(0);
    expect(await tools.isVisible()).toBe(false);
  });

  it('moves the selected links to a folder and adds and removes a tag', async () => {
    await select('bulk-one', 'bulk-two');
    await page.selectOption('#bulk-folder', { label: 'Spring sale' });
    await page.click('button[data-bulk="folder"]');
    await toast('2 links moved');
    expect(await row('bulk-one').locator('.chip.folder').textContent()).toContain('Spring sale');
    expect(await row('bulk-three').locator('.chip.folder').count()).toBe(0);

    await select('bulk-two', 'bulk-three');
    await page.fill('#bulk-tag', 'promo');
    await page.click('button[data-bulk="add-tag"]');
    await toast('2 links tagged #promo');
    expect(await row('bulk-three').locator('.chip').allTextContents()).toEqual(['#old', '#promo']);

    await page.check('#bulk-all');
    await page.fill('#bulk-tag', 'old');
    await page.click('button[data-bulk="remove-tag"]');
    await toast('4 links untagged #old');
    expect(await row('bulk-one').locator('.chip:not(.folder)').count()).toBe(0);
    expect(await row('bulk-two').locator('.chip:not(.folder)').allTextContents()).toEqual(['#promo']);
  });

  it('archives and deletes after the same confirmation as a single link, and keeps everything on cancel', async () => {
    await select('bulk-four');
    await page.click('button[data-bulk="archive"]');
    expect(await page.locator('#confirm-title').textContent()).toBe('Archive bulk-four?');
    await page.click('#confirm-ok');
    await toast('1 link archived');
    expect(await row('bulk-four').count()).toBe(0);

    // The single delete's dialog, for comparison.
    await row('bulk-one').locator('summary').click();
    await row('bulk-one').locator('button[data-action="delete"]').click();
    const single = await page.locator('#confirm-message').textContent();
    await page.keyboard.press('Escape');

    await select('bulk-one', 'bulk-two');
    await page.click('button[data-bulk="delete"]');
    expect(await page.locator('#confirm-title').textContent()).toBe('Delete 2 links?');
    expect(await page.locator('#confirm-message').textContent()).toBe(single);
    expect(await page.locator('#confirm-ok').textContent()).toBe('Delete 2 links');
    await page.keyboard.press('Escape');
    expect(await row('bulk-one').count()).toBe(1);

    await page.click('button[data-bulk="delete"]');
    await page.click('#confirm-ok');
    await toast('2 links deleted');
    expect(await row('bulk-one').count()).toBe(0);
    expect(await row('bulk-two').count()).toBe(0);
    expect(await row('bulk-three').count()).toBe(1);
    const gone = await web.app.store.db.selectFrom('links').select('deleted_at').where('slug', 'in', ['bulk-one', 'bulk-two']).execute();
    expect(gone.every((link) => link.deleted_at !== null)).toBe(true);
    const status = await fetch(`${web.baseUrl}/bulk-one`, { redirect: 'manual', headers: { 'user-agent': HUMAN_UA } });
    expect(status.status).toBe(404);
  });

  it('shows OS and language breakdowns, charts two days by the hour, and exports source, variant and bot', async () => {
    const link = await createTestLink(web.app, user, { destination_url: 'https://example.com/analytics', slug: 'hourly-view' });
    const push = (at: number, ip: string, acceptLanguage: string) =>
      web.app.clicks.push({ id: newEventId(at), linkId: link.id, at, method: 'GET', ip, userAgent: HUMAN_UA, referer: '', countryHeader: '', acceptLanguage });
    // The two clicks of today share an instant, so they share an hour whenever the test runs.
    const now = Date.now();
    await push(now - 86_400_000, '198.51.100.1', 'fr-FR,fr;q=0.9');
    await push(now, '198.51.100.2', 'fr-BE');
    await push(now, '198.51.100.3', '');
    await web.app.clicks.flush();

    await page.goto(`/app/links/${link.id}/analytics`);
    expect(await page.locator('#chart-h').textContent()).toBe('Clicks per day');
    const card = (title: string) => page.locator('section.card', { has: page.locator('h2', { hasText: title }) });
    expect(await card('Operating systems').locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^Windows\s+3/)]);
    expect(await card('Languages').locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^French\s+2/), expect.stringMatching(/^Unknown\s+1/)]);

    await page.click('a:has-text("Today and yesterday")');
    await page.waitForURL(/from=/);
    expect(await page.locator('#chart-h').textContent()).toBe('Clicks per hour');
    await page.locator('#chart canvas').first().waitFor();
    await page.click('summary:has-text("Show the hourly numbers")');
    const hours = await page.locator('details tbody tr').count();
    expect(hours).toBeGreaterThan(24);
    // The hour of today's two clicks (the newest row is the hour now, which may have begun since).
    const hourOf = new Date(now).toISOString().slice(0, 13).replace('T', ' ');
    const busiest = await page.locator('details tbody tr', { hasText: `${hourOf}:00 UTC` }).innerText();
    expect(busiest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00 UTC\s+2\s+2\s+0$/);

    const csv = await page.request.get(`/app/links/${link.id}/clicks.csv`);
    const [header, first] = (await csv.text()).split('\r\n');
    expect(header).toBe('clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot');
    expect(first).toMatch(/,Unknown,desktop,Chrome,Windows,direct,true,link,,false$/);
  });
});
