import { StateError } from '../../platform/http/errors.js';
import { getLinkRowOrThrow } from './get-link.js';
import { emitStatusChanged } from './link-events.js';
import { EXPIRABLE_STATUSES, linkKey, type LinkStatus, statusAt } from './link.js';
import { type Actor, type LinksContext, resourceOf } from './links.context.js';
import type { LinkResource } from './links.mapper.js';
import { type LinkRow, moveLinkStatus } from './links.repository.js';

export type OwnerTransition = 'enable' | 'disable' | 'archive' | 'unarchive';

export const OWNER_TRANSITIONS: Record<OwnerTransition, { from: LinkStatus; to: LinkStatus; done: string }> = {
  enable: { from: 'disabled', to: 'active', done: 'enabled' },
  disable: { from: 'active', to: 'disabled', done: 'disabled' },
  archive: { from: 'active', to: 'archived', done: 'archived' },
  unarchive: { from: 'archived', to: 'active', done: 'unarchived' },
};

/**
 * The owner's status moves: enable/disable toggle active and disabled, archive/unarchive
 * active and archived; from any other status it is a 409. The UPDATE is conditional on the
 * expected status, so a concurrent change can't make the event's from/to wrong.
 */
export async function transitionOwnedLink(ctx: LinksContext, actor: Actor, id: number, move: OwnerTransition): Promise<LinkResource> {
  const { from, to } = OWNER_TRANSITIONS[move];
  const current = await getLinkRowOrThrow(ctx.store.db, actor, id);
  const now = new Date().toISOString();
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    // A link past its expiry is expired to every reader, even before the sweeper writes it.
    const updated = await moveLinkStatus(trx, id, from, to, now, EXPIRABLE_STATUSES.includes(from));
    if (updated) await emitStatusChanged(trx, actor, from, to, () => resourceOf(ctx, updated, trx));
    return updated;
  });
  if (!row) throw moveRefused(move, current);
  await ctx.cache.evict(linkKey(row.host, row.slug));
  return resourceOf(ctx, row);
}

/** The 409 of a move the link's status does not allow, naming the status as readers see it. */
export function moveRefused(move: OwnerTransition, link: Pick<LinkRow, 'status' | 'expires_at'>): StateError {
  const { from, done } = OWNER_TRANSITIONS[move];
  return new StateError(`Only ${from} links can be ${done}; this link is ${statusAt(link.status as LinkStatus, link.expires_at)}`);
}
