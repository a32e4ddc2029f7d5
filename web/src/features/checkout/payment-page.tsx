// /payment/{token} (storefront.md §2, §7): the payment provider's page for the order just placed, embedded, and a
// way back to the products. The built-in sandbox's page (the checkout answer's redirectUrl, kept with the token in
// sessionStorage) runs in an iframe; it has no script, posts no message and redirects nowhere, so this page
// watches the order itself and, once it is paid, takes the shopper to /payment/payment-success?token=….
import { Alert, Button, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { readPendingPayment } from '@/lib/checkout-draft';
import { paths } from '@/lib/paths';
import { CheckoutFrame } from './checkout-frame';

/** /payment/payment-success for this token: the success page polls the order by it. */
export function successPath(token: string): string {
  return `${paths.paymentSuccess}?${new URLSearchParams({ token }).toString()}`;
}

export function PaymentPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Payment · Lemari';
  }, []);
  const pending = readPendingPayment(token);
  const redirectUrl = pending?.redirectUrl;
  // Each load after the first is the provider's page answering the shopper (paid, refused): worth a look.
  const [loads, setLoads] = useState(0);

  return (
    <CheckoutFrame step="Payment">
      <Stack gap="4">
        <HStack justify="space-between" align="center" wrap="wrap" gap="2">
          <Heading as="h1" size="xl">
            Payment
            {pending ? (
              <Text as="span" fontWeight="normal" color="fg.muted" fontSize="md" ms="2">
                {pending.orderCode}
              </Text>
            ) : null}
          </Heading>
          <Button asChild variant="outline" size="sm" minHeight="10">
            <RouterLink to={paths.products}>Back to products</RouterLink>
          </Button>
        </HStack>
        {redirectUrl ? (
          <>
            <chakra.iframe
              title="Payment"
              src={redirectUrl}
              width="full"
              height={{ base: '720px', md: '680px' }}
              borderWidth="1px"
              borderRadius="md"
              bg="bg.subtle"
              onLoad={() => setLoads((count) => count + 1)}
            />
            {loads > 1 ? (
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
                <Text fontSize="sm" color="fg.muted">
                  Finished paying?
                </Text>
                <Button size="sm" onClick={() => void navigate(successPath(token))}>
                  See my order
                </Button>
              </Stack>
            ) : null}
          </>
        ) : (
          <MissingPayment token={token} />
        )}
      </Stack>
    </CheckoutFrame>
  );
}

function MissingPayment({ token }: { token: string }) {
  return (
    <Alert.Root status="warning" data-testid="payment-missing">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This payment page cannot be opened here.</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              The payment link belongs to an order placed in another window. Members can continue paying from
              the order; guests find the payment link in the order confirmation e-mail.
            </Text>
            <HStack gap="4" wrap="wrap">
              <Link asChild>
                <RouterLink to={paths.orderList}>My orders</RouterLink>
              </Link>
              <Link asChild>
                <RouterLink to={successPath(token)}>Check the payment status</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
