// /admin/order's table view (?view=table), beside the spec's cards: code, date, customer, items, total, payment,
// status and courier/resi, one row an order (a voucher's discount under the total). On a laptop what does not fit
// scrolls inside the table, the order's code (and the bulk move's checkbox) staying in view; on phones each row
// becomes a card of label/value pairs (AdminTable).
import { Stack, Text } from '@chakra-ui/react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AdminTable, type Column } from '@/components/admin/admin-table';
import { OrderCodeLink } from '@/components/admin/order-code-link';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { paymentStatusText } from '@/components/order-words';
import { discountLabel, minus } from '@/components/voucher-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { OrderTable_OrderFragment } from '@/generated/graphql';
import { courierService } from '@/lib/couriers';
import { formatDate, formatRupiah } from '@/lib/format';
import { paymentMethodLabel } from '@/lib/payment-methods';

export const OrderTableFragment = graphql(`
  fragment OrderTable_order on Order {
    id
    orderCode
    orderDate
    status
    stage
    total
    discount
    voucherCode
    customerName
    customerID
    orderDetails {
      id
      quantity
    }
    payment {
      paymentMethod
      status
    }
    shipment {
      courier
      service
      resiNumber
    }
  }
`);

type OrderTableRef = FragmentType<typeof OrderTableFragment>;
type OrderRow = OrderTable_OrderFragment;

/** '3 items' (pieces over every line) and, when more than one product, '3 items (2 products)'. */
function ItemsText({ order }: { order: OrderRow }) {
  const { t } = useLingui();
  const pieces = order.orderDetails.reduce((sum, line) => sum + line.quantity, 0);
  const products = order.orderDetails.length;
  return products > 1
    ? t`${plural(pieces, { one: '# item', other: '# items' })} (${products} products)`
    : t`${plural(pieces, { one: '# item', other: '# items' })}`;
}

const COLUMNS: readonly Column<OrderRow>[] = [
  { header: msg`Order`, sticky: true, cell: (order) => <OrderCodeLink order={order} /> },
  { header: msg`Date`, cell: (order) => formatDate(order.orderDate, { time: true }) },
  { header: msg`Customer`, cell: (order) => order.customerName || order.customerID },
  { header: msg`Items`, cell: (order) => <ItemsText order={order} /> },
  {
    header: msg`Total`,
    align: 'end',
    cell: (order) =>
      order.discount > 0 ? (
        <Stack gap="0">
          <Text as="span">{formatRupiah(order.total)}</Text>
          <Text as="span" fontSize="xs" color="fg.muted" data-testid="order-discount">
            {discountLabel(order.voucherCode)} {minus(formatRupiah(order.discount))}
          </Text>
        </Stack>
      ) : (
        formatRupiah(order.total)
      ),
  },
  {
    header: msg`Payment`,
    cell: (order) =>
      order.payment ? (
        <Stack gap="0">
          <Text as="span">{paymentMethodLabel(order.payment.paymentMethod)}</Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {paymentStatusText(order.payment.status)}
          </Text>
        </Stack>
      ) : (
        '-'
      ),
  },
  { header: msg`Status`, cell: (order) => <OrderStageBadge stage={order.stage} status={order.status} /> },
  {
    header: msg`Courier / resi`,
    cell: (order) =>
      order.shipment ? (
        <Stack gap="0">
          <Text as="span">{courierService(order.shipment.courier, order.shipment.service)}</Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {order.shipment.resiNumber || <Trans>No resi yet</Trans>}
          </Text>
        </Stack>
      ) : (
        '-'
      ),
  },
];

/** The checkbox column's width, after which the sticky order column sticks. */
const SELECT_COLUMN_WIDTH = '5rem';

interface OrderTableProps {
  orders: readonly OrderTableRef[];
  /**
   * A first column's cell per order, when given (the bulk move's checkbox of a paid order): it gets the order's
   * id, code and status.
   */
  select?: (order: Pick<OrderRow, 'id' | 'orderCode' | 'status'>) => ReactNode;
}

export function OrderTable({ orders, select }: OrderTableProps) {
  const { t } = useLingui();
  const rows = orders.map((ref) => getFragmentData(OrderTableFragment, ref));
  const columns = select
    ? [{ header: t`Select`, cell: select, sticky: true, width: SELECT_COLUMN_WIDTH }, ...COLUMNS]
    : COLUMNS;
  return <AdminTable label={t`Transactions`} rows={rows} columns={columns} rowKey={(order) => order.id} />;
}
