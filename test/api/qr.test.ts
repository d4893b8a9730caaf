import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { decodeQr } from '../helpers/zbar.js';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('QR endpoints', () => {
  let app: TestApp;
  let ip = 0;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.http.inject({ method: 'GET', url, headers, remoteAddress: `198.18.0.${++ip}` });

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('draws a scannable PNG of exactly the asked size, cached for a day', async () => {
    const res = await get('/api/qr?url=https://example.com/menu&size=300&dot_style=dots&marker_shape=circle');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(pngSize(res.rawPayload)).toEqual({ width: 300, height: 300 });
    expect(decodeQr(res.rawPayload)).toBe('https://example.com/menu');
  });

  it('draws both ends of the documented size range, 64 and 2048 px', async () => {
    for (const size of [64, 2048]) {
      const res = await get(`/api/qr?url=https://example.com/menu&size=${size}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: size, height: size });
      expect(decodeQr(res.rawPayload)).toBe('https://example.com/menu');
    }
    for (const size of ['63', '2049', '0x100', '1e3', '+200', '%20200', '100.5']) {
      const res = await get(`/api/qr?url=https://example.com/menu&size=${size}`);
      expect(res.statusCode, size).toBe(422);
      expect(res.json().errors.size).toEqual(['must be an integer from 64 to 2048']);
    }
  });

  it('answers 304 to a matching If-None-Match without rendering', async () => {
    const first = await get('/api/qr?type=text&text=hello');
    const again = await get('/api/qr?type=text&text=hello', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves SVG and forces a download when asked', async () => {
    const res = await get('/api/qr?type=wifi&ssid=Cafe&password=pa%3Ass%3Bword&encryption=WPA&format=svg&download=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="qr-code\.svg"$/);
    expect(decodeQr(res.rawPayload, 'svg')).toBe('WIFI:T:WPA;S:Cafe;P:pa\\:ss\\;word;;');
  });

  it('names every bad parameter in a 422 {message, errors}', async () => {
    const res = await get('/api/qr?type=url&size=20&foreground=red&dot_style=stars&transparent=yes');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
    expect(body.code).toBe('invalid_field');
    expect(Object.keys(body.errors).sort()).toEqual(['dot_style', 'foreground', 'size', 'transparent', 'url']);
  });

  it('answers a query string too long for Node in the error shape of its endpoint', async () => {
    const base = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const long = 'x'.repeat(20_000);
    const qr = await fetch(`${base}/api/qr?type=text&text=${long}`);
    expect(qr.status).toBe(431);
    expect(await qr.json()).toEqual({ message: expect.any(String), errors: {}, code: 'malformed_request' });
    const v1 = await fetch(`${base}/api/v1/links?search=${long}`);
    expect(v1.status).toBe(431);
    expect(await v1.json()).toEqual({ message: expect.any(String), error: { type: 'validation', code: 'malformed_request', message: expect.any(String) } });
  });

  it('limits one address to 30 requests a minute, 304s included', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await app.http.inject({ method: 'GET', url: '/api/qr?type=text&text=limit', remoteAddress: '198.19.0.1' })).statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('encodes the short URL with the scan marker at /qr/{slug} and /qr/{slug}.svg, never the destination', async () => {
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '198.20.0.1', payload: { url: 'https://example.com/long/path' } });
    const { slug, qr_url: qrUrl } = created.json();
    expect(qrUrl).toBe(`http://sho.rt/qr/${slug}`);
    const png = await get(`/qr/${slug}`);
    expect(png.statusCode).toBe(200);
    expect(decodeQr(png.rawPayload)).toBe(`http://sho.rt/${slug}?qr=1`);
    const svg = await get(`/qr/${slug}.svg`);
    expect(decodeQr(svg.rawPayload, 'svg')).toBe(`http://sho.rt/${slug}?qr=1`);
    expect((await get('/qr/doesnotexist')).statusCode).toBe(404);
  });

  it('draws a link QR with its saved design through /api/v1', async () => {
    const user = await createUser(app.store.db, { email: 'qr@example.com', password: 'correct horse', plan: 'pro' });
    const { token } = await createApiToken(app.store.db, user.id, 'qr', 'links:read,links:write');
    const auth = { authorization: `Bearer ${token}` };
    const created = await app.http.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: auth,
      payload: { destination_url: 'https://example.com/designed', qr: { dot_style: 'rounded', foreground: '#1a237e', marker_center: 'dot' } },
    });
    expect(created.statusCode).toBe(201);
    const { id, slug, qr } = created.json().data;
    expect(qr).toMatchObject({ dot_style: 'rounded', foreground: '#1a237e', marker_center: 'dot' });
    const res = await get(`/api/v1/links/${id}/qr?size=256`, auth);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 256, height: 256 });
    expect(decodeQr(res.rawPayload)).toBe(`http://sho.rt/${slug}?qr=1`);
    const smallest = await get(`/api/v1/links/${id}/qr?size=64`, auth);
    expect(smallest.statusCode, smallest.body).toBe(200);
    expect(decodeQr(smallest.rawPayload)).toBe(`http://sho.rt/${slug}?qr=1`);
    const bad = await get(`/api/v1/links/${id}/qr?size=9999`, auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.size).toBeDefined();
    const invalidDesign = await app.http.inject({ method: 'POST', url: '/api/v1/links', headers: auth, payload: { destination_url: 'https://example.com/x', qr: { dot_style: 'hearts' } } });
    expect(invalidDesign.statusCode).toBe(422);
    expect(invalidDesign.json().errors['qr.dot_style']).toBeDefined();
  });
});
