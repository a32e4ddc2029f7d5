import { describe, expect, it } from 'vitest';
import * as generated from '@/generated/graphql';
import { indexDocuments, rewriteDocuments } from '../../scripts/graphql-documents';

describe('graphql-documents (the build plugin that gives each document a module of its own)', () => {
  const { documents, byDefinition } = indexDocuments(generated as Record<string, unknown>);

  it('indexes every generated operation and fragment by the name of its first definition', () => {
    expect(byDefinition.get('AdminAccess')).toBe('AdminAccessDocument');
    expect(byDefinition.get('OrderCard_order')).toBe('OrderCard_OrderFragmentDoc');
    expect(documents.get('AdminAccessDocument')).toBe(generated.AdminAccessDocument);
    // Only documents: the generated enums' and types' values are not in it.
    for (const value of documents.values()) expect(value).toHaveProperty('kind', 'Document');
  });

  it('turns each graphql() call into an import of its document, keeping the lines where they were', () => {
    const code = [
      "import { useQuery } from '@apollo/client/react';",
      "import { graphql } from '@/generated/gql';",
      'const Access = graphql(`',
      '  query AdminAccess($id: ID) {',
      '    me { access { isRoot } }',
      '  }',
      '`);',
      'export const Card = graphql(`fragment OrderCard_order on Order { id }`);',
      'export const after = 1;',
    ].join('\n');
    const rewritten = rewriteDocuments(code, byDefinition, 'screen.tsx');
    expect(rewritten?.split('\n')).toEqual([
      "import { useQuery } from '@apollo/client/react';",
      "import __AdminAccessDocument from 'virtual:graphql-document/AdminAccessDocument'; " +
        "import __OrderCard_OrderFragmentDoc from 'virtual:graphql-document/OrderCard_OrderFragmentDoc';",
      'const Access = __AdminAccessDocument',
      '',
      '',
      '',
      ';',
      'export const Card = __OrderCard_OrderFragmentDoc;',
      'export const after = 1;',
    ]);
  });

  it('leaves a module without graphql() alone', () => {
    expect(rewriteDocuments('export const graphqlish = 1;', byDefinition, 'a.ts')).toBeUndefined();
  });

  it('fails the build, naming the file, on a document codegen has not generated', () => {
    const code =
      "import { graphql } from '@/generated/gql';\nconst Q = graphql(`query NotGenerated { me { id } }`);";
    expect(() => rewriteDocuments(code, byDefinition, 'stale.tsx')).toThrow(
      /stale\.tsx: no generated document for graphql\(`query NotGenerated/u,
    );
  });

  it('fails the build on a graphql() call with an interpolation, which it cannot read', () => {
    const code =
      "import { graphql } from '@/generated/gql';\n" +
      'const Q = graphql(`query AdminAccess { me { id } }`);\n' +
      'const R = graphql(`query X { ${field} }`);';
    expect(() => rewriteDocuments(code, byDefinition, 'mixed.tsx')).toThrow(/mixed\.tsx: .*interpolation/u);
  });
});
