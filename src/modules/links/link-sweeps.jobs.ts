import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import { markExpiredLinks, pruneOldClicks, removeExpiredAnonymousLinks } from './link-sweeps.js';

export interface SweepDeps {
  store: Store;
  cache: LinkEvictor;
  anonRetentionDays: number;
  baseUrl: string;
}

/** The housekeeping jobs of links: anonymous-link retention, expiry, click retention. */
export function registerSweeps(scheduler: Scheduler, deps: SweepDeps): void {
  scheduler.add({
    name: 'anonymous-retention',
    intervalMs: 10 * 60_000,
    run: async () => void (await removeExpiredAnonymousLinks(deps.store, deps.cache, deps.anonRetentionDays)),
  });
  scheduler.add({
    name: 'expire-links',
    intervalMs: 60_000,
    run: async () => void (await markExpiredLinks(deps.store, deps.cache, deps.baseUrl)),
  });
  scheduler.add({
    name: 'prune-old-clicks',
    intervalMs: 24 * 60 * 60_000,
    run: async () => void (await pruneOldClicks(deps.store)),
  });
}
