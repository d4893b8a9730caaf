import type { Store } from '../../platform/db/db.js';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { pruneBefore } from './deliveries.repository.js';

export const DELIVERY_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Settled deliveries, their attempts and events are kept 30 days, then removed. */
export function registerWebhookJobs(scheduler: Scheduler, store: Store): void {
  scheduler.add({
    name: 'webhook-retention',
    intervalMs: 60 * 60_000,
    run: async () => void (await pruneBefore(store.db, new Date(Date.now() - DELIVERY_RETENTION_DAYS * DAY_MS).toISOString())),
  });
}
