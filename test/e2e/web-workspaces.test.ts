/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { newEventId } from '../../src/modules/analytics/index.js';
import { axeSeriousViolations, buildWebClient, createTestLink, createTestUser, HUMAN_UA, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('the workspace switcher and the workspace dashboard, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let user: UserRow;
  let page: Page;
  const openSwitcher = async () => {
    // Keyboard only: focus the disclosure and open it with Enter.
    await page.focus('.ws-switcher > summary');
    await page.keyboard.press('Enter');
    await page.locator('.ws-switcher[open] .ws-panel').waitFor();
  };

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    browser = await launchBrowser();
    user = await createTestUser(web.app, 'pro');
    const links = [];
    for (const slug of ['dash-one', 'dash-two']) links.push(await createTestLink(web.app, user, { destination_url: `https://example.com/${slug}`, slug }));
    const push = (linkId: number, at: number, ip: string, countryHeader = '') =>
      web.app.clicks.push({ id: newEventId(at), linkId, at, method: 'GET', ip, userAgent: HUMAN_UA, referer: '', countryHeader, acceptLanguage: 'en' });
    await push(links[0]!.id, Date.now(), '198.51.100.1');
    await push(links[0]!.id, Date.now(), '198.51.100.2');
    await push(links[1]!.id, Date.now() - 86_400_000, '198.51.100.3');
    await web.app.clicks.flush();
    ({ page } = await openSignedIn(browser, web, user, '/app'));
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('shows the workspace, creates a team one, switches to its empty list and back', async () => {
    expect(await page.locator('#ws-current-name').textContent()).toBe('Personal');
    await openSwitcher();
    expect(await axeSeriousViolations(page)).toEqual([]);
    await page.fill('#ws-new-name', 'Acme marketing');
    await page.click('button:has-text("Create workspace")');
    await page.waitForURL(/\/app$/);
    expect(await page.locator('#ws-current-name').textContent()).toBe('Acme marketing');
    expect(await page.locator('h2', { hasText: 'No links yet' }).count()).toBe(1);
    expect(await page.locator('tr[data-link-id]').count()).toBe(0);

    await openSwitcher();
    const choices = page.locator('.ws-list button');
    expect(await choices.allTextContents()).toEqual([expect.stringMatching(/Personal \(personal\)\s*Owner/), expect.stringMatching(/Acme marketing\s*Owner/)]);
    await page.locator('.ws-list button', { hasText: 'Personal' }).click();
    await page.waitForURL(/\/app$/);
    expect(await page.locator('#ws-current-name').textContent()).toBe('Personal');
    expect(await page.locator('tr[data-link-id]').count()).toBe(2);
  });

  it('sums every link of the workspace on the dashboard, first in the nav', async () => {
    expect(await page.locator('nav.nav a').first().textContent()).toBe('Dashboard');
    await page.click('nav.nav a:has-text("Dashboard")');
    await page.waitForURL(/\/app\/dashboard$/);
    expect(await page.locator('#total-clicks').textContent()).toBe('3');
    expect(await page.locator('#total-uniques').textContent()).toBe('3');
    expect(await page.locator('#top-links tbody tr').allTextContents()).toEqual([expect.stringContaining('/dash-one'), expect.stringContaining('/dash-two')]);
    await page.locator('#chart .uplot').waitFor();
    expect(await axeSeriousViolations(page)).toEqual([]);
  });
});
