import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The client's sources, not its last build (tsconfig.json maps the name the same way).
  resolve: { alias: { '@shortener/client': fileURLToPath(new URL('./packages/client/src/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    // Every style at every size, axe-core on every page and the longest browser journeys take
    // minutes: `npm run test:exhaustive` (CI runs it too).
    exclude: ['test/exhaustive/**', '**/node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores, but much of a test is waiting (PostgreSQL, Redis, the browser, child
    // processes): a third worker cut the suite from about 330 s to 265 s here.
    maxWorkers: 3,
  },
});
