// The one Apollo Client of the app. The session lives in the gateway's httpOnly cookies, so every request sends
// credentials; `apollo-require-preflight` satisfies Apollo Server's CSRF prevention (a request carrying it cannot
// be a simple cross-site form post — which a multipart upload otherwise is).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import isExtractableFile from 'apollo-upload-client/isExtractableFile.mjs';
import type { DocumentNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { isSessionExpired } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import type { Language } from '@lemari/shop/rules';

/** Where the gateway answers: the same origin in production (it serves this app) and through Vite's proxy in dev. */
export const GRAPHQL_PATH = '/graphql';

/** The hash codegen gave an operation in web/src/generated/persisted-documents.json. */
export function manifestHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('An operation that codegen did not generate cannot be sent.');
  return hash;
}

/**
 * Operations go by their hash in the codegen manifest rather than as text: in production the gateway runs only
 * the manifest's documents. A gateway that does not know a hash (a dev server started before the operation was
 * generated) is sent the text instead, and from then on every operation goes as text.
 */
function trustedDocumentsLink() {
  return new PersistedQueryLink({
    generateHash: manifestHash,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
}

/**
 * The gateway says the session is over (extensions.sessionExpired, or a 401): the app forgets it and sends the
 * person to sign in again (storefront.md §4). The error still reaches the caller.
 */
function sessionExpiryLink(onSessionExpired: () => void) {
  return new ErrorLink(({ error }) => {
    if (isSessionExpired(error)) onSessionExpired();
  });
}

/**
 * Every request says the app's language (`Accept-Language`), so the gateway and the REST API answer messages for
 * people in it. A rendered page's client speaks its page's language, the browser's the one chosen now.
 */
function languageLink(language: () => Language) {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': language() },
    }));
    return forward(operation);
  });
}

/** Whether an operation's variables hold a File or Blob anywhere (uploadImage's `file`). */
export function hasFiles(value: unknown): boolean {
  if (isExtractableFile(value)) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasFiles);
  return false;
}

/**
 * The multipart link for operations that carry a file, loaded with the first of them: only staff upload images,
 * so the storefront's first download goes without it (and the file extraction it brings).
 */
function uploadLink(options: HttpLink.Options): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    link ??= import('apollo-upload-client/UploadHttpLink.mjs').then(
      ({ default: UploadHttpLink }) => new UploadHttpLink(options),
      (error: unknown) => {
        // A chunk that did not arrive (the network dropped) is asked for again by the next upload.
        link = undefined;
        throw error;
      },
    );
    return from(link).pipe(mergeMap((upload) => upload.request(operation, forward)));
  });
}

export function createApolloClient({
  uri = GRAPHQL_PATH,
  fetch,
  onSessionExpired = () => undefined,
  ssrMode = false,
  language,
}: {
  uri?: string;
  fetch?: typeof globalThis.fetch;
  onSessionExpired?: () => void;
  /** Rendering a page on the server (entry-server.tsx): each query runs once, no polling. */
  ssrMode?: boolean;
  /** The language of every request; by default the app's current one. */
  language?: Language;
} = {}) {
  const options = {
    uri,
    credentials: 'include' as const,
    headers: { 'apollo-require-preflight': 'true' },
    ...(fetch ? { fetch } : {}),
  };
  // An operation carrying a file goes as a GraphQL multipart request (the gateway's Upload scalar); every other
  // one as plain JSON. Both come after the trusted-documents link, so an upload is also named by its hash.
  const http = ApolloLink.split(
    (operation) => hasFiles(operation.variables),
    uploadLink(options),
    new HttpLink(options),
  );
  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiryLink(onSessionExpired),
      languageLink(language ? () => language : currentLanguage),
      trustedDocumentsLink(),
      http,
    ]),
    // `me` has no id: the session's fields (scope, profile) and the back office's `access` merge into one object.
    // A policy page's `id` is its Indonesian text, not an identity: the page is known by its slug. The shop has one
    // seller (the footer's contact and the invoice's, each asking its own fields): one object, merged.
    cache: new InMemoryCache({
      typePolicies: {
        Me: { merge: true },
        Seller: { merge: true },
        PolicyPageSource: { keyFields: ['slug'] },
      },
    }),
    ssrMode,
  });
}
