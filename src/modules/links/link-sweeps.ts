import type { Store } from '../../platform/db/db.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import { transitionLink } from './link-status.js';
import { anonymousLinksCreatedBefore, deleteLinksAndClicks, linksPastExpiry } from './link-sweeps.repository.js';

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
    const batch = await anonymousLinksCreatedBefore(store.db, cutoff, BATCH);
    if (batch.length === 0) return removed;
    const ids = batch.map((link) => link.id);
    await store.db.transaction().execute((trx) => deleteLinksAndClicks(trx, ids));
    await Promise.all(batch.map((link) => cache.evict(link.slug)));
    removed += batch.length;
  }
}

/** Persists `expired` for links whose expiry passed (the redirect already checks at request time). */
export async function markExpiredLinks(store: Store, cache: LinkEvictor, baseUrl: string, now = Date.now()): Promise<number> {
  const nowIso = new Date(now).toISOString();
  let moved = 0;
  for (;;) {
    const due = await linksPastExpiry(store.db, nowIso, BATCH);
    if (due.length === 0) return moved;
    for (const link of due) {
      const key = await transitionLink(store, baseUrl, link.id, ['active', 'archived'], 'expired');
      if (key) {
        await cache.evict(key);
        moved++;
      }
    }
  }
}
