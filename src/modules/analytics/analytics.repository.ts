import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import { ROLLUP_TABLES } from '../../platform/db/tables.js';
import { unfoldedClicks } from '../../platform/db/unfolded-clicks.js';

export const DIMENSIONS = ['country', 'device', 'browser', 'os', 'language', 'referrer', 'source', 'variant'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

// Every read here adds the clicks still in the click log to what the fold wrote (ADR 1005):
// the rollups and raw rows, then the log's clicks of the same scope, summed together, so an
// answer is exact whenever it is asked. The log holds one fold interval of clicks at most.
// The daily rollups are two tables each: the settled days, and the days the fold still adds
// to (`_recent`, about one day; ADR 1025). A (link, day) may have a row in both: every read sums.

/** A dimension's value in a log row, as the fold rolls it up ('' is never rolled up). */
const LOG_VALUE: Record<Dimension, RawBuilder<string>> = {
  country: sql`country`,
  device: sql`device`,
  browser: sql`browser`,
  os: sql`os`,
  language: sql`language`,
  referrer: sql`referrer_host`,
  source: sql`case when source = 'qr' then 'qr' else '' end`,
  variant: sql`coalesce(cast(variant as text), '')`,
};

export interface DayRow {
  day: string;
  clicks: number;
  uniques: number;
  bot_clicks: number;
}

/**
 * Whose clicks a rollup read covers: one link (its analytics), or every live link of a
 * workspace (the dashboard). A workspace's links are picked by a semi-join on
 * `links.workspace_id`, so the rollups are still read by their (link_id, day) key and no query
 * runs per link; deleted links are left out, as everywhere the workspace's links are listed.
 */
export type ClickScope = { linkId: number } | { workspaceId: number };

function inScope(db: Db, scope: ClickScope): RawBuilder<boolean> {
  if ('linkId' in scope) return sql<boolean>`link_id = ${scope.linkId}`;
  const links = db.selectFrom('links').select('id').where('workspace_id', '=', scope.workspaceId).where('deleted_at', 'is', null);
  return sql<boolean>`link_id in (${links})`;
}

/** Clicks, first visits and bot clicks per day in [from, to], ascending; days without clicks are absent. */
export async function readDailyRollups(db: Db, scope: ClickScope, from: string, to: string): Promise<DayRow[]> {
  const where = inScope(db, scope);
  const result = await sql<DayRow>`select day, sum(clicks) as clicks, sum(uniques) as uniques, sum(bot_clicks) as bot_clicks from (
      select day, clicks, uniques, bot_clicks from click_daily where ${where} and day >= ${from} and day <= ${to}
      union all
      select day, clicks, uniques, bot_clicks from click_daily_recent where ${where} and day >= ${from} and day <= ${to}
      union all
      select day, 1 - is_bot, is_unique, is_bot from ${unfoldedClicks(sql`${where} and day >= ${from} and day <= ${to}`)} as u
    ) as t group by day order by day`.execute(db);
  return result.rows.map((row) => ({ day: row.day, clicks: Number(row.clicks), uniques: Number(row.uniques), bot_clicks: Number(row.bot_clicks) }));
}

/** Human clicks per value of one dimension over [from, to], most first (ties by value). */
export async function readDimensionTotals(
  db: Db,
  scope: ClickScope,
  dimension: Dimension,
  from: string,
  to: string,
  limit: number | null,
): Promise<Array<{ value: string; clicks: number }>> {
  const top = limit === null ? sql`` : sql`limit ${limit}`;
  const result = await sql<{ value: string; clicks: number }>`select value, sum(clicks) as clicks from (
      ${dimensionRows(db, scope, dimension, from, to)}
    ) as t group by value order by clicks desc, value ${top}`.execute(db);
  return result.rows.map((row) => ({ value: row.value, clicks: Number(row.clicks) }));
}

/** Human clicks per day of one dimension's value (QR scans: `source` = `qr`), days without any absent. */
export async function readDimensionByDay(db: Db, scope: ClickScope, dimension: Dimension, value: string, from: string, to: string): Promise<Map<string, number>> {
  const result = await sql<{ day: string; clicks: number }>`select day, sum(clicks) as clicks from (
      ${dimensionRows(db, scope, dimension, from, to)}
    ) as t where value = ${value} group by day`.execute(db);
  return new Map(result.rows.map((row) => [row.day, Number(row.clicks)]));
}

/** (day, value, clicks) rows of one dimension: the rollups', then one per human click in the log. */
function dimensionRows(db: Db, scope: ClickScope, dimension: Dimension, from: string, to: string): RawBuilder<unknown> {
  const where = inScope(db, scope);
  return sql`select day, value, clicks from click_daily_dimensions
      where ${where} and dimension = ${dimension} and day >= ${from} and day <= ${to}
    union all
    select day, value, clicks from click_daily_dimensions_recent
      where ${where} and dimension = ${dimension} and day >= ${from} and day <= ${to}
    union all
    select day, value, 1 from (select day, ${LOG_VALUE[dimension]} as value from click_log
      where ${where} and day >= ${from} and day <= ${to} and is_bot = 0) as l where value <> ''`;
}

/** Links that have a daily rollup older than `day`. */
export async function linksWithRollupsBefore(db: Db, day: string, limit: number) {
  const settled = db.selectFrom('click_daily').select('link_id').where('day', '<', day);
  const recent = db.selectFrom('click_daily_recent').select('link_id').where('day', '<', day);
  // `union` drops repeats, as `distinct` did.
  return db.selectFrom(settled.union(recent).as('r')).select('link_id').limit(limit).execute();
}

/** Deletes one link's raw clicks before `cutoff` and rollups before `day`; the raw rows deleted. */
export async function deleteClicksBefore(db: Db, linkId: number, cutoff: string, day: string): Promise<number> {
  const raw = await db.deleteFrom('clicks').where('link_id', '=', linkId).where('clicked_at', '<', cutoff).executeTakeFirst();
  for (const table of ROLLUP_TABLES) await db.deleteFrom(table).where('link_id', '=', linkId).where('day', '<', day).execute();
  return Number(raw.numDeletedRows);
}

export interface HourRow {
  /** `YYYY-MM-DDTHH` (UTC) */
  hour: string;
  clicks: number;
  uniques: number;
  scans: number;
}

/** A time's prefix of the click event ids (event-id.ts): ids sort by the time they were made at. */
const eventIdAt = (ms: number) => Math.max(0, ms).toString(36).padStart(9, '0');
const HOUR_MS = 3_600_000;

/**
 * Human clicks, first visits and QR scans per UTC hour in `[from, to)`, from the raw clicks and
 * the log's. The event-id bounds (an hour of slack either way) keep it a range scan of the
 * link's key; `clicked_at` decides exactly. The log's first visits are decided over the whole
 * of each of its days, before the hours are cut out.
 */
export async function readHourlyClicks(db: Db, linkId: number, from: string, to: string): Promise<HourRow[]> {
  const low = eventIdAt(Date.parse(from) - HOUR_MS);
  const high = eventIdAt(Date.parse(to) + HOUR_MS);
  const window = sql`clicked_at >= ${from} and clicked_at < ${to} and is_bot = 0`;
  const result = await sql<HourRow>`select substr(clicked_at, 1, 13) as hour, count(*) as clicks, sum(is_unique) as uniques,
      sum(case when source = 'qr' then 1 else 0 end) as scans
    from (
      select clicked_at, is_unique, source from clicks
        where link_id = ${linkId} and event_id >= ${low} and event_id < ${high} and ${window}
      union all
      select clicked_at, is_unique, source from ${unfoldedClicks(sql`l.link_id = ${linkId}`)} as u where ${window}
    ) as t group by substr(clicked_at, 1, 13)`.execute(db);
  return result.rows.map((row) => ({ hour: row.hour, clicks: Number(row.clicks), uniques: Number(row.uniques), scans: Number(row.scans) }));
}
