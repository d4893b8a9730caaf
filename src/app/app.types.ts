import type { FastifyInstance } from 'fastify';
import type { ClickQueue } from '../modules/analytics/index.js';
import type { HealthContext } from '../modules/health/index.js';
import type { LinkCache } from '../modules/redirect/index.js';
import type { SafetyScanner } from '../modules/safety/index.js';
import type { WebhookWorker } from '../modules/webhooks/index.js';
import type { Store } from '../platform/db/db.js';
import type { Scheduler } from '../platform/jobs/scheduler.js';

export interface AppOptions {
  /** An already-open store (tests use a throwaway PostgreSQL schema); else opened from config. */
  store?: Store;
  /** Prefix for Redis keys and channels, so parallel test apps don't share counters. */
  namespace?: string;
  logger?: boolean;
  /** Background jobs on a timer; tests run them by hand with `scheduler.runNow`. */
  startJobs?: boolean;
  /** Shorter health-check timeout and host spacing, for tests (defaults: 10 s and 3 s). */
  health?: { timeoutMs?: number; hostSpacingMs?: number };
}

/** The assembled application: routes registered, adapters chosen, nothing listening yet. */
export interface App {
  http: FastifyInstance;
  store: Store;
  cache: LinkCache;
  clicks: ClickQueue;
  scanner: SafetyScanner;
  scheduler: Scheduler;
  /** Webhook delivery worker; polls when jobs start, tests drive it with `webhooks.runOnce()`. */
  webhooks: WebhookWorker;
  /** Destination health checks; tests run the job with `scheduler.runNow(HEALTH_JOB)`. */
  health: HealthContext;
  /** Loads what the first requests would otherwise wait for (the country database). */
  warmUp(): void;
  /** Stops jobs, flushes clicks, closes connections; the HTTP server must be closed first. */
  shutdown(): Promise<void>;
}
