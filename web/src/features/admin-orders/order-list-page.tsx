// /admin/order (back-office.md §2): every customer's orders as cards — the first product's image and name,
// '+N produk lainnya', code, status, date, total — or as a table (?view=table, order-table.tsx), with search, a
// status filter, days, a payment method and 10 per page, all in the address, and an Export CSV of what they find.
import { Skeleton, Stack } from '@chakra-ui/react';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { OrderCard } from '@/components/order-card';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { OrderFilters, useOrderFilters } from './order-filters';
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
export const ORDER_SEARCH_PLACEHOLDER = 'Code, product or customer';

export function AdminOrderListPage() {
  const status = useOrderStatus();
  const filters = useOrderFilters();
  const list = useAdminList(AdminOrdersQuery, (data) => data.orders, {
    status: status ? [status] : null,
    ...filters.variables,
  });

  return (
    <AdminListPage
      title="Transactions"
      search={list.search('Search orders (code, product, customer)', ORDER_SEARCH_PLACEHOLDER)}
      toolbar={
        <>
          <OrderStatusFilter />
          <OrderFilters />
        </>
      }
      {...list.props}
      skeleton={
        <Stack gap="3" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="36" />
          ))}
        </Stack>
      }
    >
      {(items) =>
        filters.view === 'table' ? (
          <OrderTable orders={items} />
        ) : (
          <Stack gap="3">
            {items.map((order) => (
              <OrderCard key={order.id} order={order} detailPath={paths.admin.order} />
            ))}
          </Stack>
        )
      }
    </AdminListPage>
  );
}
