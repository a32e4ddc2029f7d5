// Prometheus metrics at GET /metrics (prom-client, text format): HTTP requests, GraphQL operations by name and
// outcome with their latency, the REST calls made for them with theirs, response-cache and persisted-query hits
// and misses, session refreshes, and the process's own figures. In production the endpoint answers only with
// METRICS_TOKEN as a bearer token (404 when none is set); in development it is open.
import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** What restRoute folds: a UUID, a numeric segment, or a key after one of these segments. */
const FOLDABLE = /[0-9a-f]{8}-[0-9a-f]{4}-|\/\d|\/(?:category|confirmation|payment-sandbox)\//i;

/** A REST path as a metrics label: ids and other variable segments folded, so the series stay few. */
export const restRoute = (path: string) =>
  // Most calls (lists, batches by ids=) have nothing to fold: their path is their label.
  FOLDABLE.test(path)
    ? path
        .replace(UUID, ':id')
        .replace(/\/\d+(?=\/|$)/g, '/:n')
        .replace(/(\/(?:category|confirmation|payment-sandbox)\/)[^/]+/, '$1:key')
    : path;

/**
 * A metric's series by their label values, each looked up once: prom-client hashes a labels object on every
 * inc/observe, which showed in the gateway's profile; a bound series costs one Map lookup. The label values are
 * bounded (routes, operation names of trusted documents, status codes), so the map is too.
 */
function seriesOf<T>(metric: { labels(...values: string[]): T }) {
  const bound = new Map<string, T>();
  return (...values: string[]): T => {
    const key = values.join('\u0000');
    let series = bound.get(key);
    if (series === undefined) {
      series = metric.labels(...values);
      bound.set(key, series);
    }
    return series;
  };
}

/** The gateway's metrics in registry, each made with its series bound by label values (seriesOf). */
function metricsIn(registry: Registry) {
  const registers = [registry];
  return {
    counter: (name: string, help: string, labelNames: readonly string[]) =>
      seriesOf(new Counter({ name, help, labelNames, registers })),
    histogram: (name: string, help: string, labelNames: readonly string[]) =>
      seriesOf(new Histogram({ name, help, labelNames, buckets: BUCKETS, registers })),
  };
}

/** An operation name as a label: the shop's own are bounded (trusted documents); anything odd is "other". */
const operationLabel = (name: string | null | undefined) =>
  name && /^\w{1,64}$/.test(name) ? name : name ? 'other' : 'anonymous';

export interface GatewayMetrics {
  registry: Registry;
  upstream(method: string, path: string, status: number, seconds: number): void;
  refreshed(outcome: 'ok' | 'failed'): void;
  /** The cache, counting hits and misses of reads by kind (response cache or persisted query). */
  counting(cache: KeyValueCache<string>): KeyValueCache<string>;
  apolloPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext>;
}

export function allowed(authorization: string | undefined, token: string | undefined, production: boolean) {
  if (!production && !token) return true;
  if (!token) return false;
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const { counter, histogram } = metricsIn(registry);
  const upstreamCall = counter(
    'rest_calls_total',
    'Calls to the REST API, by method, route and status (0: no answer)',
    ['method', 'route', 'status'],
  );
  const upstreamTime = histogram(
    'rest_call_duration_seconds',
    'Time the REST API took to answer, by method and route',
    ['method', 'route'],
  );
  const operationCount = counter(
    'graphql_operations_total',
    'GraphQL operations answered, by name, type and outcome (ok, or errors)',
    ['operation', 'type', 'outcome'],
  );
  const operationTime = histogram(
    'graphql_operation_duration_seconds',
    'Time to answer a GraphQL operation, by name',
    ['operation'],
  );
  const cacheRead = counter(
    'cache_reads_total',
    'Reads of the shared cache, by kind (response, persisted query) and result (hit, miss)',
    ['kind', 'result'],
  );
  const refresh = counter('session_refreshes_total', 'Session refreshes sent to the REST API, by outcome', [
    'outcome',
  ]);

  return {
    registry,
    upstream(method, path, status, seconds) {
      const route = restRoute(path);
      upstreamCall(method, route, String(status)).inc();
      upstreamTime(method, route).observe(seconds);
    },
    refreshed(outcome) {
      refresh(outcome).inc();
    },
    counting(cache) {
      const kindOf = (key: string) => (key.startsWith('apq:') ? 'persisted_query' : 'response');
      return {
        async get(key: string) {
          const value = await cache.get(key);
          cacheRead(kindOf(key), value === undefined ? 'miss' : 'hit').inc();
          return value;
        },
        set: (key: string, value: string, options?: KeyValueCacheSetOptions) =>
          cache.set(key, value, options),
        delete: (key: string) => cache.delete(key),
      };
    },
    apolloPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
      return {
        async requestDidStart() {
          const started = process.hrtime.bigint();
          return {
            async willSendResponse({ operationName, operation, errors, response }) {
              const operation_ = operationLabel(operationName ?? operation?.name?.value);
              const failed =
                (errors?.length ?? 0) > 0 ||
                (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0);
              operationCount(operation_, operation?.operation ?? 'unknown', failed ? 'errors' : 'ok').inc();
              operationTime(operation_).observe(Number(process.hrtime.bigint() - started) / 1e9);
            },
          };
        },
      };
    },
  };
}

/** GET /metrics on the gateway's Fastify app. */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: GatewayMetrics,
  options: { token: string | undefined; production: boolean },
) {
  const { counter, histogram } = metricsIn(metrics.registry);
  const requestCount = counter('http_requests_total', 'HTTP requests answered, by method, route and status', [
    'method',
    'route',
    'status',
  ]);
  const requestTime = histogram('http_request_duration_seconds', 'Time to answer, by method and route', [
    'method',
    'route',
  ]);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'page';
    if (route !== '/metrics') {
      requestCount(request.method, route, String(reply.statusCode)).inc();
      requestTime(request.method, route).observe(reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!allowed(request.headers.authorization, options.token, options.production)) {
      return reply.status(404).send({ errors: 'Not found' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
