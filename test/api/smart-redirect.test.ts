import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rescanLinks } from '../../src/modules/links/links.rescan.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount } from '../helpers/accounts.js';
import { DIALECTS } from '../helpers/stores.js';
import { decodeQr } from '../helpers/zbar.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  imessage: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
};

describe.each(DIALECTS)('smart redirects on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  const dir = mkdtempSync(join(tmpdir(), 'smart-'));
  const threats = join(dir, 'threats.txt');
  const aasa = join(dir, 'aasa.json');
  const visit = (slug: string, headers: Record<string, string> = {}, query = '') =>
    app.http.inject({ method: 'GET', url: `/${slug}${query}`, headers: { 'user-agent': UA.chrome, ...headers } });
  const create = async (body: object) => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; slug: string };
  };

  beforeAll(async () => {
    writeFileSync(threats, 'listed-elsewhere.test\n');
    writeFileSync(aasa, JSON.stringify({ applinks: { details: [{ appIDs: ['TEAM.com.example.app'], components: [{ '/': '/*' }] }] } }));
    app = await buildTestApp(dialect, { COUNTRY_HEADER: 'CF-IPCountry', THREAT_LIST_PATHS: threats, APPLE_APP_SITE_ASSOCIATION_PATH: aasa });
    call = client(app, (await createAccount(app, 'business')).token);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends each visitor to the first rule that matches, else the destination, never cacheable', async () => {
    const link = await create({
      destination_url: 'https://example.com/default',
      redirect_type: 301,
      forward_query: false,
      rules: [
        { conditions: { device: ['mobile'], os: ['ios'] }, destination_url: 'https://example.com/iphone' },
        { conditions: { country: ['FR', 'BE'], language: ['fr'] }, destination_url: 'https://example.com/fr' },
        { conditions: { query: { src: 'mail', beta: null } }, destination_url: 'https://example.com/mail' },
        { conditions: { after: '2000-01-01T00:00:00Z', before: '2001-01-01T00:00:00Z' }, destination_url: 'https://example.com/y2k' },
      ],
    });
    const location = async (headers: Record<string, string>, query = '') => (await visit(link.slug, headers, query)).headers.location;
    expect(await location({ 'user-agent': UA.iphone, 'cf-ipcountry': 'FR', 'accept-language': 'fr' })).toBe('https://example.com/iphone');
    expect(await location({ 'cf-ipcountry': 'BE', 'accept-language': 'fr-BE,en;q=0.5' })).toBe('https://example.com/fr');
    expect(await location({ 'cf-ipcountry': 'DE', 'accept-language': 'fr' })).toBe('https://example.com/default');
    expect(await location({ 'cf-ipcountry': 'FR', 'accept-language': 'en, fr;q=0.9' })).toBe('https://example.com/default');
    expect(await location({}, '?src=mail&beta')).toBe('https://example.com/mail');
    expect(await location({}, '?src=mail')).toBe('https://example.com/default');
    const res = await visit(link.slug);
    expect(res.statusCode).toBe(301);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('keeps a visitor on one A/B variant by a signed cookie on the link path, and splits by weight', async () => {
    const link = await create({
      destination_url: 'https://example.com/ab',
      variants: [
        { destination_url: 'https://example.com/a', weight: 20 },
        { destination_url: 'https://example.com/b', weight: 80 },
      ],
    });
    const first = await visit(link.slug);
    const cookie = first.cookies.find((c) => c.name === `ab_${link.id}`);
    expect(cookie).toMatchObject({ path: `/${link.slug}`, httpOnly: true, sameSite: 'Lax' });
    for (let i = 0; i < 5; i++) {
      const again = await visit(link.slug, { cookie: `ab_${link.id}=${cookie!.value}` });
      expect(again.headers.location).toBe(first.headers.location);
      expect(again.cookies).toEqual([]);
    }
    // A forged value (another index, the signature of nothing) is a fresh draw with a new cookie.
    const forged = await visit(link.slug, { cookie: `ab_${link.id}=${cookie!.value.startsWith('0') ? '1' : '0'}${cookie!.value.slice(1)}` });
    expect(forged.cookies.map((c) => c.name)).toEqual([`ab_${link.id}`]);
    const counts = { 'https://example.com/a': 0, 'https://example.com/b': 0 } as Record<string, number>;
    for (let i = 0; i < 300; i++) counts[(await visit(link.slug)).headers.location as string]!++;
    // 20/80 of 300: 60 expected; these bounds fail once in more than a million runs.
    expect(counts['https://example.com/a']).toBeGreaterThan(25);
    expect(counts['https://example.com/a']).toBeLessThan(105);

    await app.clicks.flush();
    const analytics = (await call('GET', `/links/${link.id}/analytics`)).json().data;
    expect(analytics.variants.map((v: { value: string }) => v.value)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(analytics.variants.reduce((sum: number, v: { clicks: number }) => sum + v.clicks, 0)).toBe(307);
    // Ending the test keeps the breakdown of the variants it had.
    await call('POST', `/links/${link.id}/variants/winner`, { destination_url: 'https://example.com/b' });
    expect((await visit(link.slug)).headers.location).toBe('https://example.com/b');
    expect((await call('GET', `/links/${link.id}/analytics`)).json().data.variants).toEqual(analytics.variants);
  });

  it('opens the app on iOS and Android and the web elsewhere', async () => {
    const link = await create({ destination_url: 'https://example.com/web', ios_url: 'myapp://item/42', android_url: 'https://app.example.com/item/42' });
    // An app scheme gets a page that tries the app, then continues (app-link-page.test.ts).
    const iphone = await visit(link.slug, { 'user-agent': UA.iphone });
    expect(iphone.statusCode).toBe(200);
    expect(iphone.body).toContain('data-app="myapp://item/42"');
    expect((await visit(link.slug, { 'user-agent': UA.android })).headers.location).toBe('https://app.example.com/item/42');
    expect((await visit(link.slug)).headers.location).toBe('https://example.com/web');
  });

  it('forwards the query string without duplicating keys, unless switched off', async () => {
    const on = await create({ destination_url: 'https://example.com/p?utm_source=news&keep=1' });
    expect((await visit(on.slug, {}, '?utm_source=tw&x=1')).headers.location).toBe('https://example.com/p?keep=1&utm_source=tw&x=1');
    expect((await visit(on.slug)).headers.location).toBe('https://example.com/p?utm_source=news&keep=1');
    const off = await create({ destination_url: 'https://example.com/q', forward_query: false });
    expect((await visit(off.slug, {}, '?x=1')).headers.location).toBe('https://example.com/q');
    // Forwarding alone keeps a 301 cacheable: the query is part of the browser's cache key.
    const permanent = await create({ destination_url: 'https://example.com/perm', redirect_type: 301 });
    expect((await visit(permanent.slug)).headers['cache-control']).toBe('private, max-age=3600');
    const anonymous = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '198.51.100.78', payload: { url: 'https://example.com/anon?a=1' } });
    expect((await visit(anonymous.json().slug, {}, '?a=2&b=3')).headers.location).toBe('https://example.com/anon?a=2&b=3');
  });

  it('shows link-preview bots an Open Graph page, escaped and noindex, and redirects people', async () => {
    const link = await create({ destination_url: 'https://example.com/sale', preview: { title: 'Sale "<now>"', description: 'Half & off', image: 'https://img.example.com/c.png' } });
    for (const bot of [UA.slack, UA.imessage]) {
      const res = await visit(link.slug, { 'user-agent': bot });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta property="og:title" content="Sale &quot;&lt;now&gt;&quot;">');
      expect(res.body).toContain('<meta property="og:description" content="Half &amp; off">');
      expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(res.body).not.toContain('<now>');
    }
    expect((await visit(link.slug)).statusCode).toBe(302);
    const plain = await create({ destination_url: 'https://example.com/no-card' });
    expect((await visit(plain.slug, { 'user-agent': UA.slack })).statusCode).toBe(302);
  });

  it('strips the QR marker, counts scans apart, and encodes it in the link codes', async () => {
    const link = await create({ destination_url: 'https://example.com/poster' });
    const scan = await visit(link.slug, {}, '?qr=1');
    expect(scan.headers.location).toBe('https://example.com/poster');
    expect((await visit(link.slug, {}, '?qr=1&ref=wall')).headers.location).toBe('https://example.com/poster?ref=wall');
    await visit(link.slug);
    await visit(link.slug, { 'user-agent': UA.slack }, '?qr=1');
    await app.clicks.flush();
    const data = (await call('GET', `/links/${link.id}/analytics`)).json().data;
    expect(data.sources).toEqual([{ value: 'link', clicks: 1 }, { value: 'qr', clicks: 2 }]);
    expect(data.series.at(-1)).toMatchObject({ clicks: 3, scans: 2 });
    expect(data.variants).toBeUndefined();
    const rows = await app.store.db.selectFrom('clicks').select(['source', 'is_bot']).where('link_id', '=', link.id).orderBy('event_id').execute();
    expect(rows).toEqual([{ source: 'qr', is_bot: 0 }, { source: 'qr', is_bot: 0 }, { source: 'link', is_bot: 0 }, { source: 'qr', is_bot: 1 }]);

    const png = await call('GET', `/links/${link.id}/qr`);
    expect(decodeQr(png.rawPayload)).toBe(`http://sho.rt/${link.slug}?qr=1`);
    const anonymous = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '198.51.100.77', payload: { url: 'https://example.com/anon' } });
    const code = await app.http.inject({ method: 'GET', url: new URL(anonymous.json().qr_url).pathname });
    expect(decodeQr(code.rawPayload)).toBe(`${anonymous.json().short_url}?qr=1`);
  });

  it('blocks a link on rescan when a rule destination became unsafe', async () => {
    const link = await create({ destination_url: 'https://example.com/safe', rules: [{ conditions: { os: ['ios'] }, destination_url: 'https://turned-bad.test/x' }] });
    expect((await visit(link.slug)).statusCode).toBe(302);
    writeFileSync(threats, 'listed-elsewhere.test\nturned-bad.test\n');
    await app.scanner.reloadThreatLists();
    // The app's own rescan job also runs after a list reload and may block it first: either way it ends blocked.
    await rescanLinks({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: 'http://sho.rt' });
    expect((await call('GET', `/links/${link.id}`)).json().data.status).toBe('blocked');
    expect((await visit(link.slug)).statusCode).toBe(451);
  });

  it('serves the app association files: the operator\'s on the default host, a domain\'s own on it', async () => {
    const own = await app.http.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/json');
    expect(own.json().applinks.details[0].appIDs).toEqual(['TEAM.com.example.app']);
    expect((await app.http.inject({ method: 'GET', url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);

    const owner = await app.store.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const domain = await app.store.db
      .insertInto('domains')
      .values({ workspace_id: owner.id, hostname: 'go.brand.test', status: 'verified', verify_token_hash: 'x', verified_at: now, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const statements = [{ relation: ['delegate_permission/common.handle_all_urls'], target: { namespace: 'android_app', package_name: 'com.brand' } }];
    const patched = await call('PATCH', `/domains/${domain.id}`, { assetlinks: statements });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ assetlinks: statements, apple_app_site_association: null });
    const branded = (path: string) => app.http.inject({ method: 'GET', url: path, headers: { host: 'go.brand.test' } });
    const links = await branded('/.well-known/assetlinks.json');
    expect(links.statusCode).toBe(200);
    expect(links.json()).toEqual(statements);
    expect((await branded('/.well-known/apple-app-site-association')).statusCode).toBe(404);
    const big = await call('PATCH', `/domains/${domain.id}`, { apple_app_site_association: { pad: 'x'.repeat(40_000) } });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.apple_app_site_association).toBeDefined();
    expect((await call('PATCH', `/domains/${domain.id}`, { assetlinks: { not: 'a list' } })).statusCode).toBe(422);
    // Nested deeper than JSON.stringify's call stack goes (an 8 KB body): a field error, not a 500.
    const deep = `{"assetlinks":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const nested = await call('PATCH', `/domains/${domain.id}`, deep, { headers: { 'content-type': 'application/json' } });
    expect(nested.statusCode, nested.body).toBe(422);
    expect(nested.json().errors.assetlinks).toEqual([expect.stringContaining('32 levels')]);
    const object = await call('PATCH', `/domains/${domain.id}`, { apple_app_site_association: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) });
    expect(object.statusCode, object.body).toBe(422);
    expect((await branded('/.well-known/assetlinks.json')).json()).toEqual(statements);
  });
});
