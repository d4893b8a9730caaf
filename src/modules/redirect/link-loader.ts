import type { Store } from '../../platform/db/db.js';
import { findLinkTargets, type LinkTarget } from '../links/index.js';

/**
 * A redirect's cache misses, several at a time. With a read replica, a link changed moments
 * ago is read from the primary, and a key the replica lacks is looked up on the primary too,
 * so a link just created on another instance redirects before replication catches up.
 */
export function linkLoader(read: Store, primary: Store, replica: boolean) {
  return async (keys: string[], changed: ReadonlySet<string>): Promise<Map<string, LinkTarget>> => {
    if (!replica) return findLinkTargets(read, keys);
    const recent = keys.filter((key) => changed.has(key));
    const rest = keys.filter((key) => !changed.has(key));
    const found = new Map([...(recent.length > 0 ? await findLinkTargets(primary, recent) : []), ...(rest.length > 0 ? await findLinkTargets(read, rest) : [])]);
    const lagging = rest.filter((key) => !found.has(key));
    if (lagging.length > 0) for (const [key, target] of await findLinkTargets(primary, lagging)) found.set(key, target);
    return found;
  };
}
