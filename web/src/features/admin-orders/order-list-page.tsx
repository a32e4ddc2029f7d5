// /admin/order (back-office.md §2): every customer's orders as cards — the first product's image and name,
// '+N produk lainnya', code, status, date, total — with search, a status filter and 10 per page, all in the address.
import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { OrderCard } from '@/components/order-card';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';

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
  const { q, page, setSearch, setPage } = useListParams();
  const status = useOrderStatus();
  const { data, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: { q: q || null, status: status ? [status] : null, page: { page, limit: PAGE_SIZE.admin } },
  });

  return (
    <AdminListPage
      title="Transactions"
      search={{
        label: 'Search orders (code, product, customer)',
        placeholder: ORDER_SEARCH_PLACEHOLDER,
        value: q,
        onSearch: setSearch,
      }}
      toolbar={<OrderStatusFilter />}
      data={data?.orders}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      onPageChange={setPage}
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
