import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('exposes request latency, cache, click buffer, webhook queue and rate-limit numbers', async () => {
    const created = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.200', payload: { url: 'https://example.com/m' } });
    const slug = created.json().slug;
    await app.http.inject({ method: 'GET', url: `/${slug}` });
    await app.http.inject({ method: 'GET', url: `/${slug}` });
    for (let i = 0; i < 6; i++) await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.201', payload: { url: `https://example.com/${i}` } });

    const res = await app.http.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_request_duration_seconds_count\{route="\/:slug",method="GET",status="302"\} 2/);
    expect(res.body).toMatch(/redirect_cache_hit_ratio 0\.5/);
    expect(res.body).toMatch(/click_buffer_depth \d+/);
    expect(res.body).toMatch(/webhook_queue_depth 0/);
    expect(res.body).toMatch(/rate_limit_rejections_total\{limiter="shorten-minute"\} 1/);
    expect(res.body).toContain('process_cpu_seconds_total');
  });
});
