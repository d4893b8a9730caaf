import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { countedClicks } from '../helpers/counted-clicks.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const REDIS = redisUrl();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.skipIf(!REDIS).each(DIALECTS)('one writer of the click stream at a time, on %s', (dialect) => {
  // `owner` only holds the database (no Redis); `a` and `b` share it and the stream.
  let owner: TestApp;
  let a: TestApp;
  let b: TestApp | undefined;
  let aOpen = true;
  let redis: Redis;
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const stream = `${namespace}:clicks`;

  /** The consumers that have read from the group of the stream clicks are appended to (ADR 1008), by name. */
  const readers = async (): Promise<string[]> => {
    const consumers = (await redis.xinfo('CONSUMERS', `${stream}:turns`, 'click-writers')) as Array<Array<string | number>>;
    return consumers.map((fields) => String(fields[fields.indexOf('name') + 1]));
  };
  const totalClicks = (app: TestApp, slug: string) => countedClicks(app.store.db, slug);
  const visit = async (app: TestApp, slug: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await app.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': FIREFOX } });
      expect(res.statusCode).toBe(302);
    }
  };

  beforeAll(async () => {
    redis = new Redis(REDIS!);
    owner = await buildTestApp(dialect);
    a = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace, shareStoreWith: owner });
    // A starts alone, so it takes the lease; B comes up once A holds it.
    await vi.waitFor(async () => expect(await redis.get(`${stream}:writer`)).not.toBeNull(), { timeout: 10_000, interval: 20 });
    b = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace, shareStoreWith: owner });
  });
  afterAll(async () => {
    await b?.close();
    if (aOpen) await a?.close();
    await owner?.close();
    redis?.disconnect();
  });

  it('has the holder write the clicks both instances served, the other reading nothing', async () => {
    const slug = (await a.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.90', payload: { url: 'https://example.com/lease' } })).json().slug as string;
    await visit(a, slug, 3);
    await visit(b!, slug, 3);
    await vi.waitFor(async () => expect(await totalClicks(a, slug)).toBe(6), { timeout: 10_000, interval: 50 });
    const holder = await redis.get(`${stream}:writer`);
    expect(await readers()).toEqual([holder]);
  });

  it('hands the writing over when the holder stops', async () => {
    const slug = (await b!.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: '192.0.2.91', payload: { url: 'https://example.com/handover' } })).json().slug as string;
    const first = await redis.get(`${stream}:writer`);
    aOpen = false;
    await a.close();
    await visit(b!, slug, 4);
    await vi.waitFor(async () => expect(await totalClicks(b!, slug)).toBe(4), { timeout: 10_000, interval: 50 });
    const second = await redis.get(`${stream}:writer`);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(await readers()).toContain(second);
  });
});
