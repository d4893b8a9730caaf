import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../src/platform/rate-limit/limits.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const PER_LINK = LIMITS.linkPasswordPerLink.points;
const REDIS = redisUrl();

/** One or two instances (sharing a store and, with Redis, the limits). */
function suite(name: string, instances: () => Promise<TestApp[]>) {
  // Each try hashes a password on purpose slowly.
  describe(name, { timeout: 60_000 }, () => {
    let apps: TestApp[];
    let call: ReturnType<typeof client>;
    let ip = 0;
    const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;
    const submit = (slug: string, password: string, remoteAddress = nextIp()) =>
      apps[ip % apps.length]!.http.inject({ method: 'POST', url: `/${slug}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress, payload: `password=${encodeURIComponent(password)}` });
    const create = async (body: object) => {
      const res = await call('POST', '/links', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { slug: string };
    };
    const expectThrottled = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      // The same form, saying why and for how long.
      expect(res.body).toContain('type="password"');
      expect(res.body).toMatch(/Too many attempts[^<]*try again in \d+ minutes/);
    };

    beforeAll(async () => {
      apps = await instances();
      call = client(apps[0]!, (await createAccount(apps[0]!, 'business')).token);
    });
    afterAll(async () => {
      for (const app of [...apps].reverse()) await app.close();
    });

    it(`stops 30 addresses guessing one link's password after ${PER_LINK} failures`, async () => {
      const link = await create({ destination_url: 'https://example.com/guarded-by-link', password: 'right one' });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const res = await submit(link.slug, `guess ${i}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expectThrottled(res);
      }
      expect(statuses.slice(0, PER_LINK).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(PER_LINK).every((status) => status === 429)).toBe(true);
      // While it lasts, even the right password is refused: otherwise the lock would tell guesses apart.
      expectThrottled(await submit(link.slug, 'right one'));
      // Another link is not affected.
      const sibling = await create({ destination_url: 'https://example.com/sibling-link', password: 'right one' });
      expect((await submit(sibling.slug, 'right one')).headers.location).toBe('https://example.com/sibling-link');
    });

    it('never locks out visitors who know the password: successes do not spend the link\'s budget', async () => {
      const link = await create({ destination_url: 'https://example.com/popular', password: 'shared secret' });
      for (let i = 0; i < PER_LINK - 1; i++) expect((await submit(link.slug, `typo ${i}`)).statusCode).toBe(401);
      for (let i = 0; i < 3; i++) expect((await submit(link.slug, 'shared secret')).statusCode).toBe(302);
      expect((await submit(link.slug, 'one more typo')).statusCode).toBe(401);
      expectThrottled(await submit(link.slug, 'shared secret'));
    });

    it('keeps the limit per address, with the same page', async () => {
      const link = await create({ destination_url: 'https://example.com/per-address', password: 'right one' });
      const address = nextIp();
      for (let i = 0; i < LIMITS.linkPassword.points; i++) expect((await submit(link.slug, `guess ${i}`, address)).statusCode).toBe(401);
      expectThrottled(await submit(link.slug, 'right one', address));
    });
  });
}

for (const dialect of DIALECTS) {
  suite(`link password guessing on ${dialect}`, async () => [await buildTestApp(dialect)]);
}

if (REDIS) {
  suite('link password guessing across two instances sharing Redis', async () => {
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    const a = await buildTestApp(DIALECTS.at(-1)!, { REDIS_URL: REDIS }, { namespace });
    const b = await buildTestApp(DIALECTS.at(-1)!, { REDIS_URL: REDIS }, { namespace, shareStoreWith: a });
    for (const app of [a, b]) {
      await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    }
    return [a, b];
  });
}
