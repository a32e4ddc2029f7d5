// /admin/order/{id} (back-office.md §2): code, status, date, total, the customer, the lines, payment and
// shipment — and the status moves the server allows (order-status-actions.tsx).
import { Card, HStack, Heading, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { Facts, OrderSections } from '@/components/order-sections';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { OrderStatusActions } from './order-status-actions';

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      id
      orderCode
      status
      orderDate
      paidAt
      customerID
      customerName
      customerPhone
      note
      ...OrderSections_order
    }
  }
`);

export function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Order');
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id } });
  const unknown = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';

  return (
    <QueryState
      data={data?.order ?? (data || unknown ? null : undefined)}
      loading={loading}
      error={unknown ? undefined : error}
      onRetry={() => void refetch()}
      empty={
        <NotFoundState title="Order not found" backTo={paths.admin.orders} backLabel="Back to the orders" />
      }
      skeleton={
        <Stack gap="4" aria-busy="true" aria-label="Loading the order">
          <Skeleton height="8" width="60%" />
          <SkeletonText noOfLines={3} />
          <Skeleton height="40" />
        </Stack>
      }
    >
      {(order) => (
        <Stack gap="5">
          <Stack gap="2">
            <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
              <RouterLink to={paths.admin.orders}>← Transactions</RouterLink>
            </Link>
            <HStack gap="3" wrap="wrap">
              <Heading as="h1" size="xl" data-testid="order-code" fontFamily="mono" wordBreak="break-all">
                {order.orderCode}
              </Heading>
              <OrderStatusBadge status={order.status} />
            </HStack>
            <Text color="fg.muted" data-testid="order-date">
              {formatDate(order.orderDate, { time: true })}
            </Text>
            <OrderStatusActions orderId={order.id} status={order.status} onStale={() => refetch()} />
          </Stack>
          <Card.Root variant="outline" size="sm" data-testid="order-customer">
            <Card.Header>
              <Heading as="h2" size="md">
                Customer
              </Heading>
            </Card.Header>
            <Card.Body>
              <Facts
                rows={[
                  ['Name', order.customerName || '-'],
                  ['E-mail', order.customerID || '-'],
                  ['Phone', order.customerPhone || '-'],
                  ['Note', order.note || '-', 'order-note'],
                ]}
              />
            </Card.Body>
          </Card.Root>
          <OrderSections order={order} />
        </Stack>
      )}
    </QueryState>
  );
}
