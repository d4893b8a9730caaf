/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsZone, startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { axeSeriousViolations, buildWebClient, createTestLink, createTestUser, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('branded domains in the account page, in a real browser', () => {
  const zone: Required<Pick<DnsZone, 'txt' | 'cname'>> = { txt: {}, cname: {} };
  let dns: TestDnsServer;
  let web: WebTestApp;
  let browser: Browser;

  beforeAll(async () => {
    buildWebClient();
    dns = await startDnsServer(zone);
    web = await startWebApp({ DNS_SERVERS: dns.address, CNAME_TARGET: 'links.sho-target.net' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
    await dns?.close();
  });

  it('adds a domain, shows the record to publish once, and verifies it on "Check now"', async () => {
    const user = await createTestUser(web.app, 'pro');
    const { context, page } = await openSignedIn(browser, web, user, '/app/account');

    await page.fill('#domain-hostname', 'printer.local');
    await page.click('#domain-form button[type=submit]');
    await expect.poll(() => page.locator('[data-error-for="hostname"]').innerText()).toMatch(/public top-level domain/);

    await page.fill('#domain-hostname', 'Go.Acme-Browser.com');
    await page.click('#domain-form button[type=submit]');
    await page.locator('#new-domain:not([hidden])').waitFor();
    expect(await page.locator('#new-domain-name').innerText()).toBe('_shortener-verify.go.acme-browser.com');
    const value = await page.inputValue('#new-domain-value');
    expect(value).toMatch(/^shortener-verify=[A-Za-z0-9_-]{20,}$/);
    const row = page.locator('tr[data-domain-id]', { hasText: 'go.acme-browser.com' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Waiting for verification');

    // The record is not there yet: the check says so and the domain stays pending.
    await row.locator('button[data-domain-action="verify"]').click();
    await page.locator('#toasts .toast', { hasText: 'Not verified yet' }).first().waitFor();

    zone.txt['_shortener-verify.go.acme-browser.com'] = [value];
    await row.locator('button[data-domain-action="verify"]').click();
    await page.locator('tr[data-domain-id]', { hasText: 'Verified' }).waitFor();
    // Verified: the proof is no longer needed, so the row no longer lists it.
    expect(await page.locator('#new-domain').isHidden()).toBe(true);
    expect(await page.locator('tr[data-domain-id] [data-record="TXT-verify"]').count()).toBe(0);

    // A new link can now go on the domain, and say whether search engines may index it.
    await page.goto('/app/links/new');
    await page.selectOption('#f-domain', 'go.acme-browser.com');
    expect(await page.locator('#f-slug-host').innerText()).toBe('go.acme-browser.com/');
    await page.fill('#f-destination_url', 'https://example.com/on-the-domain');
    await page.check('#f-indexable');
    await page.click('#link-form button[type=submit]');
    await page.waitForURL(/\/app\/links\/\d+/);
    const id = Number(/\/app\/links\/(\d+)/.exec(page.url())![1]);
    const stored = await web.app.store.db.selectFrom('links').select(['host', 'indexable', 'slug']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ host: 'go.acme-browser.com', indexable: 1 });
    expect(await page.locator('body').innerText()).toContain(`go.acme-browser.com/${stored.slug}`);
    expect(await page.inputValue('#f-domain')).toBe('go.acme-browser.com');

    // The links list filters by domain.
    await createTestLink(web.app, user, { destination_url: 'https://example.com/on-the-own-host' });
    await page.goto('/app');
    await page.selectOption('#domain', 'go.acme-browser.com');
    await page.click('#link-filters button[type=submit]');
    await page.waitForURL(/domain=go\.acme-browser\.com/);
    expect(await page.locator('table tbody tr').count()).toBe(1);
    expect(await page.locator('table tbody').innerText()).toContain('go.acme-browser.com/');
    await context.close();
  });

  it('takes a pasted address, and lists the records to publish with copy buttons and their status until the domain is verified', async () => {
    const user = await createTestUser(web.app, 'pro');
    const { context, page } = await openSignedIn(browser, web, user, '/app/account');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.baseUrl });
    await page.fill('#domain-hostname', 'https://Go.Acme-Records.com/spring?utm_source=x');
    await page.click('#domain-form button[type=submit]');
    const row = page.locator('tr[data-domain-id]', { hasText: 'go.acme-records.com' });
    await row.waitFor();
    expect(await page.inputValue('#domain-hostname')).toBe('');
    const txt = row.locator('[data-record="TXT-verify"]');
    const cname = row.locator('[data-record="CNAME-route"]');
    await expect.poll(() => txt.locator('[data-record-status]').innerText()).toBe('Not found yet');
    expect(await cname.locator('[data-record-status]').innerText()).toBe('Not found yet');
    const txtText = (await txt.innerText()).replace(/\s+/g, ' ');
    expect(txtText).toContain('_shortener-verify.go in the zone, or in full: _shortener-verify.go.acme-records.com');
    const value = (await txt.locator('dd code').last().innerText()).trim();
    expect(value).toMatch(/^shortener-verify=[A-Za-z0-9_-]{20,}$/);
    expect((await cname.innerText()).replace(/\s+/g, ' ')).toContain('links.sho-target.net');

    // Copy buttons for the relative name, the full name and the value.
    await txt.locator('button[aria-label="Copy TXT name for go.acme-records.com"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('_shortener-verify.go');
    await txt.locator('button[aria-label="Copy TXT value for go.acme-records.com"]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    // Days later: the value is still listed, and each record says where it stands.
    zone.cname['go.acme-records.com'] = 'elsewhere.example.org';
    zone.txt['_shortener-verify.go.acme-records.com'] = [value];
    await page.reload();
    await expect.poll(() => cname.locator('[data-record-status]').innerText()).toBe('Points elsewhere: elsewhere.example.org');
    expect(await txt.locator('[data-record-status]').innerText()).toBe('Found');
    expect((await txt.locator('dd code').last().innerText()).trim()).toBe(value);
    expect(await axeSeriousViolations(page)).toEqual([]);

    zone.cname['go.acme-records.com'] = 'links.sho-target.net';
    await row.locator('button[data-domain-action="verify"]').click();
    await page.locator('tr[data-domain-id]', { hasText: 'Verified' }).waitFor();
    await expect.poll(() => cname.locator('[data-record-status]').innerText()).toBe('Found');
    await context.close();
  });

  it('tells a Free account that domains need a higher plan', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'free'), '/app/account');
    expect(await page.locator('#domain-form').count()).toBe(0);
    expect(await page.locator('section[aria-labelledby="domains-h"]').innerText()).toContain('Branded domains are a Pro and Business feature');
    await context.close();
  });
});
