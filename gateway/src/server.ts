// Starts the gateway: listens, logs, shuts down gracefully.
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.host, port: config.port });
