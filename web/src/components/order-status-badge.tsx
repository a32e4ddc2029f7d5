// An order's status in the colours storefront.md §4 gives (and back-office.md reuses): the shop rules'
// ORDER_STATUS_COLORS, which every screen that colours a status reads.
import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS_COLORS, ORDER_STATUSES, type OrderStatus } from '@lemari/shop/rules';

export type { OrderStatus };

export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Every status with its label, in the order an order moves through them: the status filters' options. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({
  value,
  label: orderStatusLabel(value),
}));

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
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
