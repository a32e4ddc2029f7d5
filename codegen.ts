// GraphQL code generation for the workspace. `pnpm codegen` writes the files below; CI fails when they are
// stale (`pnpm codegen:check`). Nobody edits generated files by hand.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    // Resolver types for the gateway; mappers tie GraphQL types to REST answer types as domains arrive.
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Rupiah: 'number' },
        contextType: '../context.js#Context',
        // GraphQL types whose resolvers receive a REST answer rather than the GraphQL shape: one line per type.
        mappers: {},
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
