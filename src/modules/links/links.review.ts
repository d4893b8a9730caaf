import { shortUrlOf } from './links.mapper.js';
import { linkKey } from './link.js';
import { NotFoundError, StateError } from '../../platform/http/errors.js';
import { emitStatusChanged } from './link-events.js';
import type { Db } from '../../platform/db/db.js';
import { type LinksContext, resourceOf } from './links.context.js';
import { findLinkStatus, moveLinkStatus, pendingReviewPage } from './links.repository.js';

/** A link waiting for an operator, as the review queue shows it. */
export interface ReviewItem {
  id: number;
  slug: string;
  short_url: string;
  destination_url: string;
  owner_email: string | null;
  created_at: string;
  updated_at: string;
}

export type ReviewDecision = 'approve' | 'block';

/** Links the safety scan could not decide on, oldest first (first in, first reviewed). */
export async function listPendingReview(db: Db, baseUrl: string, page = 1, perPage = 50): Promise<{ items: ReviewItem[]; total: number }> {
  const { rows, total } = await pendingReviewPage(db, page, perPage);
  return { items: rows.map((row) => ({ ...row, short_url: shortUrlOf(row, baseUrl), owner_email: row.owner_email ?? null })), total };
}

/**
 * An operator's verdict on a link under review: approve makes it redirect (active), block
 * shows the warning page (blocked). Only `pending_review` links can be decided; the owner's
 * webhooks hear about it and every instance drops the cached state.
 */
export async function decideReview(ctx: LinksContext, id: number, decision: ReviewDecision): Promise<{ slug: string; status: string }> {
  const to = decision === 'approve' ? 'active' : 'blocked';
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const updated = await moveLinkStatus(trx, id, 'pending_review', to, new Date().toISOString(), false);
    if (!updated) {
      const status = await findLinkStatus(trx, id);
      if (!status) throw new NotFoundError('Link not found');
      throw new StateError(`Only links under review can be decided; this link is ${status}`);
    }
    if (updated.workspace_id !== null) {
      await emitStatusChanged(trx, updated.workspace_id, 'pending_review', to, () => resourceOf(ctx, updated, trx));
    }
    return updated;
  });
  await ctx.cache.evict(linkKey(row.host, row.slug));
  return { slug: row.slug, status: row.status };
}
