// A member's delivery addresses: GET/POST /v1/address, GET/PUT/DELETE /v1/address/:id, GET /v1/address/default,
// PUT /v1/address/default/:id. Always the caller's own: another member's address answers 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { badRequest, conflict, notFound, orNotFound } from '../../lib/errors.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import {
  addressTally,
  deleteAddress,
  findCity,
  getAddress,
  getDefaultAddress,
  insertAddress,
  listAddresses,
  lockMember,
  makeDefault,
  promoteNewest,
  updateAddress,
  type AddressFields,
  type AddressRecord,
  type CityFacts,
} from './repository.js';
import {
  AddressAnswer,
  AddressList,
  AddressListQuery,
  CreateAddressBody,
  DefaultAddressAnswer,
  MAX_ADDRESSES_PER_MEMBER,
  UpdateAddressBody,
} from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['addresses'], 'bearer');

type Body = Static<typeof UpdateAddressBody>;

/** A required text field, trimmed; blank counts as missing. */
function requiredText(value: string | undefined, field: string): string {
  const text = value?.trim();
  if (!text)
    throw badRequest(
      t(defineMessage({ id: 'addresses.field-required', defaultMessage: '{field} is required' }), { field }),
    );
  return text;
}

/** The city id sent as districtID or code (the spec's form sends both, equal); undefined when neither. */
function cityIdOf(body: Body): number | undefined {
  const district = body.districtID === undefined ? undefined : Number(body.districtID);
  const code = body.code === undefined ? undefined : Number(body.code);
  if (district !== undefined && code !== undefined && district !== code) {
    throw badRequest(
      defineMessage({
        id: 'addresses.code-and-districtid-must-name',
        defaultMessage: 'code and districtID must name the same city',
      }),
    );
  }
  return district ?? code;
}

async function cityOf(db: Queryable, id: number): Promise<CityFacts> {
  const city = await findCity(db, id);
  if (!city)
    throw badRequest(
      defineMessage({ id: 'addresses.districtid-unknown-city', defaultMessage: 'districtID: unknown city' }),
    );
  return city;
}

/** provinceID is optional, but when sent it must be the city's, so a stale form cannot save a mismatch. */
function checkProvince(body: Body, city: CityFacts) {
  if (body.provinceID === undefined || body.provinceID === '') return;
  if (Number(body.provinceID) !== city.provinceId) {
    throw badRequest(
      defineMessage({
        id: 'addresses.provinceid-city-not-in-province',
        defaultMessage: 'provinceID: the city is not in this province',
      }),
    );
  }
}

const optionalText = (value: string | undefined) => value?.trim();

