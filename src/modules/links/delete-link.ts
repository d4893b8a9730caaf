import { linkKey } from './link.js';
import { getLinkRowOrThrow } from './get-link.js';
import { emitLinkEvent } from './link-events.js';
import { type Actor, type LinksContext, resourceOf } from './links.context.js';
import { softDeleteLink } from './links.repository.js';

/** Soft delete: the row stays for analytics and audit; the short URL 404s at once. */
export async function deleteLink(ctx: LinksContext, actor: Actor, id: number): Promise<void> {
  const current = await getLinkRowOrThrow(ctx.store.db, actor, id);
  const now = new Date().toISOString();
  await ctx.store.db.transaction().execute(async (trx) => {
    // Only the delete that happened announces it; a concurrent second one changed nothing.
    if (await softDeleteLink(trx, id, now)) {
      await emitLinkEvent(trx, actor, 'link.deleted', () => resourceOf(ctx, { ...current, updated_at: now }, trx));
    }
  });
  await ctx.cache.evict(linkKey(current.host, current.slug));
}
