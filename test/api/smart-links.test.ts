import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount } from '../helpers/accounts.js';
import { DIALECTS } from '../helpers/stores.js';

const SMART = {
  rules: [
    { conditions: { device: ['mobile'], country: ['FR', 'BE'], language: ['fr'] }, destination_url: 'https://example.com/fr-mobile' },
    { conditions: { query: { ref: 'mail', beta: null }, after: '2030-01-01T00:00:00+01:00', before: '2031-01-01T00:00:00Z' }, destination_url: ' https://example.com/mail ' },
  ],
  variants: [
    { destination_url: 'https://example.com/a', weight: 40 },
    { destination_url: 'https://example.com/b', weight: 60 },
  ],
  ios_url: 'myapp://item/1',
  android_url: 'https://app.example.com/item/1',
  forward_query: false,
  preview: { title: 'Spring <sale>', description: 'Half off', image: 'https://img.example.com/card.png' },
};

describe.each(DIALECTS)('smart link fields on %s', (dialect) => {
  let app: TestApp;
  let pro: ReturnType<typeof client>;
  let free: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    pro = client(app, (await createAccount(app, 'pro')).token);
    // Free accounts have no API access: their token is upgraded after creation for the gate test.
    const freeAccount = await createAccount(app, 'free');
    free = client(app, freeAccount.token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores every smart field and shows it on the Link, normalised', async () => {
    const res = await pro('POST', '/links', { destination_url: 'https://example.com/', ...SMART });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data;
    expect(link.rules).toEqual([
      SMART.rules[0],
      { conditions: { query: { ref: 'mail', beta: null }, after: '2029-12-31T23:00:00.000Z', before: '2031-01-01T00:00:00.000Z' }, destination_url: 'https://example.com/mail' },
    ]);
    expect(link).toMatchObject({ variants: SMART.variants, ios_url: 'myapp://item/1', android_url: 'https://app.example.com/item/1', forward_query: false, preview: SMART.preview });
    expect((await pro('GET', `/links/${link.id}`)).json().data).toEqual(link);
  });

  it('turns query forwarding on for new links unless told otherwise, and leaves the rest null', async () => {
    const link = (await pro('POST', '/links', { destination_url: 'https://example.com/plain', rules: null, preview: null })).json().data;
    expect(link).toMatchObject({ forward_query: true, rules: null, variants: null, ios_url: null, android_url: null, preview: null });
  });

  it.each([
    ['weights not summing to 100', { variants: [{ destination_url: 'https://example.com/a', weight: 50 }, { destination_url: 'https://example.com/b', weight: 40 }] }, 'variants', /sum to 100/],
    ['one variant only', { variants: [{ destination_url: 'https://example.com/a', weight: 100 }] }, 'variants', /at least 2/],
    ['six variants', { variants: Array.from({ length: 6 }, (_, i) => ({ destination_url: `https://example.com/${i}`, weight: 10 })) }, 'variants', /at most 5/],
    ['a repeated variant', { variants: [{ destination_url: 'https://example.com/a', weight: 50 }, { destination_url: 'https://example.com/a', weight: 50 }] }, 'variants', /different/],
    ['an unknown device', { rules: [{ conditions: { device: ['phone'] }, destination_url: 'https://example.com/x' }] }, 'rules', /must be one of/],
    ['an OS in the wrong case', { rules: [{ conditions: { os: ['iOS'] }, destination_url: 'https://example.com/x' }] }, 'rules', /must be one of/],
    ['a lower-case country', { rules: [{ conditions: { country: ['fr'] }, destination_url: 'https://example.com/x' }] }, 'rules', /alpha-2/],
    ['a condition name with a typo', { rules: [{ conditions: { contry: ['FR'] }, destination_url: 'https://example.com/x' }] }, 'rules', /item 1 conditions must name only device/],
    ['a rule without conditions', { rules: [{ conditions: {}, destination_url: 'https://example.com/x' }] }, 'rules', /at least one condition/],
    ['after not before before', { rules: [{ conditions: { after: '2030-02-01T00:00:00Z', before: '2030-01-01T00:00:00Z' }, destination_url: 'https://example.com/x' }] }, 'rules', /earlier/],
    ['a rule to a non-http URL', { rules: [{ conditions: { os: ['ios'] }, destination_url: 'myapp://x' }] }, 'rules', /http/],
    ['a javascript: deep link', { ios_url: 'javascript:alert(1)' }, 'ios_url', /javascript/],
    ['a data: deep link', { android_url: 'data:text/html,<b>x</b>' }, 'android_url', /data/],
    ['a relative deep link', { ios_url: 'item/1' }, 'ios_url', /absolute/],
    ['a preview image that is not a URL', { preview: { image: 'not a url' } }, 'preview.image', /./],
    ['forward_query as text', { forward_query: 'yes' }, 'forward_query', /true or false/],
  ])('refuses %s with a 422 naming the field, storing nothing', async (_name, fields, field, message) => {
    const before = await app.store.db.selectFrom('links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await pro('POST', '/links', { destination_url: 'https://example.com/refused', ...fields });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]?.join(' '), res.body).toMatch(message);
    const after = await app.store.db.selectFrom('links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a rule destination the safety policy refuses', async () => {
    const res = await pro('POST', '/links', { destination_url: 'https://example.com/', rules: [{ conditions: { os: ['ios'] }, destination_url: 'http://127.0.0.1/admin' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toMatch(/^destination_/);
    expect(res.json().errors.rules).toBeDefined();
  });

  it('gates rules, A/B and deep links on the plan, but not previews', async () => {
    await app.store.db.updateTable('plans').set({ api_access: 1 }).where('name', '=', 'free').execute();
    const { resetPlanCache } = await import('../../src/modules/accounts/plans.js');
    resetPlanCache();
    try {
      const res = await free('POST', '/links', { destination_url: 'https://example.com/', rules: SMART.rules, variants: SMART.variants, ios_url: SMART.ios_url, android_url: SMART.android_url });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('plan_feature');
      expect(Object.keys(res.json().errors).sort()).toEqual(['android_url', 'ios_url', 'rules', 'variants']);
      const preview = await free('POST', '/links', { destination_url: 'https://example.com/', preview: { title: 'Free card' } });
      expect(preview.statusCode, preview.body).toBe(201);
      expect(preview.json().data.preview).toEqual({ title: 'Free card', description: null, image: null });
      const usage = (await free('GET', '/account/usage')).json().data.limits;
      expect(usage).toMatchObject({ redirect_rules: false, ab_testing: false, deep_links: false, link_previews: true });
      expect((await pro('GET', '/account/usage')).json().data.limits).toMatchObject({ redirect_rules: true, ab_testing: true, deep_links: true, link_previews: true });
    } finally {
      await app.store.db.updateTable('plans').set({ api_access: 0 }).where('name', '=', 'free').execute();
      resetPlanCache();
    }
  });

  it('edits and clears smart fields with PATCH', async () => {
    const link = (await pro('POST', '/links', { destination_url: 'https://example.com/edit', ...SMART })).json().data;
    const patched = await pro('PATCH', `/links/${link.id}`, { rules: [], ios_url: null, preview: { title: '' }, forward_query: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ rules: null, ios_url: null, preview: null, forward_query: true, variants: SMART.variants, android_url: SMART.android_url });
    const bad = await pro('PATCH', `/links/${link.id}`, { variants: [{ destination_url: 'https://example.com/z', weight: 99 }, { destination_url: 'https://example.com/y', weight: 2 }] });
    expect(bad.statusCode).toBe(422);
    expect((await pro('GET', `/links/${link.id}`)).json().data.variants).toEqual(SMART.variants);
  });

  it('ends an A/B test with a winner, or with variants: null', async () => {
    const link = (await pro('POST', '/links', { destination_url: 'https://example.com/ab', variants: SMART.variants })).json().data;
    const notOne = await pro('POST', `/links/${link.id}/variants/winner`, { destination_url: 'https://example.com/c' });
    expect(notOne.statusCode).toBe(422);
    expect(notOne.json().errors.destination_url).toBeDefined();
    const missing = await pro('POST', `/links/${link.id}/variants/winner`, {});
    expect(missing.statusCode).toBe(422);
    const won = await pro('POST', `/links/${link.id}/variants/winner`, { destination_url: 'https://example.com/b' });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().data).toMatchObject({ destination_url: 'https://example.com/b', variants: null });
    const again = await pro('POST', `/links/${link.id}/variants/winner`, { destination_url: 'https://example.com/b' });
    expect(again.statusCode).toBe(409);
    expect((await pro('POST', '/links/999999/variants/winner', { destination_url: 'https://example.com/b' })).statusCode).toBe(404);

    const other = (await pro('POST', '/links', { destination_url: 'https://example.com/ab2', variants: SMART.variants })).json().data;
    const cleared = await pro('PATCH', `/links/${other.id}`, { variants: null });
    expect(cleared.json().data).toMatchObject({ destination_url: 'https://example.com/ab2', variants: null });
  });

  it('tells where a described visitor goes, and why', async () => {
    const link = (await pro('POST', '/links', { destination_url: 'https://example.com/default', ...SMART, forward_query: true })).json().data;
    const ask = (visitor: object) => pro('POST', `/links/${link.id}/test-visitor`, visitor);
    expect((await ask({ os: 'ios' })).json().data).toEqual({ destination_url: 'myapp://item/1', reason: 'deep_link', rule_index: null, variant_index: null });
    expect((await ask({ device: 'mobile', os: 'windows', country: 'BE', language: 'fr-BE,fr;q=0.9' })).json().data).toMatchObject({ destination_url: 'https://example.com/fr-mobile', reason: 'rule', rule_index: 0 });
    expect((await ask({ query: { ref: 'mail', beta: '' }, time: '2030-06-01T00:00:00Z' })).json().data).toMatchObject({ destination_url: 'https://example.com/mail?ref=mail&beta=', rule_index: 1 });
    expect((await ask({ variant: 1 })).json().data).toMatchObject({ destination_url: 'https://example.com/b', reason: 'variant', variant_index: 1 });
    expect((await ask({ os: 'beos' })).statusCode).toBe(422);
    const readOnly = client(app, (await createAccount(app, 'pro', ['links:read'])).token);
    expect((await readOnly('POST', `/links/${link.id}/test-visitor`, {})).statusCode).toBe(404);
  });
});
