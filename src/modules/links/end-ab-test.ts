import { StateError, ValidationError } from '../../platform/http/errors.js';
import { getLinkRowOrThrow } from './get-link.js';
import { checkEntitlements } from './links.rules.js';
import { emitLinkUpdated } from './link-events.js';
import { linkKey } from './link.js';
import { type Actor, type LinksContext, resourceOf } from './links.context.js';
import type { LinkResource } from './links.mapper.js';
import { lockLinkRow, updateLinkRow } from './links.repository.js';
import type { VariantJson } from './smart.js';

/**
 * Ends the link's A/B test with a winner, one of its variants: the link's destination becomes
 * it and the variants are cleared (kept as `ended_variants`, so analytics still names them).
 */
export async function endAbTest(ctx: LinksContext, actor: Actor, id: number, winner: string): Promise<LinkResource> {
  checkEntitlements({ variants: [] }, actor.entitlements);
  await getLinkRowOrThrow(ctx.store.db, actor, id);
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const current = await lockLinkRow(trx, ctx.store.dialect, id);
    if (current.variants === null) throw new StateError('This link has no A/B test running');
    const variants = JSON.parse(current.variants) as VariantJson[];
    const chosen = variants.find((variant) => variant.destination_url === winner.trim());
    if (!chosen) throw ValidationError.field('destination_url', 'destination_url must be the destination_url of one of the link\'s variants');
    if (current.status === 'blocked') throw new StateError('This link was blocked as unsafe; its destination cannot change. Create a new link instead.');
    const before = await resourceOf(ctx, current, trx);
    const now = new Date().toISOString();
    // The winner was scanned when the test was set up and by every rescan since.
    const updated = await updateLinkRow(trx, id, { destination_url: chosen.destination_url, variants: null, ended_variants: current.variants, updated_at: now });
    await emitLinkUpdated(trx, actor, before, updated, () => resourceOf(ctx, updated, trx));
    return updated;
  });
  await ctx.cache.evict(linkKey(row.host, row.slug));
  return resourceOf(ctx, row);
}
