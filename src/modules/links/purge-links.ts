import type { Db } from '../../platform/db/db.js';
import { linkKey } from './link.js';
import { deleteLinksAndClicks } from './link-sweeps.repository.js';

const BATCH = 500;

/**
 * Deletes every link of the user, soft-deleted ones included, with all their click data; run it
 * inside the transaction that removes the user. Returns the cache keys to evict once committed.
 */
export async function purgeLinksOf(trx: Db, workspaceId: number): Promise<string[]> {
  const rows = await trx.selectFrom('links').select(['id', 'host', 'slug']).where('workspace_id', '=', workspaceId).execute();
  for (let i = 0; i < rows.length; i += BATCH) await deleteLinksAndClicks(trx, rows.slice(i, i + BATCH).map((row) => row.id));
  return rows.map((row) => linkKey(row.host, row.slug));
}
