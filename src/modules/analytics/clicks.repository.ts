import type { Db } from '../../platform/db/db.js';

/**
 * A link's raw clicks in `[from, to)` after `afterEventId`, in time order (event ids sort by
 * time, and the table is keyed by link and event id): an export's next batch.
 */
export async function findClicksAfter(db: Db, linkId: number, range: { from: string; to: string }, afterEventId: string, withBots: boolean, limit: number) {
  let query = db
    .selectFrom('clicks')
    .select(['event_id', 'clicked_at', 'is_bot', 'is_unique', 'country', 'device', 'browser', 'os', 'referrer_host', 'source', 'variant'])
    .where('link_id', '=', linkId)
    .where('event_id', '>', afterEventId)
    .where('clicked_at', '>=', range.from)
    .where('clicked_at', '<', range.to);
  if (!withBots) query = query.where('is_bot', '=', 0);
  return query.orderBy('event_id').limit(limit).execute();
}
