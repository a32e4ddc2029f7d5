// The frame of the checkout steps (the site header is hidden there): the shop's name, the steps, the step's
// content and, beside it on wide screens (below it on a phone), what is being ordered.
import { Box, Button, Container, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CheckoutSteps, type CheckoutStep } from '@/components/checkout-steps';
import { FormError } from '@/components/form/form-error';
import { FreeShippingHint } from '@/components/free-shipping-hint';
import { ProductThumb } from '@/components/product-thumb';
import { ShopLogo } from '@/components/shop-logo';
import { type CartLine, choiceText } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';

export function CheckoutFrame({
  step,
  aside,
  children,
}: {
  step: CheckoutStep;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Stack gap="2">
          <ShopLogo alignSelf="start" minHeight="10" />
          <CheckoutSteps current={step} />
        </Stack>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: '8', md: '10' }}
          alignItems="start"
        >
          <Box minWidth="0">{children}</Box>
          {aside ? (
            <Box
              as="aside"
              aria-label={t`Order summary`}
              minWidth="0"
              bg="bg.subtle"
              borderRadius="lg"
              p={{ base: '4', md: '6' }}
            >
              {aside}
            </Box>
          ) : null}
        </Grid>
      </Stack>
    </Container>
  );
}

/** The foot of a step's form: its form-wide error, the link back to the step before and the submit (first on a
 * phone). */
export function StepActions({
  back,
  submit,
  submitting,
  disabled,
}: {
  back: { to: string; label: string };
  submit: string;
  submitting: boolean | undefined;
  disabled?: boolean;
}) {
  return (
    <>
      <FormError />
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="4">
        <Button asChild variant="ghost">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
        <Button type="submit" size="lg" disabled={disabled} loading={submitting}>
          {submit}
        </Button>
      </Stack>
    </>
  );
}

/** The cart's lines, small: image, name, colour / size, quantity and line total; then the free-shipping hint. */
export function OrderLines({ lines }: { lines: readonly CartLine[] }) {
  const subtotal = lines.reduce((sum, line) => sum + line.sellPrice * line.quantity, 0);
  return (
    <Stack gap="4">
      <OrderLineList lines={lines} />
      <FreeShippingHint subtotal={subtotal} />
    </Stack>
  );
}

function OrderLineList({ lines }: { lines: readonly CartLine[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {lines.map((line) => (
        <HStack as="li" key={line.id} gap="3" align="start">
          <ProductThumb src={line.productImage} alt="" width="12" ratio={3 / 4} borderRadius="sm" />
          <Stack gap="0" flex="1" minWidth="0" fontSize="sm">
            <Text fontWeight="medium">{line.productName}</Text>
            <Text color="fg.muted">
              {choiceText(line)} · {line.quantity} × {formatRupiah(line.sellPrice)}
            </Text>
          </Stack>
          <Text fontSize="sm" whiteSpace="nowrap">
            {formatRupiah(line.sellPrice * line.quantity)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
