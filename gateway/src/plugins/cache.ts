// The gateway's cache (response cache and automatic persisted queries): in memory by default, in Redis when
// REDIS_URL is set so that every gateway process shares it. Answers are cached by their cache hints only:
// @cacheControl on the public catalogue and content types, maxAge 0 (not cached) for everything else. PRIVATE
// answers are cached per session, keyed by a hash of the caller's credential (never by an unverified claim in
// it), and anything a visitor cannot present a credential for is not cached privately at all.
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import KeyvRedis, { createClient } from '@keyv/redis';
import type { FastifyBaseLogger } from 'fastify';
import Keyv from 'keyv';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../session/session.js';
import { preferredLanguage } from '@lemari/shop/rules';
import { acceptLanguageOfHeaders } from '../i18n/index.js';
import {
  memoryGeneration,
  publicWritesPlugin,
  sharedGeneration,
  type CacheGeneration,
} from './cache-generation.js';
import { cachePolicyPlugin } from './cache-policy.js';

/** Memory given to the in-process cache (answers and persisted queries). */
const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;

export interface GatewayCache {
  cache: KeyValueCache<string>;
  kind: 'memory' | 'redis';
  /** The Redis client itself (kind redis), for the shared rate limit and refresh flights. */
  redis?: RedisCommands;
  /** The generation kept public answers and pages are filed under (cache-generation.ts). */
  generation: CacheGeneration;
  close(): Promise<void>;
}

/** The commands the shared rate limit and refresh flights use. */
export interface RedisCommands {
  set(key: string, value: string, options: { NX?: boolean; PX: number }): Promise<unknown>;
  get(key: string): Promise<string | null>;
  incr(key: string): Promise<number>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

export async function createCache(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<GatewayCache> {
  if (!redisUrl) {
    return {
      cache: new InMemoryLRUCache<string>({
        maxSize: MEMORY_CACHE_BYTES,
        sizeCalculation: InMemoryLRUCache.sizeCalculation,
      }),
      kind: 'memory',
      generation: memoryGeneration(),
      close: async () => undefined,
    };
  }
  // While Redis is down or away every read is a miss and every write is dropped at once (no offline queue), so
  // the shop keeps answering, uncached; the client reconnects in the background. The first failure of a spell
  // is logged, not every one.
  let failing = false;
  const onError = (error: unknown) => {
    if (failing) return;
    failing = true;
    log.warn({ err: error }, 'Redis cache unavailable; answering uncached');
  };
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (attempts) => Math.min(2 ** attempts * 100, 5_000) },
  });
  client.on('error', onError);
  client.on('ready', () => {
    if (failing) log.info('Redis cache available again');
    failing = false;
  });
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  // Started with Redis up, the first requests already find it connected.
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  const store = new KeyvRedis<string>(client as never, { throwOnConnectError: false });
  store.on('error', onError);
  const keyv = new Keyv<string>({ store, namespace: 'lemari-gateway', useKeyPrefix: false });
  keyv.on('error', onError);
  return {
    // keyv's CommonJS and ESM typings name the same class twice.
    cache: new KeyvAdapter<string>(keyv as never),
    kind: 'redis',
    redis: client as unknown as RedisCommands,
    generation: sharedGeneration(client as unknown as RedisCommands, log),
    close: async () => {
      client.destroy();
      await connected;
    },
  };
}

type Headers = { get(name: string): string | undefined };

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The caller's session for PRIVATE cache entries: a hash of the credential the request carries (bearer token,
 * else the access cookie, else the refresh cookie); null for visitors. Only someone holding that credential can
 * produce the same id, and a refreshed token simply starts a new (empty) session cache.
 */
export function sessionIdOf(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  const cookies = headers.get('cookie');
  const credential =
    (authorization && /^Bearer\s+\S+$/i.test(authorization) ? authorization : undefined) ??
    cookieValue(cookies, ACCESS_COOKIE) ??
    cookieValue(cookies, REFRESH_COOKIE);
  return credential ? createHash('sha256').update(credential).digest('hex') : null;
}

/**
 * The language the REST API answers a request in, as far as the gateway can tell: the one its cookie or
 * Accept-Language names, else the shop's default (one for every such request, so one cache entry).
 */
function answerLanguageOf(headers: Headers): string {
  return preferredLanguage(acceptLanguageOfHeaders((name) => headers.get(name))) ?? 'shop-default';
}

/**
 * Apollo plugins for cache hints (default maxAge 0: no hint, no caching; worked out once per document, see
 * cache-policy.ts, in place of Apollo's per-field plugin), the response cache (filed under the current
 * generation), and the plugin that starts a new generation when staff change what visitors see.
 */
export function cachePlugins<TContext extends BaseContext>(
  cache: KeyValueCache<string> | undefined,
  generation: CacheGeneration,
): ApolloServerPlugin<TContext>[] {
  const hints = [
    ApolloServerPluginCacheControlDisabled() as ApolloServerPlugin<TContext>,
    cachePolicyPlugin<TContext>({ defaultMaxAge: 0 }),
    publicWritesPlugin<TContext>(generation),
  ];
  if (!cache) return hints;
  return [
    ...hints,
    responseCachePlugin<TContext>({
      cache,
      // Kept apart per language too: a public answer's words (a rate's note, a policy page) are the reader's.
      extraCacheKeyData: async (requestContext: GraphQLRequestContext<TContext>) => ({
        generation: await generation.current(),
        language: answerLanguageOf(requestContext.request.http?.headers ?? new Map<string, string>()),
      }),
      sessionId: async (requestContext: GraphQLRequestContext<TContext>) =>
        sessionIdOf(requestContext.request.http?.headers ?? new Map<string, string>()),
    }),
  ];
}
