import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RETENTION_DAYS, pruneOldClicks } from '../../src/modules/analytics/click-retention.js';
import { markExpiredLinks, removeExpiredAnonymousLinks } from '../../src/modules/links/link-sweeps.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const DAY = 86_400_000;
const ROLLUP_TABLES = ['click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent'] as const;

describe.each(DIALECTS)('background sweeps on %s', (dialect) => {
  let app: TestApp;
  let ip = 0;
  const shorten = async (url: string) => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: `100.100.0.${++ip}`, payload: { url } });
    return res.json().slug as string;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await app.close();
  });

  it('removes unclaimed anonymous links after the retention period, with their clicks', async () => {
    const old = await shorten('https://example.com/old');
    const fresh = await shorten('https://example.com/fresh');
    await app.http.inject({ method: 'GET', url: `/${old}` });
    await app.clicks.flush();
    const longAgo = new Date(Date.now() - 31 * DAY).toISOString();
    await app.store.db.updateTable('links').set({ created_at: longAgo }).where('slug', '=', old).execute();
    expect((await app.http.inject({ method: 'GET', url: `/${old}` })).statusCode).toBe(302);

    // That last click may still be queued when the sweep runs; it is dropped, not stored
    // under a link that no longer exists.
    expect(await removeExpiredAnonymousLinks(app.store, app.cache, 30)).toBe(1);
    await app.clicks.flush();
    expect((await app.http.inject({ method: 'GET', url: `/${old}` })).statusCode).toBe(404);
    expect((await app.http.inject({ method: 'GET', url: `/${fresh}` })).statusCode).toBe(302);
    await app.clicks.flush();
    const links = app.store.db.selectFrom('links').select('id');
    const clicks = await app.store.db.selectFrom('clicks').select('event_id').where('link_id', 'not in', links).execute();
    expect(clicks).toEqual([]);
    for (const table of ['click_daily', 'click_daily_recent'] as const) {
      const daily = await app.store.db.selectFrom(table).select('day').where('link_id', 'not in', links).execute();
      expect(daily, table).toEqual([]);
    }
    const freshClicks = await app.store.db.selectFrom('clicks').innerJoin('links', 'links.id', 'clicks.link_id').select('event_id').where('slug', '=', fresh).execute();
    expect(freshClicks).toHaveLength(1);
  });

  it('runs the retention sweep as a leased job', async () => {
    expect(await app.scheduler.runNow('anonymous-retention')).toBe(true);
  });

  it('persists expired status for links past their expiry', async () => {
    const slug = await shorten('https://example.com/expiring');
    await app.store.db.updateTable('links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('slug', '=', slug).execute();
    await app.cache.evict(slug);
    // Checked at request time before any sweep ran:
    expect((await app.http.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(410);
    expect(await markExpiredLinks(app.store, app.cache, app.config.baseUrl)).toBe(1);
    const row = await app.store.db.selectFrom('links').select('status').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
  });

  it('prunes raw clicks and rollups older than the longest retention', async () => {
    const slug = await shorten('https://example.com/ancient');
    for (let i = 0; i < 3; i++) await app.http.inject({ method: 'GET', url: `/${slug}` });
    await app.clicks.flush();
    const link = await app.store.db.selectFrom('links').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    const rows = await app.store.db.selectFrom('clicks').select('event_id').where('link_id', '=', link.id).orderBy('event_id').execute();
    const old = new Date(Date.now() - (MAX_RETENTION_DAYS + 1) * DAY).toISOString();
    // One click and the day's rollups moved past the longest retention; the other two stay.
    await app.store.db.updateTable('clicks').set({ clicked_at: old }).where('link_id', '=', link.id).where('event_id', '=', rows[0]!.event_id).execute();
    // The fold left today's rollups in the recent tables (ADR 1025): both kinds are pruned.
    for (const table of ROLLUP_TABLES) await app.store.db.updateTable(table).set({ day: old.slice(0, 10) }).where('link_id', '=', link.id).execute();
    expect(await app.store.db.selectFrom('click_daily_recent').selectAll().where('link_id', '=', link.id).execute()).toHaveLength(1);
    const before = await app.store.db.selectFrom('clicks').select('event_id').execute();
    expect(await pruneOldClicks(app.store)).toBe(1);
    const after = await app.store.db.selectFrom('clicks').select('event_id').where('link_id', '=', link.id).orderBy('event_id').execute();
    expect(after.map((row) => row.event_id)).toEqual([rows[1]!.event_id, rows[2]!.event_id]);
    expect(await app.store.db.selectFrom('clicks').select('event_id').execute()).toHaveLength(before.length - 1);
    for (const table of ROLLUP_TABLES) expect(await app.store.db.selectFrom(table).selectAll().where('link_id', '=', link.id).execute(), table).toEqual([]);
  });
});
