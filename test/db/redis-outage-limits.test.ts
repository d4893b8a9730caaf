import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/processes.js';
import { redisUrl } from '../helpers/stores.js';

// A Redis of this test's own, stopped and started mid-test: the machine's shared one is never touched.
const HAS_REDIS = redisUrl() !== null;

describe.skipIf(!HAS_REDIS)('through a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  const startRedis = () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  };
  const stopRedis = async () => {
    const stopped = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await stopped;
  };
  const readiness = async (status: number) =>
    vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(status), { timeout: 15_000, interval: 50 });
  const shorten = (i: number) =>
    app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.44', payload: { url: `https://example.com/outage-${i}` } });

  beforeAll(async () => {
    port = await freePort();
    startRedis();
    app = await buildTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    await readiness(200);
  });
  afterAll(async () => {
    await app?.close();
    if (redis?.exitCode === null) redis.kill('SIGKILL');
  });

  it('carries on the rate-limit budget a client spent while Redis was up', async () => {
    for (let i = 0; i < 4; i++) expect((await shorten(i)).statusCode).toBe(201);
    await stopRedis();
    await readiness(503);
    const fifth = await shorten(4);
    expect(fifth.statusCode, fifth.body).toBe(201);
    const sixth = await shorten(5);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('drops its cached links when Redis is back, since evictions sent meanwhile never reached it', async () => {
    const other = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.45', payload: { url: 'https://example.com/stale' } });
    const slug = other.json().slug as string;
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(302);
    // Another instance's disable while this one is cut off: the row changes, no message arrives.
    await app.store.db.updateTable('links').set({ status: 'disabled' }).where('slug', '=', slug).execute();
    startRedis();
    await readiness(200);
    await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(404), { timeout: 2_000, interval: 20 });
  });
});
