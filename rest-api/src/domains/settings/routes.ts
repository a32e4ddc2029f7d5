// The shop's settings: GET /public/v1/setting/free-shipping (anyone: the cart's and checkout's hint) and
// PUT /v1/setting/free-shipping (staff, by permission), and the low-stock threshold (GET/PUT /v1/setting/low-stock,
// staff). Checkout and shipping rates read the same row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDoc } from '../../lib/schemas.js';
import {
  freeShippingSetting,
  lowStockSetting,
  updateFreeShipping,
  updateLowStockSetting,
} from './repository.js';
import { FreeShippingAnswer, FreeShippingBody, LowStockSetting, LowStockSettingAnswer } from './schemas.js';
import { orderAutoCompleteSetting, updateOrderAutoCompleteSetting } from './repository.js';
import { OrderAutoCompleteSetting, OrderAutoCompleteSettingAnswer } from './schemas.js';

const tags = ['settings'];
const publicDoc = routeDoc(tags, 'public');
const doc = routeDoc(tags, 'bearer');

const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public/v1/setting/free-shipping',
    {
      schema: publicDoc({
        summary:
          "Free shipping: whether it is on and the goods' subtotal from which (>=) an order ships for free",
        response: { 200: FreeShippingAnswer },
      }),
    },
    async () => ({ data: await freeShippingSetting(db) }),
  );

  app.put(
    '/v1/setting/free-shipping',
    {
      schema: doc({
        summary:
          'Turn free shipping on or off and set its threshold (whole rupiah, 0 to 1.000.000.000); ' +
          'rates and checkouts from the next request on follow it',
        body: FreeShippingBody,
        response: { 200: FreeShippingAnswer },
      }),
    },
    async (request) => ({ data: await updateFreeShipping(db, request.body) }),
  );

  app.get(
    '/v1/setting/low-stock',
    {
      schema: doc({
        summary: 'The low-stock threshold: active variants with at most this many pieces are low on stock',
        response: { 200: LowStockSettingAnswer },
      }),
    },
    async () => ({ data: await lowStockSetting(db) }),
  );

  app.put(
    '/v1/setting/low-stock',
    {
      schema: doc({
        summary: 'Set the low-stock threshold (0 to 1000 pieces)',
        body: LowStockSetting,
        response: { 200: LowStockSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateLowStockSetting(db, request.body) }),
  );

  // The days after shipping when housekeeping completes an order (issue 22); ORDER_AUTO_COMPLETE_DAYS until set.
  app.get(
    '/v1/setting/order-auto-complete',
    {
      schema: doc({
        summary:
          'The days after shipping when a shipped order the customer did not confirm completes by itself ' +
          '(ORDER_AUTO_COMPLETE_DAYS until staff set it)',
        response: { 200: OrderAutoCompleteSettingAnswer },
      }),
    },
    async () => ({ data: await orderAutoCompleteSetting(db, app.config.orders.autoCompleteDays) }),
  );

  app.put(
    '/v1/setting/order-auto-complete',
    {
      schema: doc({
        summary:
          "Set the days after shipping when an unconfirmed shipped order completes (1 to 60); housekeeping's next run follows it",
        body: OrderAutoCompleteSetting,
        response: { 200: OrderAutoCompleteSettingAnswer },
      }),
    },
    async (request) => ({ data: await updateOrderAutoCompleteSetting(db, request.body) }),
  );
};

export default settingRoutes;
