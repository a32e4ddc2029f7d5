// An order's status in the colours storefront.md §4 gives (and back-office.md reuses): completed and paid green,
// pending and processing amber, cancelled and expired red.
import { Badge } from '@chakra-ui/react';

/** Every status of the schema's OrderStatus enum, in the order an order moves through them (for filters). */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_PALETTE: Record<OrderStatus, 'green' | 'orange' | 'red'> = {
  completed: 'green',
  paid: 'green',
  pending: 'orange',
  processing: 'orange',
  cancelled: 'red',
  expired: 'red',
};

export function orderStatusLabel(status: OrderStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge
      data-testid="order-status"
      data-status={status}
      colorPalette={ORDER_STATUS_PALETTE[status]}
      variant="subtle"
    >
      {orderStatusLabel(status)}
    </Badge>
  );
}
