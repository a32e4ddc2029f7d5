import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Each test file starts the real REST API in-process on a fresh in-memory PGlite database, and the gateway in
// front of it over real HTTP. (The REST API's own suite covers PostgreSQL.)
export default defineConfig({
  // One graphql for the gateway's code and its libraries, as under Node: graphql has no `exports` map, so Node
  // loads its CommonJS build for Apollo and graphql-tools, where Vite would give the gateway's own code the ESM
  // one, and a schema from one is not a schema to the other (TypeInfo, isObjectType).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  // @lemari/shop from its TypeScript sources (its package exports name them under this condition), as tsx does.
  ssr: { resolve: { conditions: ['@lemari/source', 'module', 'node', 'development|production'] } },
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
