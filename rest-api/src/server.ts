// Starts the REST API on REST_API_PORT and shuts it down gracefully on SIGINT/SIGTERM (@lemari/shop/server/shutdown).
// Started without MALLOC_ARENA_MAX on glibc, it first starts itself again with two malloc arenas
// (lib/malloc-arenas.ts); the app's modules are loaded only by the process that serves.
import { relaunchWithMallocArenas } from './lib/malloc-arenas.js';

if (!relaunchWithMallocArenas()) {
  const [{ closeOnSignals }, { buildApp }, { loadConfig }] = await Promise.all([
    import('@lemari/shop/server/shutdown'),
    import('./app.js'),
    import('./config.js'),
  ]);
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger:
      config.nodeEnv === 'production' || !process.stdout.isTTY
        ? { level: config.logLevel }
        : {
            level: config.logLevel,
            transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
          },
  });

  closeOnSignals(app, config.shutdownTimeoutMs);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Lemari REST API on http://${config.host}:${config.port} (docs at /docs, database: ${app.db.engine})`,
  );
}
