import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// Nothing listens on port 1: Redis is configured but unreachable the whole time.
describe('with Redis configured but unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still shortens and redirects, without waiting on Redis, and reports not ready', async () => {
    // The first request of an app pays one-off start-up work; time a later pair.
    const warm = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.91', payload: { url: 'https://example.com/warm' } });
    expect(warm.statusCode).toBe(201);
    expect((await app.http.inject({ method: 'GET', url: `/${warm.json().slug}` })).statusCode).toBe(302);
    const started = performance.now();
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.90', payload: { url: 'https://example.com/no-redis' } });
    expect(created.statusCode).toBe(201);
    const redirect = await app.http.inject({ method: 'GET', url: `/${created.json().slug}` });
    expect(redirect.statusCode).toBe(302);
    // The rate limiter falls back to in-process counters at once, not after reconnect retries.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });
});
