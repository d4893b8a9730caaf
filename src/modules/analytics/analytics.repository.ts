import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import type { Dimension } from './click-rollup.js';

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
  const rows = await db
    .selectFrom('click_daily')
    .select((eb) => ['day', eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('uniques').as('uniques'), eb.fn.sum<number>('bot_clicks').as('bot_clicks')])
    .where(inScope(db, scope))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, clicks: Number(row.clicks), uniques: Number(row.uniques), bot_clicks: Number(row.bot_clicks) }));
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
  let query = db
    .selectFrom('click_daily_dimensions')
    .select((eb) => ['value', eb.fn.sum<number>('clicks').as('clicks')])
    .where(inScope(db, scope))
    .where('dimension', '=', dimension)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('value')
    .orderBy('clicks', 'desc')
    .orderBy('value');
  if (limit !== null) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({ value: row.value, clicks: Number(row.clicks) }));
}

/** Human clicks per day of one dimension's value (QR scans: `source` = `qr`), days without any absent. */
export async function readDimensionByDay(db: Db, scope: ClickScope, dimension: Dimension, value: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('click_daily_dimensions')
    .select((eb) => ['day', eb.fn.sum<number>('clicks').as('clicks')])
    .where(inScope(db, scope))
    .where('dimension', '=', dimension)
    .where('value', '=', value)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.clicks)]));
}

/** Links that have a daily rollup older than `day`. */
export async function linksWithRollupsBefore(db: Db, day: string, limit: number) {
  return db.selectFrom('click_daily').select('link_id').distinct().where('day', '<', day).limit(limit).execute();
}

/** Deletes one link's raw clicks before `cutoff` and rollups before `day`; the raw rows deleted. */
export async function deleteClicksBefore(db: Db, linkId: number, cutoff: string, day: string): Promise<number> {
  const raw = await db.deleteFrom('clicks').where('link_id', '=', linkId).where('clicked_at', '<', cutoff).executeTakeFirst();
  await db.deleteFrom('click_daily').where('link_id', '=', linkId).where('day', '<', day).execute();
  await db.deleteFrom('click_daily_dimensions').where('link_id', '=', linkId).where('day', '<', day).execute();
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
 * Human clicks, first visits and QR scans per UTC hour in `[from, to)`, from the raw clicks.
 * The event-id bounds (an hour of slack either way) keep it a range scan of the link's key;
 * `clicked_at` decides exactly.
 */
export async function readHourlyClicks(db: Db, linkId: number, from: string, to: string): Promise<HourRow[]> {
  const hour = sql<string>`substr(clicked_at, 1, 13)`;
  const rows = await db
    .selectFrom('clicks')
    .select((eb) => [
      hour.as('hour'),
      eb.fn.countAll<number>().as('clicks'),
      eb.fn.sum<number>('is_unique').as('uniques'),
      eb.fn.sum<number>(eb.case().when('source', '=', 'qr').then(1).else(0).end()).as('scans'),
    ])
    .where('link_id', '=', linkId)
    .where('event_id', '>=', eventIdAt(Date.parse(from) - HOUR_MS))
    .where('event_id', '<', eventIdAt(Date.parse(to) + HOUR_MS))
    .where('clicked_at', '>=', from)
    .where('clicked_at', '<', to)
    .where('is_bot', '=', 0)
    .groupBy(hour)
    .execute();
  return rows.map((row) => ({ hour: row.hour, clicks: Number(row.clicks), uniques: Number(row.uniques), scans: Number(row.scans) }));
}
