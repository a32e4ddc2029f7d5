// /order-status (issue 22): a guest finds an order by its code and the e-mail it was placed with, and sees it as
// the member's /order-detail shows it: status, date, lines, totals, payment and shipment, with 'Pay now' while it
// waits for the payment and 'Invoice' (carrying the code and e-mail in the router's state to /invoice/{id}). A code with another e-mail reads exactly like an unknown code; past the shop's look-up
// limit its message shows above the button. Once the parcel has left, its tracking shows above the order.
import { Alert, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { OrderSections } from '@/components/order-sections';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { InvoiceLink } from '@/components/invoice-link';
import { OrderLookupForm } from '@/components/order-lookup-form';
import { ParcelTracking } from '@/components/parcel-tracking';
import { graphql } from '@/generated/gql';
import type { OrderLookupQuery as OrderLookupData } from '@/generated/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export const OrderLookupQuery = graphql(`
  query OrderLookup($orderCode: String!, $email: String!) {
    orderLookup(orderCode: $orderCode, email: $email) {
      id
      orderCode
      status
      stage
      orderDate
      payment {
        status
        token
      }
      tracking {
        ...ParcelTracking_tracking
      }
      ...OrderSections_order
    }
  }
`);

export const NO_ORDER_FOUND = msg`We found no order with this code and e-mail.`;

interface Values {
  orderCode: string;
  email: string;
}

type FoundOrder = NonNullable<OrderLookupData['orderLookup']>;

export function OrderStatusPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Order status`);
  const client = useApolloClient();
  const [found, setFound] = useState<{
    order: FoundOrder;
    lookup: Values;
    trackingError?: { message: string } | undefined;
  }>();

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    setFound(undefined);
    const lookup = { orderCode: values.orderCode.trim().toUpperCase(), email: values.email.trim() };
    try {
      // A courier that cannot answer fails the tracking alone: the order shows, its tracking says why.
      const { data, error } = await client.query({
        query: OrderLookupQuery,
        variables: lookup,
        fetchPolicy: 'network-only',
        errorPolicy: 'all',
      });
      const trackingFailed = data?.orderLookup && error && trackingOnly(error);
      if (error && !trackingFailed) throw error;
      if (!data?.orderLookup) return { [FORM_ERROR]: i18n._(NO_ORDER_FOUND) };
      setFound({
        order: data.orderLookup,
        lookup,
        trackingError: trackingFailed ? { message: errorMessage(error) } : undefined,
      });
      return undefined;
    } catch (error) {
      return submissionErrors(error, ['orderCode', 'email']);
    }
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            <Trans>Order status</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Type the order code from your order e-mail and the e-mail you ordered with.</Trans>
          </Text>
        </Stack>
        <OrderLookupForm label={t`Find my order`} onSubmit={onSubmit} />
        {found ? (
          <FoundOrderView order={found.order} lookup={found.lookup} trackingError={found.trackingError} />
        ) : null}
      </Stack>
    </Container>
  );
}

/** Whether every error of the answer is its tracking's (the order itself was found). */
function trackingOnly(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.every((item) => item.path?.includes('tracking') === true)
  );
}

function FoundOrderView({
  order,
  lookup,
  trackingError,
}: {
  order: FoundOrder;
  lookup: Values;
  trackingError?: { message: string } | undefined;
}) {
  const payable = order.status === 'pending' && order.payment?.status === 'pending' && order.payment.token;
  return (
    <Stack gap="5" data-testid="found-order">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl" data-testid="order-code" fontFamily="mono" wordBreak="break-all">
            {order.orderCode}
          </Heading>
          <OrderStageBadge stage={order.stage} status={order.status} />
        </HStack>
        <Text color="fg.muted" data-testid="order-date">
          {formatDate(order.orderDate, { time: true })}
        </Text>
        <HStack gap="2" wrap="wrap">
          {payable ? (
            <Button asChild alignSelf="start" minH="10">
              <RouterLink to={generatePath(paths.payment, { token: payable })}>
                <Trans>Pay now</Trans>
              </RouterLink>
            </Button>
          ) : null}
          {/* The code and e-mail go in the router's state, not the address. */}
          <InvoiceLink orderId={order.id} lookup={lookup} />
        </HStack>
        {order.status === 'expired' ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>The time to pay for this order has passed.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
      {order.tracking || trackingError ? (
        <ParcelTracking tracking={order.tracking} error={trackingError} />
      ) : null}
      <OrderSections order={order} />
    </Stack>
  );
}
