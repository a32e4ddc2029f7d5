// /shipment, the Shipping step (storefront.md §2, §4, §5): the services of the couriers the shop offers for the
// chosen city and the cart's weight, grouped by courier with the cheapest and fastest marked, the totals exactly as the server will charge them, and Pay Now. Paying places the order once, however
// often it is clicked or retried (one idempotency key per attempt, kept in sessionStorage), empties the cart and
// the draft, and opens /payment/{token}. A refused order (price changed, out of stock, gone) shows the server's
// words here and the cart is read again; the shopper stays. The voucher applied on /cart (or here) is quoted for the
// chosen service, its discount taken off the total and its code sent with the order; a voucher checkout refuses
// shows its message under the field, where the shopper can remove it.
import { Box, chakra, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { generatePath, Navigate, useNavigate } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { ShippingServiceField } from '@/components/shipping-service-field';
import { OrderFigures } from '@/components/order-figures';
import { isVoucherRefusal, useVoucher, voucherFigures, VoucherField } from '@/components/voucher-field';
import {
  attemptKey,
  clearCheckout,
  forgetAttempt,
  readCheckoutDraft,
  readOrderNote,
  writePendingPayment,
  type CheckoutDraft,
} from '@/lib/checkout-draft';
import { errorCode, errorMessage } from '@/lib/errors';
import { CheckoutMutation, checkoutInput } from '@/lib/checkout';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCart } from '@/lib/use-cart';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutFrame, OrderLines, StepActions } from './checkout-frame';

import { ShippingCostQuery, type ShippingOption, shippingOptions } from '@/lib/shipping';

export function ShipmentPage() {
  const { t } = useLingui();
  usePageTitle(t`Shipping · Checkout`);
  const session = useSession();
  const cart = useCart();
  const draft = useMemo(readCheckoutDraft, []);
  // Once the order is placed the cart empties: that must not send the shopper back to /cart.
  const placed = useRef(false);

  const email = session.user?.email ?? draft?.email ?? '';
  const destination = draft?.destination;
  const rates = useQuery(ShippingCostQuery, {
    variables: {
      destination: destination?.cityID ?? '',
      weight: cart.weight,
      // No courier: the server answers the couriers the shop offers.
      subtotal: cart.subtotal,
    },
    skip: !destination || cart.weight <= 0,
  });

  if (!session.loading && (!destination || !email)) return <Navigate to={paths.checkout} replace />;
  if (!placed.current && !cart.loading && !cart.error && cart.lines.length === 0) {
    return <Navigate to={paths.cart} replace />;
  }

  // While the rates are read again (another weight after a refresh), the last ones stay, and so does the form.
  const rateData = rates.data ?? rates.previousData;
  const options = shippingOptions(rateData);

  return (
    <CheckoutFrame step="Shipping" aside={cart.lines.length > 0 ? <OrderLines lines={cart.lines} /> : null}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <Trans>Shipping</Trans>
        </Heading>
        {destination ? (
          <Box borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <HStack justify="space-between" align="start" gap="4">
              <Stack gap="0.5" minWidth="0">
                <Text color="fg.muted">
                  <Trans>Contact</Trans>
                </Text>
                <Text wordBreak="break-all">{email}</Text>
                <Text color="fg.muted" mt="2">
                  <Trans>Ship to</Trans>
                </Text>
                <Text>{destination.summary}</Text>
              </Stack>
            </HStack>
          </Box>
        ) : null}
        {session.loading || cart.loading || (rates.loading && !rateData) ? (
          <Stack gap="3" aria-busy="true" aria-label={t`Loading shipping options`}>
            <Skeleton height="14" />
            <Skeleton height="14" />
            <Skeleton height="14" />
          </Stack>
        ) : cart.error ? (
          <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
        ) : rates.error && !rateData ? (
          <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
        ) : draft && destination ? (
          <PayForm
            draft={draft}
            email={email}
            options={options}
            cart={cart}
            onRefresh={async () => {
              await Promise.all([cart.refetch(), rates.refetch()]);
            }}
            onPlaced={() => {
              placed.current = true;
            }}
          />
        ) : null}
      </Stack>
    </CheckoutFrame>
  );
}

