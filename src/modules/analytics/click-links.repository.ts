import type { Db, Dialect } from '../../platform/db/db.js';

// What the click pipeline reads of links while it writes a batch.

/**
 * The ids among `ids` whose links still exist. On PostgreSQL they are locked against deletion
 * until the batch commits: a sweep deletes the link first, so it waits, then removes the
 * batch's rows as well.
 */
export async function findLiveLinkIds(trx: Db, dialect: Dialect, ids: readonly number[]): Promise<Set<number>> {
  const query = trx.selectFrom('links').select('id').where('id', 'in', [...ids]);
  const rows = await (dialect === 'postgres' ? query.forKeyShare() : query).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** The links among `ids` whose owners have an enabled webhook endpoint (one cheap query when nobody listens). */
export async function findLinksWithListeners(trx: Db, ids: readonly number[]) {
  return trx
    .selectFrom('links')
    .select(['links.id', 'links.slug', 'links.user_id'])
    .where('links.id', 'in', [...ids])
    .where((eb) => eb.exists(eb.selectFrom('webhook_endpoints as e').select('e.id').whereRef('e.user_id', '=', 'links.user_id').where('e.enabled', '=', 1)))
    .execute();
}
