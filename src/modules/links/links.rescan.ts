import type { SafetyScanner } from '../safety/index.js';
import { emitStatusChanged } from './link-events.js';
import { type LinksContext, resourceOf } from './links.service.js';

const BATCH = 500;

/**
 * Checks every live redirecting link against the current threat lists (no network) and moves
 * the ones now listed to `blocked`, in batches by id so memory stays flat at any size.
 */
export async function rescanLinks(ctx: LinksContext & { scanner: SafetyScanner }): Promise<{ scanned: number; blocked: number }> {
  let lastId = 0;
  let scanned = 0;
  let blocked = 0;
  for (;;) {
    const batch = await ctx.store.db
      .selectFrom('links')
      .select(['id', 'slug', 'destination_url', 'fallback_url', 'status', 'user_id'])
      .where('status', 'in', ['active', 'archived'])
      .where('deleted_at', 'is', null)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return { scanned, blocked };
    lastId = batch[batch.length - 1]!.id;
    scanned += batch.length;
    for (const link of batch) {
      const urls = [link.destination_url, ...(link.fallback_url ? [link.fallback_url] : [])];
      if (!urls.some((url) => ctx.scanner.checkLocal(url).verdict === 'unsafe')) continue;
      const moved = await ctx.store.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('links')
          .set({ status: 'blocked', updated_at: new Date().toISOString() })
          .where('id', '=', link.id)
          .where('status', '=', link.status)
          .returningAll()
          .executeTakeFirst();
        if (row && row.user_id !== null) await emitStatusChanged(trx, row.user_id, link.status, 'blocked', () => resourceOf(ctx, row, trx));
        return row !== undefined;
      });
      if (moved) {
        blocked++;
        await ctx.cache.evict(link.slug);
      }
    }
  }
}
