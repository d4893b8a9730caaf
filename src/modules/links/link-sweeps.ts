import type { Store } from '../../platform/db/db.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import { transitionLink } from './link-status.js';

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * Removes unclaimed anonymous links older than the retention period, with their clicks.
 * Nobody owns them, so nothing is kept for audit.
 */
export async function removeExpiredAnonymousLinks(store: Store, cache: LinkEvictor, retentionDays: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * DAY_MS).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await store.db
      .selectFrom('links')
      .select(['id', 'slug'])
      .where('is_anonymous', '=', 1)
      .where('user_id', 'is', null)
      .where('created_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return removed;
    const ids = batch.map((link) => link.id);
    await store.db.transaction().execute(async (trx) => {
      // The link goes first: on PostgreSQL this waits for a click batch that holds it
      // (click-writer.ts), and the deletes below then see that batch's rows.
      await trx.deleteFrom('links').where('id', 'in', ids).execute();
      await trx.deleteFrom('clicks').where('link_id', 'in', ids).execute();
      await trx.deleteFrom('click_daily').where('link_id', 'in', ids).execute();
      await trx.deleteFrom('click_daily_dimensions').where('link_id', 'in', ids).execute();
      await trx.deleteFrom('daily_visitors').where('link_id', 'in', ids).execute();
    });
    await Promise.all(batch.map((link) => cache.evict(link.slug)));
    removed += batch.length;
  }
}

/** Persists `expired` for links whose expiry passed (the redirect already checks at request time). */
export async function markExpiredLinks(store: Store, cache: LinkEvictor, baseUrl: string, now = Date.now()): Promise<number> {
  const nowIso = new Date(now).toISOString();
  let moved = 0;
  for (;;) {
    const due = await store.db
      .selectFrom('links')
      .select('id')
      .where('status', 'in', ['active', 'archived'])
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', nowIso)
      .where('deleted_at', 'is', null)
      .limit(BATCH)
      .execute();
    if (due.length === 0) return moved;
    for (const link of due) {
      const slug = await transitionLink(store, baseUrl, link.id, ['active', 'archived'], 'expired');
      if (slug) {
        await cache.evict(slug);
        moved++;
      }
    }
  }
}

/** The longest analytics retention of any plan; older raw clicks and rollups are never shown. */
export const MAX_RETENTION_DAYS = 3650;

/**
 * Deletes raw clicks and rollups older than any plan can see, link by link: every table is
 * keyed by link first, so each delete is a range of one link's rows. The links to visit are
 * those with an old daily rollup; raw rows and rollups of a link go in one transaction, so a
 * crash never leaves raw rows that no rollup points to.
 */
export async function pruneOldClicks(store: Store, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - MAX_RETENTION_DAYS * DAY_MS).toISOString();
  const day = cutoff.slice(0, 10);
  let removed = 0;
  for (;;) {
    const links = await store.db.selectFrom('click_daily').select('link_id').distinct().where('day', '<', day).limit(BATCH).execute();
    if (links.length === 0) return removed;
    for (const { link_id: linkId } of links) {
      await store.db.transaction().execute(async (trx) => {
        const raw = await trx.deleteFrom('clicks').where('link_id', '=', linkId).where('clicked_at', '<', cutoff).executeTakeFirst();
        removed += Number(raw.numDeletedRows);
        await trx.deleteFrom('click_daily').where('link_id', '=', linkId).where('day', '<', day).execute();
        await trx.deleteFrom('click_daily_dimensions').where('link_id', '=', linkId).where('day', '<', day).execute();
      });
    }
  }
}
