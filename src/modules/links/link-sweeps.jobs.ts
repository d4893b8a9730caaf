import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { LinkEvictor } from '../../platform/cache/invalidation.js';
import { markExpiredLinks, removeExpiredAnonymousLinks } from './link-sweeps.js';

export interface SweepDeps {
  store: Store;
  cache: LinkEvictor;
  anonRetentionDays: number;
  baseUrl: string;
}

/** The housekeeping jobs of links: anonymous-link retention and expiry. */
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
}
