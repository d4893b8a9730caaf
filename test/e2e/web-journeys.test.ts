/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import {
  buildWebClient,
  createTestUser,
  type Destination,
  launchBrowser,
  newContext,
  signInContext,
  startDestination,
  startWebApp,
  type WebTestApp,
} from './helpers.js';
import { discPng } from '../helpers/images.js';
import { decodeQr } from '../helpers/zbar.js';

// Each journey is many browser steps against a real server: 6 to 10 s alone, and up to four
// times that while the whole suite loads the machine's two cores (one ran out of the default
// 30 s in a full run on 2026-12-02, and passed three times in 7 s alone).
describe('web app in a real browser', { timeout: 90_000 }, () => {
  let web: WebTestApp;
  let destination: Destination;
  let browser: Browser;
  let pro: UserRow;
  let proContext: BrowserContext;
  let page: Page;
  let linkId = 0;
  let slug = '';
  const dialogs: string[] = [];

  const toast = (text: string | RegExp) => page.locator('#toasts .toast', { hasText: text }).first().waitFor();
  const waitForApi = (path: string) => page.waitForResponse((res) => new URL(res.url()).pathname.startsWith(path) && res.request().method() !== 'GET');

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    destination = await startDestination();
    browser = await launchBrowser(destination);
    pro = await createTestUser(web.app, 'pro');
    proContext = await newContext(browser, web.baseUrl);
    await signInContext(proContext, web.app, web.baseUrl, pro);
    page = await proContext.newPage();
    // An injected script that ran would most likely call alert(); none may ever open.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await browser?.close();
    await destination?.close();
    await web?.close();
  });

  it('shortens anonymously on the home page, copies the link, shows the QR code, follows the link and signs up via the claim link', async () => {
    const context = await newContext(browser, web.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.baseUrl });
    const home = await context.newPage();
    await home.goto('/');
    await home.fill('#url', 'http://example.com/e2e-landing');
    await home.press('#url', 'Enter');
    await home.locator('#shorten-result').waitFor();
    const shortUrl = await home.inputValue('#short-url');
    expect(shortUrl).toMatch(new RegExp(`^${web.baseUrl}/[A-Za-z0-9]{7}$`));
    await home.waitForFunction(() => (document.querySelector<HTMLImageElement>('#shorten-result img.qr')?.naturalWidth ?? 0) > 0);
    // Relative, so the code also shows when the page is open under another host name.
    expect(await home.getAttribute('[data-field="qr_svg"]', 'href')).toBe(`${new URL(shortUrl).pathname.replace(/\/([^/]+)$/, '/qr/$1')}.svg?download=1`);
    expect(await home.getAttribute('img.qr', 'src')).toMatch(/^\/qr\/[A-Za-z0-9]{7}$/);
    // BASE_URL is 127.0.0.1 here: the page says such codes only scan on this computer.
    expect(await home.isVisible('#local-only-note')).toBe(true);
    await home.click('#shorten-result [data-copy]');
    await home.locator('#toasts .toast', { hasText: 'Copied' }).waitFor();
    expect(await home.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
    const claimUrl = (await home.getAttribute('[data-field="claim_url"]', 'href'))!;

    await home.goto(shortUrl);
    await home.locator('h1', { hasText: 'Destination reached' }).waitFor();
    expect(home.url()).toBe('http://example.com/e2e-landing');

    await home.goto(claimUrl);
    await home.fill('#email', 'claimer@example.com');
    await home.fill('#password', 'a long password');
    await home.click('button[type=submit]');
    await home.locator('h1', { hasText: 'The link is yours' }).waitFor();
    await home.click('text=Go to your dashboard');
    await home.locator('table').waitFor();
    expect(await home.locator('tbody tr').count()).toBe(1);
    expect(await home.textContent('tbody')).toContain('example.com/e2e-landing');
    await context.close();
  });

  it('creates a folder and a tag, reorders folders, then creates a link in them and saves its QR design', async () => {
    await page.goto('/app/folders');
    for (const name of ['Campaigns', 'Press']) {
      await page.fill('#new-folder-name', name);
      await page.click('#folder-form button[type=submit]');
      await page.locator(`#folder-list li[data-name="${name}"]`).waitFor();
      // The form reloads the page: its script must hold the form again before the next submit,
      // or the click posts the form natively and no folder is made (seen on a loaded machine).
      await page.waitForLoadState('domcontentloaded');
    }
    await page.fill('#new-tag-name', 'spring');
    await page.click('#tag-form button[type=submit]');
    // Either the tag shows or the form says why not: a refusal fails here, with its reason.
    await page.locator('#tag-list li[data-name="spring"], #tag-error:not([hidden])').first().waitFor();
    expect(await page.locator('#tag-error').isHidden(), await page.locator('#tag-error').innerText()).toBe(true);
    await page.locator('#tag-list li[data-name="spring"]').waitFor();
    // The list shows as soon as the reloaded page is parsed; its buttons work once its script ran.
    await page.waitForLoadState('load');

    const saved = waitForApi('/app/api/folders/order');
    await page.click('button[aria-label="Move Press up"]');
    expect((await saved).status()).toBe(204);
    await page.reload();
    expect(await page.locator('#folder-list li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.name))).toEqual(['Press', 'Campaigns']);

    await page.goto('/app/links/new');
    await page.fill('#f-destination_url', 'http://example.com/spring');
    await page.fill('#f-title', 'Spring campaign');
    await page.selectOption('#f-folder_id', { label: 'Campaigns' });
    await page.fill('#f-tags', 'spring');
    await page.click('#link-form button[type=submit]');
    await page.waitForURL(/\/app\/links\/\d+/);
    linkId = Number(/\/app\/links\/(\d+)/.exec(page.url())![1]);
    await toast('Link created');

    await page.click('#qr-designer label:has-text("Dots") >> nth=0');
    await page.click('#qr-designer label:has-text("Circle")');
    await page.fill('[data-hex-for="foreground"]', '#1d4ed8');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#qr-preview')?.src.startsWith('blob:'));
    await page.click('#qr-form button[type=submit]');
    await toast('QR design saved');

    const row = await web.app.store.db.selectFrom('links').select(['slug', 'qr_design', 'folder_id', 'title']).where('id', '=', linkId).executeTakeFirstOrThrow();
    slug = row.slug;
    expect(JSON.parse(row.qr_design!)).toMatchObject({ dot_style: 'dots', marker_shape: 'circle', foreground: '#1d4ed8', marker_color: '#1d4ed8' });
    const svg = await fetch(`${web.baseUrl}/qr/${slug}.svg`).then((res) => res.text());
    expect(svg).toContain('#1d4ed8');

    // Brand it: a background, a frame with a call to action, and a logo uploaded from the designer.
    await page.click('#qr-form input[name="frame"][value="rounded"] + span');
    await page.fill('#qr-frame_text', 'Scan for spring');
    await page.fill('[data-hex-for="background"]', '#fff8e1');
    const uploaded = waitForApi(`/app/api/links/${linkId}/qr/logo`);
    await page.setInputFiles('#qr-logo-file', { name: 'logo.png', mimeType: 'image/png', buffer: discPng(120, [200, 30, 30]) });
    expect((await uploaded).status()).toBe(200);
    expect(await page.isChecked('#qr-form input[name="logo"][value="link"]')).toBe(true);
    await page.waitForResponse((res) => res.url().includes(`/links/${linkId}/qr?`) && res.url().includes('logo=link') && res.url().includes('frame=rounded') && res.ok());
    const branded = waitForApi(`/app/api/links/${linkId}`);
    await page.click('#qr-form button[type=submit]');
    expect((await branded).status()).toBe(200);
    const design = await web.app.store.db.selectFrom('links').select('qr_design').where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(JSON.parse(design.qr_design!)).toMatchObject({ frame: 'rounded', frame_text: 'Scan for spring', background: '#fff8e1', logo: 'link', foreground: '#1d4ed8' });
    const code = Buffer.from((await fetch(`${web.baseUrl}/qr/${slug}`).then((res) => res.arrayBuffer())) as ArrayBuffer);
    expect(decodeQr(code)).toBe(`${web.baseUrl}/${slug}?qr=1`);

    await page.goto(`/app?folder=${row.folder_id}`);
    await page.locator(`tr[data-link-id="${linkId}"]`).waitFor();
    expect(await page.textContent(`tr[data-link-id="${linkId}"]`)).toContain('#spring');
  });

  it('shows a click on the short link in the analytics page, apart from bots', async () => {
    const visitor = await proContext.newPage();
    await visitor.goto(`/${slug}`);
    await visitor.locator('h1', { hasText: 'Destination reached' }).waitFor();
    await visitor.close();
    await fetch(`${web.baseUrl}/${slug}`, { redirect: 'manual', headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    await web.app.clicks.flush();

    await page.goto(`/app/links/${linkId}/analytics`);
    expect(await page.textContent('#total-clicks')).toBe('1');
    expect(await page.textContent('#total-bots')).toBe('1');
    await page.locator('#chart canvas').waitFor();
    // Before any hover the legend gives the range's totals, not "--".
    expect(await page.locator('#chart .u-legend').innerText()).toMatch(/Clicks\s*1 in total[\s\S]*Unique visitors\s*1 in total/);
    expect(await page.textContent('section[aria-labelledby="bd-Browsers"]')).toContain('Chrome');
    const csv = await page.evaluate((href) => fetch(href).then((res) => res.text()), `/app/links/${linkId}/analytics.csv`);
    expect(csv).toMatch(new RegExp(`${new Date().toISOString().slice(0, 10)},1,1`));
  });

  it('creates a token that is shown once, uses it against /api/v1, then revokes it', async () => {
    await page.goto('/app/account');
    await page.fill('#token-name', 'e2e');
    await page.check('input[name="scopes"][value="links:write"]');
    await page.click('#token-form button[type=submit]');
    await page.locator('#new-token').waitFor();
    const token = await page.inputValue('#new-token-value');
    expect(token).toMatch(/^shk_/);
    // Listed at once, no reload needed.
    await page.locator('#token-list button[data-name="e2e"]').waitFor();
    const call = () => fetch(`${web.baseUrl}/api/v1/links/${linkId}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status).toBe(200);

    await page.reload();
    expect(await page.content()).not.toContain(token);
    await page.click('button[data-name="e2e"]');
    await page.click('#confirm-ok');
    await toast('Token revoked');
    expect((await call()).status).toBe(401);
  });

  it('renders XSS attempts in titles, tags and folder names as plain text', async () => {
    const payload = `<img src=x onerror="alert('xss')"><script>alert('xss')</script>`;
    await page.goto('/app/folders');
    await page.fill('#new-folder-name', `F${payload}`);
    await page.click('#folder-form button[type=submit]');
    await page.locator('#folder-list li').nth(2).waitFor();

    await page.goto('/app/links/new');
    await page.fill('#f-destination_url', 'https://example.com/xss');
    await page.fill('#f-title', `T${payload}`);
    await page.selectOption('#f-folder_id', { label: `F${payload}` });
    await page.fill('#f-tags', `t${payload.slice(0, 40)}`);
    await page.click('#link-form button[type=submit]');
    await page.waitForURL(/\/app\/links\/\d+/);
    const id = /\/app\/links\/(\d+)/.exec(page.url())![1];

    for (const path of ['/app', `/app/links/${id}`, `/app/links/${id}/analytics`, '/app/folders']) {
      await page.goto(path);
      expect(await page.locator('img[src="x"]').count(), path).toBe(0);
      expect(await page.locator('main script').count(), path).toBe(0);
    }
    await page.goto('/app');
    expect(await page.textContent(`tr:has(a[href="/app/links/${id}"]) .link-title`)).toBe(`T${payload}`);
    expect(await page.textContent('tbody')).toContain(`#t${payload.slice(0, 40)}`);
    expect(dialogs).toEqual([]);
  });

  it("opens the shorten endpoint's reference from a result's docs link", async () => {
    const res = await fetch(`${web.baseUrl}/api/shorten`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"https://example.com/docs-link"}' });
    const { docs } = (await res.json()) as { docs: string };
    const context = await newContext(browser, web.baseUrl);
    const reference = await context.newPage();
    const consoleErrors: string[] = [];
    reference.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await reference.goto(docs);
    await reference.locator('#operations-Keyless-shorten.is-open').waitFor();
    expect(new URL(reference.url()).hash).toBe('#/Keyless/shorten');
    // Swagger UI's inline styles are allowed by the page's CSP.
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });
});
