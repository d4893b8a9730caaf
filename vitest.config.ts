import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every style at every size takes minutes: `npm run test:exhaustive` (CI runs it too).
    exclude: ['test/exhaustive/**', '**/node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: more workers only fight over them (and over PostgreSQL).
    maxWorkers: 2,
  },
});