const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (userId: string, id: string): Promise<AddressRecord> =>
    orNotFound(
      getAddress(db, userId, id),
      defineMessage({ id: 'addresses.address-not-found', defaultMessage: 'Address not found' }),
    );

  /** Runs fn with the member's address changes serialised (see lockMember). */
  function asMember<T>(userId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await lockMember(tx, userId)))
        throw notFound(
          defineMessage({ id: 'addresses.account-not-found', defaultMessage: 'Account not found' }),
        );
      return fn(tx);
    });
  }

  app.get(
    '/v1/address',
    {
      schema: doc({
        summary: 'My addresses, the default first, then the newest (q searches title, name, address, phone)',
        querystring: AddressListQuery,
        response: { 200: AddressList },
      }),
    },
    async (request) =>
      listPage(request.query, (window) => listAddresses(db, caller(request).userId, request.query.q, window)),
  );

  app.get(
    '/v1/address/default',
    {
      schema: doc({
        summary: 'My default address (null when I have none)',
        response: { 200: DefaultAddressAnswer },
      }),
    },
    async (request) => ({ data: (await getDefaultAddress(db, caller(request).userId)) ?? null }),
  );

  app.get(
    '/v1/address/:id',
    { schema: doc({ summary: 'One of my addresses', params: IdParams, response: { 200: AddressAnswer } }) },
    async (request) => ({ data: await existing(caller(request).userId, request.params.id) }),
  );

  app.post(
    '/v1/address',
    {
      schema: doc({
        summary: `Add an address (code or districtID: the city id); my first becomes the default; at most ${MAX_ADDRESSES_PER_MEMBER}`,
        body: CreateAddressBody,
        response: { 201: AddressAnswer },
      }),
    },
    async (request, reply) => {
      const { userId } = caller(request);
      const body = request.body;
      const title = requiredText(body.title, 'title');
      const name = requiredText(body.name, 'name');
      const phone = body.phone.trim(); // its schema holds the rule (src/lib/phone.ts)
      const address = requiredText(body.address, 'address');
      const cityId = cityIdOf(body);
      if (cityId === undefined)
        throw badRequest(
          defineMessage({ id: 'addresses.districtid-required', defaultMessage: 'districtID is required' }),
        );
      const city = await cityOf(db, cityId);
      checkProvince(body, city);
      const fields: AddressFields = {
        title,
        name,
        phone,
        address,
        note: optionalText(body.note) ?? '',
        cityId: city.id,
        subdistrictId: optionalText(body.subdistrictID) ?? '',
        subdistrictName: optionalText(body.subdistrictName) ?? '',
        postalCode: body.postalCode || city.postalCode,
      };
      const created = await asMember(userId, async (tx) => {
        const { count, hasDefault } = await addressTally(tx, userId);
        if (count >= MAX_ADDRESSES_PER_MEMBER) {
          throw conflict(
            t(
              defineMessage({
                id: 'addresses.limit',
                defaultMessage: 'You can keep at most {max} addresses; delete one first',
              }),
              { max: MAX_ADDRESSES_PER_MEMBER },
            ),
          );
        }
        const id = await insertAddress(tx, userId, fields, !hasDefault);
        return (await getAddress(tx, userId, id))!;
      });
      return reply.status(201).send({ data: created });
    },
  );

  app.put(
    '/v1/address/:id',
    {
      schema: doc({
        summary: 'Update one of my addresses; absent fields stay as they are',
        params: IdParams,
        body: UpdateAddressBody,
        response: { 200: AddressAnswer },
      }),
    },
    async (request) => {
      const { userId } = caller(request);
      const { id } = request.params;
      const body = request.body;
      const current = await existing(userId, id);
      const cityId = cityIdOf(body);
      const city = await cityOf(db, cityId ?? Number(current.districtID));
      checkProvince(body, city);
      const cityChanged = city.id !== Number(current.districtID);
      const patch: Partial<AddressFields> = {
        title: body.title === undefined ? undefined : requiredText(body.title, 'title'),
        name: body.name === undefined ? undefined : requiredText(body.name, 'name'),
        phone: body.phone?.trim(),
        address: body.address === undefined ? undefined : requiredText(body.address, 'address'),
        note: optionalText(body.note),
        cityId: city.id,
        subdistrictId: optionalText(body.subdistrictID),
        subdistrictName: optionalText(body.subdistrictName),
        // A new city brings its own postal code unless one is sent; an emptied one falls back to the city's.
        postalCode: body.postalCode || (body.postalCode === '' || cityChanged ? city.postalCode : undefined),
      };
      if (!(await updateAddress(db, userId, id, patch)))
        throw notFound(
          defineMessage({ id: 'addresses.address-not-found', defaultMessage: 'Address not found' }),
        );
      return { data: await existing(userId, id) };
    },
  );

  app.delete(
    '/v1/address/:id',
    {
      schema: doc({
        summary: 'Delete one of my addresses; deleting the default makes my newest remaining one the default',
        params: IdParams,
        response: { 200: AddressAnswer },
      }),
    },
    async (request) => {
      const { userId } = caller(request);
      const { id } = request.params;
      const removed = await asMember(userId, async (tx) => {
        const address = await getAddress(tx, userId, id);
        if (!address || !(await deleteAddress(tx, userId, id)))
          throw notFound(
            defineMessage({ id: 'addresses.address-not-found', defaultMessage: 'Address not found' }),
          );
        if (address.isDefault) await promoteNewest(tx, userId);
        return address;
      });
      return { data: removed };
    },
  );

  app.put(
    '/v1/address/default/:id',
    {
      schema: doc({
        summary: 'Make one of my addresses the default (the previous default stops being one)',
        params: IdParams,
        response: { 200: AddressAnswer },
      }),
    },
    async (request) => {
      const { userId } = caller(request);
      const { id } = request.params;
      const address = await asMember(userId, async (tx) => {
        if (!(await makeDefault(tx, userId, id)))
          throw notFound(
            defineMessage({ id: 'addresses.address-not-found', defaultMessage: 'Address not found' }),
          );
        return (await getAddress(tx, userId, id))!;
      });
      return { data: address };
    },
  );
};

export default addressRoutes;
