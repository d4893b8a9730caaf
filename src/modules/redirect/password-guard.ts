import { LIMITS } from '../../platform/rate-limit/limits.js';
import type { RateLimiterFactory } from '../../platform/rate-limit/rate-limit.js';

/** How a password typed at a protected link fared. */
export type PasswordAttempt = { outcome: 'right' } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

/** Throttles password guessing at a link per address and per link, as log-in is per account. */
export interface LinkPasswordGuard {
  /** Counts the attempt, then asks `verify` unless a budget is spent (then even a right password waits). */
  attempt(ip: string, linkId: number, verify: () => Promise<boolean>): Promise<PasswordAttempt>;
}

/** In-process counters, or Redis counters shared by every instance, like every other limit. */
export function createLinkPasswordGuard(limiterFor: RateLimiterFactory): LinkPasswordGuard {
  const perAddress = limiterFor(LIMITS.linkPassword);
  const perLink = limiterFor(LIMITS.linkPasswordPerLink);
  return {
    async attempt(ip, linkId, verify) {
      const address = await perAddress.consume(`${ip}|${linkId}`);
      if (!address.allowed) return { outcome: 'throttled', retryAfterSeconds: address.resetSeconds };
      const link = await perLink.consume(String(linkId));
      if (!link.allowed) return { outcome: 'throttled', retryAfterSeconds: link.resetSeconds };
      const right = await verify();
      // Only failures count against the link, so visitors who know its password are never locked out.
      if (right) await perLink.refund(String(linkId));
      return right ? { outcome: 'right' } : { outcome: 'wrong' };
    },
  };
}
