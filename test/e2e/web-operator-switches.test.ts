/// <reference lib="dom" />
import { personalWorkspaceId } from '../helpers/accounts.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebClient, createTestUser, type Destination, launchBrowser, newContext, signInContext, startDestination, startWebApp, type WebTestApp } from './helpers.js';

describe('operator switches in a real browser', () => {
  let web: WebTestApp;
  let destination: Destination;
  let browser: Browser;

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp({ DISABLE_SIGNUP: 'true', DISABLE_ANONYMOUS_LINKS: 'true' });
    destination = await startDestination();
    browser = await launchBrowser(destination);
  });
  afterAll(async () => {
    await browser?.close();
    await destination?.close();
    await web?.close();
  });

  it('asks a signed-out visitor of the home page to log in instead of showing the shorten form, and offers no sign-up', async () => {
    const context = await newContext(browser, web.baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in to shorten links' }).waitFor();
    expect(await page.locator('#shorten-form').count()).toBe(0);
    expect(await page.locator('a[href="/signup"]').count()).toBe(0);
    await page.locator('#sign-in-to-shorten').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    expect(await page.locator('a[href="/signup"]').count()).toBe(0);
    await page.getByText('Accounts are created by the operator of this service.').waitFor();
    await context.close();
  });

  it('shows that sign-up is closed, with no form to fill', async () => {
    const context = await newContext(browser, web.baseUrl);
    const page = await context.newPage();
    const res = await page.goto('/signup');
    expect(res?.status()).toBe(403);
    await page.getByRole('heading', { name: 'Sign-up is closed' }).waitFor();
    expect(await page.locator('form[action="/signup"]').count()).toBe(0);
    await context.close();
  });

  it('lets a signed-in member shorten from the home page into the account', async () => {
    const user = await createTestUser(web.app, 'free');
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, user);
    const page = await context.newPage();
    await page.goto('/');
    await page.fill('#url', 'http://example.com/members-only');
    await page.press('#url', 'Enter');
    await page.locator('#shorten-result').getByText('It is in your links').waitFor();
    const row = await web.app.store.db.selectFrom('links').select(['workspace_id', 'destination_url']).where('destination_url', '=', 'http://example.com/members-only').executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(await personalWorkspaceId(web.app, user.id));
    await context.close();
  });
});
