import { sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import { linkIdIn, unfoldedClicks } from '../../platform/db/unfolded-clicks.js';

type Counters = { id: number; total_clicks: number; unique_clicks: number; bot_clicks: number; last_clicked_at: string | null };

interface UnfoldedTotals {
  link_id: number;
  clicks: number;
  uniques: number;
  bots: number;
  last_at: string | null;
}

/**
 * The rows with their counters brought up to now: the click fold adds to `total_clicks` and
 * the rest every CLICK_FOLD_MS, and the clicks appended since are added here (ADR 1005), one
 * query for all the rows (a range of the log's key per link, usually empty).
 */
export async function withUnfoldedClicks<Row extends Counters>(db: Db, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const result = await sql<UnfoldedTotals>`select link_id, sum(1 - is_bot) as clicks, sum(is_unique) as uniques, sum(is_bot) as bots,
      max(case when is_bot = 0 then clicked_at end) as last_at
    from ${unfoldedClicks(linkIdIn(rows.map((row) => row.id)))} as u group by link_id`.execute(db);
  if (result.rows.length === 0) return rows;
  const byLink = new Map(result.rows.map((row) => [Number(row.link_id), row]));
  return rows.map((row) => {
    const add = byLink.get(Number(row.id));
    if (!add) return row;
    const last = add.last_at !== null && (row.last_clicked_at === null || row.last_clicked_at < add.last_at) ? add.last_at : row.last_clicked_at;
    return {
      ...row,
      total_clicks: Number(row.total_clicks) + Number(add.clicks),
      unique_clicks: Number(row.unique_clicks) + Number(add.uniques),
      bot_clicks: Number(row.bot_clicks) + Number(add.bots),
      last_clicked_at: last,
    };
  });
}
