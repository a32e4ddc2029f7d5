import { defineConfig } from 'vitest/config';

// Each test file starts the real REST API in-process on a fresh in-memory PGlite database, and the gateway in
// front of it over real HTTP. (The REST API's own suite covers PostgreSQL.)
export default defineConfig({
  test: {
    reporters: ['default', '../tests/support/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    include: ['test/**/*.test.ts'],
    env: { TEST_ENGINE: 'pglite' },
  },
});
