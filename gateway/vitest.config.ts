import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { serverTestConfig } from '../rest-api/vitest.config.js';

const require = createRequire(import.meta.url);

// Each test file starts the real REST API in-process on a fresh in-memory PGlite database, and the gateway in
// front of it over real HTTP. (The REST API's own suite covers PostgreSQL.)
export default defineConfig({
  ...serverTestConfig,
  // One graphql for the gateway's code and its libraries, as under Node: graphql has no `exports` map, so Node
  // loads its CommonJS build for Apollo and graphql-tools, where Vite would give the gateway's own code the ESM
  // one, and a schema from one is not a schema to the other (TypeInfo, isObjectType).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    ...serverTestConfig.test,
    include: ['test/**/*.test.ts'],
    env: { TEST_ENGINE: 'pglite' },
  },
});
