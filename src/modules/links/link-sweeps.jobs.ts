import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { deleteSaltsBefore } from '../analytics/salts.js';
import type { LinkCache } from '../redirect/link-cache.js';
import { markExpiredLinks, pruneOldClicks, removeExpiredAnonymousLinks } from './link-sweeps.js';

export interface SweepDeps {
  store: Store;
  cache: LinkCache;
  anonRetentionDays: number;
  baseUrl: string;
}

/** The housekeeping jobs: anonymous-link retention, expiry, click retention, yesterday's visitor salts. */
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
  scheduler.add({
    name: 'forget-visitors',
    intervalMs: 60 * 60_000,
    run: () => deleteSaltsBefore(deps.store.db, new Date().toISOString().slice(0, 10)),
  });
}
