import { sha256 } from '../../platform/crypto/tokens.js';
import { EntitlementError, NotFoundError, ValidationError } from '../../platform/http/errors.js';
import { getEntitlements } from '../accounts/plans.js';
import { takeLinkQuota } from '../accounts/usage.repository.js';
import type { Db, LinkRow } from '../links/links.repository.js';
import { type LinksContext, resourceOf } from '../links/links.service.js';
import { emitLinkEvent, emitStatusChanged } from '../webhooks/link-events.js';

const INVALID = 'This claim link is invalid or has already been used';

/** The unclaimed anonymous link behind a claim token, or 404. */
export async function findClaimableLink(db: Db, token: string): Promise<LinkRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(INVALID);
  const row = await db
    .selectFrom('links')
    .selectAll()
    .where('claim_token_hash', '=', sha256(token))
    .where('user_id', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(INVALID);
  return row;
}

/**
 * Attaches an anonymous link to an account, once: the token is spent in the same UPDATE
 * that sets the owner. The destination is scanned again (lists may have changed since) and
 * the link counts toward the account's monthly quota.
 */
export async function claimLink(ctx: LinksContext, token: string, userId: number, plan: string): Promise<LinkRow> {
  const link = await findClaimableLink(ctx.store.db, token);
  const scan = await ctx.scanner.scanUrl(link.destination_url);
  if (scan.verdict === 'unsafe') throw ValidationError.field('destination_url', scan.message);
  const entitlements = await getEntitlements(ctx.store.db, plan);
  const claimed = await ctx.store.db.transaction().execute(async (trx) => {
    if (!(await takeLinkQuota(trx, userId, entitlements.links_per_month))) {
      throw new EntitlementError('Your monthly link quota is reached; this link can be claimed next month');
    }
    const now = new Date().toISOString();
    const row = await trx
      .updateTable('links')
      .set({
        user_id: userId,
        is_anonymous: 0,
        claim_token_hash: null,
        claimed_at: now,
        updated_at: now,
        ...(scan.verdict === 'unknown' && link.status === 'active' ? { status: 'pending_review' } : {}),
      })
      .where('id', '=', link.id)
      .where('user_id', 'is', null)
      .where('claim_token_hash', '=', sha256(token))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new NotFoundError(INVALID);
    const snapshot = () => resourceOf(ctx, row, trx);
    await emitLinkEvent(trx, userId, 'link.claimed', snapshot);
    await emitStatusChanged(trx, userId, link.status, row.status, snapshot);
    return row;
  });
  ctx.cache.evict(claimed.slug);
  return claimed;
}
