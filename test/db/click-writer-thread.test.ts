import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLICKS_PER_TEXT } from '../../src/modules/analytics/click-chunks.js';
import { CLICK_BATCH_MAX, createMemoryClickQueue } from '../../src/modules/analytics/click-queue.js';
import { createThreadedClickWriter, type ThreadedClickWriter } from '../../src/modules/analytics/click-writer.thread.js';
import type { ClickEvent } from '../../src/modules/analytics/parse/click-event.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const BUSY = 1;

/** Resolves once the writer thread has claimed the write gate for a batch. */
async function batchUnderWay(gate: Int32Array): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Atomics.load(gate, BUSY) !== 1) {
    if (Date.now() > deadline) throw new Error('the writer thread never started the batch');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('click writer thread on sqlite', () => {
  let app: TestApp;
  let linkId: number;
  let writer: ThreadedClickWriter;
  const started: Worker[] = [];
  const deaths: number[] = [];
  let nextEvent = 0;
  const events = (count: number): ClickEvent[] =>
    Array.from({ length: count }, () => ({
      id: `thread-test-${nextEvent++}`,
      linkId,
      at: Date.now(),
      method: 'GET',
      ip: `198.51.100.${nextEvent % 250}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      referer: '',
      countryHeader: '',
    }));
  // A written batch is durable in the click log, and in `clicks` once folded (ADR 1005).
  const storedClicks = async () => {
    const count = async (table: 'clicks' | 'click_log') =>
      Number((await app.store.db.selectFrom(table).select(({ fn }) => fn.countAll().as('n')).where('link_id', '=', linkId).executeTakeFirstOrThrow()).n);
    return (await count('clicks')) + (await count('click_log'));
  };

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', payload: { url: 'https://example.com/thread' } });
    const row = await app.store.db.selectFrom('links').select('id').where('slug', '=', res.json().slug).executeTakeFirstOrThrow();
    linkId = Number(row.id);
    writer = createThreadedClickWriter(
      { databaseUrl: app.store.url, sqliteWriteGate: app.store.sqliteWriteGate!, geoipCountryPath: null, countryHeader: null },
      { onStart: (worker) => started.push(worker), onUnexpectedExit: (code) => deaths.push(code) },
    );
  });
  afterAll(async () => {
    await writer.close();
    await app.close();
  });

  it('starts a new thread after one dies mid-batch, and the retried batch counts once', async () => {
    await writer.write(events(10));
    expect(await storedClicks()).toBe(10);

    // Kill the thread while it holds the write gate, in the middle of a batch big enough (about
    // a second of writing) that the gate is seen taken even on a loaded machine.
    const batch = events(30_000);
    const gate = new Int32Array(app.store.sqliteWriteGate!);
    const writing = writer.write(batch);
    const outcome = writing.then(() => 'written', (error: Error) => error.message);
    await batchUnderWay(gate);
    await started[0]!.terminate();
    const result = await outcome;
    expect(deaths).toHaveLength(1);
    // The kill may land just after the commit; either way the batch is retried below.
    if (result !== 'written') expect(result).toMatch(/click writer thread exited/);

    // A request-thread write does not wait out the dead thread's claim on the gate.
    const before = performance.now();
    await app.store.db.insertInto('settings').values({ key: 'after-thread-death', value: 'v' }).execute();
    expect(performance.now() - before).toBeLessThan(3_000);

    await writer.write(batch);
    expect(started).toHaveLength(2);
    expect(await storedClicks()).toBe(30_010);
    // Folded, the counter holds each click once too.
    await writer.fold();
    const link = await app.store.db.selectFrom('links').select('total_clicks').where('id', '=', linkId).executeTakeFirstOrThrow();
    expect(Number(link.total_clicks)).toBe(30_010);
  });

  it('keeps the clicks a dying thread held in the queue and writes them on a timed retry, with no new click', async () => {
    const failures: number[] = [];
    let killed = false;
    const queue = createMemoryClickQueue({
      write: (batch) => {
        const writing = writer.write(batch);
        // The thread dies holding the queue's first batch.
        if (!killed) {
          killed = true;
          void started.at(-1)!.terminate();
        }
        return writing;
      },
      flushMs: 50,
      maxBatch: CLICK_BATCH_MAX,
      maxBuffered: 1_000_000,
      onError: (_error, pending) => failures.push(pending),
    });
    const before = await storedClicks();
    const threads = started.length;
    for (const event of events(4_000)) queue.push(event);

    await vi.waitFor(async () => expect(await storedClicks()).toBe(before + 4_000), { timeout: 20_000, interval: 100 });
    expect(failures).toEqual([4_000]);
    // The rows are visible once the thread commits; the queue lets go of the batch when the
    // thread's answer arrives, a moment later.
    await vi.waitFor(() => expect(queue.depth()).toBe(0), { timeout: 5_000, interval: 20 });
    expect(started).toHaveLength(threads + 1);
  });

  it('reads each chunk from the queue\'s shared memory before the queue reuses it: every click stored once, none altered', async () => {
    const queue = createMemoryClickQueue({
      write: (batch) => writer.write(batch),
      flushMs: 5,
      // Small chunks, so buffers are sealed, written and reused many times while clicks arrive;
      // a full one is three texts (500, 500 and 200 clicks).
      maxBatch: CLICKS_PER_TEXT * 2 + 200,
      maxBuffered: 1_000_000,
      onError: () => undefined,
    });
    // Each click's own referrer, to see that no click's bytes were overwritten by another's.
    const pushed = events(12_000).map((event, n) => ({ ...event, referer: `https://r${n}.example/` }));
    for (let n = 0; n < pushed.length; n++) {
      queue.push(pushed[n]!);
      if (n % 700 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await queue.flush();
    await writer.fold();
    const ids = pushed.map((event) => event.id);
    const rows = await app.store.db.selectFrom('clicks').select(['event_id', 'referrer_host']).where('link_id', '=', linkId).where('event_id', 'in', ids).execute();
    expect(rows).toHaveLength(pushed.length);
    const hosts = new Map(rows.map((row) => [row.event_id, row.referrer_host]));
    expect(pushed.filter((event, n) => hosts.get(event.id) !== `r${n}.example`)).toEqual([]);
    await queue.close();
  });

  it('closes without waiting on a thread that is already gone', async () => {
    await started.at(-1)!.terminate();
    await writer.close();
    await expect(writer.write(events(1))).rejects.toThrow(/closed/);
    expect(deaths).toHaveLength(3);
  });

  it('starts no thread before the first batch, and stops one that has had no batch for idleMs', async () => {
    const idle: Worker[] = [];
    const idleDeaths: number[] = [];
    let stops = 0;
    const lazy = createThreadedClickWriter(
      { databaseUrl: app.store.url, sqliteWriteGate: app.store.sqliteWriteGate!, geoipCountryPath: null, countryHeader: null },
      { onStart: (worker) => idle.push(worker), onUnexpectedExit: (code) => idleDeaths.push(code), onIdleStop: () => stops++ },
      { idleMs: 300 },
    );
    try {
      expect(idle).toHaveLength(0);
      expect(await lazy.memory()).toBeNull();

      const before = await storedClicks();
      await lazy.write(events(5));
      expect(idle).toHaveLength(1);
      expect(await lazy.memory()).toMatchObject({ heapUsed: expect.any(Number) });
      await new Promise((resolve) => idle[0]!.once('exit', resolve));
      expect(stops).toBe(1);
      expect(idleDeaths).toEqual([]);
      expect(await lazy.memory()).toBeNull();

      // The next batch starts a new thread, and nothing is lost on the way.
      await lazy.write(events(5));
      expect(idle).toHaveLength(2);
      expect(await storedClicks()).toBe(before + 10);
    } finally {
      await lazy.close();
    }
    expect(idleDeaths).toEqual([]);
  });
});
