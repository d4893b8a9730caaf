import { sha256 } from '../../platform/crypto/tokens.js';
import { DestinationRejectedError, NotFoundError, QuotaReachedError } from '../../platform/http/errors.js';
import { isMalformed } from '../safety/index.js';
import { personalWorkspaceOf } from '../workspaces/index.js';
import { getEntitlements, insertUser, type NewUser, takeLinkQuota, type UserRow } from '../accounts/index.js';
import type { Db } from '../../platform/db/db.js';
import { assignClaimedLink, emitLinkEvent, emitStatusChanged, findUnclaimedLink, type LinkRow, type LinksContext, resourceOf } from '../links/index.js';

const INVALID = 'This claim link is invalid or has already been used';

/** The unclaimed anonymous link behind a claim token, or 404. */
export async function findClaimableLink(db: Db, token: string): Promise<LinkRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(INVALID);
  const row = await findUnclaimedLink(db, sha256(token));
  if (!row) throw new NotFoundError(INVALID);
  return row;
}

/** Who takes the link: an existing account, or one signing up, created only if the claim succeeds. */
export type ClaimOwner = { user: UserRow } | { newUser: NewUser };

/**
 * Attaches an anonymous link to an account, once: the token is spent in the same UPDATE
 * that sets the owner. The destination is scanned again (lists may have changed since) and
 * the link counts toward the account's monthly quota. A sign-up's account is created in the
 * same transaction, so a claim that fails (spent token, unsafe destination, a concurrent
 * claim that won) leaves no account behind.
 */
export async function claimLink(ctx: LinksContext, token: string, owner: ClaimOwner): Promise<{ link: LinkRow; user: UserRow }> {
  const link = await findClaimableLink(ctx.store.db, token);
  const scan = await ctx.scanner.scanUrl(link.destination_url);
  if (scan.verdict === 'unsafe') throw new DestinationRejectedError(null, `This link can't be claimed: ${scan.message}`, isMalformed(scan));
  const claimed = await ctx.store.db.transaction().execute(async (trx) => {
    const user = 'user' in owner ? owner.user : await insertUser(trx, owner.newUser);
    // A claimed link goes to the claimer's personal workspace (ADR 1001).
    const workspace = await personalWorkspaceOf(trx, user.id);
    const entitlements = await getEntitlements(trx, workspace.plan);
    if (!(await takeLinkQuota(trx, workspace.id, entitlements.links_per_month))) {
      throw new QuotaReachedError('Your monthly link quota is reached; this link can be claimed next month');
    }
    const now = new Date().toISOString();
    const review = scan.verdict === 'unknown' && link.status === 'active';
    const row = await assignClaimedLink(trx, link.id, sha256(token), workspace.id, now, review);
    if (!row) throw new NotFoundError(INVALID);
    const snapshot = () => resourceOf(ctx, row, trx);
    await emitLinkEvent(trx, { userId: user.id, workspaceId: workspace.id }, 'link.claimed', snapshot);
    await emitStatusChanged(trx, workspace.id, link.status, row.status, snapshot);
    return { link: row, user };
  });
  await ctx.cache.evict(claimed.link.slug);
  return claimed;
}
