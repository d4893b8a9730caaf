import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('POST /api/shorten on %s', (dialect) => {
  let app: TestApp;
  let ipCounter = 0;
  // Each test gets its own client address so the per-IP limits don't leak between tests.
  const nextIp = () => `203.0.113.${++ipCounter}`;
  const shorten = (payload: unknown, ip = nextIp(), contentType = 'application/json') =>
    app.http.inject({
      method: 'POST',
      url: '/api/shorten',
      remoteAddress: ip,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a link with every field of the anonymous result, assuming https', async () => {
    const res = await shorten({ url: 'example.com/a?b=1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.slug).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(body).toEqual({
      short_url: `http://sho.rt/${body.slug}`,
      slug: body.slug,
      qr_url: `http://sho.rt/qr/${body.slug}`,
      preview_url: `http://sho.rt/preview/${body.slug}`,
      claim_url: expect.stringMatching(/^http:\/\/sho\.rt\/claim\/[A-Za-z0-9_-]{43}$/),
      expires: expect.stringContaining('30 days'),
      docs: 'http://sho.rt/docs#shorten',
    });
    expect(body.claim_url).not.toContain(body.slug);
    const redirect = await app.http.inject({ method: 'GET', url: `/${body.slug}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/a?b=1');
  });

  it('accepts a form-encoded body', async () => {
    const res = await shorten('url=https%3A%2F%2Fexample.org%2Fform', nextIp(), 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(201);
    const redirect = await app.http.inject({ method: 'GET', url: `/${res.json().slug}` });
    expect(redirect.headers.location).toBe('https://example.org/form');
  });

  it('answers 422 {error} for a body that is neither JSON nor form-encoded', async () => {
    const boundary = 'xyz';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="url"\r\n\r\nhttps://example.org/multi\r\n--${boundary}--\r\n`;
    const res = await shorten(multipart, nextIp(), `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: expect.stringContaining('form-encoded'), code: 'invalid_body' });
  });

  it.each([
    [{}, 'url is required'],
    [{ url: '' }, 'url is required'],
    [{ url: 42 }, 'url must be a string'],
    [{ url: ['https://example.com'] }, 'url must be a string'],
  ])('answers 422 {error} for a bad url field %#', async (payload, message) => {
    const res = await shorten(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json())).toEqual(['error', 'code']);
    expect(res.json().code).toBe('invalid_field');
    expect(res.json().error).toContain(message);
  });

  it('answers 422 {error} for a body that is not JSON', async () => {
    const res = await shorten('{"url": ');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'invalid_body' });
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0x7f.0.0.1/',
    'http://2130706433/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://10.0.0.5/admin',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://localhost:8080/',
    'http://printer.local/',
    'http://db.internal/',
    'https://user:pass@example.com/',
    'javascript:alert(1)',
    'ftp://example.com/file',
    'https://bit.ly/abc',
    'http://sho.rt/abcdefg',
  ])('refuses %s with 422 {error}', async (url) => {
    const res = await shorten({ url });
    expect(res.statusCode).toBe(422);
    // The scheme is what makes javascript: and ftp: no redirectable URL; the rest are refused by policy.
    const code = /^(javascript|ftp):/.test(url) ? 'destination_invalid' : 'destination_unsafe';
    expect(res.json()).toEqual({ error: expect.any(String), code });
  });

  it('limits one address to 5 requests a minute with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await shorten({ url: `https://example.com/${i}` }, ip)).statusCode).toBe(201);
    const limited = await shorten({ url: 'https://example.com/6' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
    expect((await shorten({ url: 'https://example.com/other' })).statusCode).toBe(201);
  });
});
