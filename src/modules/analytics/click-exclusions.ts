import type { Db } from '../../platform/db/db.js';
import { createIpMatcher } from '../../platform/net/ip-list.js';
import { findSessionOwners } from '../accounts/index.js';
import { findWorkspaceIdsOf } from '../workspaces/index.js';
import { findLinkOwners } from './click-links.repository.js';
import type { ClickEvent } from './parse/click-event.js';

/** Drops, from a sanitized batch, the clicks the operator's privacy switches say are never recorded. */
export type ClickExclusions = (db: Db, events: ClickEvent[]) => Promise<ClickEvent[]>;

/**
 * DO_NOT_TRACK_IPS and EXCLUDE_OWN_CLICKS, applied in the click writer rather than on the
 * redirect: the redirect pays nothing for them but hashing a session cookie it carries, and
 * a batch pays an address lookup per click (a BlockList built once) and, only when some click
 * came with a session, three queries on the shared store, so every instance agrees. The
 * redirect attaches a session only when EXCLUDE_OWN_CLICKS is on.
 */
export function createClickExclusions(doNotTrackIps: readonly string[]): ClickExclusions {
  const untracked = createIpMatcher(doNotTrackIps);
  const anyIps = doNotTrackIps.length > 0;
  return async (db, events) => {
    const tracked = anyIps ? events.filter((event) => !untracked(event.ip)) : events;
    const withSession = tracked.filter((event) => event.session !== undefined);
    if (withSession.length === 0) return tracked;
    const users = await findSessionOwners(db, [...new Set(withSession.map((event) => event.session!))]);
    if (users.size === 0) return tracked;
    // "Own" clicks are those of any member of the link's workspace (ADR 1001).
    const [owners, memberships] = await Promise.all([
      findLinkOwners(db, [...new Set(withSession.map((event) => event.linkId))]),
      findWorkspaceIdsOf(db, [...new Set(users.values())]),
    ]);
    const isOwn = (event: ClickEvent): boolean => {
      const user = event.session === undefined ? undefined : users.get(event.session);
      const workspace = owners.get(event.linkId);
      return user !== undefined && workspace !== undefined && memberships.get(user)?.has(workspace) === true;
    };
    return tracked.filter((event) => !isOwn(event));
  };
}
