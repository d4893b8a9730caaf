import { Worker } from 'node:worker_threads';
import type { ClickEvent } from './parse/click-event.js';
import type { WriteReply, WriteRequest, WriterSettings } from './click-writer.worker.js';

export interface ThreadedClickWriter {
  write(events: ClickEvent[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs the click writer in a worker thread with its own database connection. better-sqlite3
 * is synchronous, so a batch written on the main thread would stall every request behind it;
 * on PostgreSQL, parsing a batch of 5,000 clicks takes tens of milliseconds of the same thread.
 */
export function createThreadedClickWriter(settings: WriterSettings): ThreadedClickWriter {
  // From TypeScript sources (tests, dev) the worker compiles itself through tsx.
  const entry = import.meta.url.endsWith('.ts') ? './click-writer.worker.source.mjs' : './click-writer.worker.js';
  const worker = new Worker(new URL(entry, import.meta.url), { workerData: settings });
  // Idle, the thread must not keep the process alive; while it writes or closes, it must, or
  // the process ended mid-shutdown with nothing left on its own event loop.
  worker.unref();
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    const onReady = (message: unknown) => {
      if (message === 'ready') {
        worker.off('message', onReady);
        resolve();
      }
    };
    worker.on('message', onReady);
  });
  worker.on('message', (reply: WriteReply | 'ready') => {
    if (reply === 'ready') return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiter?.resolve();
    else waiter?.reject(new Error(`click batch failed: ${reply.error}`));
  });
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });

  return {
    async write(events) {
      await ready;
      const id = nextId++;
      await new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, events } satisfies WriteRequest);
      });
    },
    async close() {
      await ready.catch(() => undefined);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.ref();
      worker.postMessage('close');
      await exited;
    },
  };
}
