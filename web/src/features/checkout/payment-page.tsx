// /payment/{token} (storefront.md §2, §7): the payment provider's page for the order just placed, embedded, and a
// way back to the products, with the order's figures beside it (the same as every step before).
// - The built-in sandbox (the gateway's storefront.paymentProvider 'sandbox'): its page, the checkout answer's
//   redirectUrl kept with the token in sessionStorage (or, opened directly, the order's own, read by the token),
//   in an iframe. The page carries no script, posts no message and redirects nowhere; once paid it links to
//   /payment/payment-success?token=… (target _top). So after the shopper submits in it (its next load), this page
//   also asks for the order every ~2 s and moves on by itself once it is paid.
// - Midtrans: Snap embedded in the page; its callbacks move on to the same success page.
import { Alert, Button, chakra, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PlacedOrderFigures } from '@/components/order-figures';
import { graphql } from '@/generated/gql';
import { readPendingPayment } from '@/lib/checkout-draft';
import { PAYMENT_POLL_INTERVAL_MS } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutFrame } from './checkout-frame';
import { MidtransSnap } from './midtrans-snap';

export const PaymentProviderQuery = graphql(`
  query PaymentProvider {
    storefront {
      paymentProvider
      midtransClientKey
      midtransSnapJsUrl
    }
  }
`);

export const PaymentOrderQuery = graphql(`
  query PaymentOrder($token: String!) {
    orderByPaymentToken(token: $token) {
      id
      orderCode
      status
      payment {
        redirectUrl
      }
    }
  }
`);

/** The order's figures beside the payment: the same as the cart's and the Shipping step's (issue 32). */
export const PaymentFiguresQuery = graphql(`
  query PaymentFigures($token: String!) {
    orderByPaymentToken(token: $token) {
      id
      ...OrderFigures_order
    }
  }
`);

/** The payment frame's height: the provider's page without a scroll of its own, within a phone's screen. */
const PAYMENT_FRAME_HEIGHT = { base: 'min(560px, calc(100dvh - 16px))', md: '600px' };

/** Order statuses that mean the payment went through. */
const PAID = new Set(['paid', 'processing', 'completed']);

/** /payment/payment-success for this token: the success page polls the order by it. */
export function successPath(token: string): string {
  return `${paths.paymentSuccess}?${new URLSearchParams({ token }).toString()}`;
}

export function PaymentPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  usePageTitle(t`Payment`);
  const pending = readPendingPayment(token);
  const provider = useQuery(PaymentProviderQuery);
  // Each load of the sandbox's page after the first is its answer to the shopper (paid, refused).
  const [loads, setLoads] = useState(0);
  const watching = loads > 1;
  const order = useQuery(PaymentOrderQuery, {
    variables: { token },
    skip: Boolean(pending) && !watching,
    fetchPolicy: 'network-only',
    pollInterval: watching ? PAYMENT_POLL_INTERVAL_MS : 0,
  });
  const status = order.data?.orderByPaymentToken?.status;
  const paidNow = watching && status !== undefined && PAID.has(status);
  useEffect(() => {
    if (paidNow) void navigate(successPath(token));
  }, [paidNow, navigate, token]);

  const figures = useQuery(PaymentFiguresQuery, { variables: { token } });
  const placedOrder = figures.data?.orderByPaymentToken;
  const storefront = provider.data?.storefront;
  const orderCode = pending?.orderCode ?? order.data?.orderByPaymentToken?.orderCode;
  const redirectUrl = pending?.redirectUrl ?? order.data?.orderByPaymentToken?.payment?.redirectUrl;

  let content;
  if (!storefront || (!pending && !order.data)) {
    const failure = provider.error ?? (!pending ? order.error : undefined);
    content = failure ? (
      <ErrorState
        error={failure}
        onRetry={() => void Promise.all([provider.refetch(), pending ? null : order.refetch()])}
      />
    ) : (
      <Skeleton height="lg" aria-busy="true" aria-label={t`Loading the payment page`} />
    );
  } else if (!pending && !order.data?.orderByPaymentToken) {
    content = <MissingPayment />;
  } else if (storefront.paymentProvider === 'midtrans' && storefront.midtransClientKey) {
    content = (
      <MidtransSnap
        token={token}
        clientKey={storefront.midtransClientKey}
        snapJsUrl={storefront.midtransSnapJsUrl}
        onFinished={() => void navigate(successPath(token))}
      />
    );
  } else if (redirectUrl) {
    content = (
      <>
        <chakra.iframe
          title={t`Payment`}
          src={redirectUrl}
          width="full"
          // As tall as the provider's page needs (the sandbox's fits it, Pay included, at 360 px wide:
          // tests/e2e/payment-on-a-phone.spec.ts), never taller than the screen: the page scrolls, not the frame.
          height={PAYMENT_FRAME_HEIGHT}
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          onLoad={() => setLoads((count) => count + 1)}
        />
        {watching ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Finished paying?</Trans>
            </Text>
            <Button size="sm" variant="outline" onClick={() => void navigate(successPath(token))}>
              <Trans>See my order</Trans>
            </Button>
          </Stack>
        ) : null}
      </>
    );
  } else {
    content = <MissingPayment />;
  }

  return (
    <CheckoutFrame
      step="Payment"
      aside={placedOrder ? <PlacedOrderFigures order={placedOrder} testId="payment" /> : null}
    >
      <Stack gap="4">
        <Heading as="h1" size="xl">
          <Trans>Payment</Trans>
          {orderCode ? (
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="md" ms="2" whiteSpace="nowrap">
              {orderCode}
            </Text>
          ) : null}
        </Heading>
        {content}
        {/* After the payment, not above it: on a phone the payment comes first. */}
        <Button asChild variant="outline" size="sm" minHeight="10" alignSelf="start">
          <RouterLink to={paths.products}>
            <Trans>Back to products</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </CheckoutFrame>
  );
}

function MissingPayment() {
  const { user } = useSession();
  return (
    <Alert.Root status="warning" data-testid="payment-missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>There is no payment for this link.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              {user ? (
                <Trans>
                  Please check the link. Your orders list every payment still open. The order confirmation
                  e-mail has the right link too.
                </Trans>
              ) : (
                <Trans>Please check the link. The order confirmation e-mail has the right link too.</Trans>
              )}
            </Text>
            {user ? (
              <Link asChild>
                <RouterLink to={paths.orderList}>
                  <Trans>See my orders</Trans>
                </RouterLink>
              </Link>
            ) : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
