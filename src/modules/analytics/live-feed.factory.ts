import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveFeed } from './live-feed.js';
import { createMemoryLiveFeed } from './live-feed.memory.js';
import { createRedisLiveFeed } from './live-feed.redis.js';

/** Chosen once at boot: in-process, or through Redis when it is configured (several instances). */
export function createLiveFeed(redis: Redis | null, namespace: string, logger: FastifyBaseLogger): LiveFeed {
  return redis ? createRedisLiveFeed(redis, namespace, logger) : createMemoryLiveFeed();
}
