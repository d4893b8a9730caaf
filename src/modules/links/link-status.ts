import type { Store } from '../../platform/db/db.js';
import { emitStatusChanged } from './link-events.js';
import type { LinkStatus } from './link.js';
import { toLinkResource } from './links.mapper.js';
import { tagsOfLinks } from '../organize/index.js';

/**
 * Moves a link to `to` when it is still in one of `from`, and tells the owner's webhooks in
 * the same transaction. Used by the system's own transitions (expiry, exhaustion), which no
 * request of the owner triggers. Returns the slug when the status moved.
 */
export async function transitionLink(store: Store, baseUrl: string, linkId: number, from: LinkStatus[], to: LinkStatus): Promise<string | null> {
  return store.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('links').select(['status']).where('id', '=', linkId).executeTakeFirst();
    if (!before || !from.includes(before.status as LinkStatus)) return null;
    const row = await trx
      .updateTable('links')
      .set({ status: to, updated_at: new Date().toISOString() })
      .where('id', '=', linkId)
      .where('status', '=', before.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (row.user_id !== null) {
      await emitStatusChanged(trx, row.user_id, before.status, to, async () => {
        const tags = await tagsOfLinks(trx, [row.id]);
        return toLinkResource(row, tags.get(row.id) ?? [], baseUrl);
      });
    }
    return row.slug;
  });
}
