// The shipping-rate provider: RajaOngkir when RAJAONGKIR_API_KEY is set, else the built-in JNE estimator.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShippingProvider } from '../domains/shipping/provider.js';
import { jneEstimator } from '../domains/shipping/jne.js';
import { rajaOngkir } from '../domains/shipping/rajaongkir.js';

async function shippingPlugin(app: FastifyInstance) {
  const { shipping } = app.config;
  const provider: ShippingProvider = shipping.rajaongkirApiKey
    ? rajaOngkir({ apiKey: shipping.rajaongkirApiKey, baseUrl: shipping.rajaongkirUrl, logger: app.log })
    : jneEstimator(app.db);
  app.decorate('shipping', provider);
}

export default fp(shippingPlugin, { name: 'shipping', dependencies: ['db', 'config'] });

declare module 'fastify' {
  interface FastifyInstance {
    shipping: ShippingProvider;
  }
}
