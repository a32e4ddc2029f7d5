// /order-detail/:id: one of the member's orders (storefront.md §2): code, status, date, total, the lines, the
// payment and the shipment. A pending order can still be paid: 'Continue payment' reopens its payment page.
import { Button, Heading, HStack, Link, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { OrderSections } from '@/components/order-sections';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QueryState } from '@/components/query-state';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export const MemberOrderQuery = graphql(`
  query MemberOrder($id: ID!) {
    order(id: $id) {
      id
      orderCode
      status
      orderDate
      payment {
        token
      }
      ...OrderSections_order
    }
  }
`);

export function OrderDetailPage() {
  const { id = '' } = useParams();
  usePageTitle('Order');
  const { data, loading, error, refetch } = useQuery(MemberOrderQuery, { variables: { id } });
  // Another member's order is null, like a missing one; an id that is no id at all is refused as bad input.
  const unknown = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';

  return (
    <QueryState
      data={data?.order ?? (data || unknown ? null : undefined)}
      loading={loading}
      error={unknown ? undefined : error}
      onRetry={() => void refetch()}
      empty={<NotFoundState title="Order not found" backTo={paths.orderList} backLabel="Back to my orders" />}
      skeleton={
        <Stack gap="4" aria-busy="true" aria-label="Loading the order">
          <Skeleton height="8" width="60%" />
          <SkeletonText noOfLines={3} />
          <Skeleton height="40" />
        </Stack>
      }
    >
      {(order) => {
        const payment = order.payment;
        const payable = order.status === 'pending' && Boolean(payment?.token);
        return (
          <Stack gap="5">
            <Stack gap="2">
              <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
                <RouterLink to={paths.orderList}>← Transactions</RouterLink>
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
              {payable && payment ? (
                <Button asChild colorPalette="blue" alignSelf="start" minH="10">
                  <RouterLink to={generatePath(paths.payment, { token: payment.token })}>
                    Continue payment
                  </RouterLink>
                </Button>
              ) : null}
            </Stack>

            <OrderSections order={order} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
