/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/accounts/users.service.js';
import { createToken } from '../helpers/accounts.js';
import { buildWebClient, createTestUser, type Destination, launchBrowser, newContext, signInContext, startDestination, startWebApp, type WebTestApp } from './helpers.js';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source as string;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** axe-core's serious and critical findings on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')}`);
}

describe('smart-link editor in a real browser', () => {
  let web: WebTestApp;
  let destination: Destination;
  let browser: Browser;
  let pro: UserRow;
  let page: Page;
  let linkId = 0;
  let slug = '';

  beforeAll(async () => {
    buildWebClient();
    web = await startWebApp();
    destination = await startDestination();
    browser = await launchBrowser(destination);
    pro = await createTestUser(web.app, 'pro');
    const context = await newContext(browser, web.baseUrl);
    await signInContext(context, web.app, web.baseUrl, pro);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await destination?.close();
    await web?.close();
  });

  it('builds a link with two reordered rules, an A/B pair and a preview, and saves it as the API shows it', async () => {
    await page.goto('/app/links/new');
    await page.fill('#f-destination_url', 'http://example.com/default');

    await page.click('#add-rule');
    const first = page.locator('#rule-list > li').nth(0);
    await page.keyboard.type('http://example.com/german');
    await first.locator('input[data-cond="device"][value="desktop"]').check();
    await first.locator('[data-cond-list="language"]').fill('de, AT');
    await page.click('#add-rule');
    const second = page.locator('#rule-list > li').nth(1);
    await second.locator('[data-rule-destination]').fill('http://example.com/mobile');
    await second.locator('input[data-cond="device"][value="mobile"]').check();
    await second.locator('[data-add-query]').click();
    await second.locator('[data-query-name]').fill('ref');
    expect(await second.locator('[data-rule-summary]').innerText()).toBe('· mobile · ?ref');

    // Reordered from the keyboard: the mobile rule goes first, and focus stays on its arrows.
    await page.focus('button[aria-label="Move rule 2 up"]');
    await page.keyboard.press('Enter');
    expect(await page.locator('#rule-list > li').nth(0).locator('[data-rule-destination]').inputValue()).toBe('http://example.com/mobile');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move rule 1 down');
    // The parameter was only there to be removed again.
    await page.locator('#rule-list > li').nth(0).locator('[data-remove-query]').click();

    await page.click('#add-variant');
    const variants = page.locator('#variant-list > li');
    expect(await variants.count()).toBe(2);
    expect(await variants.nth(0).locator('[data-variant-destination]').inputValue()).toBe('http://example.com/default');
    await variants.nth(1).locator('[data-variant-destination]').fill('http://example.com/challenger');
    await variants.nth(0).locator('[data-variant-weight]').fill('60');
    expect(await page.textContent('#variant-sum')).toBe('Total: 110%. The weights must add up to 100%.');
    // Refused in the page, next to the section, before any request.
    await page.click('#link-form button[type=submit]');
    await page.locator('#f-variants-error:not([hidden])').waitFor();
    expect(await page.textContent('#f-variants-error')).toContain('add up to 110%');
    await variants.nth(1).locator('[data-variant-weight]').fill('40');
    expect(await page.textContent('#variant-sum')).toBe('Total: 100%');

    await page.fill('#f-preview-title', 'Spring sale');
    await page.fill('#f-preview-description', 'Half price on everything');
    expect(await page.textContent('#social-title')).toBe('Spring sale');
    expect(await page.textContent('#social-desc')).toBe('Half price on everything');

    await page.click('#link-form button[type=submit]');
    await page.waitForURL(/\/app\/links\/\d+/);
    linkId = Number(/\/app\/links\/(\d+)/.exec(page.url())![1]);

    const token = await createToken(web.app, pro.id, ['links:read']);
    const saved = (await (await fetch(`${web.baseUrl}/api/v1/links/${linkId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    slug = saved.slug;
    expect(saved.rules).toEqual([
      { conditions: { device: ['mobile'] }, destination_url: 'http://example.com/mobile' },
      { conditions: { device: ['desktop'], language: ['de', 'at'] }, destination_url: 'http://example.com/german' },
    ]);
    expect(saved.variants).toEqual([
      { destination_url: 'http://example.com/default', weight: 60 },
      { destination_url: 'http://example.com/challenger', weight: 40 },
    ]);
    expect(saved.preview).toEqual({ title: 'Spring sale', description: 'Half price on everything', image: null });
    expect(saved.forward_query).toBe(true);
  });

  it('puts the server’s refusal of one rule next to that rule', async () => {
    await page.goto(`/app/links/${linkId}`);
    await page.waitForLoadState('load');
    // Saved rules show collapsed, their conditions summed up in one line.
    const rule = page.locator('#rule-list > li').nth(1);
    expect(await rule.locator('[data-rule-summary]').innerText()).toBe('· desktop · de or at');
    await rule.locator('summary').click();
    await rule.locator('[data-cond-list="country"]').fill('France');
    await page.click('#link-form button[type=submit]');
    const slot = page.locator('#rule-list > li').nth(1).locator('[data-error-for="rule-row"]');
    await slot.waitFor();
    expect(await slot.innerText()).toMatch(/^Countries: .*alpha-2/);
    expect(await page.locator('#rule-list > li').nth(0).locator('[data-error-for="rule-row"]').isHidden()).toBe(true);
  });

  it('folds a complete rule to its summary when focus leaves it, and focuses the first error after a failed save', async () => {
    await page.goto('/app/links/new');
    await page.waitForLoadState('load');
    await page.fill('#f-destination_url', 'http://example.com/folding');
    await page.click('#add-rule');
    const first = page.locator('#rule-list > li').nth(0);
    await page.keyboard.type('http://example.com/phones');
    await first.locator('input[data-cond="device"][value="mobile"]').check();
    await page.click('#add-rule');
    // The finished rule folds to its summary; the new one is open, focus in its destination.
    expect(await first.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await first.locator('summary').innerText()).toBe('Conditions · mobile');
    const second = page.locator('#rule-list > li').nth(1);
    expect(await second.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.type('http://example.com/nowhere');

    // Refused in the page: the second rule has no condition, so focus goes to its first one.
    await page.click('#link-form button[type=submit]');
    await second.locator('[data-error-for="rule-row"]:not([hidden])').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cond'))).toBe('device');

    // Refused by the server: a folded rule opens at the condition it names, focused.
    await second.locator('input[data-cond="browser"][value="firefox"]').check();
    await first.locator('summary').click();
    await first.locator('[data-cond-list="country"]').fill('France');
    await page.click('#link-form button[type=submit]');
    await first.locator('[data-error-for="rule-row"]:not([hidden])').waitFor();
    expect(await first.locator('details').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-cond-list'))).toBe('country');
  });

  it('tests a visitor against the saved link and follows a mobile visitor to the rule’s destination', async () => {
    await page.goto(`/app/links/${linkId}`);
    await page.waitForLoadState('load');
    await page.selectOption('#tv-device', 'mobile');
    await page.selectOption('#tv-os', 'android');
    await page.click('#test-visitor-form button[type=submit]');
    await page.locator('#tv-result:not([hidden])').waitFor();
    expect(await page.textContent('#tv-destination')).toBe('http://example.com/mobile');
    expect(await page.textContent('#tv-reason')).toContain('Rule 1 matched');
    expect(await page.isHidden('#tv-unsaved')).toBe(true);

    await page.selectOption('#tv-device', 'desktop');
    await page.fill('#tv-language', 'fr');
    await page.click('#test-visitor-form button[type=submit]');
    await page.waitForFunction(() => document.querySelector('#tv-result')?.getAttribute('data-reason') === 'variant');
    expect(['http://example.com/default', 'http://example.com/challenger']).toContain(await page.textContent('#tv-destination'));
    // An edit not saved yet is not what the test reads, and the card says so.
    await page.locator('#rule-list > li').nth(0).locator('[data-rule-destination]').fill('http://example.com/elsewhere');
    await page.click('#test-visitor-form button[type=submit]');
    await page.locator('#tv-unsaved:not([hidden])').waitFor();

    const phone = await browser.newContext({ userAgent: ANDROID_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const visitor = await phone.newPage();
    await visitor.goto(`${web.baseUrl}/${slug}`);
    await visitor.locator('h1', { hasText: 'Destination reached' }).waitFor();
    expect(visitor.url()).toBe('http://example.com/mobile');
    await phone.close();
  });

  it('fits a phone screen and breaks no serious accessibility rule', async () => {
    const phone = await newContext(browser, web.baseUrl, { width: 390, height: 844 });
    await signInContext(phone, web.app, web.baseUrl, pro);
    const small = await phone.newPage();
    await small.goto(`/app/links/${linkId}`, { waitUntil: 'networkidle' });
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(small)).toEqual([]);
    await phone.close();
  });

  // Three pages with axe-core on each took more than one test's 30 s on a loaded CI machine: one page a test.
  it('keeps labels on their own inputs in fresh rule and variant rows on a phone', async () => {
    const phone = await newContext(browser, web.baseUrl, { width: 390, height: 844 });
    await signInContext(phone, web.app, web.baseUrl, pro);
    const small = await phone.newPage();
    await small.goto('/app/links/new', { waitUntil: 'networkidle' });
    // Each button pressed from the keyboard, and its row waited for: a pointer click on a loaded
    // CI machine once landed while the page still moved under it, and the second rule never came.
    const rules = small.locator('#rule-list > li');
    await small.locator('#add-rule').press('Enter');
    await rules.nth(0).waitFor();
    await small.locator('#add-rule').press('Enter');
    await rules.nth(1).waitFor();
    const variants = await small.locator('#variant-list > li').count();
    await small.locator('#add-variant').press('Enter');
    await small.locator('#variant-list > li').nth(variants).waitFor();
    await rules.nth(1).locator('[data-add-query]').press('Enter');
    await rules.nth(1).locator('[data-query-pair]').first().waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await small.evaluate(() => new Set(Array.from(document.querySelectorAll('[id]'), (node) => node.id)).size === document.querySelectorAll('[id]').length)).toBe(true);
    expect(await seriousViolations(small)).toEqual([]);
    await phone.close();
  });

  it('locks the smart sections for a free plan without breaking an accessibility rule', async () => {
    const free = await createTestUser(web.app, 'free');
    const locked = await newContext(browser, web.baseUrl);
    await signInContext(locked, web.app, web.baseUrl, free);
    const freePage = await locked.newPage();
    await freePage.goto('/app/links/new', { waitUntil: 'networkidle' });
    expect(await freePage.isDisabled('#add-rule')).toBe(true);
    expect(await seriousViolations(freePage)).toEqual([]);
    await locked.close();
    if (process.env.SCREENSHOTS === '1') {
      mkdirSync(SHOTS, { recursive: true });
      await page.goto(`/app/links/${linkId}`, { waitUntil: 'networkidle' });
      await page.selectOption('#tv-device', 'mobile');
      await page.click('#test-visitor-form button[type=submit]');
      await page.locator('#tv-result:not([hidden])').waitFor();
      await page.evaluate(() => {
        document.querySelector('#toasts')?.replaceChildren();
        window.scrollTo(0, 0);
      });
      // The smart sections and the visitor test, in a full-page capture (an element capture scrolls under the sticky header).
      const top = (await page.locator('#rules-card').boundingBox())!;
      const bottom = (await page.locator('#test-visitor').boundingBox())!;
      await page.screenshot({ path: `${SHOTS}link-smart.png`, fullPage: true, clip: { x: top.x - 8, y: top.y - 8, width: top.width + 16, height: bottom.y + bottom.height - top.y + 16 } });
    }
  });

  it('reorders rules by dragging a handle too', async () => {
    await page.goto(`/app/links/${linkId}`);
    await page.waitForLoadState('load');
    const rules = page.locator('#rule-list > li');
    await rules.nth(1).locator('.drag-handle').dragTo(rules.nth(0).locator('[data-rule-destination]'));
    expect(await page.locator('#rule-list [data-rule-destination]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      'http://example.com/german',
      'http://example.com/mobile',
    ]);
    expect(await rules.nth(0).locator('[data-move="up"]').isDisabled()).toBe(true);
    expect(await rules.nth(0).locator('[data-move="down"]').getAttribute('aria-label')).toBe('Move rule 1 down');
  });

  it('chooses an A/B winner from the analytics page', async () => {
    await page.goto(`/app/links/${linkId}/analytics`);
    await page.waitForLoadState('load');
    await page.click('button[aria-label="Choose as winner: destination B"]');
    await page.click('#confirm-ok');
    await page.locator('#variants .badge', { hasText: 'Ended' }).waitFor();
    expect(await page.locator('button[data-winner]').count()).toBe(0);
    const row = await web.app.store.db.selectFrom('links').select(['destination_url', 'variants']).where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(row).toEqual({ destination_url: 'http://example.com/challenger', variants: null });
  });
});
