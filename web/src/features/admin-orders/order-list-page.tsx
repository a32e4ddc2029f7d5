// /admin/order (back-office.md §2): every customer's orders as cards — the first product's image and name,
// '+N produk lainnya', code, status, date, total — with search, a status filter and 10 per page, all in the address.
import { Skeleton, Stack } from '@chakra-ui/react';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useAdminList } from '@/components/admin/use-admin-list';
import { OrderCard } from '@/components/order-card';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';

export const AdminOrdersQuery = graphql(`
  query AdminOrders($q: String, $status: [OrderStatus!], $page: PageInput) {
    orders(q: $q, status: $status, page: $page) {
      items {
        id
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
      {(items) => (
        <Stack gap="3">
          {items.map((order) => (
            <OrderCard key={order.id} order={order} detailPath={paths.admin.order} />
          ))}
        </Stack>
      )}
    </AdminListPage>
  );
}
