// Starts the gateway: listens, logs, shuts down gracefully on SIGINT/SIGTERM (@lemari/shop/server/shutdown).
import { closeOnSignals } from '@lemari/shop/server/shutdown';
import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

const config = loadGatewayConfig();
const app = await buildGateway({
  config,
  logger:
    config.nodeEnv === 'production'
      ? { level: config.logLevel }
      : { level: config.logLevel, transport: { target: 'pino-pretty', options: { colorize: true } } },
});

closeOnSignals(app, config.shutdownTimeoutMs);

await app.listen({ host: config.host, port: config.port });
