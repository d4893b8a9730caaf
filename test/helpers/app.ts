import { randomBytes } from 'node:crypto';
import { type App, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Dialect } from '../../src/platform/db/db.js';
import { createTestStore, type TestStore } from './stores.js';

export interface TestApp extends App {
  config: Config;
  testStore: TestStore;
  close(): Promise<void>;
}

/** The real app on a fresh store, in-process (use `http.inject`), jobs stopped, logs off. */
export async function buildTestApp(dialect: Dialect = 'sqlite', env: Record<string, string> = {}): Promise<TestApp> {
  const testStore = await createTestStore(dialect);
  const config = loadConfig({ BASE_URL: 'http://sho.rt', CLICK_FLUSH_MS: '20', ...env });
  const app = await buildApp(config, {
    store: testStore.store,
    namespace: `test-${randomBytes(4).toString('hex')}`,
    logger: false,
    startJobs: false,
  });
  await app.http.ready();
  return {
    ...app,
    config,
    testStore,
    async close() {
      await app.http.close();
      await app.shutdown();
      await testStore.drop();
    },
  };
}
