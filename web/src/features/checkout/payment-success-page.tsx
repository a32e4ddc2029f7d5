// /payment/payment-success (storefront.md §2): 'Thank you', the order's code and status. The token comes from the
// address (?token=…, as the payment page and the sandbox's "Payment received" link send it) or, after Midtrans's
// finish redirect (?order_id=…), from the payment kept in sessionStorage. The status is asked again every ~2 s
// for up to a minute until the order is paid (the total with a voucher's discount under it): the provider's notification may reach the shop after the shopper.
// Under it, what was bought (picture, name, colour / size, quantity × price) and where it goes: the address, the
// courier's service and its delivery estimate, and the e-mail the confirmation went to. The token's public answer
// holds no customer details (only the city), so the full address and the e-mail come from what this tab kept at
// checkout; opened anywhere else the page names the city and says only that an e-mail is on its way.
import {
  Alert,
  Button,
  Container,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { OrderLines } from '@/components/order-lines';
import { SectionCard } from '@/components/section-card';
import { PlacedOrderFigures } from '@/components/order-figures';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '@/generated/gql';
import { type PendingPayment, readPendingPayment } from '@/lib/checkout-draft';
import { courierService } from '@/lib/couriers';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from '@/lib/constants';
import { formatRupiah } from '@/lib/format';
import { formatEtd } from '@/lib/shipping';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export const OrderByPaymentTokenQuery = graphql(`
  query OrderByPaymentToken($token: String!) {
    orderByPaymentToken(token: $token) {
      id
      orderCode
      status
      stage
      total
      ...OrderFigures_order
      ...OrderLines_order
      shipment {
        courier
        service
        description
        etd
        destination
      }
    }
  }
`);

/** Statuses after which nothing more will change by waiting. */
const SETTLED = new Set(['paid', 'processing', 'completed', 'cancelled', 'expired']);

export function PaymentSuccessPage() {
  const { t } = useLingui();
  usePageTitle(t`Thank you`);
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
          <Trans>Thank you</Trans>
        </Heading>
        {token ? (
          <OrderStatus token={token} kept={readPendingPayment(token)} />
        ) : (
          <Text color="fg.muted">
            <Trans>Your order has been placed. Its confirmation is on its way by e-mail.</Trans>
          </Text>
        )}
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild>
            <RouterLink to={paths.products}>
              <Trans>Continue shopping</Trans>
            </RouterLink>
          </Button>
          {user ? (
            <Button asChild variant="outline">
              <RouterLink to={paths.orderList}>
                <Trans>See my orders</Trans>
              </RouterLink>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <RouterLink to={paths.orderStatus}>
                <Trans>Check my order status</Trans>
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  );
}

function OrderStatus({ token, kept }: { token: string; kept: PendingPayment | undefined }) {
  const { t } = useLingui();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(OrderByPaymentTokenQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const [timedOut, setTimedOut] = useState(false);
  const order = data?.orderByPaymentToken;
  const settled = order ? SETTLED.has(order.status) : false;
  const total = order ? formatRupiah(order.total) : '';
  const code = order?.orderCode;

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
      <Stack gap="3" align="center" width="full" aria-busy="true" aria-label={t`Loading the order`}>
        <Skeleton height="6" width="48" />
        <Skeleton height="6" width="24" />
        <Skeleton height="6" width="32" />
        {/* The shape of what was bought and where it goes, so that nothing below moves when they arrive. */}
        <Skeleton height="36" width="full" borderRadius="l3" mt="2" />
        <Skeleton height="28" width="full" borderRadius="l3" />
      </Stack>
    );
  }
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!order) {
    return (
      <Text color="fg.muted">
        <Trans>We could not find the order of this payment.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3" align="center">
      <Text>
        <Trans>
          Order{' '}
          <Text as="span" data-testid="order-code" fontWeight="semibold">
            {code}
          </Text>
        </Trans>
      </Text>
      <HStack gap="2">
        <Text color="fg.muted">
          <Trans>Status</Trans>
        </Text>
        <OrderStageBadge stage={order.stage} status={order.status} />
      </HStack>
      <Text color="fg.muted" data-testid="order-total">
        <Trans>Total {total}</Trans>
      </Text>
      {order.status === 'pending' ? (
        timedOut ? (
          <Alert.Root status="info" textAlign="start">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>
                We have not received the payment yet. It can take a few minutes;{' '}
                <Button variant="plain" size="sm" px="0" onClick={() => setTimedOut(false)}>
                  check again
                </Button>
              </Trans>
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm" role="status">
            <Trans>Waiting for the payment to be confirmed…</Trans>
          </Text>
        )
      ) : null}
      <OrderSummary order={order} kept={kept} />
    </Stack>
  );
}

type PaidOrder = NonNullable<ResultOf<typeof OrderByPaymentTokenQuery>['orderByPaymentToken']>;

/** What was bought and where it goes, left-aligned under the order's status. */
function OrderSummary({ order, kept }: { order: PaidOrder; kept: PendingPayment | undefined }) {
  const { t } = useLingui();
  const { shipment } = order;
  const email = typeof kept?.email === 'string' ? kept.email : '';
  const deliverTo = (typeof kept?.deliverTo === 'string' && kept.deliverTo) || shipment?.destination || '';
  const estimate = shipment?.etd ? formatEtd(shipment.etd) : '';
  return (
    <Stack gap="4" width="full" textAlign="start" mt="2">
      <SectionCard size="sm" title={t`What you bought`} testId="success-lines">
        <OrderLines order={order} layout="summary" />
        <Separator my="3" />
        {/* Subtotal, discount, shipping, total and PPN: the figures the cart and every step showed. */}
        <PlacedOrderFigures order={order} testId="success" />
      </SectionCard>
      {shipment ? (
        <SectionCard size="sm" title={t`Delivery`} testId="success-delivery">
          <Stack gap="1" fontSize="sm">
            <Text data-testid="success-address" wordBreak="break-word">
              {deliverTo}
            </Text>
            <Text color="fg.muted" data-testid="success-courier">
              {shipment.description
                ? `${courierService(shipment.courier, shipment.service)} (${shipment.description})`
                : courierService(shipment.courier, shipment.service)}
              {estimate ? ` · ${t`arrives in about ${estimate}`}` : ''}
            </Text>
          </Stack>
        </SectionCard>
      ) : null}
      <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="success-email">
        {email ? (
          <Trans>
            We sent the order's confirmation to:{' '}
            <Text as="span" display="block" fontWeight="medium" color="fg" overflowWrap="anywhere">
              {email}
            </Text>
          </Trans>
        ) : (
          <Trans>The order's confirmation is on its way by e-mail.</Trans>
        )}
      </Text>
    </Stack>
  );
}
