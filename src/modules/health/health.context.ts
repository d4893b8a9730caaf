import type { Mailer } from '../../platform/mail/index.js';
import type { LinksContext } from '../links/index.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import type { Resolver } from '../safety/index.js';
import type { HostGate } from './host-gate.js';

/** What the health checks need from the app. */
export interface HealthContext {
  links: LinksContext;
  mailer: Mailer;
  gate: HostGate;
  /** ALLOW_PRIVATE_DESTINATIONS. */
  allowPrivate: boolean;
  /** HEALTH_RETRY_S in ms: two failures at least this far apart make a link broken. */
  retryMs: number;
  /** HEALTH_CHECK_INTERVAL_S in seconds, overriding the plan's; null: the plan's. */
  intervalOverrideS: number | null;
  timeoutMs: number;
  userAgent: string;
  /** Checks in flight at once. */
  concurrency: number;
  /** POST /links/{id}/health-check, per account. */
  manualLimiter: RateLimiter;
  resolver?: Resolver;
}
