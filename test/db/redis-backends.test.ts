import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newEventId } from '../../src/modules/analytics/event-id.js';
import { type ClickEvent, encodeClicks } from '../../src/modules/analytics/parse/click-event.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { countedClicks } from '../helpers/counted-clicks.js';
import { monitorRedis } from '../helpers/redis-monitor.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const REDIS = redisUrl();

describe.skipIf(!REDIS).each(DIALECTS)('Redis-backed adapters, two instances on %s', (dialect) => {
  let a: TestApp;
  let b: TestApp;

  const namespace = `test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    a = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace });
    b = await buildTestApp(dialect, { REDIS_URL: REDIS! }, { namespace, shareStoreWith: a });
    // Until its Redis connection is up, an instance counts rate limits in process (by design).
    for (const app of [a, b]) {
      await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const shorten = (app: TestApp, ip: string, url: string) =>
    app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: ip, payload: { url } });

  it('shares the shorten rate limit across instances', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await shorten(i % 2 ? b : a, ip, `https://example.com/${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('writes clicks served by both instances through the Redis stream', async () => {
    const slug = (await shorten(a, '192.0.2.78', 'https://example.com/stream')).json().slug as string;
    for (let i = 0; i < 4; i++) {
      const res = await (i % 2 ? b : a).http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' } });
      expect(res.statusCode).toBe(302);
    }
    await a.clicks.flush();
    await b.clicks.flush();
    const link = await a.store.db.selectFrom('links').select(['id', 'total_clicks']).where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(link.total_clicks).toBe(4);
  });

  it('writes every click of a turn that answered many redirects at once (one pipeline of appends)', async () => {
    const slug = (await shorten(a, '192.0.2.81', 'https://example.com/grouped')).json().slug as string;
    const link = await a.store.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 45 }, () => a.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' } })),
    );
    expect(answers.every((res) => res.statusCode === 302)).toBe(true);
    await a.clicks.flush();
    await b.clicks.flush();
    const stored = await a.store.db.selectFrom('links').select('total_clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.total_clicks).toBe(45);
  });

  it('appends a short turn as one XADD and a turn longer than an entry through the script, every click written once', async () => {
    const slug = (await shorten(a, '192.0.2.83', 'https://example.com/long-turn')).json().slug as string;
    const link = await a.store.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const click = (n: number): ClickEvent => ({ id: newEventId(), linkId: link.id, at: Date.now(), method: 'GET', ip: `198.51.100.${n}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0', referer: '', countryHeader: '' });
    const turns = `${namespace}:clicks:turns`;
    // The commands this instance sends to Redis, as Redis saw them (not those a script runs).
    const sent: string[] = [];
    const monitor = await monitorRedis(REDIS!, ({ args, fromScript }) => {
      if (fromScript || !args.includes(turns)) return;
      // XADD key * c <clicks> b <json>; EVAL script 1 key <clicks> <json> <clicks> <json> ...
      const command = args[0]!.toLowerCase();
      if (command === 'xadd') sent.push(`xadd ${args[4]}`);
      else if (command === 'eval') sent.push(`eval ${args.slice(4).filter((_, i) => i % 2 === 0).join(',')}`);
    });
    try {
      // One synchronous loop is one event-loop turn: 7 clicks fit an entry, 120 take three.
      for (let n = 1; n <= 7; n++) void a.clicks.push(click(n));
      await new Promise((resolve) => setImmediate(resolve));
      for (let n = 8; n <= 127; n++) void a.clicks.push(click(n));
      await a.clicks.flush();
      await b.clicks.flush();
      await vi.waitFor(() => expect(sent).toEqual(['xadd 7', 'eval 50,50,20']), { timeout: 2_000, interval: 20 });
    } finally {
      monitor.close();
    }
    const stored = await a.store.db.selectFrom('links').select(['total_clicks', 'unique_clicks']).where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ total_clicks: 127, unique_clicks: 127 });
  });

  it("writes clicks an earlier release appended one per entry, and skips an entry that does not parse without losing its neighbours", async () => {
    const slug = (await shorten(a, '192.0.2.82', 'https://example.com/upgrade')).json().slug as string;
    const link = await a.store.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const click = (n: number): ClickEvent => ({ id: newEventId(), linkId: link.id, at: Date.now(), method: 'GET', ip: `198.51.100.${n}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0', referer: '', countryHeader: '' });
    const redis = new Redis(REDIS!);
    try {
      // The format before ADR 1008: one click per entry, field `e`, in `<prefix>:clicks`.
      for (let n = 1; n <= 3; n++) await redis.xadd(`${namespace}:clicks`, '*', 'e', JSON.stringify(click(n)));
      // A turn's entry that does not parse, between two that do.
      await redis.xadd(`${namespace}:clicks:turns`, '*', 'c', '2', 'b', encodeClicks([click(4), click(5)]));
      await redis.xadd(`${namespace}:clicks:turns`, '*', 'c', '1', 'b', '[["');
      await redis.xadd(`${namespace}:clicks:turns`, '*', 'c', '1', 'b', encodeClicks([click(6)]));
    } finally {
      redis.disconnect();
    }
    await a.clicks.flush();
    await b.clicks.flush();
    const stored = await a.store.db.selectFrom('links').select(['total_clicks', 'unique_clicks']).where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ total_clicks: 6, unique_clicks: 6 });
    const probe = new Redis(REDIS!);
    try {
      expect([await probe.xlen(`${namespace}:clicks`), await probe.xlen(`${namespace}:clicks:turns`)]).toEqual([0, 0]);
    } finally {
      probe.disconnect();
    }
  });

  it('writes a backlog of one-click entries in one batch, not a read of 100 entries at a time', async () => {
    const slug = (await shorten(a, '192.0.2.83', 'https://example.com/backlog')).json().slug as string;
    const link = await a.store.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const metric = async (name: string) => {
      let sum = 0;
      for (const app of [a, b]) {
        const text = (await app.http.inject({ method: 'GET', url: '/metrics' })).body;
        sum += Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      }
      return sum;
    };
    const [batchesBefore, clicksBefore] = [await metric('click_flush_duration_seconds_count'), await metric('clicks_written_total')];
    const redis = new Redis(REDIS!);
    try {
      // Appended at once (one MULTI), as a backlog of requests served one per turn would be;
      // more than a read takes (100 entries), fewer than make the instance without the lease help.
      const multi = redis.multi();
      for (let n = 0; n < 150; n++) {
        multi.xadd(`${namespace}:clicks:turns`, '*', 'c', '1', 'b', encodeClicks([{ id: newEventId(), linkId: link.id, at: Date.now(), method: 'GET', ip: `198.51.100.${n}`, userAgent: 'UA', referer: '', countryHeader: '' }]));
      }
      await multi.exec();
    } finally {
      redis.disconnect();
    }
    await vi.waitFor(async () => expect(await metric('clicks_written_total')).toBe(clicksBefore + 150), { timeout: 10_000, interval: 50 });
    expect(await metric('click_flush_duration_seconds_count')).toBe(batchesBefore + 1);
  });

  it('stops every instance redirecting within a second of a change on one', async () => {
    const slug = (await shorten(a, '192.0.2.79', 'https://example.com/invalidate')).json().slug as string;
    expect((await b.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(302);
    await a.store.db.updateTable('links').set({ status: 'disabled' }).where('slug', '=', slug).execute();
    await a.cache.evict(slug);
    const deadline = Date.now() + 1_000;
    let status = 302;
    while (Date.now() < deadline && status === 302) {
      status = (await b.http.inject({ method: 'GET', url: `/${slug}` })).statusCode;
      if (status === 302) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(404);
  });

  it('writes clicks again after the stream and its group are lost (Redis restarted empty)', async () => {
    const slug = (await shorten(a, '192.0.2.80', 'https://example.com/restarted')).json().slug as string;
    const redis = new Redis(REDIS!);
    await redis.del(`${namespace}:clicks`, `${namespace}:clicks:turns`);
    redis.disconnect();
    for (let i = 0; i < 3; i++) {
      const res = await a.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' } });
      expect(res.statusCode).toBe(302);
    }
    const deadline = Date.now() + 10_000;
    let total = 0;
    while (Date.now() < deadline && total < 3) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      total = await countedClicks(a.store.db, slug);
    }
    expect(total).toBe(3);
  });
});
