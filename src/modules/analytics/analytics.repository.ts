import type { Db } from '../../platform/db/db.js';
import type { Dimension } from './click-rollup.js';

export interface DayRow {
  day: string;
  clicks: number;
  uniques: number;
  bot_clicks: number;
}

/** Daily rollups of one link in [from, to], ascending; days without clicks are absent. */
export async function readDailyRollups(db: Db, linkId: number, from: string, to: string): Promise<DayRow[]> {
  return db
    .selectFrom('click_daily')
    .select(['day', 'clicks', 'uniques', 'bot_clicks'])
    .where('link_id', '=', linkId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/** Human clicks per value of one dimension over [from, to], most first (ties by value). */
export async function readDimensionTotals(
  db: Db,
  linkId: number,
  dimension: Dimension,
  from: string,
  to: string,
  limit: number | null,
): Promise<Array<{ value: string; clicks: number }>> {
  let query = db
    .selectFrom('click_daily_dimensions')
    .select((eb) => ['value', eb.fn.sum<number>('clicks').as('clicks')])
    .where('link_id', '=', linkId)
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

/** Human clicks per day of one dimension's value (a link's QR scans: `source` = `qr`), days without any absent. */
export async function readDimensionByDay(db: Db, linkId: number, dimension: Dimension, value: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('click_daily_dimensions')
    .select(['day', 'clicks'])
    .where('link_id', '=', linkId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('dimension', '=', dimension)
    .where('value', '=', value)
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
