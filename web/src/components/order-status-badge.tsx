// An order's status in the colours storefront.md §4 gives (and back-office.md reuses): the shop rules'
// ORDER_STATUS_COLORS, which every screen that colours a status reads.
import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ORDER_STATUS_COLORS, ORDER_STATUSES, type OrderStatus } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';

export type { OrderStatus };

/** Each status as people read it: the status's name capitalised in English ('Pending'), in the catalogues. */
const STATUS_LABELS: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  processing: msg`Processing`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

/** 'Paid' / 'Dibayar': in the app's language now (call it in a component that uses useLingui()). */
export function orderStatusLabel(status: OrderStatus): string {
  const label = STATUS_LABELS[status];
  return label ? i18n._(label) : status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * Every status with its label, in the order an order moves through them: the status filters' options. Each label
 * is read when shown, so it is in the language of that moment.
 */
export const ORDER_STATUS_OPTIONS: readonly { readonly value: OrderStatus; readonly label: string }[] =
  ORDER_STATUSES.map((value) => ({
    value,
    get label() {
      return orderStatusLabel(value);
    },
  }));

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  useLingui();
  return (
    <Badge
      data-testid="order-status"
      data-status={status}
      colorPalette={ORDER_STATUS_COLORS[status]}
      variant="subtle"
    >
      {orderStatusLabel(status)}
    </Badge>
  );
}
