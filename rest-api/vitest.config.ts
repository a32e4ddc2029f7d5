import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * What the two servers' suites run under alike (the gateway's config starts from it): @lemari/shop from its
 * TypeScript sources, the shared summary reporter, and server-sized timeouts in two forked processes.
 */
export const serverTestConfig = {
  // @lemari/shop from its TypeScript sources (its package exports name them under this condition), as tsx does.
  ssr: { resolve: { conditions: ['@lemari/source', 'module', 'node', 'development|production'] } },
  test: {
    reporters: ['default', '../tests/support/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
} satisfies ViteUserConfig;

// Every test file runs on PGlite; when TEST_DATABASE_URL is set (CI), each runs on PostgreSQL too, each file
// in a database of its own that is created, migrated and dropped around it.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  ...serverTestConfig,
  test: {
    ...serverTestConfig.test,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        include: ['test/**/*.test.ts'],
        // The shutdown test starts a server process of its own on PGlite: draining is the same on either engine.
        exclude: engine === 'postgres' ? ['test/shutdown.test.ts'] : [],
        env: { TEST_ENGINE: engine },
      },
    })),
  },
});
