import { Worker } from 'node:worker_threads';
import { releaseDeadBackground } from '../../platform/db/sqlite-write-gate.js';
import type { ThreadMemory } from '../../platform/metrics/thread-memory.js';
import { type ClickBatch, encodeClicks } from './parse/click-event.js';
import type { WriteOptions } from './click-writer.js';
import type { MemoryReply, WriteReply, WriteRequest, WriterSettings } from './click-writer.worker.js';

export interface ThreadedClickWriter {
  write(batch: ClickBatch, options?: WriteOptions): Promise<void>;
  /** Folds the click log now; nothing to do when no thread runs (a thread folds before it stops). */
  fold(): Promise<void>;
  /** The thread's own heap figures (as its last batch left them, when it is busy); null when no thread runs. */
  memory(): Promise<ThreadMemory | null>;
  close(): Promise<void>;
}

export interface ThreadEvents {
  /** A thread started (for the first batch, after an idle stop, or replacing one that died). */
  onStart?: (worker: Worker) => void;
  /** A thread ended without being asked to; the next write starts another. */
  onUnexpectedExit?: (exitCode: number) => void;
  /** A thread with no batch for `idleMs` was stopped; the next write starts another. */
  onIdleStop?: () => void;
}

export interface ThreadOptions {
  /** How long a thread with no batch to write is kept (default one minute). */
  idleMs?: number;
}

const IDLE_MS = 60_000;

/**
 * Runs the click writer in a worker thread with its own database connection. better-sqlite3
 * is synchronous, so a batch written on the main thread would stall every request behind it;
 * on PostgreSQL, parsing a batch of 5,000 clicks takes tens of milliseconds of the same thread.
 *
 * The thread is a second V8 isolate, 20 MB or more (ADR 0105): it starts with the first batch
 * and stops after a minute without one, so a server with no traffic does not hold it.
 *
 * A thread that dies (out of memory, a crash in a native module) fails the batches it held,
 * which the click queue keeps and retries, and the next write starts a new thread. Batches are
 * idempotent by event id, so one that committed just before the thread died counts once.
 */
export function createThreadedClickWriter(settings: WriterSettings, events: ThreadEvents = {}, options: ThreadOptions = {}): ThreadedClickWriter {
  const idleMs = options.idleMs ?? IDLE_MS;
  let thread: WriterThread | null = null;
  // A thread stopping for idleness; the next one waits for it, so two never share the write gate.
  let stopping: Promise<void> | null = null;
  let writing = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const current = async (): Promise<WriterThread> => {
    while (!thread && stopping) await stopping;
    if (thread) return thread;
    const started = startThread(settings, (exitCode, asked) => {
      if (thread === started) thread = null;
      if (settings.sqliteWriteGate) releaseDeadBackground(settings.sqliteWriteGate);
      if (!asked && !closed) events.onUnexpectedExit?.(exitCode);
    });
    events.onStart?.(started.worker);
    thread = started;
    return started;
  };
  const stopWhenIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (writing > 0 || !thread || closed) return;
      const idle = thread;
      thread = null;
      stopping = idle.close().finally(() => {
        stopping = null;
      });
      events.onIdleStop?.();
    }, idleMs);
    // A timer for an idle thread must not keep the process alive either.
    idleTimer.unref();
  };
  return {
    async write(batch, writeOptions) {
      if (closed) throw new Error('click writer is closed');
      writing++;
      try {
        // Texts from the Redis stream cross as they were read (a structured clone of a few
        // strings, each a turn's clicks); events as one text.
        const texts = Array.isArray(batch) ? [encodeClicks(batch)] : [...batch.texts];
        await (await current()).request({ texts, replay: writeOptions?.replay === true });
      } finally {
        writing--;
        stopWhenIdle();
      }
    },
    async fold() {
      if (closed || !thread) return;
      writing++;
      try {
        await thread.request({});
      } finally {
        writing--;
        stopWhenIdle();
      }
    },
    async memory() {
      return thread ? thread.memory() : null;
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      await stopping;
      await thread?.close();
    },
  };
}

interface WriterThread {
  worker: Worker;
  /** A batch to append, or (no events) a fold. */
  request(message: Omit<WriteRequest, 'id'>): Promise<void>;
  memory(): Promise<ThreadMemory | null>;
  close(): Promise<void>;
}

/** `onExit` learns whether the thread was asked to close. */
function startThread(settings: WriterSettings, onExit: (exitCode: number, asked: boolean) => void): WriterThread {
  // From TypeScript sources (tests, dev) the worker compiles itself through tsx.
  const entry = import.meta.url.endsWith('.ts') ? './click-writer.worker.source.mjs' : './click-writer.worker.js';
  const worker = new Worker(new URL(entry, import.meta.url), { workerData: settings });
  // Idle, the thread must not keep the process alive; while it writes or closes, it must, or
  // the process ended mid-shutdown with nothing left on its own event loop.
  worker.unref();
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let exitError: Error | null = null;
  let asked = false;
  const failPending = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      exitError = new Error(`click writer thread exited with code ${code}`);
      failPending(exitError);
      onExit(code, asked);
      resolve();
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    void exited.then(() => reject(exitError));
    const onReady = (message: unknown) => {
      if (message === 'ready') {
        worker.off('message', onReady);
        resolve();
      }
    };
    worker.on('message', onReady);
  });
  // Without a handler this rejection would be unhandled when no write is waiting on it.
  ready.catch(() => undefined);
  const memoryWaiters: ((memory: ThreadMemory | null) => void)[] = [];
  let lastMemory: ThreadMemory | null = null;
  worker.on('message', (reply: WriteReply | MemoryReply | 'ready') => {
    if (reply === 'ready') return;
    lastMemory = reply.memory;
    if (!('id' in reply)) {
      memoryWaiters.shift()?.(reply.memory);
      return;
    }
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiter?.resolve();
    else waiter?.reject(new Error(`click batch failed: ${reply.error}`));
  });
  worker.on('error', failPending);

  return {
    worker,
    async request(message) {
      await ready;
      if (exitError) throw exitError;
      const id = nextId++;
      await new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, ...message } satisfies WriteRequest);
      });
    },
    async memory() {
      await ready.catch(() => undefined);
      if (exitError) return null;
      // Answered between batches; a thread busy for a second is reported as its last batch left it.
      return new Promise<ThreadMemory | null>((resolve) => {
        const timer = setTimeout(() => answer(lastMemory), 1_000);
        const answer = (memory: ThreadMemory | null) => {
          clearTimeout(timer);
          const at = memoryWaiters.indexOf(answer);
          if (at >= 0) memoryWaiters.splice(at, 1);
          resolve(memory);
        };
        memoryWaiters.push(answer);
        worker.postMessage('memory');
      });
    },
    async close() {
      await ready.catch(() => undefined);
      asked = true;
      if (!exitError) {
        worker.ref();
        worker.postMessage('close');
      }
      await exited;
    },
  };
}
