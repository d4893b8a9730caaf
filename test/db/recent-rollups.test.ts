import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDailyRollups, readDimensionTotals } from '../../src/modules/analytics/analytics.repository.js';
import { createClickParserFromConfig } from '../../src/modules/analytics/click-parser.factory.js';
import { createClickWriter, type ClickWriter } from '../../src/modules/analytics/click-writer.js';
import { newEventId } from '../../src/modules/analytics/event-id.js';
import type { ClickEvent } from '../../src/modules/analytics/parse/click-event.js';
import { createSaltSource } from '../../src/modules/analytics/salts.js';
import { settleRecentRollups } from '../../src/modules/analytics/click-fold.repository.js';
import { readTopLinks } from '../../src/modules/analytics/workspace-analytics.repository.js';
import { deleteLinksAndClicks } from '../../src/modules/links/link-sweeps.repository.js';
import type { Db, Dialect } from '../../src/platform/db/db.js';
import { migrateTo, migrateToLatest } from '../../src/platform/db/migrate.js';
import { createPersonalWorkspace } from '../../src/modules/workspaces/index.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// ADR 1025: the fold adds a day's rollups to the recent tables and moves the days before today
// into the settled ones; every read adds both, so a figure never depends on where its rows are.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

function click(linkId: number, at: number, ip: string): ClickEvent {
  return { id: newEventId(at), linkId, at, method: 'GET', ip, userAgent: CHROME, referer: 'https://news.example/', countryHeader: '', acceptLanguage: 'de-DE', source: 'link', variant: null };
}

/** The days each rollup table holds for a link, with their clicks. */
async function placed(db: Db, linkId: number) {
  const days = async (table: 'click_daily' | 'click_daily_recent') =>
    (await db.selectFrom(table).select(['day', 'clicks']).where('link_id', '=', linkId).orderBy('day').execute()).map((row) => [row.day, Number(row.clicks)]);
  const dimensionDays = async (table: 'click_daily_dimensions' | 'click_daily_dimensions_recent') =>
    (await db.selectFrom(table).select('day').distinct().where('link_id', '=', linkId).orderBy('day').execute()).map((row) => row.day);
  return {
    settled: await days('click_daily'),
    recent: await days('click_daily_recent'),
    settledDimensions: await dimensionDays('click_daily_dimensions'),
    recentDimensions: await dimensionDays('click_daily_dimensions_recent'),
  };
}

