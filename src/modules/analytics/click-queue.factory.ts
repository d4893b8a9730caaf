import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { CLICK_BATCH_MAX, CLICK_BATCH_MAX_SHARED, type ClickQueue, createMemoryClickQueue, type WriteBatch } from './click-queue.js';
import { createRedisClickQueue } from './click-stream.js';

export interface ClickQueueOptions {
  write: WriteBatch;
  flushMs: number;
  logger: FastifyBaseLogger;
  /** With Redis, clicks go through a stream shared by every instance. */
  redis: Redis | null;
  namespace: string;
  /** Stream entries left unacknowledged this long by a dead instance are written by another. */
  reclaimIdleMs: number;
  /** The writer runs on the HTTP thread: smaller batches, so a write holds requests up less. */
  sharedThread: boolean;
}

/** Chosen once at boot: the in-process buffer, or the Redis stream when Redis is configured. */
export function createClickQueue(options: ClickQueueOptions): ClickQueue {
  if (options.redis) {
    return createRedisClickQueue({
      redis: options.redis,
      stream: `${options.namespace}:clicks`,
      write: options.write,
      flushMs: options.flushMs,
      logger: options.logger,
      reclaimIdleMs: options.reclaimIdleMs,
    });
  }
  return createMemoryClickQueue({
    write: options.write,
    flushMs: options.flushMs,
    maxBatch: options.sharedThread ? CLICK_BATCH_MAX_SHARED : CLICK_BATCH_MAX,
    maxBuffered: 1_000_000,
    onError: (error, pending) => options.logger.error({ err: error, pending }, 'click write failed; will retry'),
  });
}
