import type { Db } from '../../platform/db/db.js';
import { LINK_CLICK_TABLES } from '../../platform/db/tables.js';

/** Unclaimed anonymous links created before `cutoff`. */
export async function anonymousLinksCreatedBefore(db: Db, cutoff: string, limit: number) {
  return db.selectFrom('links').select(['id', 'slug']).where('is_anonymous', '=', 1).where('workspace_id', 'is', null).where('created_at', '<', cutoff).limit(limit).execute();
}

/** Deletes the links and every click row of theirs; run it inside a transaction. */
export async function deleteLinksAndClicks(db: Db, ids: number[]): Promise<void> {
  // The link goes first: on PostgreSQL this waits for a fold of the click log that holds it
  // (click-fold.repository.ts), and the deletes below then see that fold's rows.
  await db.deleteFrom('links').where('id', 'in', ids).execute();
  for (const table of LINK_CLICK_TABLES) await db.deleteFrom(table).where('link_id', 'in', ids).execute();
}

/** Live links that still redirect although their expiry has passed. */
export async function linksPastExpiry(db: Db, now: string, limit: number) {
  return db
    .selectFrom('links')
    .select('id')
    .where('status', 'in', ['active', 'archived'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .where('deleted_at', 'is', null)
    .limit(limit)
    .execute();
}
