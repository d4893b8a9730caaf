import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe.each(DIALECTS)('GET /{slug} on %s', (dialect) => {
  let app: TestApp;
  let ip = 0;
  const create = async (url: string): Promise<string> => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: `198.51.100.${++ip}`, payload: { url } });
    expect(res.statusCode).toBe(201);
    return res.json().slug;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app.close();
  });

  it('redirects with 302 and a Cache-Control that forbids caching', async () => {
    const slug = await create('https://example.com/landing');
    const res = await app.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': CHROME } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/landing');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers HEAD like GET, without a body', async () => {
    const slug = await create('https://example.com/head');
    const res = await app.http.inject({ method: 'HEAD', url: `/${slug}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/head');
    expect(res.body).toBe('');
  });

  it('shows a 404 page for unknown slugs, in any shape', async () => {
    for (const url of ['/nope1234', '/a', '/%00%00', `/${'x'.repeat(300)}`, `/${'x'.repeat(600)}`, '/ab.cd', '/%ZZ', '/%FF', '/preview/%ZZ']) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('treats slugs case-sensitively', async () => {
    const slug = await create('https://example.com/case');
    const flipped = slug === slug.toUpperCase() ? slug.toLowerCase() : slug.toUpperCase();
    if (flipped !== slug) expect((await app.http.inject({ method: 'GET', url: `/${flipped}` })).statusCode).toBe(404);
  });

  it('records each served redirect as a click and keeps the link counters right', async () => {
    const slug = await create('https://example.com/counted');
    for (let i = 0; i < 3; i++) {
      await app.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': CHROME, referer: 'https://news.example.org/x' } });
    }
    await app.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    await app.clicks.flush();
    const link = await app.store.db.selectFrom('links').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(link.total_clicks).toBe(3);
    expect(link.bot_clicks).toBe(1);
    expect(link.last_clicked_at).not.toBeNull();
    const rows = await app.store.db.selectFrom('clicks').selectAll().where('link_id', '=', link.id).execute();
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.is_bot === 0).map((row) => row.referrer_host)).toEqual([
      'news.example.org',
      'news.example.org',
      'news.example.org',
    ]);
    expect(rows.find((row) => row.is_bot === 0)?.browser).toBe('Chrome');
  });

  it('shows an escaped preview page with a button to go on', async () => {
    const slug = await create('https://example.com/?q=<script>alert(1)</script>');
    const res = await app.http.inject({ method: 'GET', url: `/preview/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain(`href="/${slug}"`);
  });

  it('stops redirecting a deleted link at once', async () => {
    const slug = await create('https://example.com/deleted');
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(302);
    await app.store.db.updateTable('links').set({ deleted_at: new Date().toISOString() }).where('slug', '=', slug).execute();
    await app.cache.evict(slug);
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(404);
  });
});
