import { sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';
import { linkIdIn, unfoldedClicks } from '../../platform/db/unfolded-clicks.js';
import type { StoredClickRow } from './clicks.repository.js';

/** The links among `ids` with what a live row needs (owner, slug, variant names). */
export async function findLiveLinks(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('links').select(['id', 'workspace_id', 'slug', 'variants', 'ended_variants']).where('id', 'in', ids).execute();
}

/**
 * The rows of these clicks (a written batch's), as the clicks export reads them: from the click
 * log, where a batch is appended, or from `clicks` when a fold has taken them already.
 */
export async function findStoredClicks(db: Db, linkIds: number[], eventIds: string[]) {
  const rows: Array<StoredClickRow & { link_id: number }> = [];
  for (let at = 0; at < eventIds.length; at += 500) {
    const part = sql.join(eventIds.slice(at, at + 500).map((id) => sql`${id}`));
    const result = await sql<StoredClickRow & { link_id: number }>`select ${ROW} from clicks where link_id in (${sql.join(linkIds)}) and event_id in (${part})
      union all
      select ${ROW} from ${unfoldedClicks(linkIdIn(linkIds))} as u where event_id in (${part})`.execute(db);
    rows.push(...result.rows.map((row) => ({ ...row, link_id: Number(row.link_id) })));
  }
  return rows;
}

const ROW = sql`link_id, event_id, clicked_at, is_bot, is_unique, country, device, browser, os, referrer_host, source, variant`;
