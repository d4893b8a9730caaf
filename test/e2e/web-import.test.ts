/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebClient, createTestUser, launchBrowser, openSignedIn, startWebApp, type WebTestApp } from './helpers.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

/** Drops a file on the drop zone as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string): Promise<void> {
  const text = readFileSync(fixture(name), 'utf8');
  await page.evaluate(
    ([fileName, content]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content!], fileName!, { type: 'text/csv' }));
      document.querySelector('#drop-zone')!.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    [name, text],
  );
}

describe('importing a file in the web app, in a real browser', () => {
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

  it('drops a file, shows the detected format and mapping, then follows the progress bar to the end', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    await dropFile(page, 'shlink.csv');
    await page.locator('#import-preview:not([hidden])').waitFor();
    expect(await page.textContent('#preview-format')).toBe('shlink.csv: Shlink export');
    const mapping = (await page.locator('#preview-columns tbody').innerText()).replace(/\s+/g, ' ');
    expect(mapping).toContain('shortCode slug');
    expect(mapping).toContain('longUrl destination_url');
    expect(mapping).toContain('visits not imported');
    expect((await page.locator('#preview-rows tbody tr').first().innerText()).replace(/\s+/g, ' ')).toContain('https://example.com/shlink-one shl-one Shlink one alpha, beta');
    // Nothing is made by a preview.
    expect(await web.app.store.db.selectFrom('imports').select('id').execute()).toEqual([]);

    await page.click('#import-start');
    await page.locator('#import-progress:not([hidden])').waitFor();
    // Jobs do not run by themselves in tests: run the import job as the scheduler would.
    await web.app.scheduler.runNow('imports');
    await page.locator('#progress-status', { hasText: 'completed' }).waitFor({ timeout: 10_000 });
    expect(await page.textContent('#progress-text')).toBe('2 of 2 rows: 2 created, 0 already there, 0 failed.');
    expect(await page.getAttribute('#import-bar', 'value')).toBe('2');
    await page.click('#import-links');
    await page.locator('td', { hasText: 'shl-one' }).first().waitFor();
    await context.close();
  });

  it('lists the rows that failed, with why, after choosing the file with the file picker', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    await page.setInputFiles('#import-file', fixture('mixed.csv'));
    await page.locator('#import-preview:not([hidden])').waitFor();
    await page.click('#import-start');
    await page.locator('#import-progress:not([hidden])').waitFor();
    await web.app.scheduler.runNow('imports');
    await page.locator('#import-errors:not([hidden])').waitFor({ timeout: 10_000 });
    const rows = await page.locator('#import-errors tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^2\s/);
    expect(rows[1]).toMatch(/^3\s/);
    // The page lists it among recent imports once reloaded.
    await page.goto('/app/import');
    expect((await page.locator('#import-history tbody tr').first().innerText()).replace(/\s+/g, ' ')).toMatch(/mixed\.csv CSV completed 1 0 2/);
    await context.close();
  });

  it('adds -2 to slugs another account holds when the box is ticked', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    await page.setInputFiles('#import-file', fixture('shlink.csv'));
    await page.locator('#import-preview:not([hidden])').waitFor();
    await page.check('#import-suffix');
    await page.click('#import-start');
    await page.locator('#import-progress:not([hidden])').waitFor();
    await web.app.scheduler.runNow('imports');
    await page.locator('#progress-status', { hasText: 'completed' }).waitFor({ timeout: 10_000 });
    expect(await page.textContent('#progress-text')).toBe('2 of 2 rows: 2 created, 0 already there, 0 failed.');
    await page.goto('/app');
    await page.locator('td', { hasText: 'shl-one-2' }).first().waitFor();
    await context.close();
  });

  it('says so when a file cannot be imported at all', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    await page.setInputFiles('#import-file', fixture('utf16.csv'));
    await page.locator('#import-error:not([hidden])').waitFor();
    expect(await page.textContent('#import-error')).toMatch(/UTF-16/);
    await context.close();
  });
});
