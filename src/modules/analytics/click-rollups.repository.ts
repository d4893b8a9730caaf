import { arrayLiterals, runForEachRow } from '../../platform/db/bulk.js';
import { type PreparedStatement, preparedStatement, runPrepared } from '../../platform/db/prepared.js';
import type { Db, Store } from '../../platform/db/db.js';

// The rollups a written click batch adds to, each summed in memory first (click-rollup.ts):
// one row per (link, day) or (link, day, value), so a hot link costs no more statements.
// PostgreSQL gets one prepared statement per table and batch, its rows as one array per
// column (a round trip each); SQLite, in process, one prepared single-row statement run per
// row (runForEachRow).

/** Where a batch's rollups go: its open transaction, and on SQLite the connection under it. */
export interface RollupTarget {
  trx: Db;
  store: Pick<Store, 'dialect' | 'sqlite'>;
}

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

/** A rollup table's upsert: its columns with their PostgreSQL types, and how a row adds up. */
interface Upsert {
  sqlite: string;
  postgres: PreparedStatement;
}

function upsert(table: string, columns: ReadonlyArray<readonly [name: string, type: string]>, onConflict: string): Upsert {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  return {
    sqlite: `insert into "${table}" (${names}) values (${columns.map(() => '?').join(', ')}) ${onConflict}`,
    postgres: preparedStatement(`rollup_${table}`, `insert into "${table}" (${names}) select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) ${onConflict}`),
  };
}

/** Adds rows to a rollup table: on PostgreSQL in one statement, one array per column. */
async function upsertRows(target: RollupTarget, statement: Upsert, rows: ReadonlyArray<readonly unknown[]>, width: number): Promise<void> {
  if (rows.length === 0) return;
  const { sqlite } = target.store;
  if (sqlite) runForEachRow(sqlite, statement.sqlite, rows);
  else await runPrepared(target.trx, statement.postgres, arrayLiterals(rows, width));
}

const DAILY = upsert(
  'click_daily',
  [['link_id', 'bigint'], ['day', 'text'], ['clicks', 'bigint'], ['uniques', 'bigint'], ['bot_clicks', 'bigint']],
  `on conflict ("link_id", "day") do update set
    "clicks" = click_daily."clicks" + excluded."clicks",
    "uniques" = click_daily."uniques" + excluded."uniques",
    "bot_clicks" = click_daily."bot_clicks" + excluded."bot_clicks"`,
);

const DIMENSION_COUNTS = upsert(
  'click_daily_dimensions',
  [['link_id', 'bigint'], ['day', 'text'], ['dimension', 'text'], ['value', 'text'], ['clicks', 'bigint']],
  `on conflict ("link_id", "day", "dimension", "value") do update set "clicks" = click_daily_dimensions."clicks" + excluded."clicks"`,
);

export async function addDailyTotals(target: RollupTarget, days: readonly DailyTotals[]): Promise<void> {
  await upsertRows(target, DAILY, days.map((d) => [d.linkId, d.day, d.clicks, d.uniques, d.bots]), 5);
}

export async function addDimensionCounts(target: RollupTarget, counts: readonly DimensionCount[]): Promise<void> {
  await upsertRows(target, DIMENSION_COUNTS, counts.map((c) => [c.linkId, c.day, c.dimension, c.value, c.clicks]), 5);
}

/**
 * Adds to each link's counters; `last_clicked_at` only moves forward. Returns how many of the
 * links were there to update: fewer when one was deleted since its clicks were served.
 */
export async function addLinkCounters({ trx, store }: RollupTarget, totals: readonly LinkClickTotals[]): Promise<number> {
  if (store.sqlite) {
    return runForEachRow(
      store.sqlite,
      `update links set total_clicks = total_clicks + ?, unique_clicks = unique_clicks + ?, bot_clicks = bot_clicks + ?,
        last_clicked_at = case when ? is not null and (last_clicked_at is null or last_clicked_at < ?) then ? else last_clicked_at end
      where id = ?`,
      totals.map((t) => [t.clicks, t.uniques, t.bots, t.lastAt, t.lastAt, t.lastAt, t.linkId]),
    );
  }
  if (totals.length === 0) return 0;
  return (await runPrepared(trx, LINK_COUNTERS, arrayLiterals(totals.map((t) => [t.linkId, t.clicks, t.uniques, t.bots, t.lastAt]), 5))).length;
}

const LINK_COUNTERS = preparedStatement(
  'rollup_link_counters',
  `update links set
    total_clicks = links.total_clicks + batch.clicks,
    unique_clicks = links.unique_clicks + batch.uniques,
    bot_clicks = links.bot_clicks + batch.bots,
    last_clicked_at = case
      when batch.last_at is not null and (links.last_clicked_at is null or links.last_clicked_at < batch.last_at) then batch.last_at
      else links.last_clicked_at end
  from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[]) as batch (link_id, clicks, uniques, bots, last_at)
  where links.id = batch.link_id
  returning links.id`,
);

/** Adds human clicks to the links' owners' monthly usage (anonymous links have no owner). */
export async function addMonthlyClicks({ trx, store }: RollupTarget, rows: readonly MonthlyClicks[]): Promise<void> {
  if (store.sqlite) {
    // `where ... is not null` also settles SQLite's parse of ON CONFLICT after a SELECT.
    runForEachRow(
      store.sqlite,
      `insert into usage_counters (workspace_id, period, clicks, links_created, api_requests)
      select workspace_id, ?, ?, 0, 0 from links where id = ? and workspace_id is not null
      on conflict (workspace_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`,
      rows.map((r) => [r.period, r.clicks, r.linkId]),
    );
    return;
  }
  if (rows.length === 0) return;
  await runPrepared(trx, MONTHLY_CLICKS, arrayLiterals(rows.map((r) => [r.linkId, r.period, r.clicks]), 3));
}

const MONTHLY_CLICKS = preparedStatement(
  'rollup_usage_clicks',
  `insert into usage_counters (workspace_id, period, clicks, links_created, api_requests)
  select links.workspace_id, batch.period, sum(batch.clicks), 0, 0
  from unnest($1::bigint[], $2::text[], $3::bigint[]) as batch (link_id, period, clicks)
  inner join links on links.id = batch.link_id
  where links.workspace_id is not null
  group by links.workspace_id, batch.period
  on conflict (workspace_id, period) do update set clicks = usage_counters.clicks + excluded.clicks`,
);
