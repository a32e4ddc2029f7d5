// Shipping rates: GET /v1/shipment/cost, open to guests (they check out too), from the configured provider.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SHIPPING_COURIER } from '@lemari/shop/rules';
import { routeDoc } from '../../lib/schemas.js';
import { freeShippingSetting } from '../settings/repository.js';
import { shipsFree } from '../settings/schemas.js';
import { freeOfCharge, ShipmentCostAnswer, ShipmentCostQuery } from './schemas.js';

const publicDoc = routeDoc(['shipping'], 'public');

const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/shipment/cost',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary: "Rates for a parcel between two cities, in RajaOngkir's shape",
        description:
          'From RajaOngkir when RAJAONGKIR_API_KEY is set (couriers jne, pos, tiki), else from the built-in JNE ' +
          'estimator (jne only). With the subtotal of the goods, every service answers 0 when free shipping ' +
          '(GET /public/v1/setting/free-shipping) is on and the subtotal reaches its threshold. ' +
          '400 names an unknown origin or destination city; 503 when the provider fails.',
        querystring: ShipmentCostQuery,
        response: { 200: ShipmentCostAnswer },
      }),
    },
    async (request) => {
      const { origin, destination, weight, courier, subtotal } = request.query;
      const data = await app.shipping.costs({
        origin: origin ?? app.config.shipping.originCityId,
        destination,
        weight,
        courier: courier ?? SHIPPING_COURIER,
      });
      if (subtotal !== undefined && shipsFree(await freeShippingSetting(app.db), subtotal)) {
        return { data: freeOfCharge(data) };
      }
      return { data };
    },
  );
};

export default shippingRoutes;
