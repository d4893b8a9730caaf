import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** The attribute values of the page's elements, HTML entities decoded. */
const attribute = (body: string, name: string) => /* the page escapes & as &amp; */ new RegExp(`${name}="([^"]*)"`).exec(body)?.[1]?.replaceAll('&amp;', '&') ?? null;

describe('app deep links with an app scheme', () => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let ip = 0;
  const visit = (slug: string, ua: string, query = '', method: 'GET' | 'HEAD' = 'GET') =>
    app.http.inject({ method, url: `/${slug}${query}`, remoteAddress: `198.51.100.${++ip}`, headers: { 'user-agent': ua } });
  const create = async (body: object) => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; slug: string };
  };

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    call = client(app, (await createAccount(app, 'business')).token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives iOS a page that opens the scheme, then continues to the destination, allowed by the CSP', async () => {
    const link = await create({ destination_url: 'https://example.com/web', ios_url: 'myapp://item/42' });
    const res = await visit(link.slug, UA.iphone);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store, max-age=0');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(attribute(res.body, 'data-app')).toBe('myapp://item/42');
    expect(attribute(res.body, 'data-destination')).toBe('https://example.com/web');
    // Without script: a visible way on, and one into the app.
    expect(res.body).toContain('<a class="button" href="https://example.com/web" rel="noopener noreferrer nofollow">Continue to https://example.com/web</a>');
    expect(res.body).toContain('href="myapp://item/42"');
    // The one inline script runs because the policy names its hash, and nothing else may.
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gives Android an intent: URL whose browser fallback is the destination', async () => {
    const link = await create({ destination_url: 'https://example.com/web?a=1&b=2', android_url: 'myapp://item/42?x=1' });
    const res = await visit(link.slug, UA.android);
    expect(res.statusCode).toBe(200);
    expect(attribute(res.body, 'data-app')).toBe(`intent://item/42?x=1#Intent;scheme=myapp;S.browser_fallback_url=${encodeURIComponent('https://example.com/web?a=1&b=2')};end`);
    expect(attribute(res.body, 'data-destination')).toBe('https://example.com/web?a=1&b=2');
  });

  it('keeps the plain redirect for https universal and app links, and for everyone else', async () => {
    const link = await create({ destination_url: 'https://example.com/web', ios_url: 'https://app.example.com/i', android_url: 'https://app.example.com/a' });
    expect((await visit(link.slug, UA.iphone)).headers.location).toBe('https://app.example.com/i');
    expect((await visit(link.slug, UA.android)).headers.location).toBe('https://app.example.com/a');
    const scheme = await create({ destination_url: 'https://example.com/web', ios_url: 'myapp://x' });
    const desktop = await visit(scheme.slug, UA.chrome);
    expect(desktop.statusCode).toBe(302);
    expect(desktop.headers.location).toBe('https://example.com/web');
  });

  it('tries the app before a device rule, and continues to that rule for a visitor without the app', async () => {
    const link = await create({
      destination_url: 'https://example.com/web',
      ios_url: 'myapp://item/42',
      rules: [{ conditions: { os: ['ios'] }, destination_url: 'https://example.com/iphone' }],
    });
    const res = await visit(link.slug, UA.iphone, '?utm_source=mail');
    expect(attribute(res.body, 'data-app')).toBe('myapp://item/42?utm_source=mail');
    expect(attribute(res.body, 'data-destination')).toBe('https://example.com/iphone?utm_source=mail');
    const tested = await call('POST', `/links/${link.id}/test-visitor`, { os: 'ios' });
    expect(tested.json().data).toMatchObject({ reason: 'deep_link', destination_url: 'myapp://item/42' });
  });

  it('counts the click once, as a redirect would, and not for HEAD', async () => {
    const link = await create({ destination_url: 'https://example.com/web', ios_url: 'myapp://count' });
    expect((await visit(link.slug, UA.iphone)).statusCode).toBe(200);
    const head = await visit(link.slug, UA.iphone, '', 'HEAD');
    expect(head.statusCode).toBe(200);
    await app.clicks.flush();
    const rows = await app.store.db.selectFrom('clicks').select('link_id').where('link_id', '=', link.id).execute();
    expect(rows).toHaveLength(1);
  });
});
