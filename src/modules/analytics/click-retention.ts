import type { Store } from '../../platform/db/db.js';
import { deleteClicksBefore, linksWithRollupsBefore } from './analytics.repository.js';

const DAY_MS = 86_400_000;
const BATCH = 500;

/** The longest analytics retention of any plan; older raw clicks and rollups are never shown. */
export const MAX_RETENTION_DAYS = 3650;

/**
 * Deletes raw clicks and rollups older than any plan can see, link by link: every table is
 * keyed by link first, so each delete is a range of one link's rows. The links to visit are
 * those with an old daily rollup; raw rows and rollups of a link go in one transaction, so a
 * crash never leaves raw rows that no rollup points to.
 */
export async function pruneOldClicks(store: Store, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - MAX_RETENTION_DAYS * DAY_MS).toISOString();
  const day = cutoff.slice(0, 10);
  let removed = 0;
  for (;;) {
    const links = await linksWithRollupsBefore(store.db, day, BATCH);
    if (links.length === 0) return removed;
    for (const { link_id: linkId } of links) {
      removed += await store.db.transaction().execute((trx) => deleteClicksBefore(trx, linkId, cutoff, day));
    }
  }
}
