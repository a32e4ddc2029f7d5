// What every shipping-rate provider answers: RajaOngkir's shape, which the storefront reads as it is.
import { Type, type Static } from 'typebox';

export const CostValue = Type.Object({
  value: Type.Integer({ description: 'Rupiah' }),
  etd: Type.String({ description: 'Days, e.g. "2-3"' }),
  note: Type.String(),
});
export const ServiceCost = Type.Object({
  service: Type.String({ description: 'OKE, REG, YES, …' }),
  description: Type.String(),
  cost: Type.Array(CostValue),
});
export const CourierCosts = Type.Object({
  code: Type.String({ description: 'jne' }),
  name: Type.String(),
  costs: Type.Array(ServiceCost),
});
export type CourierCosts = Static<typeof CourierCosts>;

export interface CostRequest {
  /** City ids in RajaOngkir numbering. */
  origin: number;
  destination: number;
  /** Grams. */
  weight: number;
  courier: string;
}

export interface ShippingProvider {
  readonly name: 'jne-estimator' | 'rajaongkir';
  /**
   * Rates for one parcel. Throws HttpError 400 for an unknown city or courier, and 503 when the provider
   * cannot be reached or answers nonsense.
   */
  costs(request: CostRequest): Promise<CourierCosts[]>;
}

/** One service's price and etd, or undefined when the provider does not offer it for this parcel. */
export async function quote(provider: ShippingProvider, request: CostRequest, service: string) {
  const couriers = await provider.costs(request);
  for (const courier of couriers) {
    const found = courier.costs.find((item) => item.service.toUpperCase() === service.toUpperCase());
    const first = found?.cost[0];
    if (found && first) {
      return { courier: courier.code, service: found.service, description: found.description, ...first };
    }
  }
  return undefined;
}
