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

  it('shows each failed row with its destination and short code in the link form\'s words, downloads them as CSV, and updates the recent imports', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    expect(await page.locator('#import-history-region').innerText()).toContain('No imports yet');
    const csv = ['destination_url,slug,title', 'https://example.com/kept,keep-me,Kept', '=HYPERLINK("https://evil.test"),formula-row,Formula', 'https://example.com/again,keep-me,Taken', 'http://127.0.0.1/admin,,Private', ''].join('\n');
    await page.setInputFiles('#import-file', { name: 'failures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('#import-preview:not([hidden])').waitFor();
    await page.click('#import-start');
    await page.locator('#import-progress:not([hidden])').waitFor();
    await web.app.scheduler.runNow('imports');
    await page.locator('#import-errors:not([hidden])').waitFor({ timeout: 10_000 });
    const rows = (await page.locator('#import-errors tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^2 =HYPERLINK\("https:\/\/evil\.test"\) formula-row /);
    expect(rows[1]).toBe('3 https://example.com/again keep-me "keep-me" is already in use; choose another short code.');
    expect(rows[2]).toBe('4 http://127.0.0.1/admin (random) This address points inside a private network, which visitors cannot reach.');

    // The recent imports show this one without a reload.
    await expect.poll(() => page.locator('#import-history tbody tr').count()).toBe(1);
    expect((await page.locator('#import-history tbody tr').first().innerText()).replace(/\s+/g, ' ')).toMatch(/failures\.csv CSV completed 1 0 3/);

    const download = page.waitForEvent('download');
    await page.click('#import-errors-csv');
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('destination_url,slug,row,code,reason');
    // A formula in the file comes back defused, as in every export.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""https:\/\/evil\.test""\)",formula-row,2,/);
    expect(lines[2]).toMatch(/^https:\/\/example\.com\/again,keep-me,3,slug_taken,/);
    expect(lines).toHaveLength(4);
    await context.close();
  });

  it('says in the preview and in the results why a short code too short for the rules becomes a random one', async () => {
    const { context, page } = await openSignedIn(browser, web, await createTestUser(web.app, 'business'), '/app/import');
    const csv = ['id,link,long_url,title,created_at,tags,archived', 'bit.ly/ab,https://bit.ly/ab,https://example.com/short-code,Short,2023-05-01T12:00:00+0000,,false', ''].join('\n');
    await page.setInputFiles('#import-file', { name: 'bitly.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.locator('#import-preview:not([hidden])').waitFor();
    const why = '"ab" is shorter than the 4 characters a short code needs, so the link gets a random short code.';
    expect((await page.locator('#preview-rows tbody tr').first().innerText()).replace(/\s+/g, ' ')).toContain(`random: ${why}`);
    await page.click('#import-start');
    await page.locator('#import-progress:not([hidden])').waitFor();
    await web.app.scheduler.runNow('imports');
    await page.locator('#import-notes:not([hidden])').waitFor({ timeout: 10_000 });
    const link = await web.app.store.db.selectFrom('links').select('slug').where('destination_url', '=', 'https://example.com/short-code').executeTakeFirstOrThrow();
    expect((await page.locator('#import-notes tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([`1 https://example.com/short-code ${link.slug} ${why}`]);
    expect(await page.locator('#import-errors').isHidden()).toBe(true);
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
