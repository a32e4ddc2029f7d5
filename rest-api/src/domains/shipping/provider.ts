// What every shipping-rate provider answers: RajaOngkir's shape, which the storefront reads as it is.
import { Type, type Static } from 'typebox';

export const CostValue = Type.Object({
  value: Type.Integer({ description: 'Rupiah' }),
  etd: Type.String({ description: 'Days, e.g. "2-3"' }),
  note: Type.String(),
  fullValue: Type.Optional(
    Type.Integer({
      description:
        "Rupiah: the courier's own rate, when free shipping pays all of it (value 0) or part of it (value is " +
        'the difference the shopper still pays); absent when the shopper pays the rate in full',
    }),
  ),
});
export const ServiceCost = Type.Object({
  service: Type.String({ description: 'OKE, REG, YES, …' }),
  description: Type.String(),
  cost: Type.Array(CostValue),
});
export const CourierCosts = Type.Object({
  code: Type.String({ description: 'The courier: jne, jnt, sicepat, pos or tiki' }),
  name: Type.String({ description: 'The courier as RajaOngkir names it, e.g. Jalur Nugraha Ekakurir (JNE)' }),
  costs: Type.Array(ServiceCost, {
    description: 'Its services for this parcel; empty when it does not deliver there',
  }),
  fallback: Type.Boolean({
    description:
      "True when RajaOngkir failed or was slow and these are the shop's built-in estimate instead; each " +
      "service's note then says so to the shopper",
  }),
});
export type CourierCosts = Static<typeof CourierCosts>;

export interface CostRequest {
  /** City ids in RajaOngkir numbering. */
  origin: number;
  destination: number;
  /** Grams. */
  weight: number;
  /** One courier code or several joined by ':' (jne:jnt:sicepat), as RajaOngkir takes them. */
  courier: string;
}

export interface ShippingProvider {
  readonly name: 'estimator' | 'rajaongkir';
  /**
   * Rates for one parcel, one entry per courier asked for, in the order asked. Throws HttpError 400 for an unknown
   * city or courier; a provider that fails answers the built-in estimate instead (fallback: true).
   */
  costs(request: CostRequest): Promise<CourierCosts[]>;
}

/**
 * One courier's service, its price and etd, or undefined when the courier does not offer it for this parcel.
 * `request.courier` is one code; the service is matched regardless of case.
 */
export async function quote(provider: ShippingProvider, request: CostRequest, service: string) {
  return serviceIn(await provider.costs(request), service);
}

/** One service among rates already read, with its first price, or undefined when it is not among them. */
export function serviceIn(couriers: CourierCosts[], service: string) {
  for (const courier of couriers) {
    const found = courier.costs.find((item) => item.service.toUpperCase() === service.toUpperCase());
    const first = found?.cost[0];
    if (found && first) {
      return {
        courier: courier.code,
        service: found.service,
        description: found.description,
        fallback: courier.fallback,
        ...first,
      };
    }
  }
  return undefined;
}
