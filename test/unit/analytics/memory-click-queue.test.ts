import { describe, expect, it, vi } from 'vitest';
import { createMemoryClickQueue } from '../../../src/modules/analytics/click-queue.js';
import type { ClickEvent } from '../../../src/modules/analytics/parse/click-event.js';

const event = (n: number) => ({ id: `e${n}`, linkId: 1, at: n, method: 'GET', ip: '', userAgent: '', referer: '', countryHeader: '', source: 'link', variant: null }) as ClickEvent;

describe('the in-process click queue', () => {
  it('writes a backlog a batch per event-loop turn, so requests waiting on I/O run between batches', async () => {
    const log: string[] = [];
    const queue = createMemoryClickQueue({
      // Synchronous like a SQLite write: only a macrotask between two writes lets I/O in.
      write: async (events) => void log.push(`write ${events.length}`),
      flushMs: 60_000,
      maxBatch: 1_000,
      maxBuffered: 1_000_000,
      onError: () => undefined,
    });
    for (let n = 0; n < 999; n++) queue.push(event(n));
    // Queued before the batch-size push starts the drain: it must run before the second write.
    setImmediate(() => log.push('io'));
    for (let n = 999; n < 2_500; n++) queue.push(event(n));
    await queue.flush();
    expect(log).toEqual(['write 1000', 'io', 'write 1000', 'write 500']);
    expect(queue.depth()).toBe(0);
  });

  it('leaves the clicks that arrive during a write for the next flush, unless they fill a batch', async () => {
    vi.useFakeTimers();
    try {
      const writes: number[] = [];
      let release = () => undefined as void;
      const queue = createMemoryClickQueue({
        write: (events) => {
          writes.push(events.length);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
        flushMs: 250,
        maxBatch: 100,
        maxBuffered: 1_000_000,
        onError: () => undefined,
      });
      for (let n = 0; n < 30; n++) queue.push(event(n));
      await vi.advanceTimersByTimeAsync(250);
      expect(writes).toEqual([30]);
      // Under load: clicks keep arriving while the batch is written.
      for (let n = 30; n < 50; n++) queue.push(event(n));
      release();
      await vi.advanceTimersByTimeAsync(100);
      expect(writes).toEqual([30]);
      await vi.advanceTimersByTimeAsync(150);
      expect(writes).toEqual([30, 20]);
      release();
      await vi.advanceTimersByTimeAsync(0);
      // A full batch does not wait for the interval.
      for (let n = 50; n < 150; n++) queue.push(event(n));
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toEqual([30, 20, 100]);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.depth()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
