import { defineConfig } from 'vitest/config';

// The exhaustive tier (`npm run test:exhaustive`, CI runs it after `npm test`): every QR
// payload in every style and format at 64, 512 and 2048 px, axe-core on every page, the
// longest browser journeys, and clicks counted exactly across kill -9 of real servers. The quick
// tier keeps a sample of each kind.
export default defineConfig({
  test: {
    include: ['test/exhaustive/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
