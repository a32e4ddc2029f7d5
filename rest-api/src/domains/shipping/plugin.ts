// The shipping-rate provider: RajaOngkir (its current API, Komerce) when RAJAONGKIR_API_KEY is set, with the
// built-in estimator standing in when it fails; else the built-in estimator alone.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShippingProvider } from './provider.js';
import { estimator } from './estimator.js';
import { rajaOngkir } from './rajaongkir.js';

async function shippingPlugin(app: FastifyInstance) {
  const { shipping } = app.config;
  const builtIn = estimator(app.db);
  const provider: ShippingProvider = shipping.rajaongkirApiKey
    ? rajaOngkir({
        apiKey: shipping.rajaongkirApiKey,
        baseUrl: shipping.rajaongkirUrl,
        db: app.db,
        fallback: builtIn,
        logger: app.log,
      })
    : builtIn;
  app.decorate('shipping', provider);
}

export default fp(shippingPlugin, { name: 'shipping', dependencies: ['db', 'config'] });

declare module 'fastify' {
  interface FastifyInstance {
    shipping: ShippingProvider;
  }
}
