import type { ClickBatch, ClickEvent, EncodedClicks } from './parse/click-event.js';
import { type ClickChunk, createClickChunks } from './click-chunks.js';

/** Writes a batch; `replay` when the batch was handed over before, so some of it may be stored. */
export type WriteBatch = (batch: ClickBatch, options?: { replay?: boolean }) => Promise<void>;

/** Where the redirect hands clicks off; a background flush writes them. */
export interface ClickQueue {
  /**
   * Takes a click. The Redis queue returns a promise that settles, within the same turn of the
   * event loop, once the click's append is on Redis's socket: the redirect answers after it,
   * so a served click survives a crash of this process. It never waits for Redis's reply.
   */
  push(event: ClickEvent): Promise<void> | void;
  /** Writes everything pushed so far (used by shutdown and tests). */
  flush(): Promise<void>;
  depth(): number;
  close(): Promise<void>;
}

/**
 * The most clicks one write takes. Under load the writer is handed full batches, and bigger
 * ones cost less per click (a random visitor key dirties about as many index pages for 1,000
 * clicks as for 5,000): 5,000 took ingest on SQLite from about 40,000 to 55,000 clicks/s. A
 * batch holds SQLite's write lock for about 0.1 s, which other writers wait out.
 */
export const CLICK_BATCH_MAX = 5_000;

/**
 * The most clicks one write takes when the writer shares the HTTP thread: a SQLite batch is
 * written synchronously, and 5,000 clicks held every request for about 0.1 s (p99 155 ms
 * against 11 ms with the writer on its own thread); 1,000 hold them for about 20 ms.
 */
export const CLICK_BATCH_MAX_SHARED = 1_000;

/** A failed write is retried no sooner than this, so a store that is down is not hammered. */
const RETRY_MIN_MS = 1_000;

export interface MemoryQueueOptions {
  /** This queue holds its clicks encoded (click-chunks.ts), so that is what it hands on. */
  write: (batch: EncodedClicks, options?: { replay?: boolean }) => Promise<void>;
  flushMs: number;
  maxBatch: number;
  /** Past this many unwritten events (store down for long), the oldest chunks are dropped. */
  maxBuffered: number;
  onError: (error: unknown, pending: number) => void;
}

interface WaitingChunk {
  chunk: ClickChunk;
  /**
   * A write of it failed. The failure can come after its commit (the writer thread died before
   * answering), so it is written again as a replay.
   */
  replay: boolean;
}

/**
 * The single-instance queue: clicks are encoded as they are pushed (click-chunks.ts) into
 * chunks of at most `maxBatch`, written every `flushMs` or when a chunk fills.
 */
export function createMemoryClickQueue(options: MemoryQueueOptions): ClickQueue {
  const chunks = createClickChunks();
  // Oldest first: full chunks, and a partial one a failed write left behind.
  const sealed: WaitingChunk[] = [];
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  // A handful of chunks at most, unless the store is down: summed when asked.
  const depth = () => sealed.reduce((sum, waiting) => sum + waiting.chunk.count, chunks.count);
  const seal = () => {
    sealed.push({ chunk: chunks.seal(), replay: false });
  };

  /**
   * Writes what is due: what the queue held when the drain began, and full chunks. Clicks that
   * arrive while it writes wait for the next flush unless they fill a chunk: written at once,
   * under load each write held only the clicks of the one before (about 400 at 30,000
   * redirects a second instead of a flush interval's 7,500), and the writer paid 3 to 5 µs a
   * click more for the extra commits. `everything` (an asked-for flush, the shutdown) writes
   * until the queue is empty.
   */
  const drain = async (everything: boolean): Promise<void> => {
    let due = everything ? Number.POSITIVE_INFINITY : depth();
    for (let first = true; ; first = false) {
      if (sealed.length === 0) {
        if (due <= 0 || chunks.count === 0) break;
        seal();
      }
      const waiting = sealed[0]!;
      const { chunk } = waiting;
      if (due <= 0 && chunk.count < options.maxBatch) break;
      // Requests that arrived while a batch was written go first: a backlog is written a batch per turn.
      if (!first) await new Promise((resolve) => setImmediate(resolve));
      try {
        await options.write({ texts: chunk.texts(), count: chunk.count }, { replay: waiting.replay });
      } catch (error) {
        waiting.replay = true;
        options.onError(error, depth());
        while (sealed.length > 0 && depth() > options.maxBuffered) sealed.shift();
        // Retried on a timer too: with no new clicks, nothing else would write these.
        schedule(Math.max(options.flushMs, RETRY_MIN_MS));
        return;
      }
      sealed.shift();
      due -= chunk.count;
      chunks.release(chunk);
    }
    if (depth() > 0) schedule(options.flushMs);
  };

  const schedule = (delayMs: number) => {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(false), delayMs);
    timer.unref();
  };

  const flush = (everything: boolean): Promise<void> => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // Chain behind a running flush so a caller's events are written when its promise resolves,
    // and drains never overlap: each removes the oldest chunk once it is written. Only the last
    // flush of the chain clears `flushing`; an earlier one clearing it let a full batch start a
    // second drain beside the one chained, and the two removed each other's events unwritten.
    const chained: Promise<void> = (flushing ?? Promise.resolve())
      .then(() => drain(everything))
      .finally(() => {
        if (flushing === chained) flushing = null;
      });
    flushing = chained;
    return chained;
  };

  return {
    push(event) {
      chunks.add(event);
      if (chunks.count < options.maxBatch) schedule(options.flushMs);
      else {
        seal();
        // A running drain writes full chunks before it ends.
        if (!flushing) void flush(false);
      }
    },
    flush: () => flush(true),
    depth,
    async close() {
      closed = true;
      await flush(true);
    },
  };
}
