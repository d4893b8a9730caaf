import { randomBytes } from 'node:crypto';
import { expect, vi } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Dialect, openStore } from '../../src/platform/db/db.js';
import { createTestStore, type TestStore } from './stores.js';

export interface TestApp extends App {
  config: Config;
  testStore: TestStore;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Share Redis keys and channels with another test app (multi-instance tests). */
  namespace?: string;
  /** Run on another app's database instead of a fresh one (multi-instance tests). */
  shareStoreWith?: TestApp;
  /** Passed on to buildApp (e.g. shorter health-check timeouts). */
  health?: AppOptions['health'];
  /** Runs before the server is ready: the last moment a test can add a hook of its own. */
  beforeReady?: (app: App) => void;
}

/** The real app on a fresh store, in-process (use `http.inject`), jobs stopped, logs off. */
export async function buildTestApp(dialect: Dialect = 'sqlite', env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareStoreWith?.testStore;
  const testStore = shared
    ? { ...shared, store: openStore(shared.url, shared.searchPath ? { searchPath: shared.searchPath } : {}), drop: async () => {} }
    : await createTestStore(dialect);
  const config = loadConfig({ BASE_URL: 'http://sho.rt', CLICK_FLUSH_MS: '20', ...env });
  const app = await buildApp(config, {
    store: testStore.store,
    namespace: options.namespace ?? `test-${randomBytes(4).toString('hex')}`,
    logger: false,
    startJobs: false,
    ...(options.health ? { health: options.health } : {}),
  });
  options.beforeReady?.(app);
  await app.http.ready();
  return {
    ...app,
    config,
    testStore,
    async close() {
      await app.http.close();
      await app.shutdown();
      if (shared) await testStore.store.close();
      else await testStore.drop();
    },
  };
}

/** Two instances on one store and one Redis namespace, each ready (its Redis connection up). */
export async function buildTwoInstances(dialect: Dialect, redisUrl: string): Promise<[TestApp, TestApp]> {
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const a = await buildTestApp(dialect, { REDIS_URL: redisUrl }, { namespace });
  const b = await buildTestApp(dialect, { REDIS_URL: redisUrl }, { namespace, shareStoreWith: a });
  // Until its Redis connection is up, an instance counts rate limits in process (by design).
  for (const app of [a, b]) {
    await vi.waitFor(async () => expect((await app.http.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
  }
  return [a, b];
}
