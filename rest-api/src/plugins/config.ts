// Makes the configuration available as app.config to every plugin and route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

async function configPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('config', options.config);
}

export default fp(configPlugin, { name: 'config' });

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
