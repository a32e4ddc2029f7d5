// Shipping rates for a parcel (storefront.md §3): the gateway's shippingCost answer in RajaOngkir's shape, and
// the services in it as options a person chooses from — the checkout's Shipping step and the cashier alike. With
// the goods' subtotal, the server answers 0 for every service when free shipping applies.
import { msg, plural } from '@lingui/core/macro';
import { graphql } from '@/generated/gql';
import { i18n } from '@/lib/i18n';
import type { ShippingCostQuery as ShippingCostData } from '@/generated/graphql';

export const ShippingCostQuery = graphql(`
  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {
    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {
      code
      name
      costs {
        service
        description
        cost {
          value
          etd
        }
      }
    }
  }
`);

/** One service a person can choose (storefront.md §3, Shipping option). */
export interface ShippingOption {
  code: string;
  service: string;
  description: string;
  value: number;
  etd: string;
}

/** Every service of the answer with its first price; an answer not there yet has none. */
export function shippingOptions(data: ShippingCostData | undefined): ShippingOption[] {
  return (data?.shippingCost ?? []).flatMap((courier) =>
    courier.costs.flatMap((service) => {
      const first = service.cost[0];
      return first
        ? [
            {
              code: courier.code,
              service: service.service,
              description: service.description,
              value: first.value,
              etd: first.etd,
            },
          ]
        : [];
    }),
  );
}

/**
 * A service's estimated days as the screens write them (storefront.md §9, "shown as 'days'"): the built-in
 * estimator's '1' and '1-2' and RajaOngkir's '2-3 HARI' alike → '1 day', '1–2 days', '2–3 days' ('1 hari',
 * '1–2 hari' in Bahasa Indonesia: the app's language now, so call it in a component that uses useLingui()). Text it
 * cannot read is shown as it came; none at all gives ''.
 */
export function formatEtd(etd: string): string {
  const text = etd
    .replace(/\b(?:hari|days?)\b/giu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const range = /^(\d+)(?:\s*(?:-|–|s\/d)\s*(\d+))?$/iu.exec(text);
  if (!range) return etd.trim();
  const from = Number(range[1]);
  const to = range[2] === undefined ? from : Number(range[2]);
  if (from === to) return i18n._(msg`${plural(from, { one: '# day', other: '# days' })}`);
  const fewest = Math.min(from, to);
  const most = Math.max(from, to);
  return i18n._(msg`${fewest}–${most} days`);
}
