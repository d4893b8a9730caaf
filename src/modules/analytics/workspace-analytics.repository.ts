import type { Db } from '../../platform/db/db.js';
import type { DayRow } from './analytics.repository.js';
import type { Dimension } from './click-rollup.js';

/**
 * The workspace dashboard's reads: the same rollups as a link's analytics (click_daily,
 * click_daily_dimensions), over every link of a workspace. Each breakdown is one grouped query;
 * the links are picked by a semi-join on `links.workspace_id`, so the rollups are still read by
 * their (link_id, day) key and no query runs per link.
 */
// Deleted links are left out, as everywhere else the workspace's links are listed.
const linkIdsOf = (db: Db, workspaceId: number) => db.selectFrom('links').select('id').where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null);

/** Per day in [from, to], ascending, summed over the workspace's links; days without clicks absent. */
export async function readWorkspaceDaily(db: Db, workspaceId: number, from: string, to: string): Promise<DayRow[]> {
  const rows = await db
    .selectFrom('click_daily')
    .select((eb) => ['day', eb.fn.sum<number>('clicks').as('clicks'), eb.fn.sum<number>('uniques').as('uniques'), eb.fn.sum<number>('bot_clicks').as('bot_clicks')])
    .where('link_id', 'in', linkIdsOf(db, workspaceId))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, clicks: Number(row.clicks), uniques: Number(row.uniques), bot_clicks: Number(row.bot_clicks) }));
}

/** Human clicks per value of one dimension over all the workspace's links, most first (ties by value). */
export async function readWorkspaceDimensionTotals(
  db: Db,
  workspaceId: number,
  dimension: Dimension,
  from: string,
  to: string,
  limit: number | null,
): Promise<Array<{ value: string; clicks: number }>> {
  let query = db
    .selectFrom('click_daily_dimensions')
    .select((eb) => ['value', eb.fn.sum<number>('clicks').as('clicks')])
    .where('link_id', 'in', linkIdsOf(db, workspaceId))
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

/** Human clicks per day of one dimension's value (QR scans: `source` = `qr`) over the workspace's links. */
export async function readWorkspaceDimensionByDay(db: Db, workspaceId: number, dimension: Dimension, value: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('click_daily_dimensions')
    .select((eb) => ['day', eb.fn.sum<number>('clicks').as('clicks')])
    .where('link_id', 'in', linkIdsOf(db, workspaceId))
    .where('dimension', '=', dimension)
    .where('value', '=', value)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.clicks)]));
}

export interface TopLinkRow {
  id: number;
  slug: string;
  host: string | null;
  clicks: number;
}

/** The workspace's links with the most human clicks in [from, to] (ties: the older link first). */
export async function readTopLinks(db: Db, workspaceId: number, from: string, to: string, limit: number): Promise<TopLinkRow[]> {
  const rows = await db
    .selectFrom('click_daily as d')
    .innerJoin('links as l', 'l.id', 'd.link_id')
    .select((eb) => ['l.id', 'l.slug', 'l.host', eb.fn.sum<number>('d.clicks').as('clicks')])
    .where('l.workspace_id', '=', workspaceId)
    .where('l.deleted_at', 'is', null)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['l.id', 'l.slug', 'l.host'])
    .having((eb) => eb.fn.sum('d.clicks'), '>', 0)
    .orderBy('clicks', 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug, host: row.host, clicks: Number(row.clicks) }));
}
