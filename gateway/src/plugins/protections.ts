// Everything that stands between a caller and the resolvers, set up in one call from app.ts: the per-IP rate
// limit, the operation limits, trusted documents (production) and automatic persisted queries, and the shared
// cache behind the response cache and APQ.
import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { catalogueVersionReader, withCatalogueVersion, type CacheGeneration } from './cache-generation.js';
import { cachePlugins, createCache, type RedisCommands } from './cache.js';
import { operationLimits } from './limits.js';
import type { GatewayMetrics } from './metrics.js';
import { isGraphqlUrl, registerRateLimit } from './rate-limit.js';
import {
  freeFormGuard,
  loadTrustedDocuments,
  manifestFirst,
  trustedDocumentsPlugin,
} from './trusted-documents.js';
import { variablesGuard } from './variables.js';

export interface Protections<TContext extends BaseContext> {
  /** Spread into ApolloServer's options. */
  options: Pick<
    ApolloServerOptions<TContext>,
    'cache' | 'validationRules' | 'parseOptions' | 'persistedQueries'
  >;
  /** Added to ApolloServer's plugins. */
  plugins: ApolloServerPlugin<TContext>[];
  /** Redis, when REDIS_URL is set: refresh flights are shared through it. */
  redis?: RedisCommands;
  /** The shared cache itself (memory or Redis), for other caches of the gateway (link previews). */
  cache: KeyValueCache<string>;
  /** The generation of kept public answers, which staff edits move on (cache-generation.ts). */
  generation: CacheGeneration;
}

export async function setUpProtections<TContext extends BaseContext>(
  app: FastifyInstance,
  config: GatewayConfig,
  metrics: GatewayMetrics,
): Promise<Protections<TContext>> {
  const production = config.nodeEnv === 'production';
  const shared = await createCache(config.redisUrl, app.log);
  // Kept public answers follow the REST API's catalogue version too (stock sold or given back anywhere).
  const generation = withCatalogueVersion(
    shared.generation,
    catalogueVersionReader(config.restApiUrl, config.clientId, Math.min(config.restTimeoutMs, 1000)),
    config.catalogueVersionReadMs,
  );
  await registerRateLimit(app, config.rateLimitPerMinute, shared.redis);

  app.addHook('onClose', async () => shared.close());
  const cache = metrics.counting(shared.cache);

  const checkVariables = variablesGuard(config.limits);
  app.addHook('preHandler', async (request, reply) =>
    isGraphqlUrl(request.url) ? checkVariables(request, reply) : undefined,
  );

  const documents = loadTrustedDocuments(config.trustedDocuments);
  const enforce = production && documents !== undefined;
  if (enforce) {
    const guard = freeFormGuard(documents);
    app.addHook('preHandler', async (request, reply) =>
      isGraphqlUrl(request.url) ? guard(request, reply) : undefined,
    );
    app.log.info({ path: documents.path, documents: documents.byHash.size }, 'only trusted documents run');
  } else if (production) {
    app.log.warn(
      { path: config.trustedDocuments },
      'no trusted-documents manifest: free-form GraphQL documents are accepted (build the web app to restrict them)',
    );
  }

  const limits = operationLimits(config.limits);
  return {
    options: {
      cache,
      validationRules: limits.validationRules,
      parseOptions: limits.parseOptions,
      // Automatic persisted queries, in the shared cache; with trusted documents enforced only the manifest's
      // documents get past didResolveOperation, which is where Apollo registers them.
      // The manifest's documents are found by their hash without a cache read (trusted-documents.ts).
      persistedQueries: { cache: manifestFirst(documents, cache), ttl: 24 * 3600 },
    },
    plugins: [
      ...(limits.plugins as ApolloServerPlugin<TContext>[]),
      trustedDocumentsPlugin<TContext>({ documents, enforce }),
      ...cachePlugins<TContext>(config.responseCache ? cache : undefined, generation),
    ],
    ...(shared.redis ? { redis: shared.redis } : {}),
    cache,
    generation,
  };
}
