import { preparedStatement, runPrepared } from '../../platform/db/prepared.js';
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
  const rows = await (dialect === 'postgres' ? runPrepared<{ id: number }>(trx, LIVE_LINKS.postgres, [ids]) : runPrepared<{ id: number }>(trx, LIVE_LINKS.sqlite, [JSON.stringify(ids)]));
  return new Set(rows.map((row) => Number(row.id)));
}

const LIVE_LINKS = {
  postgres: preparedStatement('click_live_links', 'select id from links where id = any($1::bigint[]) for key share'),
  sqlite: preparedStatement('click_live_links', 'select id from links where id in (select value from json_each(?))'),
};

/** The links among `ids` whose owners have an enabled webhook endpoint (one cheap query when nobody listens). */
export async function findLinksWithListeners(trx: Db, dialect: Dialect, ids: readonly number[]): Promise<ListenedLink[]> {
  return dialect === 'postgres' ? runPrepared<ListenedLink>(trx, LISTENED_LINKS.postgres, [ids]) : runPrepared<ListenedLink>(trx, LISTENED_LINKS.sqlite, [JSON.stringify(ids)]);
}

interface ListenedLink {
  id: number;
  slug: string;
  workspace_id: number | null;
}

// Every batch of clicks asks this, and almost every answer is empty: one prepared text.
const LISTENED_LINKS = {
  postgres: preparedStatement(
    'click_listened_links',
    `select l.id, l.slug, l.workspace_id from links l
    where l.id = any($1::bigint[]) and exists (select 1 from webhook_endpoints e where e.workspace_id = l.workspace_id and e.enabled = 1)`,
  ),
  sqlite: preparedStatement(
    'click_listened_links',
    `select l.id, l.slug, l.workspace_id from links l
    where l.id in (select value from json_each(?)) and exists (select 1 from webhook_endpoints e where e.workspace_id = l.workspace_id and e.enabled = 1)`,
  ),
};

/** The owner of each of `ids` that has one (anonymous links have none). */
export async function findLinkOwners(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.selectFrom('links').select(['id', 'workspace_id']).where('id', 'in', [...ids]).where('workspace_id', 'is not', null).execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.workspace_id)]));
}
