import type { SafetyScanner } from '../safety/index.js';
import { emitStatusChanged } from './link-events.js';
import { type LinksContext, resourceOf } from './links.context.js';
import { moveLinkStatus, redirectingLinksAfter } from './links.repository.js';
import { type LinkStatus, linkKey } from './link.js';
import { appUrlProblem } from './app-url.js';
import { smartUrlsOf } from './smart.js';

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
    const batch = await redirectingLinksAfter(ctx.store.db, lastId, BATCH);
    if (batch.length === 0) return { scanned, blocked };
    lastId = batch[batch.length - 1]!.id;
    scanned += batch.length;
    for (const link of batch) {
      // Rule, variant, deep-link (and what they carry) and preview-image URLs too: any one unsafe
      // blocks the link, as does an app link of a scheme refused since it was stored.
      const urls = [link.destination_url, ...(link.fallback_url ? [link.fallback_url] : []), ...smartUrlsOf(link)];
      const refusedApp = [link.ios_url, link.android_url].some((url) => url !== null && appUrlProblem(url) !== null);
      if (!refusedApp && !urls.some((url) => ctx.scanner.checkLocal(url).verdict === 'unsafe')) continue;
      const moved = await ctx.store.db.transaction().execute(async (trx) => {
        const row = await moveLinkStatus(trx, link.id, link.status as LinkStatus, 'blocked', new Date().toISOString(), false);
        if (row && row.workspace_id !== null) await emitStatusChanged(trx, row.workspace_id, link.status, 'blocked', () => resourceOf(ctx, row, trx));
        return row !== undefined;
      });
      if (moved) {
        blocked++;
        await ctx.cache.evict(linkKey(link.host, link.slug));
      }
    }
  }
}
