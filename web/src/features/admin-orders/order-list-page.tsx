// /admin/order (back-office.md §2): every customer's orders as cards — the first product's image and name,
// '+N produk lainnya', code, status, date, total — with search, a status filter and 10 per page, all in the address.
// Paid orders have a checkbox: the chosen ones move to processing together (order-selection.tsx).
import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { OrderCard } from '@/components/order-card';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { BulkMoveBar, SelectOrderCheckbox, useOrderSelection } from './order-selection';

export const AdminOrdersQuery = graphql(`
  query AdminOrders($q: String, $status: [OrderStatus!], $page: PageInput) {
    orders(q: $q, status: $status, page: $page) {
      items {
        id
        orderCode
        status
        customerName
        ...OrderCard_order
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

/** What the search box shows: its label ('Search orders (code, product, customer)') is cut off inside the box. */
export const ORDER_SEARCH_PLACEHOLDER = 'Code, product or customer';

export function AdminOrderListPage() {
  const status = useOrderStatus();
  const list = useAdminList(AdminOrdersQuery, (data) => data.orders, { status: status ? [status] : null });
  const selection = useOrderSelection();

  return (
    <AdminListPage
      title="Transactions"
      search={list.search('Search orders (code, product, customer)', ORDER_SEARCH_PLACEHOLDER)}
      toolbar={<OrderStatusFilter />}
      {...list.props}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="36" />
          ))}
        </Stack>
      }
    >
      {(items) => {
        const anyPaid = items.some((order) => order.status === 'paid');
        return (
          <Stack gap="3">
            <BulkMoveBar selection={selection} onMoved={list.refetch} />
            {items.map((order) => (
              <HStack key={order.id} gap="1" align="start">
                {order.status === 'paid' ? (
                  <SelectOrderCheckbox selection={selection} orderId={order.id} orderCode={order.orderCode} />
                ) : anyPaid ? (
                  <Box minW="10" flexShrink={0} />
                ) : null}
                <Box flex="1" minW="0">
                  <OrderCard order={order} detailPath={paths.admin.order} />
                </Box>
              </HStack>
            ))}
          </Stack>
        );
      }}
    </AdminListPage>
  );
}
