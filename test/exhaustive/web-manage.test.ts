/// <reference lib="dom" />
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { buildWebClient, createTestLink, createTestUser, launchBrowser, newContext, openSignedIn, signInContext, startWebApp, type WebTestApp } from '../e2e/helpers.js';

describe('managing links, folders, plans and the review queue in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let operator: UserRow;

  const toast = (page: Page, text: string) => page.locator('#toasts .toast', { hasText: text }).first().waitFor();
  const rowOf = (page: Page, id: number) => page.locator(`tr[data-link-id="${id}"]`);
  const statusOf = async (id: number) =>
    (await web.app.store.db.selectFrom('links').select(['status', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
    operator = await createTestUser(web.app, 'pro', { admin: true, email: 'ops@example.com' });
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('logs in with the form, then disables, enables, archives and deletes a link with confirmation', async () => {
    const link = await createTestLink(web.app, operator, { destination_url: 'https://example.com/states', title: 'States' });
    const context = await newContext(browser, web.baseUrl);
    const page = await context.newPage();
    await page.goto('/app');
    await page.waitForURL(/\/login\?next=%2Fapp$/);
    await page.fill('#f-email', 'ops@example.com');
    await page.fill('#f-password', 'correct horse battery');
    await page.click('form button[type=submit]');
    await page.waitForURL(/\/app$/);

    const act = async (label: string, confirm: boolean) => {
      await rowOf(page, link.id).locator('summary').click();
      await rowOf(page, link.id).locator(`button:has-text("${label}")`).click();
      await page.locator('#confirm-dialog[open]').waitFor();
      if (confirm) await page.click('#confirm-ok');
      else await page.keyboard.press('Escape');
    };
    await act('Disable', false);
    expect((await statusOf(link.id)).status).toBe('active');
    // Cancelling gives focus back to where the dialog was opened from (its menu's toggle). The
    // dialog's close event comes after the key press, later still on a loaded machine.
    await page.locator('#confirm-dialog[open]').waitFor({ state: 'detached' });
    const focusBack = (id: number) => document.activeElement?.closest(`tr[data-link-id="${id}"]`) !== null && document.activeElement?.closest('details') !== null;
    await page.waitForFunction(focusBack, link.id, { timeout: 15_000 });
    await act('Disable', true);
    await toast(page, 'Link disabled');
    expect(await rowOf(page, link.id).locator('.badge').first().textContent()).toBe('Disabled');
    await act('Enable', true);
    await toast(page, 'Link enabled');
    await act('Archive', true);
    await toast(page, 'Link archived');
    expect(await rowOf(page, link.id).count()).toBe(0);
    await page.click('text=Archived links');
    await rowOf(page, link.id).waitFor();
    await act('Delete', true);
    await toast(page, 'Link deleted');
    expect((await statusOf(link.id)).deleted_at).not.toBeNull();
    expect((await fetch(`${web.baseUrl}/${link.slug}`, { redirect: 'manual' })).status).toBe(404);
    await context.close();
  });

  it('deletes a folder together with its links when that is the choice', async () => {
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, operator);
    const page = await context.newPage();
    await page.goto('/app/folders');
    await page.fill('#new-folder-name', 'Old campaign');
    await page.click('#folder-form button[type=submit]');
    await page.locator('#folder-list li[data-name="Old campaign"]').waitFor();
    const folderId = Number(await page.getAttribute('#folder-list li[data-name="Old campaign"]', 'data-folder-id'));
    const item = page.locator(`#folder-list li[data-folder-id="${folderId}"]`);
    const link = await createTestLink(web.app, operator, { destination_url: 'https://example.com/in-folder', folder_id: folderId });
    await page.reload();
    await item.locator('input[data-field="name"]').fill('Old campaign 2024');
    await item.locator('input[data-field="name"]').press('Tab');
    await toast(page, 'Name saved');
    await item.locator('[data-delete-folder]').click();
    await page.locator('#folder-dialog[open]').waitFor();
    expect(await page.textContent('#folder-dialog-text')).toContain('holds 1 link');
    await page.check('#folder-dialog input[value="delete"]');
    await page.click('#folder-dialog button[value="ok"]');
    await toast(page, 'Folder deleted');
    expect(await page.locator('#folder-list li').count()).toBe(0);
    expect((await statusOf(link.id)).deleted_at).not.toBeNull();
    await context.close();
  });

  it('shows plan-gated fields locked with the reason on the Free plan', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'free'), '/app/links/new');
    expect(await page.isDisabled('#f-click_limit')).toBe(true);
    expect(await page.isDisabled('#f-expires_at')).toBe(true);
    expect(await page.textContent('[data-locked="password_protection"]')).toContain('Password protection requires the Pro plan or above.');
    await page.fill('#f-destination_url', 'notaurl');
    await page.click('#link-form button[type=submit]');
    await page.locator('[data-error-for="destination_url"]:not([hidden])').waitFor();
    expect(await page.getAttribute('#f-destination_url', 'aria-invalid')).toBe('true');
    await page.goto('/app/account');
    expect(await page.isHidden('#token-form')).toBe(true);
    expect(await page.textContent('section[aria-labelledby="tokens-h"]')).toContain('API access is a Pro and Business feature');
    await context.close();
  });

  it('lets an operator approve and block links under review and set a plan', async () => {
    const owner = await createTestUser(web.app, 'free', { email: 'owner@example.com' });
    const good = await createTestLink(web.app, owner, { destination_url: 'https://example.com/fine' });
    const bad = await createTestLink(web.app, owner, { destination_url: 'https://example.com/phishy' });
    await web.app.store.db.updateTable('links').set({ status: 'pending_review' }).where('id', 'in', [good.id, bad.id]).execute();
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, operator);
    const page = await context.newPage();
    await page.goto('/app/admin');
    await page.click(`button[data-review="approve"][data-id="${good.id}"]`);
    await page.click('#confirm-ok');
    await toast(page, 'Link approved');
    await page.click(`button[data-review="block"][data-id="${bad.id}"]`);
    await page.click('#confirm-ok');
    await toast(page, 'Link blocked');
    expect(await page.locator('tr[data-review-id]').count()).toBe(0);
    expect((await fetch(`${web.baseUrl}/${good.slug}`, { redirect: 'manual' })).status).toBe(302);
    expect((await fetch(`${web.baseUrl}/${bad.slug}`, { redirect: 'manual' })).status).toBe(451);

    await page.fill('#plan-email', 'owner@example.com');
    await page.selectOption('#plan-plan', 'pro');
    await page.click('#plan-form button[type=submit]');
    await toast(page, 'owner@example.com is now on the pro plan');
    await context.close();
  });

  it('words refusals for people and shows every field error at once', async () => {
    const taken = await createTestLink(web.app, operator, { destination_url: 'https://example.com/taken', slug: 'taken-code' });
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, operator);
    const page = await context.newPage();
    const submit = async (fields: Record<string, string>) => {
      await page.goto('/app/links/new');
      for (const [id, value] of Object.entries(fields)) await page.fill(`#f-${id}`, value);
      await page.click('#link-form button[type=submit]');
      await page.locator('[data-error-for]:not([hidden])').first().waitFor();
      const shown: Record<string, string> = {};
      for (const slot of await page.locator('[data-error-for]:not([hidden])').all()) shown[(await slot.getAttribute('data-error-for'))!] = await slot.innerText();
      return shown;
    };
    expect((await submit({ destination_url: 'https://example.com/a', slug: 'admin', expires_at: '2001-01-01T00:00' }))).toEqual({
      slug: '"admin" is a name the site uses for its own pages; choose another short code.',
      expires_at: 'Choose a date and time in the future.',
    });
    expect((await submit({ destination_url: 'https://example.com/b', slug: taken.slug })).slug).toBe(`"${taken.slug}" is already in use; choose another short code.`);
    expect((await submit({ destination_url: 'notaurl' })).destination_url).toBe('"notaurl" is not a web address; enter one such as example.com/page.');
    await context.close();
  });

  it('fits a phone screen and keeps the first page under 100 KB of JavaScript', async () => {
    const context = await newContext(browser, web.baseUrl, { width: 375, height: 740 });
    await signInContext(context, web.app, web.baseUrl, operator);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), gzipSync(await response.body()).length);
    });
    // A title with no space to break at must wrap rather than widen the page.
    const long = await createTestLink(web.app, operator, { destination_url: `https://example.com/${'p'.repeat(300)}`, title: 'T'.repeat(250) });
    for (const path of ['/', '/app', '/app/folders', '/app/account', '/app/links/new', `/app/links/${long.id}`, `/app/links/${long.id}/analytics`, '/app/admin']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // Every tab of the header stays whole on the phone, the operators' one included.
    for (const tab of await page.locator('.site-header nav a').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(375);
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100 * 1024);
    await context.close();
  });
});
