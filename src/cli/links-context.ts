import { Redis } from 'ioredis';
import { loadConfig } from '../config.js';
import { findLinkTargets, type LinksContext } from '../modules/links/index.js';
import { createLinkCache } from '../modules/redirect/index.js';
import { createSafetyScanner, type SafetyScanner } from '../modules/safety/index.js';
import { createLocalBus, createRedisBus } from '../platform/cache/invalidation.js';
import type { Store } from '../platform/db/db.js';
import { withStore } from './context.js';

/**
 * The link services as the CLI runs them: with Redis, a change evicts the slug on every
 * running instance at once; without it, instances see it when their cache entry expires (60 s).
 * `scannerOf` picks the safety scanner (by default: the policy and shortener lists only).
 */
export async function withLinksContext<T>(work: (ctx: LinksContext) => Promise<T>, scannerOf?: () => SafetyScanner): Promise<T> {
  const config = loadConfig();
  return withStore(async (store: Store) => {
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
    const bus = redis ? createRedisBus(redis, redis.duplicate(), `${config.redisPrefix}:link-invalidate`) : createLocalBus();
    const cache = createLinkCache({ maxBytes: 1, ttlMs: 1, loader: (keys) => findLinkTargets(store, keys), bus });
    const scanner = scannerOf?.() ?? createSafetyScanner({ ownHosts: [new URL(config.baseUrl).host], threatListPaths: [], shortenerListPaths: config.shortenerListPaths, allowPrivate: config.allowPrivateDestinations });
    try {
      return await work({ store, scanner, cache, baseUrl: config.baseUrl });
    } finally {
      scanner.close();
      await bus.close();
      redis?.disconnect();
    }
  });
}
