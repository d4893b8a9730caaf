import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** What a limiter says about one key after a request. */
export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export interface RateLimiter {
  readonly limit: number;
  consume(key: string, points?: number): Promise<RateLimitState>;
  /** Gives points back, e.g. when a counted action turned out invalid. */
  refund(key: string, points?: number): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimiterFactory = (rule: RateLimitRule) => RateLimiter;

/** In-process counters, or Redis counters shared by every instance when a client is given. */
export function createRateLimiterFactory(redis: Redis | null, namespace = 'rl', onReject: (rule: string) => void = () => {}): RateLimiterFactory {
  return (rule) => {
    const options = { keyPrefix: `${namespace}:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
    const local = new RateLimiterMemory(options);
    if (!redis) return wrap(local, rule.points, () => onReject(rule.name), null);
    const shared = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      // A Redis outage degrades to per-instance limits instead of failing requests, at once
      // rather than after the client's reconnect retries (seconds per request).
      insuranceLimiter: local,
      rejectIfRedisNotReady: true,
    });
    return wrap(shared, rule.points, () => onReject(rule.name), local);
  };
}

/**
 * `mirror`: the in-process twin that takes over while Redis is down. It is kept at the count
 * Redis reported, so an outage carries on each client's spent budget instead of a fresh one.
 */
function wrap(impl: RateLimiterAbstract, limit: number, onReject: () => void, mirror: RateLimiterMemory | null): RateLimiter {
  const toState = (res: RateLimiterRes, allowed: boolean): RateLimitState => ({
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
  const remember = (key: string, res: RateLimiterRes) => {
    if (mirror && res.msBeforeNext > 0) void mirror.set(key, res.consumedPoints, Math.ceil(res.msBeforeNext / 1000));
  };
  return {
    limit,
    async consume(key, points = 1) {
      try {
        const res = await impl.consume(key, points);
        remember(key, res);
        return toState(res, true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          remember(key, rejection);
          onReject();
          return toState(rejection, false);
        }
        throw rejection;
      }
    },
    async refund(key, points = 1) {
      remember(key, await impl.reward(key, points));
    },
  };
}
