import { tagsOfLinks } from '../organize/index.js';
import type { Actor, LinksContext } from './links.context.js';
import { findLinksPage, type LinkFilter } from './links.list.repository.js';
import { toLinkResource } from './links.mapper.js';
import { withUnfoldedClicks } from './link-counters.repository.js';

/** One page of the caller's links, filtered and sorted, with tags. */
export async function listLinks(ctx: LinksContext, actor: Actor, filter: Omit<LinkFilter, 'workspaceId'>) {
  const page = await findLinksPage(ctx.store.db, ctx.store.dialect, { ...filter, workspaceId: actor.workspaceId });
  const rows = await withUnfoldedClicks(ctx.store.db, page.rows);
  const total = page.total;
  const tags = await tagsOfLinks(ctx.store.db, rows.map((row) => row.id));
  return { data: rows.map((row) => toLinkResource(row, tags.get(row.id) ?? [], ctx.baseUrl)), total };
}
