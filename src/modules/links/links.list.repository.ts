import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../platform/db/db.js';
import { EXPIRABLE_STATUSES, type LinkHealth, type LinkStatus } from './link.js';
import type { Database } from '../../platform/db/tables.js';
import type { LinkRow } from './links.repository.js';
import { findTagsByName } from '../organize/index.js';

/** List orders; newest first is the default. */
export const LINK_SORTS = ['newest', 'oldest', 'clicks', 'title', 'slug'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

export interface LinkFilter {
  workspaceId: number;
  search?: string;
  folderId?: number;
  tag?: string;
  status?: LinkStatus;
  health?: LinkHealth;
  /** Only links on this branded domain (its stored name). */
  host?: string;
  page: number;
  perPage: number;
  sort?: LinkSort;
}

/** The user's live links after `afterId`, by id: an export's next batch (a keyset, flat at any size). */
export async function findLinksAfter(db: Db, workspaceId: number, afterId: number, limit: number): Promise<LinkRow[]> {
  return db.selectFrom('links').selectAll().where('workspace_id', '=', workspaceId).where('deleted_at', 'is', null).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/** `%` and `_` in user text are literals, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of the user's live links, newest first, and the total matching.
 * Archived links are left out unless asked for by status.
 */
export async function findLinksPage(db: Db, dialect: Dialect, filter: LinkFilter): Promise<{ rows: LinkRow[]; total: number }> {
  // No stored text holds NUL, and PostgreSQL refuses one even as a query parameter.
  if (filter.search?.includes('\u0000') || filter.tag?.includes('\u0000')) return { rows: [], total: 0 };
  let query = db.selectFrom('links').where('links.workspace_id', '=', filter.workspaceId).where('links.deleted_at', 'is', null);
  const now = new Date().toISOString();
  const lapsed = (eb: ExpressionBuilder<Database, 'links'>) => eb.and([eb('links.expires_at', 'is not', null), eb('links.expires_at', '<=', now)]);
  // Filters see the status readers see (link.ts, statusAt): past its expiry a link is expired.
  if (filter.status === 'expired') {
    query = query.where((eb) => eb.or([eb('links.status', '=', 'expired'), eb.and([eb('links.status', 'in', EXPIRABLE_STATUSES), lapsed(eb)])]));
  } else if (filter.status && EXPIRABLE_STATUSES.includes(filter.status)) {
    query = query.where('links.status', '=', filter.status).where((eb) => eb.not(lapsed(eb)));
  } else if (filter.status) {
    query = query.where('links.status', '=', filter.status);
  } else {
    query = query.where('links.status', '!=', 'archived');
  }
  if (filter.folderId !== undefined) query = query.where('links.folder_id', '=', filter.folderId);
  if (filter.health !== undefined) query = query.where('links.health', '=', filter.health);
  if (filter.host !== undefined) query = query.where('links.host', '=', filter.host);
  if (filter.tag !== undefined) {
    // The tag's spellings are matched ignoring letter case the way tags are stored (tags.repository.ts).
    const tagIds = (await findTagsByName(db, filter.workspaceId, [filter.tag])).map((tag) => tag.id);
    if (tagIds.length === 0) return { rows: [], total: 0 };
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('link_tags').select('link_tags.link_id').whereRef('link_tags.link_id', '=', 'links.id').where('link_tags.tag_id', 'in', tagIds)),
    );
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // SQLite's LIKE is case-insensitive for ASCII already; PostgreSQL needs ILIKE.
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    const matches = (column: string) => sql<boolean>`${sql.ref(column)} ${op} ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([matches('links.slug'), matches('links.title'), matches('links.destination_url')]),
    );
  }
  const sort = filter.sort ?? 'newest';
  const [rows, count] = await Promise.all([
    query
      .selectAll('links')
      // The clicks still in the click log count too (ADR 1005): a range of its key per link.
      .$if(sort === 'clicks', (qb) =>
        qb.orderBy(sql`links.total_clicks + (select count(*) from click_log c where c.link_id = links.id and c.is_bot = 0)`, 'desc'),
      )
      .$if(sort === 'title', (qb) => qb.orderBy(sql`coalesce(lower(links.title), lower(links.slug))`))
      .$if(sort === 'slug', (qb) => qb.orderBy('links.slug'))
      .orderBy('links.created_at', sort === 'oldest' ? 'asc' : 'desc')
      .orderBy('links.id', sort === 'oldest' ? 'asc' : 'desc')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
