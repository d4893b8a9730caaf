import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { HealthContext } from './health.context.js';
import { sendHealthDigests } from './health-digest.js';
import { findDueLinks } from './health.repository.js';
import { forEachLimited } from './host-gate.js';
import { checkLink } from './link-health.js';

export const HEALTH_JOB = 'link-health';
export const DIGEST_JOB = 'link-health-digest';
const BATCH = 200;
// A run stops taking new links after this long; the rest stay due for the next run.
const RUN_BUDGET_MS = 50_000;

/** One round: every due link, a few at a time, each host spaced out and backed off. */
export async function checkDueLinks(ctx: HealthContext, signal: { stopping(): boolean } = { stopping: () => false }): Promise<number> {
  const started = Date.now();
  const due = await findDueLinks(ctx.links.store.db, new Date().toISOString(), BATCH);
  let checked = 0;
  let taken = 0;
  await forEachLimited(due, ctx.concurrency, async (row) => {
    // At least one link per lane, however the run was asked for (a stopped scheduler's runNow too).
    if (++taken > ctx.concurrency && (signal.stopping() || Date.now() - started > RUN_BUDGET_MS)) return;
    await checkLink(ctx, row, row.plan_interval_s);
    checked += 1;
  });
  return checked;
}

/** The checks and the daily digest, each under its lease in the background runner (never on the redirect path). */
export function registerHealthJobs(scheduler: Scheduler, ctx: HealthContext, logger: FastifyBaseLogger): void {
  scheduler.add({
    name: HEALTH_JOB,
    intervalMs: 60_000,
    leaseMs: 2 * 60_000,
    run: async (signal) => {
      const checked = await checkDueLinks(ctx, signal);
      if (checked > 0) logger.info({ checked }, 'link destinations checked');
    },
  });
  scheduler.add({
    name: DIGEST_JOB,
    intervalMs: 10 * 60_000,
    run: async () => void (await sendHealthDigests(ctx)),
  });
}
