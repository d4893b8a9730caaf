import { sql } from 'kysely';
import { insertRows, runForEachRow, valuesTable } from '../../platform/db/bulk.js';
import type { Db, Store } from '../../platform/db/db.js';

// The rollups a written click batch adds to, each summed in memory first (click-rollup.ts):
// one row per (link, day) or (link, day, value), so a hot link costs no more statements.
// PostgreSQL gets multi-row statements (a round trip each); SQLite, in process, one prepared
// single-row statement run per row (runForEachRow).

/** Where a batch's rollups go: its open transaction, and on SQLite the connection under it. */
export interface RollupTarget {
  trx: Db;
  store: Pick<Store, 'dialect' | 'sqlite'>;
}

/** Statements carry at most this many rows. */
const CHUNK = 500;

/** One link's share of a written batch: what the Link counters and `link.clicked` carry. */
export interface LinkClickTotals {
  linkId: number;
  clicks: number;
  uniques: number;
  bots: number;
  /** Latest human click of the batch, or null when it held only bots. */
  lastAt: string | null;
}

export interface DailyTotals {
  linkId: number;
  day: string;
  clicks: number;
  uniques: number;
  bots: number;
}

export interface DimensionCount {
  linkId: number;
  day: string;
  dimension: string;
  value: string;
  clicks: number;
}

export interface MonthlyClicks {
  linkId: number;
  /** `YYYY-MM` */
  period: string;
  clicks: number;
}

/**
 * CHUNK rows at a time, then the rest in powers of two (256, 128 ... 1): every statement has one
 * of ten shapes, so SQLite's statement cache reuses them batch after batch instead of preparing
 * a new statement for each batch's row count.
 */
function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  let i = 0;
  for (; rows.length - i >= CHUNK; i += CHUNK) yield rows.slice(i, i + CHUNK);
  for (let size = 256; size >= 1; size /= 2) {
    if (rows.length - i >= size) {
      yield rows.slice(i, i + size);
      i += size;
    }
  }
}

/** Adds rows to a rollup table; `onConflict` says how a row adds up. */
async function upsertRows(target: RollupTarget, table: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>, onConflict: string): Promise<void> {
  const { sqlite, dialect } = target.store;
  if (sqlite) {
    runForEachRow(sqlite, `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')}) ${onConflict}`, rows);
    return;
  }
  for (const chunk of chunks(rows)) await insertRows(target.trx, dialect, table, columns, chunk, onConflict);
}

export async function addDailyTotals(target: RollupTarget, days: readonly DailyTotals[]): Promise<void> {
  await upsertRows(
    target,
    'click_daily',
    ['link_id', 'day', 'clicks', 'uniques', 'bot_clicks'],
    days.map((d) => [d.linkId, d.day, d.clicks, d.uniques, d.bots]),
    `on conflict ("link_id", "day") do update set
      "clicks" = click_daily."clicks" + excluded."clicks",
      "uniques" = click_daily."uniques" + excluded."uniques",
      "bot_clicks" = click_daily."bot_clicks" + excluded."bot_clicks"`,
  );
}

export async function addDimensionCounts(target: RollupTarget, counts: readonly DimensionCount[]): Promise<void> {
  await upsertRows(
    target,
    'click_daily_dimensions',
    ['link_id', 'day', 'dimension', 'value', 'clicks'],
    counts.map((c) => [c.linkId, c.day, c.dimension, c.value, c.clicks]),
    `on conflict ("link_id", "day", "dimension", "value") do update set "clicks" = click_daily_dimensions."clicks" + excluded."clicks"`,
  );
}

/** Adds to each link's counters; `last_clicked_at` only moves forward. */
export async function addLinkCounters({ trx, store }: RollupTarget, totals: readonly LinkClickTotals[]): Promise<void> {
  if (store.sqlite) {
    runForEachRow(
      store.sqlite,
      `update links set total_clicks = total_clicks + ?, unique_clicks = unique_clicks + ?, bot_clicks = bot_clicks + ?,
        last_clicked_at = case when ? is not null and (last_clicked_at is null or last_clicked_at < ?) then ? else last_clicked_at end
      where id = ?`,
      totals.map((t) => [t.clicks, t.uniques, t.bots, t.lastAt, t.lastAt, t.lastAt, t.linkId]),
    );
    return;
  }
  for (const chunk of chunks(totals)) {
    const batch = valuesTable(
      ['bigint', 'bigint', 'bigint', 'bigint', 'text'],
      chunk.map((t) => [t.linkId, t.clicks, t.uniques, t.bots, t.lastAt]),
    );
    await sql`
      with batch (link_id, clicks, uniques, bots, last_at) as (${batch})
      update links set
        total_clicks = links.total_clicks + batch.clicks,
        unique_clicks = links.unique_clicks + batch.uniques,
        bot_clicks = links.bot_clicks + batch.bots,
        last_clicked_at = case
          when batch.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < batch.last_at) then batch.last_at
          else links.last_clicked_at end
      from batch
      where links.id = batch.link_id`.execute(trx);
  }
}

/** Adds human clicks to the links' owners' monthly usage (anonymous links have no owner). */
export async function addMonthlyClicks({ trx, store }: RollupTarget, rows: readonly MonthlyClicks[]): Promise<void> {
  if (store.sqlite) {
    // `where ... is not null` also settles SQLite's parse of ON CONFLICT after a SELECT.
    runForEachRow(
      store.sqlite,
      `insert into usage_counters (user_id, period, clicks, links_created, api_requests)
      select user_id, ?, ?, 0, 0 from links where id = ? and user_id is not null
      on conflict (user_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`,
      rows.map((r) => [r.period, r.clicks, r.linkId]),
    );
    return;
  }
  for (const chunk of chunks(rows)) {
    const batch = valuesTable(
      ['bigint', 'text', 'bigint'],
      chunk.map((r) => [r.linkId, r.period, r.clicks]),
    );
    await sql`
      with batch (link_id, period, clicks) as (${batch})
      insert into usage_counters (user_id, period, clicks, links_created, api_requests)
      select links.user_id, batch.period, sum(batch.clicks), 0, 0
      from batch inner join links on links.id = batch.link_id
      where links.user_id is not null
      group by links.user_id, batch.period
      on conflict (user_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`.execute(trx);
  }
}
