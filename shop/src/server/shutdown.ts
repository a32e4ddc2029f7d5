// Graceful shutdown, for both servers. On SIGTERM (or SIGINT) the server stops listening, answers requests that
// arrive on open connections with 503, lets the requests in flight finish, closes idle keep-alive connections,
// runs the onClose hooks (database, timers) and exits 0. When draining takes longer than the timeout, it exits 1;
// a second signal exits 1 at once.
import type { FastifyInstance } from 'fastify';

/**
 * While closing, every answer closes its connection. Fastify closes the keep-alive connections that are idle when
 * closing starts; a connection whose request was still in flight would otherwise stay open after its answer (up to
 * the 72 s keep-alive timeout, as a proxy's connection pool keeps it) and hold the process until the timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export function closeOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'second signal while draining: exiting now');
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal, timeoutMs }, 'shutting down: draining requests in flight');
      const force = setTimeout(() => {
        app.log.error({ timeoutMs }, 'requests still in flight after the shutdown timeout: exiting');
        process.exit(1);
      }, timeoutMs);
      force.unref();
      app.close().then(
        () => {
          app.log.info('drained: exiting');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
