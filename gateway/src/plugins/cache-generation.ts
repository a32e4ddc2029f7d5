// What staff change shows at once: the public answers and rendered pages the gateway keeps (60 s) are filed under
// a generation, and a staff edit of the catalogue or the storefront's content starts a new one, so the next visitor
// reads the REST API again instead of the kept answer. Entries of older generations are never read again and
// expire on their own. With Redis the generation is shared by every gateway process (each reads it at most once a
// second, so another process follows within a second); without it, it lives in the process.
//
// Stock moves without any gateway knowing: an expired order gives its pieces back in the REST API's housekeeping,
// another gateway (without Redis) places the order, an app checks out on the REST API itself. So the generation
// also carries the REST API's catalogue version (GET /public/v1/catalogue/version, moved on by the database as a
// product's stock or anything else of it commits), which each gateway process reads at most once a second: a
// variant sold out anywhere reads sold out through every gateway within about a second (withCatalogueVersion).
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * The mutations that change what visitors see in kept answers: the catalogue (with its colours and sizes),
 * affiliates, widgets, settings, and the orders that take or give back a variant's stock (and its sales count).
 */
export const PUBLIC_WRITES: ReadonlySet<string> = new Set([
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  // The shop's colours and sizes: their lists, and a rename carried to the products that come in one.
  'createProductColor',
  'updateProductColor',
  'deleteProductColor',
  'createProductSize',
  'updateProductSize',
  'deleteProductSize',
  'createAffiliate',
  'updateAffiliate',
  'deleteAffiliate',
  'createWidgetGroup',
  'updateWidgetGroup',
  'deleteWidgetGroup',
  'createWidget',
  'updateWidget',
  'deleteWidget',
  // Free shipping: the setting itself, the rates kept per subtotal, and the widgets that state its threshold.
  'updateFreeShipping',
  // The seller every invoice prints.
  'updateSeller',
  // The couriers the shop offers: the setting itself, and the rates kept for "the offered couriers".
  'updateShippingCouriers',
  'updateLanguageSetting',
  // The policy pages the footer links to.
  'updatePolicyPage',
  // An order takes its variants' stock (the last piece turns a size "Habis" for the next shopper, not 60 s
  // later) and counts towards best-selling; staff cancelling one gives the stock back. Stock an unpaid order
  // gives back when its payment expires is released by the REST API alone: the kept answers show it within
  // their 60 s, erring on the side of "Habis".
  'checkout',
  'setOrderStatus',
  // A customer cancelling their unpaid order gives its stock back too.
  'cancelOrder',
  'confirmOrderReceived',
]);

export interface CacheGeneration {
  /** The generation to file kept answers under now. */
  current(): Promise<string>;
  /** Starts a new generation: what was kept before is not read again. */
  next(): Promise<void>;
}

/** The commands the shared generation uses. */
export interface GenerationCommands {
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
}

export function memoryGeneration(): CacheGeneration {
  let generation = 0;
  return {
    current: async () => String(generation),
    next: async () => {
      generation += 1;
    },
  };
}

/** How long a process trusts the generation it last read from Redis. */
const SHARED_READ_MS = 1000;
const KEY = 'lemari-gateway:generation';

/**
 * The generation in Redis. While Redis cannot be reached the process goes on with the last one it read, and a
 * change made meanwhile is still seen by this process (it moves its own generation on) and by the others once the
 * 60 s entries expire.
 */
export function sharedGeneration(redis: GenerationCommands, log: FastifyBaseLogger): CacheGeneration {
  let known = '0';
  let local = 0;
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  const value = () => (local ? `${known}.${local}` : known);
  const read = async () => {
    try {
      known = (await redis.get(KEY)) ?? '0';
    } catch {
      // Kept: the last generation read (the cache itself is answering uncached meanwhile).
    } finally {
      readAt = performance.now();
      reading = undefined;
    }
  };
  return {
    async current() {
      if (performance.now() - readAt >= SHARED_READ_MS) await (reading ??= read());
      return value();
    },
    async next() {
      try {
        known = String(await redis.incr(KEY));
        local = 0;
        readAt = performance.now();
      } catch (error) {
        local += 1;
        log.warn(
          { err: error },
          'Redis unavailable: a staff change shows in other gateways once their cache expires',
        );
      }
    },
  };
}

/** How long a process trusts the catalogue version it last read from the REST API. */
export const CATALOGUE_VERSION_READ_MS = 1000;

/**
 * The generation with the REST API's catalogue version before it, read at most once every `everyMs` (one read in
 * flight per process). While the REST API cannot answer, the last version read stays (the answers themselves
 * then fail uncached anyway). The version is read before the cache is asked, so an answer kept under a version was
 * read from the REST API after that version was current: it may be newer than its key, never older.
 */
export function withCatalogueVersion(
  generation: CacheGeneration,
  readVersion: () => Promise<string>,
  everyMs = CATALOGUE_VERSION_READ_MS,
): CacheGeneration {
  let version = '-';
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  const read = async () => {
    try {
      version = await readVersion();
    } catch {
      // Kept: the last version read.
    } finally {
      readAt = performance.now();
      reading = undefined;
    }
  };
  return {
    async current() {
      if (performance.now() - readAt >= everyMs) await (reading ??= read());
      return `v${version}:${await generation.current()}`;
    },
    next: () => generation.next(),
  };
}

/** Reads GET /public/v1/catalogue/version of the REST API at restApiUrl, giving up after timeoutMs. */
export function catalogueVersionReader(
  restApiUrl: string,
  clientId: string,
  timeoutMs: number,
): () => Promise<string> {
  return async () => {
    const answer = await fetch(`${restApiUrl}/public/v1/catalogue/version`, {
      headers: { 'client-id': clientId },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!answer.ok) throw new Error(`catalogue version: HTTP ${answer.status}`);
    const body = (await answer.json()) as { data?: { version?: unknown } };
    const version = body.data?.version;
    if (typeof version !== 'string') throw new Error('catalogue version: no version in the answer');
    return version;
  };
}

/** The names of the mutation fields an operation runs (aliases aside). */
function rootFields(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

/** Starts a new generation after a mutation of PUBLIC_WRITES has answered (some of it without an error). */
export function publicWritesPlugin<TContext extends BaseContext>(
  generation: CacheGeneration,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, response }) {
          if (operation?.operation !== 'mutation') return;
          if (!rootFields(operation).some((name) => PUBLIC_WRITES.has(name))) return;
          // Nothing changed when every field failed (data null, or each field null).
          const data = response.body.kind === 'single' ? response.body.singleResult.data : undefined;
          if (!data || !Object.values(data).some((value) => value !== null && value !== undefined)) return;
          await generation.next();
        },
      };
    },
  };
}
