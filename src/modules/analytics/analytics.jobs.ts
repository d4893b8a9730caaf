import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { pruneOldClicks } from './click-retention.js';
import { deleteSaltsBefore } from './salts.repository.js';

/**
 * Forgets yesterday's visitor salts, so unique-visitor hashes can't be linked across days, and
 * prunes clicks older than any plan can see.
 */
export function registerAnalyticsJobs(scheduler: Scheduler, store: Store): void {
  scheduler.add({
    name: 'prune-old-clicks',
    intervalMs: 24 * 60 * 60_000,
    run: async () => void (await pruneOldClicks(store)),
  });
  scheduler.add({
    name: 'forget-visitors',
    intervalMs: 60 * 60_000,
    run: () => deleteSaltsBefore(store.db, new Date().toISOString().slice(0, 10)),
  });
}
