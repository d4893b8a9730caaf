import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/processes.js';
import { redisUrl } from '../helpers/stores.js';

// A Redis of this test's own, stopped mid-test: the machine's shared one is never touched.
const HAS_REDIS = redisUrl() !== null;

describe.skipIf(!HAS_REDIS)('rate limits through a Redis outage', () => {
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    app = await buildTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });
    await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
  });
  afterAll(async () => {
    await app?.close();
    if (redis?.exitCode === null) redis.kill('SIGKILL');
  });

  const shorten = (i: number) =>
    app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.44', payload: { url: `https://example.com/outage-${i}` } });

  it('carries on the budget a client spent while Redis was up', async () => {
    for (let i = 0; i < 4; i++) expect((await shorten(i)).statusCode).toBe(201);
    const stopped = new Promise((resolve) => redis.once('exit', resolve));
    redis.kill('SIGTERM');
    await stopped;
    await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503), { timeout: 10_000, interval: 50 });
    const fifth = await shorten(4);
    expect(fifth.statusCode, fifth.body).toBe(201);
    const sixth = await shorten(5);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
