/// <reference lib="dom" />
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, createTestUser, newContext, signInContext } from './helpers.js';

/** Holds the page's module script (`js/<name>.js`) back until the returned release is called. */
async function holdScript(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/js/${name}\\.js$`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('input given before the page script has arrived, in a real browser', () => {
  const suite = browserSuite();

  /** A signed-in page at `path`, drawn but with its script held back until `release()`. */
  async function openHeld(script: string, path: string) {
    const { web, browser } = suite;
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, await createTestUser(web.app, 'pro'));
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const release = await holdScript(page, script);
    await page.goto(path, { waitUntil: 'commit' });
    return { context, page, addresses, release };
  }

  it('holds a script-driven form submitted early and sends it once the script is ready, never as a GET of the page', async () => {
    const { context, page, addresses, release } = await openHeld('workspace', '/app/workspace');
    await page.getByRole('heading', { name: 'Workspace: Personal' }).waitFor();
    await page.fill('#new-workspace-name', 'Early Birds');
    await page.click('#create-form button[type=submit]');
    // Nothing has gone anywhere while the script is held.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByRole('heading', { name: 'Workspace: Early Birds' }).waitFor();
    expect(addresses.filter((address) => address.includes('Early'))).toEqual([]);
    await context.close();
  });

  it('replays a click on a script-driven button made before the script arrived', async () => {
    const { context, page, release } = await openHeld('link-form', '/app/links/new');
    const add = page.locator('#add-rule');
    await add.waitFor();
    expect(await page.locator('#rule-list > li').count()).toBe(0);
    await add.click();
    release();
    await page.locator('#rule-list > li').first().waitFor();
    expect(await page.locator('#rule-list > li').count()).toBe(1);
    await context.close();
  });

  it('replays a choice made in a filter before the script arrived: the list is filtered', async () => {
    const { context, page, release } = await openHeld('links', '/app');
    await page.locator('#status').waitFor();
    await page.selectOption('#status', 'disabled');
    release();
    await page.waitForURL((url) => url.searchParams.get('status') === 'disabled');
    expect(await page.locator('#status').inputValue()).toBe('disabled');
    await context.close();
  });

  it('replays typing in the search box before the script arrived: the list is searched', async () => {
    const { context, page, release } = await openHeld('links', '/app');
    await page.locator('#search').waitFor();
    await page.locator('#search').pressSequentially('early');
    release();
    await page.waitForURL((url) => url.searchParams.get('search') === 'early');
    await context.close();
  });
});
