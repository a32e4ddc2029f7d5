// Trusted documents: the web's operations, extracted by its codegen into a manifest (hash → document). A request
// may name one by its hash in extensions.persistedQuery.sha256Hash (whatever hash the manifest uses) instead of
// sending the text. In production, when the manifest exists, only its documents run: a free-form document is
// refused (OPERATION_NOT_ALLOWED), an unknown hash is not found (PERSISTED_QUERY_NOT_FOUND), and nothing else
// can register itself through automatic persisted queries. Without a manifest (a gateway deployed without the
// web app, or a build that skipped the web's codegen) production accepts free-form documents and logs a warning:
// refusing everything would leave the gateway useless, and introspection, the limits and the rate limit still hold.
import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { operationFields } from './operations.js';

export interface TrustedDocuments {
  /** hash → document, as the manifest has them (and "algorithm:hex" keys by their bare hex too). */
  byHash: ReadonlyMap<string, string>;
  /** Every document's text, to accept a trusted document sent as text (or reached through the APQ cache). */
  texts: ReadonlySet<string>;
  path: string;
}

/** Reads the manifest; undefined when the file does not exist. A file that is not a hash → string map throws. */
export function loadTrustedDocuments(path: string): TrustedDocuments | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${path} is not a trusted-documents manifest (an object of hash → document)`);
  }
  const byHash = new Map<string, string>();
  for (const [hash, document] of Object.entries(parsed)) {
    if (typeof document !== 'string') throw new Error(`${path}: the document of ${hash} is not a string`);
    byHash.set(hash, document);
    // The web's codegen writes "sha256:<hex>"; a client computing the hash itself sends the bare hex.
    const bare = /^[a-z0-9]+:([0-9a-f]+)$/i.exec(hash)?.[1];
    if (bare) byHash.set(bare, document);
  }
  return { byHash, texts: new Set(byHash.values()), path };
}

export interface TrustedDocumentsOptions {
  documents: TrustedDocuments | undefined;
  /** Refuse every document that is not in the manifest (production with a manifest). */
  enforce: boolean;
}

export function notAllowed() {
  return new GraphQLError(
    "This server only runs the shop's own operations (trusted documents); this one is not among them.",
    { extensions: { code: 'OPERATION_NOT_ALLOWED', http: { status: 400 } } },
  );
}

const NOT_ALLOWED_BODY = () => ({
  errors: [{ message: notAllowed().message, extensions: { code: 'OPERATION_NOT_ALLOWED' } }],
});

/**
 * A Fastify preHandler for /graphql that refuses a free-form document before Apollo parses or validates it, so
 * that validation messages do not describe the schema to someone probing it. Hash-only requests pass (the
 * plugin below resolves them).
 */
export function freeFormGuard(documents: TrustedDocuments) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = operationFields(request, 'query').some(
      (text) => typeof text === 'string' && text !== '' && !documents.texts.has(text),
    );
    if (refused) return reply.code(400).send(NOT_ALLOWED_BODY());
    return undefined;
  };
}

export function trustedDocumentsPlugin<TContext extends BaseContext>({
  documents,
  enforce,
}: TrustedDocumentsOptions): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      const persisted = request.extensions?.persistedQuery as
        { sha256Hash?: unknown; version?: unknown } | undefined;
      const hash = typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
      const known = hash === undefined ? undefined : documents?.byHash.get(hash);
      // Sent by hash alone, as the web app does, the manifest's document is left to Apollo's persisted-query
      // path: it finds the text through manifestFirst below and keys its parsed documents by that hash, without
      // hashing the text again on every request.
      const byHashAlone = request.query === undefined && persisted?.version === 1;
      if (known !== undefined && !byHashAlone) {
        // Run the manifest's document. The persisted-query extension goes: Apollo would check the hash against
        // its own sha256 of the text (the manifest may use another algorithm) and store it in the APQ cache.
        request.query ??= known;
        const { persistedQuery: _persisted, ...rest } = request.extensions ?? {};
        request.extensions = rest;
      }
      if (!enforce) return undefined;
      return {
        // After parsing and validation, before execution and before Apollo registers an APQ document.
        async didResolveOperation({ source }) {
          if (!documents?.texts.has(source)) throw notAllowed();
        },
      };
    },
  };
}

/** Apollo's key prefix for persisted queries (requestPipeline's APQ_CACHE_PREFIX). */
const APQ_PREFIX = 'apq:';

/**
 * The persisted-query cache Apollo reads a hash-only request's text from: the manifest's documents first, then
 * the documents clients registered through automatic persisted queries (in the shared cache). Writes go to the
 * shared cache; the manifest is never written to.
 */
export function manifestFirst(
  documents: TrustedDocuments | undefined,
  cache: KeyValueCache<string>,
): KeyValueCache<string> {
  if (!documents) return cache;
  return {
    async get(key) {
      const known = key.startsWith(APQ_PREFIX)
        ? documents.byHash.get(key.slice(APQ_PREFIX.length))
        : undefined;
      return known ?? cache.get(key);
    },
    set: (key, value, options) => cache.set(key, value, options),
    delete: (key) => cache.delete(key),
  };
}
