import { sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';

// What the click pipeline reads of links while it writes a batch.

/**
 * The ids among `ids` whose links still exist. On PostgreSQL they are locked against deletion
 * until the batch commits: a sweep deletes the link first, so it waits, then removes the
 * batch's rows as well.
 */
export async function findLiveLinkIds(trx: Db, dialect: Dialect, ids: readonly number[]): Promise<Set<number>> {
  // The ids travel as one array parameter: one statement text for every batch (prepared once),
  // not a list of up to 5,000 parameters built by the query builder each time.
  const query =
    dialect === 'postgres'
      ? sql<{ id: number }>`select id from links where id = any(${[...ids]}::bigint[]) for key share`
      : sql<{ id: number }>`select id from links where id in (select value from json_each(${JSON.stringify(ids)}))`;
  const { rows } = await query.execute(trx);
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
