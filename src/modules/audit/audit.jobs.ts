import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { deleteAuditRowsBefore, retentionByPlan } from './audit.repository.js';

const DAY_MS = 86_400_000;
const BATCH = 1_000;

/**
 * Deletes entries older than their workspace plan's retention, plan by plan, in batches so no
 * delete holds locks for long. Returns how many went.
 */
export async function pruneAuditLog(store: Store, now = Date.now(), stopping = () => false): Promise<number> {
  let removed = 0;
  for (const { plan, days } of await retentionByPlan(store.db)) {
    const cutoff = new Date(now - days * DAY_MS).toISOString();
    for (;;) {
      const gone = await deleteAuditRowsBefore(store.db, plan, cutoff, BATCH);
      removed += gone;
      if (gone < BATCH || stopping()) break;
    }
  }
  return removed;
}

/** The audit log's retention sweep, hourly, on one instance at a time (the job's lease). */
export function registerAuditJobs(scheduler: Scheduler, store: Store): void {
  scheduler.add({
    name: 'audit-retention',
    intervalMs: 60 * 60_000,
    run: async (signal) => void (await pruneAuditLog(store, Date.now(), signal.stopping)),
  });
}
