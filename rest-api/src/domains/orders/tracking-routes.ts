// GET /v1/order/:id/tracking: an order's parcel tracking for its owner (a member) or staff; any other caller gets
// 404, as for the order itself. Guests read theirs in the order lookup's answer (POST /public/v1/order/lookup).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors.js';
import { IdParams, routeDoc } from '../../lib/schemas.js';
import { caller, isStaff } from '../../lib/caller.js';
import { getOrder } from './read-repository.js';
import { orderTracking } from './tracking.js';
import { TrackingAnswer } from './tracking-schemas.js';
import { defineMessage, requestLanguage } from '../../i18n/index.js';

const ORDER_NOT_FOUND = defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' });

const trackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/order/:id/tracking',
    {
      schema: routeDoc(
        ['orders'],
        'bearer',
      )({
        summary:
          "An order's parcel tracking (members: only their own): the courier, the resi, whether it was delivered " +
          'and its events, newest first; null while the order has no resi. Asked of RajaOngkir at most once per ' +
          'resi per 30 minutes (the built-in tracker without a key); 503 when the provider cannot answer. A ' +
          "delivered answer makes the shipment delivered (deliveredAt: the courier's time) and, when the shop " +
          'completes orders on delivery, completes the order; otherwise it waits for "Pesanan diterima"',
        params: IdParams,
        response: { 200: TrackingAnswer },
      }),
    },
    async (request, reply) => {
      const auth = caller(request);
      const order = await getOrder(app.db, request.params.id);
      if (!order || (!isStaff(auth) && order.userID !== auth.userId)) throw notFound(ORDER_NOT_FOUND);
      // Personal, and it changes as the parcel moves: never kept by a shared cache.
      void reply.header('cache-control', 'no-store');
      return { data: await orderTracking(app, order.id, await requestLanguage(request)) };
    },
  );
};

export default trackingRoutes;