describe.each(DIALECTS)('the recent rollups on %s', (dialect) => {
  let test: TestStore;
  let writer: ClickWriter;
  let workspaceId: number;
  const newLink = async (slug: string) => {
    const now = new Date().toISOString();
    const link = await test.store.db
      .insertInto('links')
      .values({ workspace_id: workspaceId, slug, destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(link.id);
  };
  const write = async (events: ClickEvent[]) => {
    await writer.write(events);
    await writer.fold();
  };

  beforeAll(async () => {
    test = await createTestStore(dialect);
    const now = new Date().toISOString();
    const user = await test.store.db
      .insertInto('users')
      .values({ email: `recent-${dialect}@example.com`, password_hash: 'x', plan: 'pro', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    workspaceId = (await createPersonalWorkspace(test.store.db, { id: Number(user.id), email: `recent-${dialect}@example.com`, plan: 'pro' })).id;
    const parser = createClickParserFromConfig({ geoipCountryPath: null, countryHeader: null });
    writer = createClickWriter({ store: test.store, parse: parser.parse, saltFor: createSaltSource(), foldMs: 600_000 });
  });
  afterAll(async () => {
    await writer?.close();
    await test?.drop();
  });

  it("keeps today's rollups in the recent tables and moves a late click's earlier day at once", async () => {
    const linkId = await newLink('recent-late');
    const now = Date.now();
    const today = dayOf(now);
    const yesterday = dayOf(now - DAY_MS);
    await write([click(linkId, now, '203.0.113.1'), click(linkId, now, '203.0.113.2'), click(linkId, now - DAY_MS, '203.0.113.3')]);
    expect(await placed(test.store.db, linkId)).toEqual({ settled: [[yesterday, 1]], recent: [[today, 2]], settledDimensions: [yesterday], recentDimensions: [today] });
    const days = await readDailyRollups(test.store.db, { linkId }, yesterday, today);
    expect(days).toEqual([
      { day: yesterday, clicks: 1, uniques: 1, bot_clicks: 0 },
      { day: today, clicks: 2, uniques: 2, bot_clicks: 0 },
    ]);
  });

  it('moves the days a fold left in the recent tables once the day is over, adding them to what the settled tables hold', async () => {
    const linkId = await newLink('recent-over');
    const now = Date.now();
    const today = dayOf(now);
    const before = dayOf(now - 2 * DAY_MS);
    // As a fold of two days ago left them, with a settled row of the same day beside them (a
    // late click moved earlier, or rows moved by a fold of another instance).
    await test.store.db.insertInto('click_daily_recent').values({ link_id: linkId, day: before, clicks: 5, uniques: 4, bot_clicks: 1 }).execute();
    await test.store.db.insertInto('click_daily').values({ link_id: linkId, day: before, clicks: 2, uniques: 2, bot_clicks: 0 }).execute();
    await test.store.db
      .insertInto('click_daily_dimensions_recent')
      .values([
        { link_id: linkId, day: before, dimension: 'country', value: 'DE', clicks: 3 },
        { link_id: linkId, day: before, dimension: 'country', value: 'FR', clicks: 2 },
      ])
      .execute();
    await test.store.db.insertInto('click_daily_dimensions').values({ link_id: linkId, day: before, dimension: 'country', value: 'DE', clicks: 2 }).execute();
    const read = async () => ({
      days: await readDailyRollups(test.store.db, { linkId }, before, today),
      countries: await readDimensionTotals(test.store.db, { linkId }, 'country', before, today, null),
      top: (await readTopLinks(test.store.db, workspaceId, before, today, 10)).find((row) => row.id === linkId)?.clicks,
    });
    const summed = await read();
    expect(summed.days).toEqual([{ day: before, clicks: 7, uniques: 6, bot_clicks: 1 }]);
    expect(summed.countries).toEqual([
      { value: 'DE', clicks: 5 },
      { value: 'FR', clicks: 2 },
    ]);
    expect(summed.top).toBe(7);

    await write([click(linkId, now, '203.0.113.9')]);
    expect(await placed(test.store.db, linkId)).toEqual({ settled: [[before, 7]], recent: [[today, 1]], settledDimensions: [before], recentDimensions: [today] });
    const settled = await test.store.db.selectFrom('click_daily').select(['uniques', 'bot_clicks']).where('link_id', '=', linkId).where('day', '=', before).executeTakeFirstOrThrow();
    expect([Number(settled.uniques), Number(settled.bot_clicks)]).toEqual([6, 1]);
    // The same figures, plus today's click (its country is unknown: XX).
    const after = await read();
    expect(after.days).toEqual([...summed.days, { day: today, clicks: 1, uniques: 1, bot_clicks: 0 }]);
    expect(after.countries).toEqual([...summed.countries, { value: 'XX', clicks: 1 }]);
    expect(after.top).toBe(8);
    // Nothing of an earlier day is left in the recent tables, for any link.
    const left = await sql<{ n: number }>`select count(*) as n from click_daily_dimensions_recent where day < ${today}`.execute(test.store.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});

/** Runs `body` on a new store of `dialect` holding one link, then drops the store. */
async function withLinkInNewStore(dialect: Dialect, slug: string, body: (db: Db, linkId: number, test: TestStore) => Promise<void>): Promise<void> {
  const test = await createTestStore(dialect);
  try {
    const now = new Date().toISOString();
    const link = await test.store.db.insertInto('links').values({ slug, destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await body(test.store.db, Number(link.id), test);
  } finally {
    await test.drop();
  }
}

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))('moving the recent rollups on %s while a link is deleted', (dialect) => {
  it('makes the deletion wait for the move, so that none of the link\'s rows is left in the settled tables', async () => {
    await withLinkInNewStore(dialect, 'recent-race', async (db, linkId) => {
      const before = dayOf(Date.now() - 2 * DAY_MS);
      await db.insertInto('click_daily_recent').values({ link_id: linkId, day: before, clicks: 3, uniques: 2, bot_clicks: 0 }).execute();
      await db.insertInto('click_daily_dimensions_recent').values({ link_id: linkId, day: before, dimension: 'os', value: 'iOS', clicks: 3 }).execute();

      let deleted = false;
      let deletion: Promise<void> | null = null;
      await db.transaction().execute(async (trx) => {
        await settleRecentRollups(trx, dialect, dayOf(Date.now()));
        // The move is done but not committed: a deletion of the link now must wait for it.
        deletion = db.transaction().execute(async (other) => {
          await deleteLinksAndClicks(other, [linkId]);
          deleted = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(deleted, 'the deletion went ahead of the move').toBe(false);
      });
      await deletion;
      for (const table of ['click_daily', 'click_daily_dimensions', 'click_daily_recent', 'click_daily_dimensions_recent'] as const) {
        expect(await db.selectFrom(table).selectAll().where('link_id', '=', linkId).execute(), table).toEqual([]);
      }
    });
  });
});

describe.each(DIALECTS)('migration 0029 on %s', (dialect) => {
  it('adds the recent tables on the way up, and on the way down adds what they hold to the settled ones', async () => {
    await withLinkInNewStore(dialect, 'recent-down', async (db, linkId, test) => {
      await db.insertInto('click_daily').values({ link_id: linkId, day: '2026-12-06', clicks: 2, uniques: 1, bot_clicks: 0 }).execute();
      await db.insertInto('click_daily_recent').values([
        { link_id: linkId, day: '2026-12-06', clicks: 3, uniques: 3, bot_clicks: 1 },
        { link_id: linkId, day: '2026-12-07', clicks: 4, uniques: 2, bot_clicks: 0 },
      ]).execute();
      await db.insertInto('click_daily_dimensions_recent').values({ link_id: linkId, day: '2026-12-07', dimension: 'os', value: 'iOS', clicks: 4 }).execute();

      expect(await migrateTo(test.store, '0028_click_text_bytewise')).toEqual(['0030_click_log_events_not_unique', '0029_recent_rollups']);
      const daily = await db.selectFrom('click_daily').select(['day', 'clicks', 'uniques', 'bot_clicks']).where('link_id', '=', linkId).orderBy('day').execute();
      expect(daily.map((row) => [row.day, Number(row.clicks), Number(row.uniques), Number(row.bot_clicks)])).toEqual([
        ['2026-12-06', 5, 4, 1],
        ['2026-12-07', 4, 2, 0],
      ]);
      const os = await db.selectFrom('click_daily_dimensions').select(['value', 'clicks']).where('link_id', '=', linkId).execute();
      expect(os.map((row) => [row.value, Number(row.clicks)])).toEqual([['iOS', 4]]);

      expect(await migrateToLatest(test.store)).toEqual(['0029_recent_rollups', '0030_click_log_events_not_unique']);
      expect(await db.selectFrom('click_daily_recent').selectAll().execute()).toEqual([]);
    });
  });
});
