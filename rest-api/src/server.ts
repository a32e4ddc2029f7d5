// Starts the REST API on REST_API_PORT and shuts it down gracefully on SIGINT/SIGTERM (@lemari/shop/server/shutdown).
import { closeOnSignals } from '@lemari/shop/server/shutdown';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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
