/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainUntil, type Receiver, startReceiver, verifyWebhook } from '../helpers/webhooks.js';
import { buildWebClient, createTestUser, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

describe('webhooks in the account page, in a real browser', () => {
  let web: WebTestApp;
  let browser: Browser;
  let receiver: Receiver;

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '60,60,60,60,60' });
    browser = await launchBrowser();
    // The first endpoint's deliveries succeed; the second's get a 500.
    receiver = await startReceiver((_index, request) => (request.path === '/broken' ? 500 : 200));
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await web?.close();
  });

  it('adds an endpoint (secret shown once), sends a test and shows how each delivery went', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'pro'), '/app/account');

    const secrets: string[] = [];
    for (const path of ['/ok', '/broken']) {
      await page.fill('#webhook-url', `${receiver.url}${path}`);
      await page.click('#webhook-form button[type=submit]');
      await page.locator('#new-secret:not([hidden])').waitFor();
      secrets.push(await page.inputValue('#new-secret-value'));
      // Listed at once, no reload needed.
      await page.locator('#webhook-list tr[data-webhook-id]', { hasText: `${receiver.url}${path}` }).waitFor({ timeout: 5_000 });
      await page.goto('/app/account');
    }
    expect(secrets.every((secret) => secret.startsWith('whsec_'))).toBe(true);

    for (const path of ['/ok', '/broken']) {
      const row = page.locator('tr[data-webhook-id]', { hasText: `${receiver.url}${path}` });
      await row.locator('button[data-webhook-action="test"]').click();
      await page.locator('#toasts .toast', { hasText: 'Test event queued' }).first().waitFor();
      // A fresh page each time: the one clicked reloads itself a few seconds later.
      await page.goto('/app/account');
    }
    // Jobs do not run by themselves in tests: deliver what is due, as the worker would.
    await drainUntil(web.app.webhooks, () => receiver.received.length === 2);
    const ok = receiver.received.find((entry) => entry.path === '/ok')!;
    expect(verifyWebhook(secrets[0]!, ok.headers, ok.body)).toBe(true);

    await page.goto('/app/account');
    const deliveries = page.locator('tr.deliveries-row');
    await deliveries.nth(0).locator('summary').click();
    await deliveries.nth(1).locator('summary').click();
    const text = async (nth: number) => (await deliveries.nth(nth).locator('tbody').innerText()).replace(/\s+/g, ' ');
    const shown = [await text(0), await text(1)].sort();
    // Newest endpoint first or not, one delivery succeeded with a 200 and one waits to retry after a 500.
    expect(shown.find((line) => line.includes('succeeded'))).toMatch(/webhook\.test succeeded 1 HTTP 200/);
    expect(shown.find((line) => line.includes('pending'))).toMatch(/webhook\.test pending 1 HTTP 500/);
    await context.close();
  });
});
