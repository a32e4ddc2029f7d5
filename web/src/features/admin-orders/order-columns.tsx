// The first two columns of the payment and shipping tables: the order's code, leading to its page, and who ordered
// (the name, else the account id). A list query asks for them with `...OrderColumns_order` beside the row's id.
import { msg } from '@lingui/core/macro';
import type { Column } from '@/components/admin/admin-table';
import { OrderCodeLink } from '@/components/admin/order-code-link';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const OrderColumnsFragment = graphql(`
  fragment OrderColumns_order on Order {
    id
    orderCode
    customerName
    customerID
  }
`);

/** What the payment and shipping lists' search box shows: its label is cut off inside the box. */
export const ORDER_CODE_SEARCH_PLACEHOLDER = msg`Order code or customer`;

type OrderColumnsRef = FragmentType<typeof OrderColumnsFragment>;

export const ORDER_COLUMNS: readonly Column<OrderColumnsRef>[] = [
  {
    header: msg`Order`,
    cell: (ref) => <OrderCodeLink order={getFragmentData(OrderColumnsFragment, ref)} />,
  },
  {
    header: msg`Customer`,
    cell: (ref) => {
      const order = getFragmentData(OrderColumnsFragment, ref);
      return order.customerName || order.customerID;
    },
  },
];
