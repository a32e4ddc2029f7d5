// /order-list: the member's orders, newest first, 4 per page (storefront.md §2), with a status filter that really
// filters (the original's did nothing). The page and the status live in the address (?status=paid&page=2).
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { OrderStatusFilter, useOrderStatus } from '@/components/order-status-filter';
import { stateOf } from '@/components/query-state';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { useListParams } from '@/lib/use-list-params';
import { OrderCard, OrderCardSkeleton } from '@/components/order-card';
import { MemberList, MemberPage } from './member-page';

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
  const { t } = useLingui();
  const { page, setPage } = useListParams();
  const status = useOrderStatus();
  const orders = useQuery(MemberOrdersQuery, {
    variables: { status: status ? [status] : null, page: { page, limit: PAGE_SIZE.orders } },
  });

  return (
    <MemberPage title={t`Transactions`} actions={<OrderStatusFilter />}>
      <MemberList
        list={stateOf(orders, (data) => data.orders)}
        placeholder={<OrderCardSkeleton />}
        placeholders={PAGE_SIZE.orders}
        loadingLabel={t`Loading orders`}
        onPageChange={setPage}
      >
        {(order) => <OrderCard key={order.id} order={order} />}
      </MemberList>
    </MemberPage>
  );
}
