// /payment/payment-success (storefront.md §2): 'Thank you', the order's code and status. The token comes from the
// address (?token=…, as the payment page and the sandbox's "Payment received" link send it) or, after Midtrans's
// finish redirect (?order_id=…), from the payment kept in sessionStorage. The status is asked again every ~2 s
// for up to a minute until the order is paid (the total with a voucher's discount under it): the provider's notification may reach the shop after the shopper.
import { Alert, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { discountLabel, minus } from '@/components/voucher-field';
import { graphql } from '@/generated/gql';
import { readPendingPayment } from '@/lib/checkout-draft';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from '@/lib/constants';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export const OrderByPaymentTokenQuery = graphql(`
  query OrderByPaymentToken($token: String!) {
    orderByPaymentToken(token: $token) {
      id
      orderCode
      status
      total
      discount
      voucherCode
    }
  }
`);

/** Statuses after which nothing more will change by waiting. */
const SETTLED = new Set(['paid', 'processing', 'completed', 'cancelled', 'expired']);

export function PaymentSuccessPage() {
  useEffect(() => {
    document.title = 'Thank you · Lemari';
  }, []);
  const [params] = useSearchParams();
  const pending = readPendingPayment();
  const token =
    params.get('token') ??
    (pending && (!params.get('order_id') || params.get('order_id') === pending.orderCode)
      ? pending.token
      : null);
  const { user } = useSession();

  return (
    <Container maxW="2xl" py={{ base: '8', md: '16' }}>
      <Stack gap="6" align="center" textAlign="center">
        <Heading as="h1" size="3xl">
          Thank you
        </Heading>
        {token ? (
          <OrderStatus token={token} />
        ) : (
          <Text color="fg.muted">Your order has been placed. Its confirmation is on its way by e-mail.</Text>
        )}
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild>
            <RouterLink to={paths.products}>Continue shopping</RouterLink>
          </Button>
          {user ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.orderList}>See my orders</RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink to={paths.orderStatus}>Check my order status</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  );
}

function OrderStatus({ token }: { token: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(OrderByPaymentTokenQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [timedOut, setTimedOut] = useState(false);
  const order = data?.orderByPaymentToken;
  const settled = order ? SETTLED.has(order.status) : false;

  useEffect(() => {
    if (settled || timedOut) {
      stopPolling();
      return undefined;
    }
    startPolling(PAYMENT_POLL_INTERVAL_MS);
    const limit = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => {
      clearTimeout(limit);
      stopPolling();
    };
  }, [settled, timedOut, startPolling, stopPolling]);

  if (!data && loading) {
    return (
      <Stack gap="2" align="center" aria-busy="true" aria-label="Loading the order">
        <Skeleton height="6" width="48" />
        <Skeleton height="6" width="24" />
      </Stack>
    );
  }
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!order) {
    return <Text color="fg.muted">We could not find the order of this payment.</Text>;
  }
  return (
    <Stack gap="3" align="center">
      <Text>
        Order{' '}
        <Text as="span" data-testid="order-code" fontWeight="semibold">
          {order.orderCode}
        </Text>
      </Text>
      <HStack gap="2">
        <Text color="fg.muted">Status</Text>
        <OrderStatusBadge status={order.status} />
      </HStack>
      <Text color="fg.muted" data-testid="order-total">
        Total {formatRupiah(order.total)}
      </Text>
      {order.discount > 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="order-discount">
          {discountLabel(order.voucherCode)} {minus(formatRupiah(order.discount))}
        </Text>
      ) : null}
      {order.status === 'pending' ? (
        timedOut ? (
          <Alert.Root status="info" textAlign="start">
            <Alert.Indicator />
            <Alert.Title>
              We have not received the payment yet. It can take a few minutes;{' '}
              <Button variant="plain" size="sm" px="0" onClick={() => setTimedOut(false)}>
                check again
              </Button>
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm" role="status">
            Waiting for the payment to be confirmed…
          </Text>
        )
      ) : null}
    </Stack>
  );
}
