// Shipping rates: GET /v1/shipment/cost, open to guests (they check out too), from the configured provider.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COURIER_SEPARATOR } from '@lemari/shop/rules';
import { routeDoc } from '../../lib/schemas.js';
import { freeShippingSetting, shippingCouriersSetting } from '../settings/repository.js';
import { shipsFree } from '../settings/schemas.js';
import { requestLanguage } from '../../i18n/index.js';
import { inLanguage, ShipmentCostAnswer, ShipmentCostQuery, withFreeShipping } from './schemas.js';

const publicDoc = routeDoc(['shipping'], 'public');

const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/shipment/cost',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary: "Rates for a parcel between two cities, one entry per courier, in RajaOngkir's shape",
        description:
          "courier is one code or several joined by ':' (jne, jnt, sicepat, pos, tiki); without it, the couriers " +
          'the shop offers (GET /public/v1/setting/couriers). From RajaOngkir (its current API) when ' +
          'RAJAONGKIR_API_KEY is set, else from the built-in estimator. When RajaOngkir fails or takes longer than ' +
          "3 s, the built-in estimate answers instead: those couriers say fallback: true and each service's note " +
          "says the rate is estimated (the shop's notes in the request's language). With the subtotal of the " +
          'goods, when free shipping ' +
          '(GET /public/v1/setting/free-shipping) is on and the subtotal reaches its threshold, the services it ' +
          'names answer 0 and the other services of their couriers the difference the shopper still pays ' +
          "(fullValue: the courier's own rate). A service with a minimum weight (SiCepat GOKIL, 10 kg) is not " +
          'answered for a lighter parcel. ' +
          '400 names an unknown origin or destination city, or an unknown courier code.',
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
        courier: courier ?? (await shippingCouriersSetting(app.db)).couriers.join(COURIER_SEPARATOR),
      });
      const language = await requestLanguage(request);
      if (subtotal === undefined) return { data: inLanguage(data, language) };
      const freeShipping = await freeShippingSetting(app.db);
      const rates = shipsFree(freeShipping, subtotal) ? withFreeShipping(data, freeShipping.services) : data;
      return { data: inLanguage(rates, language) };
    },
  );
};

export default shippingRoutes;
