// The parcel-tracking provider behind its cache: RajaOngkir's (Komerce) waybill tracking when RAJAONGKIR_API_KEY is
// set, else the built-in tracker, whose story's step length is TRACKING_STEP_HOURS.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { komerceTracking } from './komerce-tracking.js';
import { cachedTracking, type Tracker } from './tracking.js';
import { builtInTracker } from './tracking-builtin.js';

async function trackingPlugin(app: FastifyInstance) {
  const { shipping, tracking } = app.config;
  const provider = shipping.rajaongkirApiKey
    ? komerceTracking({ apiKey: shipping.rajaongkirApiKey, baseUrl: tracking.komerceUrl, logger: app.log })
    : builtInTracker({ stepHours: tracking.stepHours });
  app.decorate('tracking', cachedTracking(app.db, provider));
}

export default fp(trackingPlugin, { name: 'tracking', dependencies: ['db', 'config'] });

declare module 'fastify' {
  interface FastifyInstance {
    tracking: Tracker;
  }
}
