// Shipping-rate request and answer schemas, and the parcel limits every provider applies (checkout calls them too).
import { MAX_WEIGHT_GRAMS, SHIPPING_COURIER } from '@lemari/shop/rules';
import { Type } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { Data } from '../../lib/schemas.js';
import { CourierCosts, type CostRequest } from './provider.js';
import { defineMessage, t } from '../../i18n/index.js';

/** City ids are PostgreSQL integers. */
const MAX_CITY_ID = 2_147_483_647;
const MAX_COURIER_LENGTH = 20;

export const ShipmentCostQuery = Type.Object({
  origin: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_CITY_ID,
      description: "City id the parcel leaves from; default the shop's (SHIPPING_ORIGIN_CITY, 501)",
    }),
  ),
  destination: Type.Integer({
    minimum: 1,
    maximum: MAX_CITY_ID,
    description: 'City id of the delivery address (RajaOngkir numbering, as GET /v1/location/city lists)',
  }),
  weight: Type.Integer({ minimum: 1, maximum: MAX_WEIGHT_GRAMS, description: 'Grams' }),
  courier: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_COURIER_LENGTH,
      description: `Courier code, default ${SHIPPING_COURIER}; with RajaOngkir also pos and tiki`,
    }),
  ),
  subtotal: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description:
        "Rupiah: the goods' subtotal of the parcel. When free shipping is on and this reaches its threshold, " +
        'every service answers 0 (checkout prices the goods itself and decides the same way)',
    }),
  ),
});

/** The note a service carries when the shop pays its shipping. */
export const FREE_SHIPPING_NOTE = 'Gratis ongkir';

/** The same rates at no charge: the shop pays the courier. */
export function freeOfCharge(couriers: CourierCosts[]): CourierCosts[] {
  return couriers.map((courier) => ({
    ...courier,
    costs: courier.costs.map((service) => ({
      ...service,
      cost: service.cost.map((cost) => ({ ...cost, value: 0, note: FREE_SHIPPING_NOTE })),
    })),
  }));
}

export const ShipmentCostAnswer = Data(Type.Array(CourierCosts));

function checkCityId(field: 'origin' | 'destination', value: number) {
  if (!Number.isInteger(value))
    throw badRequest(
      t(defineMessage({ id: 'shipping.whole-number', defaultMessage: '{field} must be a whole number' }), {
        field,
      }),
    );
  if (value < 1)
    throw badRequest(
      t(defineMessage({ id: 'shipping.at-least', defaultMessage: '{field} must be at least {min}' }), {
        field,
        min: 1,
      }),
    );
  if (value > MAX_CITY_ID)
    throw badRequest(
      t(defineMessage({ id: 'shipping.at-most', defaultMessage: '{field} must be at most {max}' }), {
        field,
        max: MAX_CITY_ID,
      }),
    );
}

/**
 * The parcel as providers take it, courier trimmed and lower-cased. Checkout hands providers weights it summed
 * itself, so they check the same limits as the route's schema, with the same messages.
 */
export function checkedParcel(request: CostRequest): CostRequest {
  checkCityId('origin', request.origin);
  checkCityId('destination', request.destination);
  if (!Number.isInteger(request.weight))
    throw badRequest(
      t(defineMessage({ id: 'shipping.whole-number', defaultMessage: '{field} must be a whole number' }), {
        field: 'weight',
      }),
    );
  if (request.weight < 1)
    throw badRequest(
      t(defineMessage({ id: 'shipping.at-least', defaultMessage: '{field} must be at least {min}' }), {
        field: 'weight',
        min: 1,
      }),
    );
  if (request.weight > MAX_WEIGHT_GRAMS)
    throw badRequest(
      t(defineMessage({ id: 'shipping.at-most', defaultMessage: '{field} must be at most {max}' }), {
        field: 'weight',
        max: MAX_WEIGHT_GRAMS,
      }),
    );
  const courier = request.courier.trim().toLowerCase();
  if (!courier)
    throw badRequest(
      defineMessage({ id: 'shipping.courier-must-not-empty', defaultMessage: 'courier must not be empty' }),
    );
  return { origin: request.origin, destination: request.destination, weight: request.weight, courier };
}
