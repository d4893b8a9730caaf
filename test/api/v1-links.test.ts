import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, client, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Call = ReturnType<typeof client>;

const PRO_DEFAULTS = { links_per_month: 5000, custom_slugs: 1, link_expiration: 1, click_limits: 1, password_protection: 1, edit_destination: 1 };
const BUSINESS_DEFAULTS = { links_per_month: 50000 };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

function expectValidation(res: LightMyRequestResponse, field: string): string[] {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json();
  expect(body).toEqual({
    message: expect.any(String),
    error: { type: 'validation', code: expect.any(String), message: body.message },
    errors: expect.any(Object),
  });
  expect(body.errors[field], `errors.${field} in ${res.body}`).toEqual(expect.arrayContaining([expect.any(String)]));
  return body.errors[field];
}

function expectType(res: LightMyRequestResponse, status: number, type: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), error: { type, message: expect.any(String) } });
  // A 422 is the interface's validation-error shape, whatever its type.
  if (status === 422) expect(res.json().errors, res.body).toEqual(expect.any(Object));
}

describe.each(DIALECTS)('/api/v1/links on %s', (dialect) => {
  let app: TestApp;
  let biz: TestAccount;
  let pro: TestAccount;
  let other: TestAccount;
  let lister: TestAccount;
  let call: Call;
  let proCall: Call;
  let otherCall: Call;
  let slugs = 0;
  const uniqueSlug = (prefix = 'slug') => `${prefix}-${dialect}-${++slugs}`;

  const addFolder = async (workspaceId: number, name: string, position = 0): Promise<number> => {
    const now = new Date().toISOString();
    const row = await app.store.db
      .insertInto('folders')
      .values({ workspace_id: workspaceId, name, color: '#336699', position, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const create = async (c: Call, body: Record<string, unknown>) => {
    const res = await c('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const redirect = (slug: string) => app.http.inject({ method: 'GET', url: `/${slug}` });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    [biz, pro, other, lister] = await Promise.all([
      createAccount(app, 'business'),
      createAccount(app, 'pro'),
      createAccount(app, 'pro'),
      createAccount(app, 'business'),
    ]);
    call = client(app, biz.token);
    proCall = client(app, pro.token);
    otherCall = client(app, other.token);
  });
  afterAll(async () => {
    await setPlanLimits(app, 'pro', PRO_DEFAULTS);
    await app.close();
  });

  describe('POST /links', () => {
    afterEach(async () => {
      await setPlanLimits(app, 'pro', PRO_DEFAULTS);
      await setPlanLimits(app, 'business', BUSINESS_DEFAULTS);
    });

    it('creates a link with every field and never returns the password', async () => {
      const folderId = await addFolder(biz.workspaceId, 'Campaigns');
      const slug = uniqueSlug('every');
      const expiresAt = inAWeek();
      const res = await call('POST', '/links', {
        destination_url: 'https://example.com/page?x=1',
        slug,
        title: 'Spring sale',
        description: 'The spring landing page',
        notes: 'for the newsletter',
        redirect_type: 301,
        folder_id: folderId,
        tags: ['spring', 'newsletter'],
        utm: { source: 'news', medium: 'email', campaign: 'spring' },
        expires_at: expiresAt,
        fallback_url: 'https://example.com/over',
        click_limit: 100,
        password: 'open sesame',
        qr: { dot_style: 'dots', foreground: '#112233' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const link = res.json().data;
      expect(link).toEqual({
        id: expect.any(Number),
        slug,
        short_url: `http://sho.rt/${slug}`,
        destination_url: 'https://example.com/page?x=1&utm_source=news&utm_medium=email&utm_campaign=spring',
        title: 'Spring sale',
        description: 'The spring landing page',
        notes: 'for the newsletter',
        status: 'active',
        redirect_type: 301,
        folder_id: folderId,
        tags: ['newsletter', 'spring'],
        expires_at: expiresAt,
        fallback_url: 'https://example.com/over',
        click_limit: 100,
        has_password: true,
        total_clicks: 0,
        unique_clicks: 0,
        last_clicked_at: null,
        utm: { source: 'news', medium: 'email', campaign: 'spring' },
        domain: null,
        indexable: false,
        rules: null,
        variants: null,
        ios_url: null,
        android_url: null,
        forward_query: true,
        preview: null,
        health: 'unknown',
        health_checked_at: null,
        health_reason: null,
        qr: expect.objectContaining({ dot_style: 'dots', foreground: expect.stringMatching(/^#?112233$/i) }),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(res.body).not.toContain('open sesame');
      expect(res.body).not.toContain('scrypt');
      const row = await app.store.db.selectFrom('links').select('password_hash').where('id', '=', link.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect((await call('GET', `/links/${link.id}`)).json()).toEqual({ data: link });
    });

    it('fills the defaults: random 7-character slug, 302, active, empty tags', async () => {
      const link = await create(call, { destination_url: 'https://example.com/defaults', ignored_field: true });
      expect(link).toMatchObject({
        slug: expect.stringMatching(/^[0-9A-Za-z]{7}$/),
        redirect_type: 302,
        status: 'active',
        tags: [],
        folder_id: null,
        title: null,
        expires_at: null,
        click_limit: null,
        has_password: false,
      });
      const res = await redirect(link.slug);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://example.com/defaults');
    });

    it('redirects with the chosen redirect type', async () => {
      for (const type of [301, 307]) {
        const link = await create(call, { destination_url: `https://example.com/r${type}`, redirect_type: type });
        expect((await redirect(link.slug)).statusCode).toBe(type);
      }
    });

    it('merges utm into the destination, replacing utm parameters already there', async () => {
      const link = await create(call, {
        destination_url: 'https://example.com/p?utm_source=old&keep=1#top',
        utm: { source: 'new', term: 'shoes', content: 'hero' },
      });
      const url = new URL(link.destination_url);
      expect(url.searchParams.get('utm_source')).toBe('new');
      expect(url.searchParams.get('utm_term')).toBe('shoes');
      expect(url.searchParams.get('utm_content')).toBe('hero');
      expect(url.searchParams.get('keep')).toBe('1');
      expect(url.hash).toBe('#top');
      expect((await redirect(link.slug)).headers.location).toBe(link.destination_url);
    });

    it('replaces the utm parameters in the destination when utm is edited, and removes them when it is cleared', async () => {
      const link = await create(call, {
        destination_url: 'https://example.com/p?keep=1',
        utm: { source: 's', medium: 'm', campaign: 'c', term: 't', content: 'x' },
      });
      const edited = (await call('PATCH', `/links/${link.id}`, { utm: { source: 'changed' } })).json().data;
      expect(edited.utm).toEqual({ source: 'changed' });
      expect(edited.destination_url).toBe('https://example.com/p?keep=1&utm_source=changed');
      const cleared = (await call('PATCH', `/links/${link.id}`, { utm: null })).json().data;
      expect(cleared.utm).toBeNull();
      expect(cleared.destination_url).toBe('https://example.com/p?keep=1');
      expect((await redirect(link.slug)).headers.location).toBe('https://example.com/p?keep=1');
    });

    it('creates tags on first use and reuses them afterwards', async () => {
      const tag = `fresh-${dialect}`;
      await create(call, { destination_url: 'https://example.com/t1', tags: [tag, 'shared'] });
      await create(call, { destination_url: 'https://example.com/t2', tags: [tag, ` ${tag} `] });
      const tags = (await call('GET', '/tags')).json().data;
      expect(tags.filter((t: { name: string }) => t.name === tag)).toEqual([
        { id: expect.any(Number), name: tag, color: null, links_count: 2, created_at: expect.any(String) },
      ]);
    });

    it('takes tag names that differ only in letter case as one tag, in filters too', async () => {
      const tag = `Season-${dialect}`;
      const first = await create(call, { destination_url: 'https://example.com/s1', tags: [tag, tag.toLowerCase()] });
      expect(first.tags).toEqual([tag]);
      const second = await create(call, { destination_url: 'https://example.com/s2', tags: [tag.toUpperCase()] });
      expect(second.tags).toEqual([tag]);
      const listed = (await call('GET', `/links?tag=${tag.toLowerCase()}`)).json().data.map((link: { id: number }) => link.id);
      expect(listed.sort()).toEqual([first.id, second.id].sort());
      expect((await call('GET', '/tags')).json().data.filter((t: { name: string }) => t.name.toLowerCase() === tag.toLowerCase())).toHaveLength(1);
      // A capital outside ASCII is kept and found again the same way on both stores.
      const accented = `\u00c9lan-${dialect}`;
      const third = await create(call, { destination_url: 'https://example.com/s3', tags: [accented] });
      const fourth = await create(call, { destination_url: 'https://example.com/s4', tags: [accented] });
      expect([third.tags, fourth.tags]).toEqual([[accented], [accented]]);
      const withAccent = (await call('GET', `/links?tag=${encodeURIComponent(accented)}`)).json().data.map((link: { id: number }) => link.id);
      expect(withAccent.sort()).toEqual([third.id, fourth.id].sort());
    });

    it('takes a composed and a decomposed tag name as one tag, and refuses invisible or direction-changing ones', async () => {
      const link = await create(call, { destination_url: 'https://example.com/cafe', tags: ['caf\u00e9', 'cafe\u0301'] });
      expect(link.tags).toEqual(['caf\u00e9']);
      for (const tag of ['a\u200b', '\u202eevil', 'x\u2066y']) {
        const res = await call('POST', '/links', { destination_url: 'https://example.com/t', tags: [tag] });
        expectValidation(res, 'tags');
      }
    });

    it('accepts a slug in any letter case as a different slug', async () => {
      const slug = uniqueSlug('Case');
      await create(call, { destination_url: 'https://example.com/lower', slug: slug.toLowerCase() });
      await create(call, { destination_url: 'https://example.com/upper', slug: slug.toUpperCase() });
      expect((await redirect(slug.toUpperCase())).headers.location).toBe('https://example.com/upper');
    });

    it('refuses a taken slug, even one taken by another account or a deleted link', async () => {
      const slug = uniqueSlug('taken');
      const first = await create(otherCall, { destination_url: 'https://example.com/first', slug });
      expect(expectValidation(await call('POST', '/links', { destination_url: 'https://example.com/x', slug }), 'slug')).toEqual([
        'slug already taken',
      ]);
      expect((await otherCall('DELETE', `/links/${first.id}`)).statusCode).toBe(204);
      expect(expectValidation(await call('POST', '/links', { destination_url: 'https://example.com/x', slug }), 'slug')).toEqual([
        'slug already taken',
      ]);
    });

    it.each(['api', 'qr', 'app', 'www', 'API', 'claim', 'docs', 'healthz', 'readyz', 'preview', 'static', 'signup', 'metrics', 'admin', 'ADMIN', 'Login'])(
      'refuses the reserved slug %s as taken',
      async (slug) => {
        const res = await call('POST', '/links', { destination_url: 'https://example.com/x', slug });
        expect(expectValidation(res, 'slug')).toEqual(['slug already taken']);
      },
    );

    it.each<[string, Record<string, unknown>]>([
      ['destination_url', {}],
      ['destination_url', { destination_url: 42 }],
      ['destination_url', { destination_url: '' }],
      ['destination_url', { destination_url: 'ftp://example.com/file' }],
      ['destination_url', { destination_url: 'javascript:alert(1)' }],
      ['destination_url', { destination_url: 'not a url' }],
      ['destination_url', { destination_url: `https://example.com/${'a'.repeat(2048)}` }],
      ['destination_url', { destination_url: 'http://127.0.0.1/admin' }],
      ['destination_url', { destination_url: 'http://sho.rt/abcdefg' }],
      ['slug', { slug: 'abc' }],
      ['slug', { slug: 'a'.repeat(65) }],
      ['slug', { slug: 'with space' }],
      ['slug', { slug: 'dots.not.ok' }],
      ['slug', { slug: 12345 }],
      ['title', { title: 42 }],
      ['title', { title: 'x'.repeat(256) }],
      ['title', { title: 'nul\u0000byte' }],
      ['description', { description: 'bell\u0007' }],
      ['notes', { notes: '\u0000' }],
      ['description', { description: { text: 'x' } }],
      ['notes', { notes: ['x'] }],
      ['redirect_type', { redirect_type: 303 }],
      ['redirect_type', { redirect_type: '301' }],
      ['folder_id', { folder_id: 'abc' }],
      ['folder_id', { folder_id: -1 }],
      ['folder_id', { folder_id: 1.5 }],
      ['folder_id', { folder_id: 99999999 }],
      ['tags', { tags: 'red' }],
      ['tags', { tags: [1] }],
      ['tags', { tags: [''] }],
      ['tags', { tags: ['red\u0000'] }],
      ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
      ['utm', { utm: 'source=x' }],
      ['utm.source', { utm: { source: 1 } }],
      ['expires_at', { expires_at: 'tomorrow' }],
      ['expires_at', { expires_at: 1893456000 }],
      ['expires_at', { expires_at: '2001-01-01T00:00:00Z' }],
      ['fallback_url', { fallback_url: 'nope' }],
      ['fallback_url', { fallback_url: 'http://10.0.0.1/' }],
      ['click_limit', { click_limit: 0 }],
      ['click_limit', { click_limit: -5 }],
      ['click_limit', { click_limit: 2.5 }],
      ['click_limit', { click_limit: '10' }],
      ['password', { password: 42 }],
      ['password', { password: '' }],
      ['qr.dot_style', { qr: { dot_style: 'stars' } }],
      ['qr', { qr: 'dots' }],
    ])('answers 422 naming %s for %j', async (field, body) => {
      const payload = 'destination_url' in body || field === 'destination_url' ? body : { destination_url: 'https://example.com/v', ...body };
      expectValidation(await call('POST', '/links', payload), field);
    });

    it('reports every invalid field at once', async () => {
      const res = await call('POST', '/links', { destination_url: 7, slug: '!', redirect_type: 1, click_limit: 0 });
      expectValidation(res, 'destination_url');
      expect(Object.keys(res.json().errors).sort()).toEqual(['click_limit', 'destination_url', 'redirect_type', 'slug']);
    });

    it.each<[string, string]>([
      ['{"destination_url": ', 'application/json'],
      ['{destination_url: "https://example.com"}', 'application/json'],
      ['[1, 2', 'application/json'],
      ['', 'application/json'],
      ['<a/>', 'application/xml'],
      ['destination_url=https://example.com', 'text/plain'],
      // Forms are read on /api/shorten only (ADR 0004).
      ['destination_url=https://example.com', 'application/x-www-form-urlencoded'],
    ])('answers 422 validation for the body %j that is not valid JSON', async (payload, contentType) => {
      const res = await call('POST', '/links', payload, { headers: { 'content-type': contentType } });
      expectType(res, 422, 'validation');
    });

    it('reads null for an optional field on create as the field left out', async () => {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/nulls', slug: null, title: null, expires_at: null, password: null, click_limit: null, utm: null, qr: null, folder_id: null, redirect_type: null });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ title: null, expires_at: null, has_password: false, click_limit: null, redirect_type: 302, status: 'active' });
      expect(res.json().data.slug).toMatch(/^[A-Za-z0-9]{7}$/);
      expectValidation(await call('POST', '/links', { destination_url: null }), 'destination_url');
    });

    it('ignores unknown fields, __proto__ and constructor included', async () => {
      const payload = '{"destination_url":"https://example.com/proto","__proto__":{"title":"x"},"constructor":{"prototype":{"y":1}},"extra":1}';
      const res = await call('POST', '/links', payload, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ destination_url: 'https://example.com/proto', title: null });
      expect(({} as Record<string, unknown>).y).toBeUndefined();
    });

    it.each([['[]'], ['"https://example.com"'], ['null'], ['42']])('answers 422 validation for the JSON body %s that is not an object', async (payload) => {
      const res = await call('POST', '/links', payload, { headers: { 'content-type': 'application/json' } });
      expectType(res, 422, 'validation');
    });

    it("refuses another account's folder as it refuses a missing one", async () => {
      const foreign = await addFolder(other.workspaceId, 'Not yours');
      const messages = expectValidation(await call('POST', '/links', { destination_url: 'https://example.com/f', folder_id: foreign }), 'folder_id');
      expect(messages[0]).toMatch(/your folders/);
    });

    it('refuses plan-gated fields with 422 entitlement, naming each field', async () => {
      await setPlanLimits(app, 'pro', { link_expiration: 0, click_limits: 0, password_protection: 0 });
      for (const [field, value] of [
        ['expires_at', inAWeek()],
        ['fallback_url', 'https://example.com/fb'],
        ['click_limit', 5],
        ['password', 'secret'],
      ] as const) {
        const res = await proCall('POST', '/links', { destination_url: 'https://example.com/gated', [field]: value });
        expectType(res, 422, 'entitlement');
        expect(res.json().errors[field]).toEqual([expect.stringMatching(/Pro plan/)]);
      }
      const all = await proCall('POST', '/links', { destination_url: 'https://example.com/g', click_limit: 1, password: 'x' });
      expect(Object.keys(all.json().errors).sort()).toEqual(['click_limit', 'password']);
      // The same fields are fine on a plan that has them.
      await create(call, { destination_url: 'https://example.com/ok', click_limit: 5, password: 'secret', expires_at: inAWeek() });
    });

    it('refuses a custom slug with 422 entitlement when the plan lacks custom slugs', async () => {
      await setPlanLimits(app, 'pro', { custom_slugs: 0 });
      const res = await proCall('POST', '/links', { destination_url: 'https://example.com/custom', slug: uniqueSlug('custom') });
      expectType(res, 422, 'entitlement');
      expect(res.json().errors.slug).toBeDefined();
      const link = await create(proCall, { destination_url: 'https://example.com/random-slug' });
      expectType(await proCall('PATCH', `/links/${link.id}`, { slug: uniqueSlug('custom') }), 422, 'entitlement');
    });

    it('gives a slug to exactly one of two parallel creates', async () => {
      const slug = uniqueSlug('race');
      const results = await Promise.all([
        call('POST', '/links', { destination_url: 'https://example.com/race-a', slug }),
        otherCall('POST', '/links', { destination_url: 'https://example.com/race-b', slug }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 422]);
      expect(results.find((res) => res.statusCode === 422)!.json().errors.slug).toEqual(['slug already taken']);
    });

    it('refuses a destination edit with 422 entitlement when the plan lacks it, but allows other edits', async () => {
      const link = await create(proCall, { destination_url: 'https://example.com/fixed', click_limit: 3, utm: { source: 'news' } });
      await setPlanLimits(app, 'pro', { edit_destination: 0, click_limits: 0 });
      const res = await proCall('PATCH', `/links/${link.id}`, { destination_url: 'https://example.com/moved' });
      expectType(res, 422, 'entitlement');
      expect(res.json().errors.destination_url).toBeDefined();
      // utm is part of the destination: changing it is a destination edit too; resending it is not.
      expectType(await proCall('PATCH', `/links/${link.id}`, { utm: { source: 'other' } }), 422, 'entitlement');
      expect((await proCall('PATCH', `/links/${link.id}`, { utm: { source: 'news' } })).statusCode).toBe(200);
      const same = await proCall('PATCH', `/links/${link.id}`, { destination_url: 'https://example.com/fixed', title: 'ok' });
      expect(same.json().data?.destination_url).toBe('https://example.com/fixed?utm_source=news');
      expect(same.statusCode, same.body).toBe(200);
      // Clearing a gated field is always allowed.
      const cleared = await proCall('PATCH', `/links/${link.id}`, { click_limit: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data.click_limit).toBeNull();
    });

    it('answers 422 entitlement once the monthly quota is reached; failed creates cost nothing', async () => {
      const account = await createAccount(app, 'pro');
      const c = client(app, account.token);
      await setPlanLimits(app, 'pro', { links_per_month: 2 });
      const slug = uniqueSlug('quota');
      await create(c, { destination_url: 'https://example.com/q1', slug });
      expectValidation(await c('POST', '/links', { destination_url: 'https://example.com/q2', slug }), 'slug');
      expectValidation(await c('POST', '/links', { destination_url: 'http://localhost/' }), 'destination_url');
      await create(c, { destination_url: 'https://example.com/q3' });
      const res = await c('POST', '/links', { destination_url: 'https://example.com/q4' });
      expectType(res, 422, 'entitlement');
      expect(res.json().message).toMatch(/quota/i);
      const usage = (await c('GET', '/account/usage')).json().data;
      expect(usage.usage.links_created).toBe(2);
      expect(usage.limits.links_per_month).toBe(2);
      // Deleting a link does not give the month's quota back.
      const first = (await c('GET', '/links')).json().data[0];
      expect((await c('DELETE', `/links/${first.id}`)).statusCode).toBe(204);
      expectType(await c('POST', '/links', { destination_url: 'https://example.com/q5' }), 422, 'entitlement');
    });

    it('never overshoots the quota under concurrent creates', async () => {
      const account = await createAccount(app, 'pro');
      const c = client(app, account.token);
      await setPlanLimits(app, 'pro', { links_per_month: 3 });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => c('POST', '/links', { destination_url: `https://example.com/race/${i}` })),
      );
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(3);
      expect(results.filter((res) => res.statusCode === 422 && res.json().error.type === 'entitlement')).toHaveLength(5);
    });
  });

  describe('GET, PATCH and DELETE /links/{id}', () => {
    it('keeps every field a PATCH does not name', async () => {
      const folderId = await addFolder(biz.workspaceId, 'Kept');
      const link = await create(call, {
        destination_url: 'https://example.com/kept',
        title: 'Kept title',
        description: 'kept description',
        notes: 'kept notes',
        redirect_type: 301,
        folder_id: folderId,
        tags: ['kept'],
        utm: { source: 'news' },
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        fallback_url: 'https://example.com/fallback',
        click_limit: 50,
        password: 'a long password',
        qr: { dot_style: 'dots' },
      });
      const before = (await call('GET', `/links/${link.id}`)).json().data;
      const changes = [
        { title: 'Only the title' },
        { description: 'Only the description' },
        { notes: 'Only the notes' },
        { redirect_type: 307 },
        { click_limit: 60 },
        { tags: ['kept'] },
        { folder_id: null },
        {},
      ];
      for (const change of changes) {
        const res = await call('PATCH', `/links/${link.id}`, change);
        expect(res.statusCode, res.body).toBe(200);
        const { updated_at: _at, ...after } = res.json().data;
        const { updated_at: _was, ...expected } = { ...before, ...change };
        expect(after).toEqual(expected);
        Object.assign(before, change);
      }
    });

    it('updates any subset of fields and answers 200 with the link', async () => {
      const link = await create(call, { destination_url: 'https://example.com/edit', title: 'Before', tags: ['one', 'two'] });
      const folderId = await addFolder(biz.workspaceId, 'Edited');
      const res = await call('PATCH', `/links/${link.id}`, {
        title: 'After',
        description: 'now described',
        tags: ['two', 'three'],
        folder_id: folderId,
        redirect_type: 307,
        unknown: 'ignored',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        id: link.id,
        slug: link.slug,
        title: 'After',
        description: 'now described',
        tags: ['three', 'two'],
        folder_id: folderId,
        redirect_type: 307,
        destination_url: 'https://example.com/edit',
      });
      expect((await redirect(link.slug)).statusCode).toBe(307);

      const foreign = await addFolder(other.workspaceId, 'Theirs');
      expectValidation(await call('PATCH', `/links/${link.id}`, { folder_id: foreign }), 'folder_id');
      const cleared = await call('PATCH', `/links/${link.id}`, { title: null, folder_id: null, tags: [] });
      expect(cleared.json().data).toMatchObject({ title: null, folder_id: null, tags: [] });
      expect((await call('PATCH', `/links/${link.id}`, {})).statusCode).toBe(200);
    });

    it('moves a link to a new slug: the old one stops redirecting at once', async () => {
      const link = await create(call, { destination_url: 'https://example.com/renamed' });
      expect((await redirect(link.slug)).statusCode).toBe(302);
      const slug = uniqueSlug('renamed');
      const res = await call('PATCH', `/links/${link.id}`, { slug });
      expect(res.json().data).toMatchObject({ slug, short_url: `http://sho.rt/${slug}` });
      expect((await redirect(link.slug)).statusCode).toBe(404);
      expect((await redirect(slug)).headers.location).toBe('https://example.com/renamed');
    });

    it('refuses a taken, reserved or malformed slug on PATCH', async () => {
      const a = await create(call, { destination_url: 'https://example.com/a', slug: uniqueSlug('patch-a') });
      const b = await create(call, { destination_url: 'https://example.com/b' });
      expect(expectValidation(await call('PATCH', `/links/${b.id}`, { slug: a.slug }), 'slug')).toEqual(['slug already taken']);
      expect(expectValidation(await call('PATCH', `/links/${b.id}`, { slug: 'static' }), 'slug')).toEqual(['slug already taken']);
      expect(expectValidation(await call('PATCH', `/links/${b.id}`, { slug: 'qr' }), 'slug')).toEqual(['slug already taken']);
      expectValidation(await call('PATCH', `/links/${b.id}`, { slug: 'x' }), 'slug');
      expect((await call('PATCH', `/links/${b.id}`, { slug: b.slug })).statusCode).toBe(200);
    });

    it('rescans a new destination and refuses an unsafe one', async () => {
      const link = await create(call, { destination_url: 'https://example.com/safe' });
      expectValidation(await call('PATCH', `/links/${link.id}`, { destination_url: 'http://192.168.0.1/' }), 'destination_url');
      const moved = await call('PATCH', `/links/${link.id}`, { destination_url: 'https://example.org/moved' });
      expect(moved.json().data.destination_url).toBe('https://example.org/moved');
      expect((await redirect(link.slug)).headers.location).toBe('https://example.org/moved');
    });

    it('validates PATCH bodies like creates', async () => {
      const link = await create(call, { destination_url: 'https://example.com/patch-validate' });
      expectValidation(await call('PATCH', `/links/${link.id}`, { redirect_type: 200 }), 'redirect_type');
      expectValidation(await call('PATCH', `/links/${link.id}`, { destination_url: null }), 'destination_url');
      expectType(await call('PATCH', `/links/${link.id}`, '{"title":', { headers: { 'content-type': 'application/json' } }), 422, 'validation');
    });

    it('deletes with 204 and no body; the link is gone everywhere at once', async () => {
      const link = await create(call, { destination_url: 'https://example.com/deleted' });
      expect((await redirect(link.slug)).statusCode).toBe(302);
      const res = await call('DELETE', `/links/${link.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await redirect(link.slug)).statusCode).toBe(404);
      for (const [method, url] of [
        ['GET', `/links/${link.id}`],
        ['PATCH', `/links/${link.id}`],
        ['DELETE', `/links/${link.id}`],
        ['POST', `/links/${link.id}/enable`],
        ['POST', `/links/${link.id}/disable`],
      ] as const) {
        expectType(await call(method, url, method === 'PATCH' ? { title: 'x' } : undefined), 404, 'not_found');
      }
      expect((await call('GET', '/links?per_page=100')).json().data.map((l: { id: number }) => l.id)).not.toContain(link.id);
      const row = await app.store.db.selectFrom('links').select('deleted_at').where('id', '=', link.id).executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
    });

    it("answers another account's ids with the very same 404 as missing ones, on every id route", async () => {
      const theirs = await create(otherCall, { destination_url: 'https://example.com/theirs' });
      const missing = await call('GET', '/links/987654321');
      expectType(missing, 404, 'not_found');
      const routes: Array<['GET' | 'PATCH' | 'DELETE' | 'POST', string]> = [
        ['GET', ''],
        ['PATCH', ''],
        ['DELETE', ''],
        ['POST', '/enable'],
        ['POST', '/disable'],
        ['GET', '/analytics'],
      ];
      for (const [method, suffix] of routes) {
        const res = await call(method, `/links/${theirs.id}${suffix}`, method === 'PATCH' ? { title: 'mine now' } : undefined);
        expect(res.statusCode, `${method} ${suffix}`).toBe(404);
        expect(res.json()).toEqual(missing.json());
      }
      const after = (await otherCall('GET', `/links/${theirs.id}`)).json().data;
      expect(after).toMatchObject({ title: null, status: 'active' });
      expect((await redirect(theirs.slug)).statusCode).toBe(302);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '9223372036854775808', '%20', '0x10', '%ZZ', '%FF', '9'.repeat(600)])(
      'answers 404 (never 500) for the id %s',
      async (id) => {
        for (const [method, suffix] of [
          ['GET', ''],
          ['PATCH', ''],
          ['DELETE', ''],
          ['POST', '/enable'],
          ['POST', '/disable'],
          ['GET', '/analytics'],
        ] as const) {
          const res = await call(method, `/links/${id}${suffix}`, method === 'PATCH' ? { title: 'x' } : undefined);
          expect(res.statusCode, `${method} /links/${id}${suffix}: ${res.body}`).toBe(404);
          expect(res.json().error.type).toBe('not_found');
          expect(res.headers['x-ratelimit-limit']).toBeDefined();
        }
      },
    );
  });

  describe('enable and disable', () => {
    it('moves active -> disabled -> active with 200, and 409 state when already there', async () => {
      const link = await create(call, { destination_url: 'https://example.com/toggle' });
      const disabled = await call('POST', `/links/${link.id}/disable`);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data).toMatchObject({ id: link.id, status: 'disabled' });
      const page = await redirect(link.slug);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expectType(await call('POST', `/links/${link.id}/disable`), 409, 'state');

      const enabled = await call('POST', `/links/${link.id}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().data.status).toBe('active');
      expect((await redirect(link.slug)).statusCode).toBe(302);
      expectType(await call('POST', `/links/${link.id}/enable`), 409, 'state');
    });

    it('accepts a JSON content type with no body on disable, enable and delete', async () => {
      const link = await create(call, { destination_url: 'https://example.com/empty-json' });
      const json = { headers: { 'content-type': 'application/json' } };
      expect((await call('POST', `/links/${link.id}/disable`, '', json)).json().data.status).toBe('disabled');
      expect((await call('POST', `/links/${link.id}/enable`, '', json)).json().data.status).toBe('active');
      expect((await call('DELETE', `/links/${link.id}`, '', json)).statusCode).toBe(204);
    });

    it.each(['archived', 'expired', 'exhausted', 'blocked', 'pending_review'])(
      'answers 409 state to enable and disable of a %s link, leaving it unchanged',
      async (status) => {
        const link = await create(call, { destination_url: `https://example.com/state/${status}` });
        await app.store.db.updateTable('links').set({ status }).where('id', '=', link.id).execute();
        await app.cache.evict(link.slug);
        for (const action of ['enable', 'disable']) {
          const res = await call('POST', `/links/${link.id}/${action}`);
          expectType(res, 409, 'state');
          expect(res.json().message).toContain(status);
        }
        expect((await call('GET', `/links/${link.id}`)).json().data.status).toBe(status);
      },
    );
  });

  describe('GET /links', () => {
    const ids: Record<string, number> = {};
    let folderId = 0;
    let list: Call;

    beforeAll(async () => {
      list = client(app, lister.token);
      folderId = await addFolder(lister.workspaceId, 'Listed');
      const specs: Array<[string, Record<string, unknown>]> = [
        ['alpha', { destination_url: 'https://example.com/one', title: 'Alpha report', folder_id: folderId, tags: ['red'] }],
        ['beta', { destination_url: 'https://example.org/two', title: 'Beta 100%', tags: ['red', 'blue'] }],
        ['gamma', { destination_url: 'https://example.net/ALPHA', slug: `gamma_${dialect}_${++slugs}` }],
        ['off', { destination_url: 'https://example.com/off', title: 'switched off' }],
        ['old', { destination_url: 'https://example.com/old', title: 'archived one' }],
      ];
      for (const [name, body] of specs) ids[name] = (await create(list, body)).id;
      expect((await list('POST', `/links/${ids.off}/disable`)).statusCode).toBe(200);
      await app.store.db.updateTable('links').set({ status: 'archived' }).where('id', '=', ids.old!).execute();
    });

    const idsOf = (res: LightMyRequestResponse) => res.json().data.map((link: { id: number }) => link.id);

    it('lists the live, unarchived links newest first with page links and meta', async () => {
      const res = await list('GET', '/links');
      expect(res.statusCode).toBe(200);
      expect(idsOf(res)).toEqual([ids.off, ids.gamma, ids.beta, ids.alpha]);
      expect(res.json().meta).toEqual({ current_page: 1, per_page: 25, total: 4, last_page: 1 });
      expect(res.json().links).toEqual({
        first: 'http://sho.rt/api/v1/links?page=1&per_page=25',
        last: 'http://sho.rt/api/v1/links?page=1&per_page=25',
        prev: null,
        next: null,
      });
      expect(res.json().data[0]).toMatchObject({ status: 'disabled', tags: [] });
    });

    it.each<[string, string[]]>([
      ['search=alpha', ['gamma', 'alpha']],
      ['search=ALPHA', ['gamma', 'alpha']],
      ['search=gamma', ['gamma']],
      ['search=example.org', ['beta']],
      ['search=100%25', ['beta']],
      ['search=%25', ['beta']],
      ['search=_', ['gamma']],
      ['search=nothing-matches', []],
      ['search=alpha%00', []],
      ['tag=red%00', []],
      ['tag=red', ['beta', 'alpha']],
      ['tag=blue', ['beta']],
      ['tag=green', []],
      ['tag=red&search=beta', ['beta']],
      ['status=disabled', ['off']],
      ['status=archived', ['old']],
      ['status=active', ['gamma', 'beta', 'alpha']],
      ['status=expired', []],
    ])('filters with %s', async (query, expected) => {
      const res = await list('GET', `/links?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(idsOf(res)).toEqual(expected.map((name) => ids[name]));
      expect(res.json().meta.total).toBe(expected.length);
    });

    it('filters by folder_id', async () => {
      expect(idsOf(await list('GET', `/links?folder_id=${folderId}`))).toEqual([ids.alpha]);
      expect(idsOf(await list('GET', '/links?folder_id=987654'))).toEqual([]);
    });

    it("never shows another account's links", async () => {
      const res = await call('GET', '/links?per_page=100&search=example');
      for (const id of Object.values(ids)) expect(idsOf(res)).not.toContain(id);
    });

    it('walks pages of one with first, last, prev and next', async () => {
      const page = async (n: number) => (await list('GET', `/links?per_page=1&page=${n}&tag=red`)).json();
      const url = (n: number) => `http://sho.rt/api/v1/links?per_page=1&page=${n}&tag=red`;
      const normalize = (link: string | null) => (link ? Object.fromEntries(new URL(link).searchParams) : null);
      const first = await page(1);
      expect(first.data.map((l: { id: number }) => l.id)).toEqual([ids.beta]);
      expect(first.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
      expect(normalize(first.links.first)).toEqual(normalize(url(1)));
      expect(normalize(first.links.last)).toEqual(normalize(url(2)));
      expect(first.links.prev).toBeNull();
      expect(normalize(first.links.next)).toEqual(normalize(url(2)));
      expect(first.links.next.startsWith('http://sho.rt/api/v1/links?')).toBe(true);

      const second = await page(2);
      expect(second.data.map((l: { id: number }) => l.id)).toEqual([ids.alpha]);
      expect(normalize(second.links.prev)).toEqual(normalize(url(1)));
      expect(second.links.next).toBeNull();
      const followed = await list('GET', second.links.prev.replace('http://sho.rt/api/v1', ''));
      expect(followed.json().data[0].id).toBe(ids.beta);
    });

    it('answers an empty page past the end, pointing back to the last page', async () => {
      const res = await list('GET', '/links?per_page=2&page=7');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
      expect(res.json().meta).toEqual({ current_page: 7, per_page: 2, total: 4, last_page: 2 });
      expect(res.json().links.next).toBeNull();
      expect(new URL(res.json().links.prev).searchParams.get('page')).toBe('2');
    });

    it('answers a huge page number without failing', async () => {
      for (const page of ['1000000000', '9007199254740991', '99999999999999999999']) {
        const res = await list('GET', `/links?page=${page}`);
        expect([200, 422], `${page}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.json().data).toEqual([]);
        else expectValidation(res, 'page');
      }
    });

    it('accepts per_page 1 and 100', async () => {
      expect((await list('GET', '/links?per_page=1')).json().data).toHaveLength(1);
      const all = await list('GET', '/links?per_page=100');
      expect(all.json().data).toHaveLength(4);
      expect(all.json().meta).toMatchObject({ per_page: 100, last_page: 1 });
    });

    it.each([
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['per_page=ten', 'per_page'],
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['status=deleted', 'status'],
      ['folder_id=abc', 'folder_id'],
      ['folder_id=0', 'folder_id'],
      ['folder_id=99999999999999999999', 'folder_id'],
    ])('answers 422 for %s', async (query, field) => {
      expectValidation(await list('GET', `/links?${query}`), field);
    });
  });

  describe('POST /links/bulk', () => {
    afterEach(async () => {
      await setPlanLimits(app, 'business', BUSINESS_DEFAULTS);
    });

    it('creates rows independently and reports each failure with its index', async () => {
      const dup = uniqueSlug('bulk');
      const res = await call('POST', '/links/bulk', {
        links: [
          { destination_url: 'https://example.com/bulk/0', tags: ['bulk'] },
          { destination_url: 42 },
          { destination_url: 'https://example.com/bulk/2', slug: dup },
          { destination_url: 'https://example.com/bulk/3', slug: dup },
          { destination_url: 'http://localhost/bulk' },
          'not an object',
          { destination_url: 'https://example.com/bulk/6', click_limit: 3, password: 'pw' },
          { title: 'no destination' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const { created, failed } = res.json().data;
      expect(created.map((link: { destination_url: string }) => link.destination_url)).toEqual([
        'https://example.com/bulk/0',
        'https://example.com/bulk/2',
        'https://example.com/bulk/6',
      ]);
      expect(created[0]).toMatchObject({ tags: ['bulk'], status: 'active' });
      expect(created[2]).toMatchObject({ click_limit: 3, has_password: true });
      expect(failed.map((row: { index: number }) => row.index)).toEqual([1, 3, 4, 5, 7]);
      for (const row of failed) expect(row).toEqual({ code: expect.any(String), index: row.index, error: expect.any(String) });
      expect(failed[1].error).toContain('slug already taken');
      expect(failed[1].code).toBe('slug_taken');
      expect(failed[4].error).toContain('destination_url');
      for (const link of created) expect((await call('GET', `/links/${link.id}`)).statusCode).toBe(200);
    });

    it('reports rows over the monthly quota as failures', async () => {
      const account = await createAccount(app, 'business');
      const c = client(app, account.token);
      await setPlanLimits(app, 'business', { links_per_month: 2 });
      const res = await c('POST', '/links/bulk', {
        links: [0, 1, 2].map((i) => ({ destination_url: `https://example.com/bq/${i}` })),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.created).toHaveLength(2);
      expect(res.json().data.failed).toEqual([{ index: 2, code: 'quota_reached', error: expect.stringMatching(/quota/i) }]);
    });

    it('accepts exactly 100 rows and refuses 101 with 422', async () => {
      const many = (n: number) => ({ links: Array.from({ length: n }, (_, i) => ({ destination_url: `https://example.com/many/${i}` })) });
      expectValidation(await call('POST', '/links/bulk', many(101)), 'links');
      const ok = await call('POST', '/links/bulk', many(100));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.created).toHaveLength(100);
      expect(ok.json().data.failed).toEqual([]);
    }, 60_000);

    it.each<[string, unknown]>([
      ['an empty list', { links: [] }],
      ['links that is not an array', { links: { destination_url: 'https://example.com' } }],
      ['a missing links field', {}],
      ['a body that is an array', [{ destination_url: 'https://example.com' }]],
    ])('answers 422 validation for %s', async (_name, body) => {
      expectType(await call('POST', '/links/bulk', body as Record<string, unknown>), 422, 'validation');
    });

    it('answers 422 validation for a body that is not JSON', async () => {
      expectType(await call('POST', '/links/bulk', '{"links": [', { headers: { 'content-type': 'application/json' } }), 422, 'validation');
    });

    it('refuses bulk creation on Pro with 422 entitlement', async () => {
      const res = await proCall('POST', '/links/bulk', { links: [{ destination_url: 'https://example.com/pro-bulk' }] });
      expectType(res, 422, 'entitlement');
      expect(res.json().message).toMatch(/Business/);
    });
  });
});
