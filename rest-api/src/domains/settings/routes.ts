// The shop's settings: GET /public/v1/setting/free-shipping (anyone: the cart's and checkout's hint) and
// PUT /v1/setting/free-shipping (staff, by permission). Checkout and shipping rates read the same row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas.js';
import { freeShippingSetting, updateFreeShipping } from './repository.js';
import { FreeShippingAnswer, FreeShippingBody } from './schemas.js';

const tags = ['settings'];

const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/public/v1/setting/free-shipping',
    {
      schema: {
        tags,
        summary:
          "Free shipping: whether it is on and the goods' subtotal from which (>=) an order ships for free",
        response: { 200: FreeShippingAnswer, ...errorResponses },
      },
    },
    async () => ({ data: await freeShippingSetting(db) }),
  );

  app.put(
    '/v1/setting/free-shipping',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Turn free shipping on or off and set its threshold (whole rupiah, 0 to 1.000.000.000); ' +
          'rates and checkouts from the next request on follow it',
        body: FreeShippingBody,
        response: { 200: FreeShippingAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await updateFreeShipping(db, request.body) }),
  );
};

export default settingRoutes;
