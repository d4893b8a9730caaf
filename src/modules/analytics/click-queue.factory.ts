import type { FastifyBaseLogger } from 'fastify';
import type { ClickEvent } from './parse/click-event.js';
import { type ClickQueue, createMemoryClickQueue } from './click-queue.js';

export interface ClickQueueOptions {
  write: (events: ClickEvent[]) => Promise<void>;
  flushMs: number;
  logger: FastifyBaseLogger;
}

/** The in-process queue: batches of up to 1,000 clicks, at least every `flushMs`. */
export function createClickQueue(options: ClickQueueOptions): ClickQueue {
  return createMemoryClickQueue({
    write: options.write,
    flushMs: options.flushMs,
    maxBatch: 1_000,
    maxBuffered: 1_000_000,
    onError: (error, pending) => options.logger.error({ err: error, pending }, 'click write failed; will retry'),
  });
}
