import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../../src/modules/accounts/sessions.service.js';
import { createUser, type UserRow } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Method = 'GET' | 'POST' | 'PATCH';

const SMART = {
  destination_url: 'https://example.com/default',
  rules: [
    { conditions: { device: ['mobile'] }, destination_url: 'https://example.com/mobile' },
    { conditions: { country: ['FR', 'BE'], language: ['fr'] }, destination_url: 'https://example.com/fr' },
  ],
  variants: [
    { destination_url: 'https://example.com/a', weight: 70 },
    { destination_url: 'https://example.com/b', weight: 30 },
  ],
  ios_url: 'myapp://item/1',
  preview: { title: 'Spring sale', description: 'Half price', image: 'https://example.com/card.png' },
};

describe.each(DIALECTS)('web app smart-link editor and session routes on %s', (dialect) => {
  let app: TestApp;
  type SignedIn = Awaited<ReturnType<typeof browserOf>>;
  let pro: SignedIn;
  let free: SignedIn;
  let other: SignedIn;

  /** A signed-in browser: the session cookie plus the session's CSRF token on writes. */
  async function browserOf(user: UserRow) {
    const { token } = await createSession(app.store.db, user.id);
    const csrf = (await findSessionUser(app.store.db, token))!.csrfToken;
    const call = (method: Method, url: string, payload?: unknown, extra: { csrf?: string } = {}) =>
      app.http.inject({ method, url, cookies: { sid: token }, headers: { 'x-csrf-token': extra.csrf ?? csrf }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    return { user, call, page: (url: string) => app.http.inject({ method: 'GET', url, cookies: { sid: token } }) };
  }
  const user = (plan: 'free' | 'pro') => createUser(app.store.db, { email: `${plan}-${dialect}-${Math.random()}@example.com`, password: 'correct horse battery', plan, isAdmin: false });
  const smartLink = async () => {
    const res = await pro.call('POST', '/app/api/links', SMART);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; slug: string };
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    pro = await browserOf(await user('pro'));
    free = await browserOf(await user('free'));
    other = await browserOf(await user('pro'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders a saved link’s rules, variants, app link and preview in the editor, with the test-visitor card', async () => {
    const link = await smartLink();
    const res = await pro.page(`/app/links/${link.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body.match(/<fieldset class="rule" data-rule/g)).toHaveLength(2 + 1); // two rules and the template
    expect(body).toMatch(/data-cond="device" value="mobile" checked/);
    expect(body).toContain('data-cond-list="country" value="FR, BE"');
    expect(body.match(/data-variant-weight[^>]*value="(\d+)"/g)?.map((m) => m.replace(/.*value="/, '').replace('"', ''))).toEqual(['70', '30']);
    expect(body).toContain('value="myapp://item/1"');
    expect(body).toContain('Spring sale');
    expect(body).toContain('id="test-visitor"');
    expect(body).toContain(`href="/app/links/${link.id}/analytics#variants-h"`);
    expect(body).not.toContain('data-locked=');
    // The card mock-up may show the owner's https image; every other page keeps img-src to itself.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect((await pro.page('/app')).headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('shows rules, A/B and app links locked with the reason on Free, and previews open', async () => {
    const body = (await free.page('/app/links/new')).body;
    for (const feature of ['redirect_rules', 'ab_testing', 'deep_links']) expect(body).toContain(`data-locked="${feature}"`);
    expect(body).toContain('Redirect rules requires the Pro plan or above.');
    expect(body).not.toContain('data-locked="link_previews"');
    expect(body).toContain('name="preview.title"');
    // New links forward the query string unless switched off.
    expect(body).toMatch(/name="forward_query" checked/);
    expect(body).not.toContain('id="test-visitor"');
  });

  it('tells where a described visitor goes and why, through the redirect’s decision', async () => {
    const link = await smartLink();
    const ask = (visitor: Record<string, unknown>) => pro.call('POST', `/app/api/links/${link.id}/test-visitor`, visitor);
    expect((await ask({ device: 'mobile', os: 'android' })).json().data).toEqual({ destination_url: 'https://example.com/mobile', reason: 'rule', rule_index: 0, variant_index: null });
    expect((await ask({ device: 'desktop', country: 'BE', language: 'fr-BE,fr;q=0.9,en;q=0.5' })).json().data).toMatchObject({ destination_url: 'https://example.com/fr', reason: 'rule', rule_index: 1 });
    expect((await ask({ os: 'ios', device: 'mobile' })).json().data).toMatchObject({ destination_url: 'myapp://item/1', reason: 'deep_link' });
    const drawn = (await ask({ device: 'desktop', query: { ref: 'mail' } })).json().data;
    expect(drawn.reason).toBe('variant');
    // Query forwarding is on for new links: the visitor's parameters follow them.
    expect(['https://example.com/a?ref=mail', 'https://example.com/b?ref=mail']).toContain(drawn.destination_url);

    const plain = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/plain' })).json().data;
    expect((await pro.call('POST', `/app/api/links/${plain.id}/test-visitor`, {})).json().data).toMatchObject({ destination_url: 'https://example.com/plain', reason: 'default' });
  });

  it('refuses a malformed visitor with field errors, someone else’s link with 404, and writes without a session or token', async () => {
    const link = await smartLink();
    const bad = await pro.call('POST', `/app/api/links/${link.id}/test-visitor`, { country: 'fr', device: 'phone', time: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'device', 'time']);
    expect((await other.call('POST', `/app/api/links/${link.id}/test-visitor`, {})).statusCode).toBe(404);
    expect((await pro.call('POST', `/app/api/links/${link.id}/test-visitor`, {}, { csrf: 'forged' })).statusCode).toBe(403);
    const anonymous = await app.http.inject({ method: 'POST', url: `/app/api/links/${link.id}/test-visitor`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends an A/B test with the chosen winner, and says why when it cannot', async () => {
    const link = await smartLink();
    const choose = (who: SignedIn, url: string) => who.call('POST', `/app/api/links/${link.id}/variants/winner`, { destination_url: url });
    const notOne = await choose(pro, 'https://example.com/c');
    expect(notOne.statusCode).toBe(422);
    expect(notOne.json().errors.destination_url).toBeDefined();
    expect((await choose(other, 'https://example.com/b')).statusCode).toBe(404);

    const won = await choose(pro, 'https://example.com/b');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().data).toMatchObject({ destination_url: 'https://example.com/b', variants: null });
    const again = await choose(pro, 'https://example.com/b');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.type).toBe('state');
    expect((await pro.call('POST', `/app/api/links/${link.id}/variants/winner`, {})).statusCode).toBe(422);
  });

  it('shows QR scans apart from link clicks, and each variant’s clicks with a winner button while the test runs', async () => {
    const link = await smartLink();
    // A desktop visitor without a country scans the QR code: no rule holds, so a variant serves.
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const scan = await app.http.inject({ method: 'GET', url: `/${link.slug}?qr=1`, headers: { 'user-agent': chrome }, remoteAddress: '203.0.113.62' });
    expect(scan.statusCode).toBe(302);
    await app.clicks.flush();
    const page = await pro.page(`/app/links/${link.id}/analytics`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/id="total-scans">1</);
    expect(page.body).toMatch(/id="total-link-clicks">0</);
    const served = scan.headers.location === 'https://example.com/a' ? 'a' : 'b';
    expect(page.body).toMatch(new RegExp(`example\\.com/${served}</a>(?:(?!<li).)*<strong class="num">1 <span class="muted small">100%`, 's'));
    const csv = (await pro.page(`/app/links/${link.id}/analytics.csv`)).body.split('\r\n');
    expect(csv).toContain('source,qr,1,');
    expect(csv).toContain(`variant,https://example.com/${served},1,`);
    expect(page.body).toContain('<th scope="col" class="num">QR scans</th>');
    expect(page.body.match(/data-winner="https:\/\/example\.com\/[ab]"/g)).toHaveLength(2);
    expect(page.body).toContain('(weight 70%)');

    await pro.call('POST', `/app/api/links/${link.id}/variants/winner`, { destination_url: 'https://example.com/a' });
    const ended = (await pro.page(`/app/links/${link.id}/analytics`)).body;
    expect(ended).toContain('>Ended</span>');
    expect(ended).not.toContain('data-winner=');
    expect(ended).toContain('https://example.com/b');
  });
});
