// Runs the pruning of spent tokens, ended sessions, old rate-limit windows and delivered mail on a timer
// (HOUSEKEEPING_INTERVAL, hourly by default), and completes orders shipped more than the shop's auto-complete days ago (a setting; ORDER_AUTO_COMPLETE_DAYS
// until staff set it) and, when the shop completes orders on delivery, those whose parcel tracking says delivered.
// Several API processes may run it at once: each statement deletes only rows that are already dead, and the
// orders are completed under row locks (SKIP LOCKED).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prune } from '../domains/housekeeping/repository.js';
import { completeShippedOrders } from '../domains/orders/lifecycle.js';
import { completeDeliveredOrders } from '../domains/orders/tracking.js';
import { orderAutoCompleteSetting } from '../domains/settings/repository.js';

const AUDIT_DAYS = 30;

async function housekeepingPlugin(app: FastifyInstance) {
  const run = async () => {
    const removed = await prune(app.db, {
      auditDays: AUDIT_DAYS,
      rateLimitWindowSeconds: app.config.rateLimit.windowSeconds,
    });
    // Staff's setting (/admin/setting); ORDER_AUTO_COMPLETE_DAYS until they set one.
    const { days } = await orderAutoCompleteSetting(app.db, app.config.orders.autoCompleteDays);
    removed.completedOrders = await completeShippedOrders(app.db, days);
    // Parcels their tracking says delivered, while the shop completes orders on delivery (issue 23).
    removed.deliveredOrders = await completeDeliveredOrders(app);
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
