import type { Mailer } from '../../platform/mail/index.js';
import { LIMITS } from '../../platform/rate-limit/limits.js';
import type { RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';
import type { LinksContext } from '../links/index.js';
import type { HealthContext } from './health.context.js';
import { createHostGate } from './host-gate.js';

export interface HealthOptions {
  links: LinksContext;
  mailer: Mailer;
  limiterFor: RateLimiterFactory;
  allowPrivateDestinations: boolean;
  healthRetryS: number;
  healthCheckIntervalS: number | null;
  /** Tests shorten these; production keeps the defaults. */
  timeoutMs?: number;
  hostSpacingMs?: number;
}

/** The fixed numbers of the checks, in one place (ADR 0811). */
export const HEALTH_DEFAULTS = { timeoutMs: 10_000, hostSpacingMs: 3_000, concurrency: 8, backoffBaseMs: 60_000, backoffMaxMs: 6 * 3600_000 } as const;

export function createHealthContext(options: HealthOptions): HealthContext {
  return {
    links: options.links,
    mailer: options.mailer,
    gate: createHostGate({
      spacingMs: options.hostSpacingMs ?? HEALTH_DEFAULTS.hostSpacingMs,
      // A host that failed is not asked again before the retry that would confirm its links broken.
      backoffBaseMs: Math.min(HEALTH_DEFAULTS.backoffBaseMs, options.healthRetryS * 1000),
      backoffMaxMs: HEALTH_DEFAULTS.backoffMaxMs,
    }),
    allowPrivate: options.allowPrivateDestinations,
    retryMs: options.healthRetryS * 1000,
    intervalOverrideS: options.healthCheckIntervalS,
    timeoutMs: options.timeoutMs ?? HEALTH_DEFAULTS.timeoutMs,
    userAgent: `ShortenerLinkCheck/1.0 (+${options.links.baseUrl})`,
    concurrency: HEALTH_DEFAULTS.concurrency,
    manualLimiter: options.limiterFor(LIMITS.linkHealthCheck),
  };
}
