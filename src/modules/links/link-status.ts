import type { Store } from '../../platform/db/db.js';
import { emitStatusChanged } from './link-events.js';
import { type LinkStatus, linkKey } from './link.js';
import { toLinkResource } from './links.mapper.js';
import { withUnfoldedClicks } from './link-counters.repository.js';
import { tagsOfLinks } from '../organize/index.js';
import { findLinkStatus, moveLinkStatus } from './links.repository.js';

/**
 * Moves a link to `to` when it is still in one of `from`, and tells the owner's webhooks in
 * the same transaction. Used by the system's own transitions (expiry, exhaustion), which no
 * request of the owner triggers. Returns the link's cache key when the status moved.
 */
export async function transitionLink(store: Store, baseUrl: string, linkId: number, from: LinkStatus[], to: LinkStatus): Promise<string | null> {
  return store.db.transaction().execute(async (trx) => {
    const status = await findLinkStatus(trx, linkId);
    if (!status || !from.includes(status)) return null;
    const row = await moveLinkStatus(trx, linkId, status, to, new Date().toISOString(), false);
    if (!row) return null;
    if (row.workspace_id !== null) {
      await emitStatusChanged(trx, row.workspace_id, status, to, async () => {
        const tags = await tagsOfLinks(trx, [row.id]);
        const [counted] = await withUnfoldedClicks(trx, [row]);
        return toLinkResource(counted!, tags.get(row.id) ?? [], baseUrl);
      });
    }
    return linkKey(row.host, row.slug);
  });
}
