import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import type { SafetyScanner } from '../safety/index.js';
import { rescanLinks } from './links.rescan.js';
import type { LinksContext } from './links.context.js';

const JOB = 'rescan-links';

/** Rescans stored links whenever the threat lists change, and once a day regardless. */
export function registerRescan(scheduler: Scheduler, ctx: LinksContext & { scanner: SafetyScanner }, logger: FastifyBaseLogger): void {
  scheduler.add({
    name: JOB,
    intervalMs: 24 * 60 * 60_000,
    run: async () => {
      const result = await rescanLinks(ctx);
      if (result.blocked > 0) logger.warn(result, 'rescan blocked links now on a threat list');
    },
  });
  ctx.scanner.on('changed', () => {
    // The job's lease makes one instance do the work when every instance sees the change.
    scheduler.runNow(JOB).catch((error: unknown) => logger.error({ err: error }, 'rescan failed'));
  });
}
