import { batchSize, type ClickQueue, type WriteBatch } from './modules/analytics/index.js';
import type { LinkCache } from './modules/redirect/index.js';
import type { Store } from './platform/db/db.js';
import type { Metrics } from './platform/metrics/metrics.js';
import { type ThreadMemory, threadMemory } from './platform/metrics/thread-memory.js';
import { countPendingDeliveries } from './modules/webhooks/index.js';

const MEMORY_KINDS: ReadonlyArray<readonly [keyof ThreadMemory, string]> = [
  ['heapUsed', 'heap_used'],
  ['heapTotal', 'heap_total'],
  ['external', 'external'],
  ['arrayBuffers', 'array_buffers'],
  ['code', 'code'],
];

/** Gauges read at scrape time from the parts that own the numbers. */
export function registerGauges(metrics: Metrics, parts: { cache: LinkCache; clicks: ClickQueue; store: Store; writerThreadMemory: () => Promise<ThreadMemory | null> }): void {
  metrics.labelledGauge('thread_memory_bytes', 'V8 heap, external memory and code of each thread (main, click-writer)', ['thread', 'kind'], async (set) => {
    const threads: Array<[string, ThreadMemory | null]> = [['main', threadMemory()], ['click-writer', await parts.writerThreadMemory()]];
    for (const [thread, memory] of threads) {
      if (memory) for (const [key, kind] of MEMORY_KINDS) set({ thread, kind }, memory[key]);
    }
  });
  metrics.gauge('redirect_cache_hit_ratio', 'Share of slug lookups answered by the in-process cache', () => {
    const { hits, misses } = parts.cache.stats;
    return hits + misses === 0 ? 0 : hits / (hits + misses);
  });
  metrics.gauge('redirect_cache_lookups', 'Slug lookups since start (hits and misses)', () => parts.cache.stats.hits + parts.cache.stats.misses);
  metrics.gauge('click_buffer_depth', 'Clicks accepted but not yet handed to the store or stream', () => parts.clicks.depth());
  metrics.gauge('webhook_queue_depth', 'Webhook deliveries waiting to be sent', async () => {
    return countPendingDeliveries(parts.store.db);
  });
}

/** Times each click batch write and counts the events written. */
export function timed(metrics: Metrics, write: WriteBatch): WriteBatch {
  return async (batch, options) => {
    const stop = metrics.clickFlushDuration.startTimer();
    await write(batch, options);
    stop();
    metrics.clicksWritten.inc(batchSize(batch));
  };
}
