// Prometheus metrics at GET /metrics (prom-client, text format): requests and their latency per route, the
// database pool's use, the mail outbox's backlog, and the process's own figures (memory, CPU, event loop).
// In production the endpoint answers only with METRICS_TOKEN as a bearer token (404 when none is set), so the
// public port never shows it to strangers; in development it is open.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** True when the request may read the metrics. */
export function metricsAllowed(
  authorization: string | undefined,
  token: string | undefined,
  production: boolean,
) {
  if (!production && !token) return true;
  if (!token) return false;
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'rest-api' });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'E-mails waiting in the outbox to be sent',
    registers: [registry],
    async collect() {
      const row = await app.db.maybeOne<{ count: number }>(
        'SELECT count(*) AS count FROM outbox WHERE sent_at IS NULL',
      );
      this.set(row?.count ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (/v1/order/:id), never the raw URL: one series per route, and no ids or tokens in labels.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const production = app.config.nodeEnv === 'production';
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request.headers.authorization, app.config.metricsToken, production)) {
      return reply.status(404).send({ errors: 'Not found' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config', 'db'] });
