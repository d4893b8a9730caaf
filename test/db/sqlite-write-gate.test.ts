import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { createTestStore, type TestStore } from '../helpers/stores.js';

const HOLD_MS = 60;

/** Starts a thread that keeps SQLite's write lock busy the way the click writer does under load. */
async function startWriterHog(test: TestStore, runMs: number, holdMs = HOLD_MS): Promise<{ transactions: Promise<number> }> {
  const worker = new Worker(new URL('../helpers/sqlite-writer-hog.worker.mjs', import.meta.url), {
    workerData: { url: test.url, gate: test.store.sqliteWriteGate, holdMs, runMs },
  });
  const [first] = (await once(worker, 'message')) as [{ started: true }];
  expect(first.started).toBe(true);
  const finished = once(worker, 'message') as Promise<[{ transactions: number }]>;
  return { transactions: finished.then(([done]) => done.transactions) };
}

/** The longest stretch the event loop went without running a 5 ms timer, while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs };
  } finally {
    clearInterval(ticker);
  }
}

describe('SQLite write gate', () => {
  let test: TestStore | null = null;
  afterEach(async () => {
    await test?.drop();
    test = null;
  });

  it('lets request-thread writes through while another thread writes back to back, without blocking the event loop', async () => {
    test = await createTestStore('sqlite');
    const { db } = test.store;
    const hog = await startWriterHog(test, 4_000);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const waits: number[] = [];
    const { stallMs } = await longestStall(async () => {
      for (let i = 0; i < 8; i++) {
        const started = performance.now();
        if (i % 2 === 0) {
          await db.insertInto('settings').values({ key: `main-${i}`, value: 'v' }).execute();
        } else {
          await db.transaction().execute(async (trx) => {
            const row = await trx.selectFrom('settings').select('value').where('key', '=', `main-${i - 1}`).executeTakeFirstOrThrow();
            await trx.insertInto('settings').values({ key: `main-${i}`, value: row.value }).execute();
          });
        }
        waits.push(performance.now() - started);
      }
    });
    const hogTransactions = await hog.transactions;

    // Without the gate SQLite's busy handler misses the gaps between the other thread's
    // transactions: each write here waited seconds, with the event loop blocked meanwhile.
    expect(Math.max(...waits)).toBeLessThan(1_500);
    expect(stallMs).toBeLessThan(1_000);
    // The other thread only yields while a write waits: it kept most of the lock's time.
    expect(hogTransactions).toBeGreaterThan(20);
    const written = await db.selectFrom('settings').select(({ fn }) => fn.countAll<number>().as('n')).where('key', 'like', 'main-%').executeTakeFirstOrThrow();
    expect(written.n).toBe(8);
  });

  it("answers a redirect's cache miss while a request-thread write waits for the other thread's transaction", async () => {
    const app = await buildTestApp('sqlite');
    try {
      const created = await app.http.inject({ method: 'POST', url: '/api/shorten', payload: { url: 'https://example.com/read-side' } });
      const { slug } = created.json() as { slug: string };
      // One 2 s transaction: a read queued behind the waiting write would take most of it.
      const hog = await startWriterHog(app.testStore, 2_000, 2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Waits for the gate holding the store's one connection: a read on it would queue behind.
      const write = app.store.db.insertInto('settings').values({ key: 'waiting-write', value: 'v' }).execute();
      const started = performance.now();
      const res = await app.http.inject({ method: 'GET', url: `/${slug}` });
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(302);
      expect(elapsed).toBeLessThan(1_000);
      await write;
      await hog.transactions;
    } finally {
      await app.close();
    }
  });
});
