// GraphQL code generation for the workspace. `pnpm codegen` writes the files below; CI fails when they are
// stale (`pnpm codegen:check`). Nobody edits generated files by hand.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { type DocumentNode, type FieldNode, Kind, visit } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Adds __typename where Apollo Client's cache does: every selection set but an operation's root. */
function withApolloTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const named = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      );
      return named ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    // Resolver types for the gateway; mappers tie GraphQL types to REST answer types as domains arrive.
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Rupiah: 'number', Upload: '../accounts/upload.js#UploadValue' },
        contextType: '../context.js#Context',
        // GraphQL types whose resolvers receive a REST answer rather than the GraphQL shape: one line per type.
        mappers: {
          CartItem: '../member/models.js#RestCartLine',
          WishlistItem: '../member/models.js#RestWishlistItem',
          Order: '../orders/models.js#RestOrder',
          OrderDetail: '../orders/models.js#RestOrderLine',
          Product: '../catalogue/models.js#RestProduct',
          ProductPage: '../catalogue/models.js#ProductPageModel',
          ListedProduct: '../catalogue/models.js#RestListedProduct',
          Affiliate: '../content/models.js#RestAffiliate',
          Me: '../accounts/models.js#SessionMe',
          Role: '../accounts/models.js#RestRole',
          PermissionRef: '../accounts/models.js#RestPermissionRef',
          Permission: '../accounts/models.js#RestPermission',
        },
      },
    },
    // The web app's typed documents (client preset) from the graphql() operations in web/src, and the manifest
    // of those operations (persisted-documents.json: "sha256:<hex>" of each normalised document) that the gateway
    // can hold production requests to. With Apollo's __typename fields added, the manifest lists exactly what the
    // browser sends (web/src/lib/persisted-documents.test.ts checks it).
    'web/src/generated/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**', '!web/src/**/*.test.{ts,tsx}'],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      documentTransforms: [
        {
          transform: ({ documents }) =>
            documents.map((file) => ({
              ...file,
              document: file.document && withApolloTypenames(file.document),
            })),
        },
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypeNameForRoot: true,
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string', Rupiah: 'number', Upload: 'File' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
