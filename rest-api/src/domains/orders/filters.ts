// The order list's and the export's query parameters as a filter for the read repository: comma lists of
// statuses and payment methods checked against the known ones, and from/to as Jakarta days turned into instants.
// A bad value answers 400 with a sentence saying what to send instead.
import {
  FIRST_SHOP_DAY,
  isShopDay,
  LAST_SHOP_DAY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SHOP_UTC_OFFSET,
  shopDayOf,
} from '@lemari/shop/rules';
import { badRequest } from '../../lib/errors.js';
import type { OrderFilter } from './read-repository.js';
import { PAYMENT_STATUSES, SHIPMENT_STATUSES, type OrderStatus } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** A comma list of names from `known`, for the query parameter `field`; an unknown one is refused. */
export function namesOf<S extends string>(
  raw: string | undefined,
  known: readonly S[],
  field = 'status',
  kind = 'status',
): S[] | undefined {
  if (raw === undefined) return undefined;
  const names = [...new Set(raw.split(',').map((name) => name.trim().toLowerCase()))].filter(Boolean);
  const unknown = names.filter((name) => !(known as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.filter-unknown',
          defaultMessage: '{field}: unknown {kind} {names} (known: {known})',
        }),
        { field, kind, names: unknown.join(', '), known: known.join(', ') },
      ),
    );
  }
  return names as S[];
}

/** The start of a Jakarta day as an instant (ISO, with the +07:00 offset). */
const startOf = (day: string) => `${day}T00:00:00${SHOP_UTC_OFFSET}`;

/** The day after, YYYY-MM-DD. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export interface DayRange {
  /** The days as asked (for the export's file name). */
  from?: string | undefined;
  to?: string | undefined;
  /** Orders placed at or after this instant… */
  since?: string | undefined;
  /** …and before this one (the start of the day after `to`). */
  before?: string | undefined;
}

/**
 * from and to as Jakarta days, both inclusive: the one check of the order list, the export and (through the list)
 * GraphQL's orders(from:, to:). A day that is not one, one outside FIRST_SHOP_DAY…LAST_SHOP_DAY (9999-12-31 has no
 * next day to end at), or a from after to, is refused with a sentence, before anything is read or streamed.
 */
export function dayRangeOf(from: string | undefined, to: string | undefined): DayRange {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined) continue;
    const day = value.trim();
    if (!isShopDay(day)) {
      throw badRequest(
        t(
          defineMessage({
            id: 'orders.filter-not-a-day',
            defaultMessage: '{field}: "{value}" is not a day. Write it as YYYY-MM-DD, for example {example}.',
          }),
          { field, value, example: shopDayOf() },
        ),
      );
    }
    if (day < FIRST_SHOP_DAY || day > LAST_SHOP_DAY) {
      throw badRequest(
        t(
          defineMessage({
            id: 'orders.filter-day-out-of-range',
            defaultMessage:
              '{field}: {value} is outside the days orders can have. Pick a day from {first} to {last}.',
          }),
          { field, value: day, first: FIRST_SHOP_DAY, last: LAST_SHOP_DAY },
        ),
      );
    }
  }
  const first = from?.trim();
  const last = to?.trim();
  if (first && last && first > last) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.filter-range-reversed',
          defaultMessage:
            'from ({first}) is after to ({last}): the first day of the range must come before its last day.',
        }),
        { first, last },
      ),
    );
  }
  return {
    from: first,
    to: last,
    since: first ? startOf(first) : undefined,
    before: last ? startOf(dayAfter(last)) : undefined,
  };
}

export interface OrderFilterQuery {
  q?: string | undefined;
  status?: string | undefined;
  paymentStatus?: string | undefined;
  shipmentStatus?: string | undefined;
  paymentMethod?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The filter a list or export query asks for (without the caller's own restriction and ids). */
export function orderFilterOf(query: OrderFilterQuery): OrderFilter & { days: DayRange } {
  const days = dayRangeOf(query.from, query.to);
  return {
    q: query.q,
    statuses: namesOf<OrderStatus>(query.status, ORDER_STATUSES),
    paymentStatuses: namesOf(query.paymentStatus, PAYMENT_STATUSES, 'paymentStatus'),
    shipmentStatuses: namesOf(query.shipmentStatus, SHIPMENT_STATUSES, 'shipmentStatus'),
    paymentMethods: namesOf(query.paymentMethod, PAYMENT_METHODS, 'paymentMethod', 'payment method'),
    since: days.since,
    before: days.before,
    days,
  };
}
