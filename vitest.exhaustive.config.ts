import { defineConfig } from 'vitest/config';

// The exhaustive tier: every QR payload in every style and format at 512 and 2048 px.
export default defineConfig({
  test: {
    include: ['test/exhaustive/**/*.test.ts'],
    testTimeout: 900_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
