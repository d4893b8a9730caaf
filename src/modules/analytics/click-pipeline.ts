import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Store } from '../../platform/db/db.js';
import type { ThreadMemory } from '../../platform/metrics/thread-memory.js';
import { createClickParserFromConfig } from './click-parser.factory.js';
import type { ClickQueue, WriteBatch } from './click-queue.js';
import { createClickQueue } from './click-queue.factory.js';
import { composeClickWriter } from './click-writer.compose.js';
import { createThreadedClickWriter } from './click-writer.thread.js';
import { MAX_UNFOLDED_SHARED } from './click-writer.js';

export interface ClickPipelineOptions {
  store: Store;
  config: Pick<Config, 'geoipCountryPath' | 'countryHeader' | 'clickFlushMs' | 'clickFoldMs' | 'clickReclaimIdleMs' | 'clickWriterThread' | 'doNotTrackIps'>;
  /** SQLite: the writer connection's page cache. */
  writerCacheMiB: number;
  redis: Redis | null;
  namespace: string;
  logger: FastifyBaseLogger;
  /** Wraps each batch write (metrics). */
  wrap?: (write: WriteBatch) => WriteBatch;
}

export interface ClickPipeline {
  clicks: ClickQueue;
  /** Loads the country database now, when the writer runs on this thread. */
  warmUp(): void;
  /** The click writer thread's own heap figures; null when clicks are written on the main thread. */
  threadMemory(): Promise<ThreadMemory | null>;
  /** Flushes pending clicks, then stops the writer. */
  close(): Promise<void>;
}

/**
 * Redirects hand clicks to the queue; the queue hands batches to the writer. By default the
 * writer has a worker thread, started by the first batch and stopped after a minute without
 * one, so a batch written synchronously on SQLite holds up no request;
 * CLICK_WRITER_THREAD=false writes on this thread, in smaller batches, and saves the second
 * isolate's 20 to 50 MB (ADR 0105). An in-memory database, which no thread can share, is
 * always written here.
 */
export function createClickPipeline(options: ClickPipelineOptions): ClickPipeline {
  const { store, config, logger } = options;
  const parser = createClickParserFromConfig(config);
  const thread = !config.clickWriterThread || store.url.endsWith(':memory:')
    ? null
    : createThreadedClickWriter(
        {
          databaseUrl: store.url,
          ...(store.schema ? { searchPath: store.schema } : {}),
          ...(store.sqliteWriteGate ? { sqliteWriteGate: store.sqliteWriteGate } : {}),
          geoipCountryPath: config.geoipCountryPath,
          countryHeader: config.countryHeader,
          sqliteCacheMiB: options.writerCacheMiB,
          doNotTrackIps: config.doNotTrackIps,
          foldMs: config.clickFoldMs,
        },
        {
          // Debug: with the idle stop, a quiet site starts and stops the thread once per visit.
          onStart: (worker) => logger.debug({ threadId: worker.threadId }, 'click writer thread started'),
          onUnexpectedExit: (exitCode) => logger.error({ exitCode }, 'click writer thread died; the next batch starts a new one'),
          onIdleStop: () => logger.debug('click writer thread stopped after a minute without clicks; the next batch starts a new one'),
        },
      );
  const local = thread ? null : composeClickWriter(store, parser, { doNotTrackIps: config.doNotTrackIps, foldMs: config.clickFoldMs, maxUnfolded: MAX_UNFOLDED_SHARED });
  const writer = thread ?? local!;
  const write: WriteBatch = (batch, writeOptions) => writer.write(batch, writeOptions);
  const queue = createClickQueue({
    write: options.wrap ? options.wrap(write) : write,
    flushMs: config.clickFlushMs,
    logger,
    redis: options.redis,
    namespace: options.namespace,
    reclaimIdleMs: config.clickReclaimIdleMs,
    sharedThread: thread === null,
  });
  // A flush also folds, so that what it wrote is in the rollups too (tests, a deletion's wait).
  const clicks: ClickQueue = {
    push: (event) => queue.push(event),
    flush: async () => {
      await queue.flush();
      await writer.fold();
    },
    depth: () => queue.depth(),
    close: () => queue.close(),
  };
  return {
    clicks,
    warmUp: () => {
      if (!thread) parser.preload();
    },
    threadMemory: async () => (thread ? thread.memory() : null),
    async close() {
      await queue.close();
      // Either folds what is left before it stops.
      await (thread ?? local)!.close();
    },
  };
}
