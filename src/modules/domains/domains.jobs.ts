import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler } from '../../platform/jobs/scheduler.js';
import { recheckDueDomains } from './domain-checks.js';
import type { DomainsContext } from './domains.service.js';

/** Re-checks pending domains with back-off; one instance at a time (the job's lease). */
export function registerDomainChecks(scheduler: Scheduler, ctx: DomainsContext, logger: FastifyBaseLogger): void {
  scheduler.add({
    name: 'verify-domains',
    intervalMs: 60_000,
    run: async () => {
      const checked = await recheckDueDomains(ctx);
      if (checked > 0) logger.info({ checked }, 'pending domains checked');
    },
  });
}
