// Runs the pruning of spent tokens, ended sessions, old rate-limit windows and delivered mail on a timer
// (HOUSEKEEPING_INTERVAL, hourly by default), completes orders shipped more than the shop's auto-complete days ago (a
// setting; ORDER_AUTO_COMPLETE_DAYS until staff set it), and follows the parcels on their way: those whose tracking
// says delivered are delivered, and their orders completed when the shop completes orders on delivery.
// Several API processes may run it at once: each statement deletes only rows that are already dead, and the
// orders are completed under row locks (SKIP LOCKED).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { completeShippedOrders } from '../orders/lifecycle.js';
import { followParcels } from '../orders/tracking.js';
import { orderAutoCompleteSetting } from '../settings/repository.js';
import { prune } from './repository.js';

const AUDIT_DAYS = 30;

async function housekeepingPlugin(app: FastifyInstance) {
  const run = async () => {
    const removed = await prune(app.db, {
      auditDays: AUDIT_DAYS,
      rateLimitWindowSeconds: app.config.rateLimit.windowSeconds,
    });
    // Staff's setting (/admin/setting); ORDER_AUTO_COMPLETE_DAYS until they set one.
    const { days } = await orderAutoCompleteSetting(app.db, app.config.orders.autoCompleteDays);
    // Parcels their tracking says delivered (issue 32), whose orders complete when the shop says so (issue 23);
    // first, so that a parcel that arrived keeps the courier's time even when its order is due to complete anyway.
    Object.assign(removed, await followParcels(app));
    removed.completedOrders = await completeShippedOrders(app.db, days);
    if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'housekeeping');
    return removed;
  };
  app.decorate('housekeeping', run);
  const every = app.config.housekeepingIntervalSeconds;
  if (every === 0) return; // tests run it by hand
  const timer = setInterval(() => {
    run().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  }, every * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['db', 'config', 'tracking'] });

declare module 'fastify' {
  interface FastifyInstance {
    /** Prunes dead rows and completes long-shipped orders now; answers how many of each kind went. */
    housekeeping: () => Promise<Record<string, number>>;
  }
}
