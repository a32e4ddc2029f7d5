// Shipping rates for a parcel (storefront.md §3): the gateway's shippingCost answer in RajaOngkir's shape, one entry
// per courier the shop offers, and the services in it as options a person chooses from, grouped by courier with the
// cheapest and the fastest marked — the checkout's Shipping step and the cashier alike. With the goods' subtotal,
// the server answers 0 for the services free shipping covers and the difference for a faster one (fullValue: the
// courier's own rate); when the rates provider failed, the server's built-in estimate answers and its note says so.
import { msg, plural } from '@lingui/core/macro';
import { graphql } from '@/generated/gql';
import { i18n } from '@/lib/i18n';
import type { ShippingCostQuery as ShippingCostData } from '@/generated/graphql';
import { courierName } from '@/lib/couriers';

export const ShippingCostQuery = graphql(`
  query ShippingCost($destination: ID!, $weight: Int!, $courier: String, $subtotal: Rupiah) {
    shippingCost(destination: $destination, weight: $weight, courier: $courier, subtotal: $subtotal) {
      code
      name
      fallback
      costs {
        service
        description
        cost {
          value
          etd
          note
          fullValue
        }
      }
    }
  }
`);

/** One service a person can choose (storefront.md §3, Shipping option). */
export interface ShippingOption {
  /** The form's value for it: courier and service ('jnt:EZ'), since several couriers have a REG. */
  key: string;
  /** The courier's code: jne, jnt, sicepat, pos or tiki. */
  code: string;
  service: string;
  description: string;
  value: number;
  etd: string;
  /** The server's note for the shopper (the rate is estimated; free shipping); may be empty. */
  note: string;
  /** True when the rates provider failed and this is the shop's built-in estimate. */
  fallback: boolean;
  /**
   * The courier's own rate when free shipping pays all (value 0) or part of it (value is the difference the
   * shopper still pays for a faster service); undefined when the shopper pays the rate in full.
   */
  fullValue?: number | undefined;
}

/** The form value of a courier's service. */
export const optionKey = (code: string, service: string) => `${code}:${service}`;

/** Every service of the answer with its first price, couriers in the order answered; none before the answer. */
export function shippingOptions(data: ShippingCostData | undefined): ShippingOption[] {
  return (data?.shippingCost ?? []).flatMap((courier) =>
    courier.costs.flatMap((service) => {
      const first = service.cost[0];
      return first
        ? [
            {
              key: optionKey(courier.code, service.service),
              code: courier.code,
              service: service.service,
              description: service.description,
              value: first.value,
              etd: first.etd,
              note: first.note,
              fallback: courier.fallback,
              ...(first.fullValue != null ? { fullValue: first.fullValue } : {}),
            },
          ]
        : [];
    }),
  );
}

/** One courier's services, with its name and the note the estimate standing in for its rates carries. */
export interface CourierGroup {
  code: string;
  name: string;
  options: ShippingOption[];
  /** The note shown once under the courier's name when its rates are the built-in estimate; else ''. */
  fallbackNote: string;
}

/** The options by courier, in the order answered. */
export function groupByCourier(options: readonly ShippingOption[]): CourierGroup[] {
  const groups: CourierGroup[] = [];
  for (const option of options) {
    let group = groups.find((candidate) => candidate.code === option.code);
    if (!group) {
      group = { code: option.code, name: courierName(option.code), options: [], fallbackNote: '' };
      groups.push(group);
    }
    group.options.push(option);
    if (option.fallback && !group.fallbackNote) group.fallbackNote = option.note;
  }
  return groups;
}

/** The most days a service's etd says ('2-3' → 3, '1 day' → 1); unreadable text counts as slowest. */
export function slowestDays(etd: string): number {
  const days = etd.match(/\d+/gu)?.map(Number) ?? [];
  return days.length ? Math.max(...days) : Number.POSITIVE_INFINITY;
}

/**
 * The options to mark Cheapest and Fastest (their keys): the lowest price, and the fewest days at most (etd's upper
 * end), each among all couriers; ties are all marked. Nothing is marked among fewer than two options, nor where
 * every option is alike (every one free, every one next-day).
 */
export function bestOptions(options: readonly ShippingOption[]): {
  cheapest: Set<string>;
  fastest: Set<string>;
} {
  const best = (measure: (option: ShippingOption) => number) => {
    const values = options.map(measure);
    const lowest = Math.min(...values);
    if (options.length < 2 || !Number.isFinite(lowest) || values.every((value) => value === lowest)) {
      return new Set<string>();
    }
    return new Set(options.filter((option) => measure(option) === lowest).map((option) => option.key));
  };
  return { cheapest: best((option) => option.value), fastest: best((option) => slowestDays(option.etd)) };
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
