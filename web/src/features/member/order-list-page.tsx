// /order-list: the member's orders, newest first, 4 per page (storefront.md §2), with a status filter that really
// filters (the original's did nothing). The page and the status live in the address (?status=paid&page=2).
import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { Pagination } from '@/components/pagination';
import { QueryState } from '@/components/query-state';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { useListParams } from '@/lib/use-list-params';
import { OrderCard, OrderCardSkeleton } from '@/components/order-card';
import { usePageTitle } from '@/lib/use-page-title';

export const MemberOrdersQuery = graphql(`
  query MemberOrders($status: [OrderStatus!], $page: PageInput) {
    orders(status: $status, page: $page) {
      items {
        id
        ...OrderCard_order
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export function OrderListPage() {
  usePageTitle('Transactions');
  const { page, setPage } = useListParams();
  const status = useOrderStatus();

  const { data, loading, error, refetch } = useQuery(MemberOrdersQuery, {
    variables: { status: status ? [status] : null, page: { page, limit: PAGE_SIZE.orders } },
  });

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Transactions
        </Heading>
        <OrderStatusFilter />
      </HStack>

      <QueryState
        data={data?.orders}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(orders) => orders.items.length === 0}
        skeleton={
          <Stack gap="3" aria-busy="true" aria-label="Loading orders">
            {Array.from({ length: PAGE_SIZE.orders }, (_, index) => (
              <OrderCardSkeleton key={index} />
            ))}
          </Stack>
        }
      >
        {(orders) => (
          <Stack gap="4">
            <Stack gap="3">
              {orders.items.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </Stack>
            <Pagination paging={orders.paging} onPageChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
