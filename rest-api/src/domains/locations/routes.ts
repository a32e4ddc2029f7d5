// Provinces and cities for the address form and checkout: GET /v1/location/province, GET /v1/location/city.
// Public, because guests check out too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors.js';
import { routeDoc } from '../../lib/schemas.js';
import { listCities, listProvinces, provinceExists } from './repository.js';
import { CityListAnswer, CityQuery, ProvinceListAnswer } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

const publicDoc = routeDoc(['locations'], 'public');

const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v1/location/province',
    {
      config: { access: 'public' },
      schema: publicDoc({ summary: "Indonesia's provinces, by name", response: { 200: ProvinceListAnswer } }),
    },
    async () => ({ data: await listProvinces(db) }),
  );

  app.get(
    '/v1/location/city',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary: 'Cities of a province (all 501 without provinceID), by name',
        querystring: CityQuery,
        response: { 200: CityListAnswer },
      }),
    },
    async (request) => {
      const { provinceID } = request.query;
      const cities = await listCities(db, provinceID);
      if (cities.length === 0 && provinceID !== undefined && !(await provinceExists(db, provinceID))) {
        throw notFound(
          defineMessage({ id: 'locations.province-not-found', defaultMessage: 'Province not found' }),
        );
      }
      return { data: cities };
    },
  );
};

export default locationRoutes;
