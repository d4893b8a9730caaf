import type { Db } from '../../platform/db/db.js';

/** The links among `ids` with what a live row needs (owner, slug, variant names). */
export async function findLiveLinks(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('links').select(['id', 'workspace_id', 'slug', 'variants', 'ended_variants']).where('id', 'in', ids).execute();
}

/** The stored rows of these clicks (a written batch's), as the clicks export reads them. */
export async function findStoredClicks(db: Db, linkIds: number[], eventIds: string[]) {
  const rows = [];
  for (let at = 0; at < eventIds.length; at += 500) {
    const part = eventIds.slice(at, at + 500);
    rows.push(
      ...(await db
        .selectFrom('clicks')
        .select(['link_id', 'event_id', 'clicked_at', 'is_bot', 'is_unique', 'country', 'device', 'browser', 'os', 'referrer_host', 'source', 'variant'])
        .where('link_id', 'in', linkIds)
        .where('event_id', 'in', part)
        .execute()),
    );
  }
  return rows;
}
