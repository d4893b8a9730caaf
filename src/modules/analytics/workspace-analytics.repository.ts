import { sql } from 'kysely';
import type { Db } from '../../platform/db/db.js';

export interface TopLinkRow {
  id: number;
  slug: string;
  host: string | null;
  clicks: number;
}

/**
 * The workspace's links with the most human clicks in [from, to] (ties: the older link first),
 * from the daily rollups (settled and recent, ADR 1025) and the clicks still in the click log (ADR 1005).
 */
export async function readTopLinks(db: Db, workspaceId: number, from: string, to: string, limit: number): Promise<TopLinkRow[]> {
  const result = await sql<TopLinkRow>`select l.id, l.slug, l.host, sum(t.clicks) as clicks from (
      select link_id, clicks from click_daily where day >= ${from} and day <= ${to}
        and link_id in (select id from links where workspace_id = ${workspaceId})
      union all
      select link_id, clicks from click_daily_recent where day >= ${from} and day <= ${to}
        and link_id in (select id from links where workspace_id = ${workspaceId})
      union all
      select link_id, 1 from click_log where day >= ${from} and day <= ${to} and is_bot = 0
        and link_id in (select id from links where workspace_id = ${workspaceId})
    ) as t inner join links l on l.id = t.link_id
    where l.workspace_id = ${workspaceId} and l.deleted_at is null
    group by l.id, l.slug, l.host
    having sum(t.clicks) > 0
    order by clicks desc, l.id
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), slug: row.slug, host: row.host, clicks: Number(row.clicks) }));
}