interface PayValues {
  service?: string;
}

function PayForm({
  draft,
  email,
  options,
  cart,
  onRefresh,
  onPlaced,
}: {
  draft: CheckoutDraft;
  email: string;
  options: ShippingOption[];
  cart: ReturnType<typeof useCart>;
  onRefresh: () => Promise<void>;
  onPlaced: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [checkout] = useMutation(CheckoutMutation);
  const inFlight = useRef(false);
  const destination = draft.destination;
  // The chosen service (its key, 'jnt:EZ'), followed outside the form so that the voucher is quoted with its rate.
  const [service, setService] = useState<string>();
  const chosenRate = options.find((option) => option.key === service)?.value;
  const voucher = useVoucher({ subtotal: cart.subtotal, shippingCost: chosenRate, email, stored: true });

  const onSubmit = async (values: PayValues): Promise<SubmissionErrors | undefined> => {
    const option = options.find((candidate) => candidate.key === values.service);
    if (!option || !destination || inFlight.current) return undefined;
    inFlight.current = true;
    const applied = await voucher.confirm(option.value);
    if (applied && 'refused' in applied) {
      inFlight.current = false;
      return { [FORM_ERROR]: applied.refused };
    }
    const address = draft.address;
    const note = readOrderNote().trim();
    const input = {
      ...checkoutInput(
        email,
        destination.addressID
          ? { addressID: destination.addressID }
          : {
              name: address.name,
              phone: address.phone,
              address: address.address,
              note: address.note,
              districtID: destination.cityID,
              subdistrictName: address.subdistrictName.trim(),
              postalCode: address.postalCode.trim(),
            },
        cart.lines,
        option,
        applied ?? undefined,
      ),
      // The cart page's order note (the original client dropped it).
      ...(note ? { note } : {}),
    };
    const idempotencyKey = attemptKey(JSON.stringify(input));
    try {
      const { data } = await checkout({ variables: { input, idempotencyKey } });
      if (!data) return { [FORM_ERROR]: t`The order could not be placed. Please try again.` };
      const placedOrder = data.checkout;
      onPlaced();
      writePendingPayment({
        token: placedOrder.token,
        redirectUrl: placedOrder.redirectUrl,
        orderID: placedOrder.orderID,
        orderCode: placedOrder.orderCode,
        deliverTo: destination.summary,
        email,
      });
      clearCheckout();
      void cart.clear().catch(() => undefined);
      await navigate(generatePath(paths.payment, { token: placedOrder.token }));
      return undefined;
    } catch (error) {
      const code = errorCode(error);
      if (voucher.code && isVoucherRefusal(error)) {
        // The voucher ran out or no longer applies: its words under the field, with Remove; a new attempt next.
        voucher.refuse(errorMessage(error));
        forgetAttempt();
      } else if (code === 'CONFLICT' || code === 'NOT_FOUND') {
        // Prices, stock or the rate moved on: show them as they now are, so the next Pay Now is a new attempt.
        if (/new key/iu.test(errorMessage(error))) forgetAttempt();
        await onRefresh().catch(() => undefined);
      }
      return { [FORM_ERROR]: errorMessage(error) };
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form<PayValues>
      onSubmit={onSubmit}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => {
        const chosen = options.find((option) => option.key === values.service);
        const shipping = chosen?.value;
        return (
          <chakra.form onSubmit={handleSubmit} noValidate>
            <FormSpy<PayValues>
              subscription={{ values: true }}
              onChange={({ values: current }) => setService(current.service)}
            />
            <Stack gap="6">
              <ShippingServiceField name="service" legend={t`Shipping method`} options={options} />

              <VoucherField voucher={voucher} />

              <Stack borderTopWidth="1px" pt="4">
                <OrderFigures
                  {...voucherFigures(voucher, cart.subtotal, shipping)}
                  shippingPending={t`Choose a shipping method`}
                />
              </Stack>

              <StepActions
                back={{ to: paths.checkout, label: t`Return to information` }}
                submit={t`Pay Now`}
                submitting={submitting}
                disabled={!chosen || submitting}
              />
            </Stack>
          </chakra.form>
        );
      }}
    />
  );
}
