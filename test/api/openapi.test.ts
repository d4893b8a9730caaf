import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

describe('OpenAPI document and reference', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves a valid OpenAPI 3.1 document, version 1.0.0', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    // Like every v1 response, it says where the caller stands against its (per-IP) limit.
    expect(res.headers['x-ratelimit-limit']).toBe('60');
    expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(60);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint of the interface', async () => {
    const { paths } = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const operations = Object.entries(paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/shorten',
        'GET /api/qr',
        'GET /api/v1/links',
        'POST /api/v1/links',
        'POST /api/v1/links/bulk',
        'PATCH /api/v1/links/bulk',
        'DELETE /api/v1/links/bulk',
        'GET /api/v1/links/{id}',
        'PATCH /api/v1/links/{id}',
        'DELETE /api/v1/links/{id}',
        'POST /api/v1/links/{id}/enable',
        'POST /api/v1/links/{id}/disable',
        'GET /api/v1/links/{id}/qr',
        'GET /api/v1/links/{id}/analytics',
        'GET /api/v1/folders',
        'GET /api/v1/tags',
        'GET /api/v1/account/usage',
      ]),
    );
    expect(paths['/api/v1/links'].get.security).toEqual([{ bearerAuth: ['links:read'] }]);
  });

  it('renders the reference at /docs from local assets', async () => {
    const page = await app.http.inject({ method: 'GET', url: '/docs' });
    const html = page.statusCode === 302 ? await app.http.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger');
    const scripts = [...html.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('http')).toBe(false);
    }
  });
});
