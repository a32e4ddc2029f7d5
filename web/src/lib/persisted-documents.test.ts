// The manifest the gateway holds production requests to must list exactly what this app's Apollo Client puts on
// the wire, under the hash the manifest names; otherwise the shop would be refused its own queries.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import * as generated from '@/generated/graphql';
import manifest from '@/generated/persisted-documents.json';

type PersistedDocument = DocumentNode & { __meta__: { hash: string } };

const operations = Object.entries(generated as Record<string, unknown>).filter(
  (entry): entry is [string, PersistedDocument] =>
    entry[0].endsWith('Document') &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    '__meta__' in entry[1],
);

/** What Apollo Client sends for `document`: its cache's and client's transforms applied, printed. */
async function sentBy(document: DocumentNode): Promise<string> {
  let sent = '';
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      sent = print(operation.query);
      return of({ data: {} });
    }),
  });
  const isMutation = document.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
  );
  const sending = isMutation
    ? client.mutate({ mutation: document, fetchPolicy: 'no-cache', errorPolicy: 'all' })
    : client.query({ query: document, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  await sending.catch(() => undefined);
  return sent;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('persisted-documents.json', () => {
  it('has one entry per operation of the app, and no other', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(Object.keys(manifest).sort()).toEqual(
      operations.map(([, document]) => document.__meta__.hash).sort(),
    );
  });

  it.each(operations)('holds %s as Apollo Client sends it, under its sha256', async (_name, document) => {
    const normalised = printExecutableGraphQLDocument(parse(await sentBy(document)));
    const entries: Record<string, string> = manifest;
    expect(entries[document.__meta__.hash]).toBe(normalised);
    expect(document.__meta__.hash).toBe(`sha256:${await sha256(normalised)}`);
  });
});
