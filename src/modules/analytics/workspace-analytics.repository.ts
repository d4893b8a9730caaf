import type { Db } from '../../platform/db/db.js';

export interface TopLinkRow {
  id: number;
  slug: string;
  host: string | null;
  clicks: number;
}

/** The workspace's links with the most human clicks in [from, to] (ties: the older link first). */
export async function readTopLinks(db: Db, workspaceId: number, from: string, to: string, limit: number): Promise<TopLinkRow[]> {
  const rows = await db
    .selectFrom('click_daily as d')
    .innerJoin('links as l', 'l.id', 'd.link_id')
    .select((eb) => ['l.id', 'l.slug', 'l.host', eb.fn.sum<number>('d.clicks').as('clicks')])
    .where('l.workspace_id', '=', workspaceId)
    .where('l.deleted_at', 'is', null)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['l.id', 'l.slug', 'l.host'])
    .having((eb) => eb.fn.sum('d.clicks'), '>', 0)
    .orderBy('clicks', 'desc')
    .orderBy('l.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug, host: row.host, clicks: Number(row.clicks) }));
}
