// Where and how a checkout's parcel goes (issue 32: checkout split by the steps it takes): the address (typed, or
// a member's saved one) checked and completed from the city list, the courier among those the shop offers, and the
// chosen service's rate asked again from the provider, with free shipping as the shop's setting says.
import { isShippingCourier, SHIPPING_COURIER_NAMES, type ShippingCourier } from '@lemari/shop/rules';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isPhone } from '../../lib/phone.js';
import { getAddress } from '../addresses/repository.js';
import { cityWithProvince } from '../locations/repository.js';
import { freeShippingSetting, shippingCouriersSetting } from '../settings/repository.js';
import { shipsFree } from '../settings/schemas.js';
import { serviceIn } from '../shipping/provider.js';
import { withFreeShipping } from '../shipping/schemas.js';
import type { CheckoutBody } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export interface Destination {
  cityId: number;
  address: Record<string, string>;
  name: string;
  phone: string;
}

/** The checkout's destination; 400 for a missing field, an unknown city or a saved address's old phone. */
export async function destinationOf(
  db: Queryable,
  body: CheckoutBody,
  userId: string | null,
): Promise<Destination> {
  const shipment = body.shipment;
  let fields = {
    name: shipment.name?.trim() ?? '',
    phone: shipment.phone?.trim() ?? '',
    address: shipment.address?.trim() ?? '',
    note: shipment.note?.trim() ?? '',
    postalCode: shipment.postalCode?.trim() ?? '',
    subdistrictName: shipment.subdistrictName?.trim() ?? '',
    cityId: Number(shipment.districtID ?? shipment.code ?? 0),
  };
  if (shipment.addressID) {
    if (!userId)
      throw badRequest(
        defineMessage({
          id: 'orders.shipment-addressid-needs-signed-in',
          defaultMessage: 'shipment.addressID needs a signed-in member; guests send the address',
        }),
      );
    const saved = await getAddress(db, userId, shipment.addressID);
    if (!saved)
      throw notFound(defineMessage({ id: 'orders.address-not-found', defaultMessage: 'Address not found' }));
    fields = {
      name: saved.name,
      phone: saved.phone,
      address: saved.address,
      note: saved.note,
      postalCode: saved.postalCode,
      subdistrictName: saved.subdistrictName,
      cityId: Number(saved.districtID),
    };
  }
  if (!fields.name)
    throw badRequest(
      defineMessage({ id: 'orders.shipment-name-required', defaultMessage: 'shipment.name is required' }),
    );
  if (!fields.phone)
    throw badRequest(
      defineMessage({ id: 'orders.shipment-phone-required', defaultMessage: 'shipment.phone is required' }),
    );
  // A saved address may be older than the phone rule, which the checkout body's schema holds for typed ones.
  if (!isPhone(fields.phone)) {
    throw badRequest(
      defineMessage({
        id: 'orders.address-phone-invalid',
        defaultMessage:
          "The address's phone must be an Indonesian mobile number: 08\u2026 or +628\u2026, 10 to 13 digits: please edit the address first",
      }),
    );
  }
  if (!fields.address)
    throw badRequest(
      defineMessage({
        id: 'orders.shipment-address-required',
        defaultMessage: 'shipment.address is required',
      }),
    );
  if (!fields.cityId)
    throw badRequest(
      defineMessage({
        id: 'orders.shipment-districtid-city-required',
        defaultMessage: 'shipment.districtID (the city) is required',
      }),
    );
  const city = await cityWithProvince(db, fields.cityId);
  if (!city)
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.unknown-city',
          defaultMessage: 'shipment.districtID: unknown city {id}',
        }),
        { id: fields.cityId },
      ),
    );
  return {
    cityId: city.id,
    name: fields.name,
    phone: fields.phone,
    address: {
      name: fields.name,
      phone: fields.phone,
      address: fields.address,
      note: fields.note,
      subdistrictName: fields.subdistrictName,
      cityID: String(city.id),
      city: `${city.type} ${city.city}`,
      provinceID: String(city.provinceId),
      province: city.province,
      postalCode: fields.postalCode || city.postalCode,
    },
  };
}

/**
 * The courier a checkout chose, one of those the shop offers (the setting of now); 400 naming the offered ones for
 * an unknown code, several codes, or a courier the shop does not offer.
 */
export async function offeredCourier(db: Queryable, text: string): Promise<ShippingCourier> {
  const code = text.trim().toLowerCase();
  const { couriers } = await shippingCouriersSetting(db);
  const offered = couriers.map((item) => `${item} (${SHIPPING_COURIER_NAMES[item]})`).join(', ');
  if (!isShippingCourier(code)) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.unknown-courier-offered',
          defaultMessage: "shipment.courier: unknown courier ''{code}''; the shop offers {offered}",
        }),
        { code: code.slice(0, 20), offered },
      ),
    );
  }
  if (!couriers.includes(code)) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.courier-not-offered',
          defaultMessage: 'shipment.courier: the shop does not offer {courier}; it offers {offered}',
        }),
        { courier: SHIPPING_COURIER_NAMES[code], offered },
      ),
    );
  }
  return code;
}

/**
 * The chosen service's rate for this parcel, priced again from the provider (or the estimate standing in for it),
 * never from what the client says: free for the services free shipping covers when it is on and the goods reach
 * its threshold (the setting of now), and part of a faster one, as the rates said. 400 when the service does not
 * deliver to the city.
 */
export async function chosenRate(
  app: FastifyInstance,
  parcel: {
    destination: number;
    weight: number;
    courier: ShippingCourier;
    service: string;
    subtotal: number;
  },
) {
  const rates = await app.shipping.costs({
    origin: app.config.shipping.originCityId,
    destination: parcel.destination,
    weight: parcel.weight,
    courier: parcel.courier,
  });
  const freeShipping = await freeShippingSetting(app.db);
  const rate = serviceIn(
    shipsFree(freeShipping, parcel.subtotal) ? withFreeShipping(rates, freeShipping.services) : rates,
    parcel.service.trim(),
  );
  if (!rate) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.service-not-to-city',
          defaultMessage: 'shipment.service: {courier} {service} does not deliver to this city',
        }),
        { courier: SHIPPING_COURIER_NAMES[parcel.courier], service: parcel.service },
      ),
    );
  }
  return rate;
}
