import type { Store } from '../../platform/db/db.js';
import { findLinkTarget } from '../links/index.js';

/**
 * A redirect's cache miss. With a read replica, a link changed moments ago is read from the
 * primary, and a slug the replica lacks is looked up on the primary too, so a link just created
 * on another instance redirects before replication catches up.
 */
export function linkLoader(read: Store, primary: Store, replica: boolean) {
  return async (slug: string, changed: boolean) => {
    if (!replica) return findLinkTarget(read, slug);
    const target = await findLinkTarget(changed ? primary : read, slug);
    return target ?? (changed ? undefined : findLinkTarget(primary, slug));
  };
}
