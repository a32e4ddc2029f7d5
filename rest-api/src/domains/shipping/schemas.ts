// Shipping-rate request and answer schemas, and the parcel limits every provider applies (checkout calls them too).
import {
  COURIER_SEPARATOR,
  courierServiceKey,
  isShippingCourier,
  MAX_WEIGHT_GRAMS,
  SHIPPING_COURIERS,
  type ShippingCourier,
} from '@lemari/shop/rules';
import { Type } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { Data } from '../../lib/schemas.js';
import { CourierCosts, type CostRequest } from './provider.js';
import type { Language } from '@lemari/shop/rules';
import { defineMessage, t, translate } from '../../i18n/index.js';

/** City ids are PostgreSQL integers. */
const MAX_CITY_ID = 2_147_483_647;
/** Room for every courier joined by ':' with a little space around them. */
const MAX_COURIER_LENGTH = 60;
const COURIER_LIST = `${SHIPPING_COURIERS.slice(0, -1).join(', ')} or ${SHIPPING_COURIERS.at(-1)}`;

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
      description:
        `One courier code or several joined by '${COURIER_SEPARATOR}' (${SHIPPING_COURIERS.join(COURIER_SEPARATOR)}), ` +
        'any case; default the couriers the shop offers (GET /public/v1/setting/couriers). One entry per courier ' +
        'is answered, in the order asked',
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

/**
 * The shop's own notes on a rate (the estimate standing in, free shipping), written in English where they are set
 * and answered in the reader's language (inLanguage); a provider's own note passes as it came.
 */
const NOTES = [
  defineMessage({
    id: 'shipping.note.estimated',
    defaultMessage: "Estimated rate: the courier's live rates are unavailable right now",
  }),
  defineMessage({ id: 'shipping.note.free', defaultMessage: 'Free shipping' }),
  defineMessage({
    id: 'shipping.note.free-difference',
    defaultMessage: 'Partly free shipping: you pay the difference',
  }),
] as const;

/**
 * The note each service carries when RajaOngkir failed or was slow and the built-in estimate stands in (the
 * courier's entry says fallback: true): the shopper sees it under the price.
 */
export const FALLBACK_NOTE = NOTES[0].defaultMessage;

/** The couriers' answers marked as the built-in estimate standing in for the provider. */
export function asFallback(couriers: CourierCosts[]): CourierCosts[] {
  return couriers.map((courier) => ({
    ...courier,
    fallback: true,
    costs: courier.costs.map((service) => ({
      ...service,
      cost: service.cost.map((cost) => ({ ...cost, note: FALLBACK_NOTE })),
    })),
  }));
}

/** The note a service carries when the shop pays its shipping. */
export const FREE_SHIPPING_NOTE = NOTES[1].defaultMessage;

/**
 * The rates as the shopper pays them when free shipping applies (issue 32): a service the setting names costs 0;
 * another service of the same courier costs the difference to its covered one (the cheapest named, never below
 * 0); a courier with no named service is paid in full. `fullValue` keeps the courier's own rate wherever the shop
 * pays part of it, so a screen can show what is taken off.
 */
export function withFreeShipping(couriers: CourierCosts[], services: readonly string[]): CourierCosts[] {
  const covered = new Set(services.map((key) => key.toUpperCase()));
  const isCovered = (code: string, service: string) =>
    covered.has(courierServiceKey(code, service).toUpperCase());
  return couriers.map((courier) => {
    const allowances = courier.costs
      .filter((service) => isCovered(courier.code, service.service))
      .flatMap((service) => service.cost.slice(0, 1).map((cost) => cost.value));
    if (allowances.length === 0) return courier;
    const allowance = Math.min(...allowances);
    return {
      ...courier,
      costs: courier.costs.map((service) => {
        const free = isCovered(courier.code, service.service);
        return {
          ...service,
          cost: service.cost.map((cost) => {
            const value = free ? 0 : Math.max(0, cost.value - allowance);
            // A cheaper service than the covered one is free too, and says so.
            const note = value === 0 ? FREE_SHIPPING_NOTE : FREE_SHIPPING_DIFFERENCE_NOTE;
            return { ...cost, value, fullValue: cost.value, note };
          }),
        };
      }),
    };
  });
}

/** The note a service carries when free shipping covers part of it: the shopper pays the rest. */
export const FREE_SHIPPING_DIFFERENCE_NOTE = NOTES[2].defaultMessage;

/** The rates with the shop's own notes in `language`. */
export function inLanguage(couriers: CourierCosts[], language: Language): CourierCosts[] {
  const say = new Map(NOTES.map((note) => [note.defaultMessage as string, translate(note, language)]));
  return couriers.map((courier) => ({
    ...courier,
    costs: courier.costs.map((service) => ({
      ...service,
      cost: service.cost.map((cost) => ({ ...cost, note: say.get(cost.note) ?? cost.note })),
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
 * The couriers of a `courier` parameter: one code or several joined by ':', any case, space around each ignored,
 * each once, in the order given. An empty or unknown code is refused, naming it and the codes there are.
 */
export function parseCouriers(text: string): ShippingCourier[] {
  if (!text.trim()) throw badRequest('courier must not be empty');
  const couriers: ShippingCourier[] = [];
  for (const part of text.split(COURIER_SEPARATOR)) {
    const code = part.trim().toLowerCase();
    if (!code) {
      throw badRequest(
        `courier: an empty courier code; join codes with '${COURIER_SEPARATOR}', e.g. jne:jnt`,
      );
    }
    if (!isShippingCourier(code)) {
      throw badRequest(`courier: unknown courier '${code.slice(0, 20)}'; use ${COURIER_LIST}`);
    }
    if (!couriers.includes(code)) couriers.push(code);
  }
  return couriers;
}

export interface CheckedParcel {
  origin: number;
  destination: number;
  weight: number;
  couriers: ShippingCourier[];
}

/**
 * The parcel as providers take it, its couriers parsed. Checkout hands providers weights it summed itself, so they
 * check the same limits as the route's schema, with the same messages.
 */
export function checkedParcel(request: CostRequest): CheckedParcel {
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
  const couriers = parseCouriers(request.courier);
  return { origin: request.origin, destination: request.destination, weight: request.weight, couriers };
}
