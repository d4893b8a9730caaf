import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { emitEvent } from '../../src/platform/events/outbox.js';
import { createWebhookWorker, type WebhookWorker } from '../../src/modules/webhooks/worker.js';
import { type Db, openStore, type Store } from '../../src/platform/db/db.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';
import { deliveriesOf, drainUntil, type Receiver, startReceiver } from '../helpers/webhooks.js';

describe.each(DIALECTS)('webhook outbox and recovery on %s', (dialect) => {
  let app: TestApp;
  let receiver: Receiver;
  let cleanup: Array<() => Promise<unknown>> = [];

  /** Another process on the same database (and schema): its own pool, its own app. */
  const instance = async (): Promise<{ app: App; stop: () => Promise<void> }> => {
    const store = openStore(app.testStore.url, app.testStore.searchPath ? { searchPath: app.testStore.searchPath } : {});
    const other = await buildApp(app.config, { store, logger: false, startJobs: false });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await other.http.close();
      await other.shutdown();
      await store.close();
    };
    cleanup.push(stop);
    return { app: other, stop };
  };
  const worker = (store: Store): WebhookWorker => {
    const created = createWebhookWorker({ store, logger: app.http.log, retrySchedule: [0.05], allowPrivateTargets: true });
    cleanup.push(() => created.stop());
    return created;
  };
  /** A fresh account with one endpoint at the receiver. */
  const setup = async () => {
    const account = await createAccount(app, 'pro', ['webhooks:write']);
    const call = client(app, account.token);
    const hook = (await call('POST', '/webhooks', { url: `${receiver.url}/hook` })).json().data as { id: number };
    const emit = (db: Db) => emitEvent(db, { workspaceId: account.user.id, type: 'link.created', data: { link: { id: 1 } } });
    return { call, hook, emit };
  };
  const first = async (hookId: number) => (await deliveriesOf(app, hookId))[0]!;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.05,0.05,0.05,0.05,0.05' });
  });
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
    await receiver.close();
    // Leftover pending deliveries of one test must not be claimed by the next test's workers.
    await app.store.db.updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes events only with the change: a rolled-back transaction leaves no delivery', async () => {
    receiver = await startReceiver();
    const { hook, emit } = await setup();
    const failing = app.store.db.transaction().execute(async (trx) => {
      await emit(trx);
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await deliveriesOf(app, hook.id)).toEqual([]);
    await expect(emit(app.store.db)).rejects.toThrow(/inside the transaction/);
    await app.store.db.transaction().execute((trx) => emit(trx));
    expect(await deliveriesOf(app, hook.id)).toHaveLength(1);
  });

  it('a restart in the middle of retries loses nothing: the new instance completes the delivery', async () => {
    receiver = await startReceiver((index) => (index < 2 ? 500 : 200));
    const { call, hook } = await setup();
    expect((await call('POST', `/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    const before = await instance();
    await drainUntil(before.app.webhooks, async () => (await first(hook.id)).attempts === 2);
    await before.stop();
    const after = await instance();
    await drainUntil(after.app.webhooks, async () => (await first(hook.id)).status !== 'pending');
    expect(await first(hook.id)).toMatchObject({ status: 'succeeded', attempts: 3, locked_by: null });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
  });

  it('a worker stopped in the middle of a send hands the delivery back uncounted', async () => {
    receiver = await startReceiver((index) => (index === 0 ? 'hang' : 200));
    const { call, hook } = await setup();
    const stopping = worker(app.store);
    expect((await call('POST', `/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    const pass = stopping.runOnce();
    await drainUntil({ runOnce: async () => 0 }, () => receiver.received.length === 1);
    await stopping.stop();
    expect(await pass).toBe(1);
    expect(await first(hook.id)).toMatchObject({ status: 'pending', attempts: 0, locked_by: null });
    await drainUntil(worker(app.store), async () => (await first(hook.id)).status === 'succeeded');
    expect(await first(hook.id)).toMatchObject({ attempts: 1 });
  });

  it("a crashed worker's claim is taken over once its lease runs out", async () => {
    receiver = await startReceiver();
    const { call, hook } = await setup();
    expect((await call('POST', `/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    const lease = (ms: number) =>
      app.store.db.updateTable('webhook_deliveries').set({ locked_by: 'crashed-worker', locked_until: new Date(Date.now() + ms).toISOString() }).where('endpoint_id', '=', hook.id).execute();
    await lease(60_000);
    expect(await app.webhooks.runOnce()).toBe(0);
    // The lease runs out (set in the past rather than slept through).
    await lease(-1_000);
    await drainUntil(app.webhooks, async () => (await first(hook.id)).status === 'succeeded');
    expect(receiver.received).toHaveLength(1);
  });

  it.runIf(dialect === 'postgres')('two workers on PostgreSQL never send a delivery twice', async () => {
    const seen = new Map<string, number>();
    receiver = await startReceiver((_index, request) => {
      const id = String(request.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return { status: 200, delayMs: 15 };
    });
    const { hook, emit } = await setup();
    await app.store.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 60; i++) await emit(trx);
    });
    const other = await instance();
    const sent = [0, 0];
    const done = async () => (await deliveriesOf(app, hook.id)).every((delivery) => delivery.status === 'succeeded');
    await Promise.all(
      [worker(app.store), worker(other.app.store)].map((w, i) =>
        drainUntil({ runOnce: async () => {
          const count = await w.runOnce();
          sent[i]! += count;
          return count;
        } }, done, 20_000),
      ),
    );
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    expect(sent[0]! + sent[1]!).toBe(60);
    expect(sent.every((count) => count > 0)).toBe(true);
    const attempts = await app.store.db.selectFrom('webhook_attempts as a').innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id').select('a.id').where('d.endpoint_id', '=', hook.id).execute();
    expect(attempts).toHaveLength(60);
  });
});
