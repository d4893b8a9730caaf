import { describe, expect, it, vi } from 'vitest';
import { createMemoryClickQueue } from '../../../src/modules/analytics/click-queue.js';
import { type ClickEvent, checkedClicks } from '../../../src/modules/analytics/parse/click-event.js';

const event = (n: number) => ({ id: `e${n}`, linkId: 1, at: n, method: 'GET', ip: '', userAgent: '', referer: '', countryHeader: '', source: 'link', variant: null }) as ClickEvent;

describe('the in-process click queue', () => {
  it('writes a backlog a batch per event-loop turn, so requests waiting on I/O run between batches', async () => {
    const log: string[] = [];
    const queue = createMemoryClickQueue({
      // Synchronous like a SQLite write: only a macrotask between two writes lets I/O in.
      write: async (batch) => void log.push(`write ${batch.count}`),
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
        write: (batch) => {
          writes.push(batch.count);
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

  it('writes every event whatever the interleaving of pushes, timers and slow writes (drains never overlap)', async () => {
    vi.useFakeTimers();
    try {
      let state = 12_345;
      const next = (below: number) => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return Math.floor((state / 2 ** 31) * below);
      };
      const written = new Set<string>();
      const pending: (() => void)[] = [];
      let mostAtOnce = 0;
      const queue = createMemoryClickQueue({
        // The writer answers in order, as the writer thread does.
        write: (batch) => {
          for (const e of checkedClicks(batch)) written.add(e.id);
          const answer = new Promise<void>((resolve) => pending.push(resolve));
          mostAtOnce = Math.max(mostAtOnce, pending.length);
          return answer;
        },
        flushMs: 250,
        maxBatch: 10,
        maxBuffered: 1_000_000,
        onError: () => undefined,
      });
      let n = 0;
      for (let step = 0; step < 400; step++) {
        const action = next(3);
        if (action === 0) for (let k = next(15); k > 0; k--) queue.push(event(n++));
        else if (action === 1) await vi.advanceTimersByTimeAsync(next(300));
        else pending.shift()?.();
        await vi.advanceTimersByTimeAsync(0);
      }
      const closing = queue.close();
      for (let round = 0; round < 1_000 && (pending.length > 0 || queue.depth() > 0); round++) {
        pending.shift()?.();
        await vi.advanceTimersByTimeAsync(10);
      }
      await closing;
      expect(mostAtOnce).toBe(1);
      expect(queue.depth()).toBe(0);
      expect(written.size).toBe(n);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a chunk that failed again as a replay, and past maxBuffered drops the oldest chunks', async () => {
    vi.useFakeTimers();
    try {
      const writes: { ids: string[]; replay: boolean }[] = [];
      let failing = true;
      const errors: number[] = [];
      const queue = createMemoryClickQueue({
        write: async (batch, options) => {
          writes.push({ ids: checkedClicks(batch).map((e) => e.id), replay: options?.replay === true });
          if (failing) throw new Error('store down');
        },
        flushMs: 250,
        maxBatch: 2,
        maxBuffered: 4,
        onError: (_error, pending) => errors.push(pending),
      });
      queue.push(event(1));
      queue.push(event(2));
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toEqual([{ ids: ['e1', 'e2'], replay: false }]);
      // A chunk that fills starts a drain, which tries the failed chunk first, as a replay.
      for (let n = 3; n <= 7; n++) queue.push(event(n));
      await vi.advanceTimersByTimeAsync(0);
      expect(writes[1]).toEqual({ ids: ['e1', 'e2'], replay: true });
      // Seven waiting, four may: the oldest chunks (e1 e2, then e3 e4) are dropped.
      expect(errors).toEqual([2, 7]);
      expect(queue.depth()).toBe(3);
      failing = false;
      const flushed = queue.flush();
      // Between two chunks the drain yields a turn (setImmediate, faked here).
      await vi.advanceTimersByTimeAsync(10);
      await flushed;
      expect(writes.slice(2)).toEqual([
        { ids: ['e5', 'e6'], replay: false },
        { ids: ['e7'], replay: false },
      ]);
      expect(queue.depth()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
