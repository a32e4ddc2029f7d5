// /admin/order (back-office.md §2): every customer's orders as cards — the first product's image and name,
// '+N produk lainnya', code, status, date, total — or as a table (?view=table, order-table.tsx), with search, a
// status filter, days, a payment method and 10 per page, all in the address, and an Export CSV of what they find.
// Paid orders have a checkbox in either view: the chosen ones move to processing together (order-selection.tsx).
import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { OrderCard } from '@/components/order-card';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { OrderFilters, useOrderFilters } from './order-filters';
import { BulkMoveBar, SelectOrderCheckbox, useOrderSelection } from './order-selection';
import { OrderTable } from './order-table';

export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $q: String
    $status: [OrderStatus!]
    $from: String
    $to: String
    $paymentMethod: [String!]
    $page: PageInput
  ) {
    orders(q: $q, status: $status, from: $from, to: $to, paymentMethod: $paymentMethod, page: $page) {
      items {
        id
        orderCode
        status
        customerName
        ...OrderCard_order
        ...OrderTable_order
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

/** What the search box shows: its label ('Search orders (code, product, customer)') is cut off inside the box. */
export const ORDER_SEARCH_PLACEHOLDER = msg`Code, product or customer`;

export function AdminOrderListPage() {
  const { t, i18n } = useLingui();
  const status = useOrderStatus();
  const filters = useOrderFilters();
  const list = useAdminList(AdminOrdersQuery, (data) => data.orders, {
    status: status ? [status] : null,
    ...filters.variables,
  });
  const selection = useOrderSelection();

  return (
    <AdminListPage
      title={t`Transactions`}
      search={list.search(t`Search orders (code, product, customer)`, i18n._(ORDER_SEARCH_PLACEHOLDER))}
      toolbar={
        <>
          <OrderStatusFilter />
          <OrderFilters />
        </>
      }
      {...list.props}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label={t`Loading orders`}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="36" />
          ))}
        </Stack>
      }
    >
      {(items) => {
        const anyPaid = items.some((order) => order.status === 'paid');
        const select = (order: { id: string; orderCode: string; status: string }) =>
          order.status === 'paid' ? (
            <SelectOrderCheckbox selection={selection} orderId={order.id} orderCode={order.orderCode} />
          ) : null;
        return (
          <Stack gap="3">
            <BulkMoveBar selection={selection} onMoved={list.refetch} />
            {filters.view === 'table' ? (
              <OrderTable orders={items} select={anyPaid ? select : undefined} />
            ) : (
              items.map((order) => (
                <HStack key={order.id} gap="1" align="start">
                  {order.status === 'paid' ? (
                    select(order)
                  ) : anyPaid ? (
                    <Box minW="10" flexShrink={0} />
                  ) : null}
                  <Box flex="1" minW="0">
                    <OrderCard order={order} detailPath={paths.admin.order} />
                  </Box>
                </HStack>
              ))
            )}
          </Stack>
        );
      }}
    </AdminListPage>
  );
}
