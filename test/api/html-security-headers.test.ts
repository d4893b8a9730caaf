import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, client } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// Every HTML page, whichever module sends it, carries the web app's policy; https adds HSTS.
describe.each([
  { baseUrl: 'http://sho.rt', hsts: false },
  { baseUrl: 'https://sho.rt', hsts: true },
])('security headers on every HTML page with BASE_URL $baseUrl', ({ baseUrl, hsts }) => {
  let app: TestApp;
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildTestApp('sqlite', { BASE_URL: baseUrl });
    const call = client(app, (await createAccount(app, 'business')).token);
    const locked = (await call('POST', '/links', { destination_url: 'https://example.com/locked', password: 'a long password' })).json().data;
    const disabled = (await call('POST', '/links', { destination_url: 'https://example.com/off' })).json().data;
    await call('POST', `/links/${disabled.id}/disable`);
    const anonymous = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.7', payload: { url: 'https://example.com/anon' } });
    Object.assign(pages, {
      'password page': `/${locked.slug}`,
      'preview page': `/preview/${locked.slug}`,
      'disabled-link page': `/${disabled.slug}`,
      'unknown-slug page': '/nosuchslug',
      'unknown-path page': '/no/such/path',
      'claim page': new URL(anonymous.json().claim_url).pathname,
      'home page': '/',
      'log-in page': '/login',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends CSP, frame, sniffing and referrer headers (and HSTS on https) with each page', async () => {
    for (const [name, url] of Object.entries(pages)) {
      const res = await app.http.inject({ method: 'GET', url });
      expect(res.headers['content-type'], name).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], name).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('same-origin');
      if (hsts) expect(res.headers['strict-transport-security'], name).toMatch(/^max-age=\d+/);
      else expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('adds nothing to a redirect', async () => {
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.8', payload: { url: 'https://example.com/plain' } });
    const res = await app.http.inject({ method: 'GET', url: `/${created.json().slug}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
