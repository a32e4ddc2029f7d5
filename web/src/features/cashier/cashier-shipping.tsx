// The cashier's shipping: the offered couriers' services for the customer's city and the parcel (quoted with the goods'
// subtotal, so the server's free-shipping rate shows), the one chosen, the totals the server will charge, and how
// much more the goods need to ship free, as the cart and checkout say it; a voucher code the customer gave, its
// discount and the new total.
import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState } from 'react-final-form';
import { required } from '@/components/form/validators';
import { FreeShippingHint } from '@/components/free-shipping-hint';
import { QueryState } from '@/components/query-state';
import { ShippingServiceField } from '@/components/shipping-service-field';
import { DiscountRow, VoucherField, type VoucherState } from '@/components/voucher-field';
import { formatRupiah } from '@/lib/format';
import { ShippingCostQuery, type ShippingOption, shippingOptions } from '@/lib/shipping';

const SERVICE_REQUIRED = required(msg`Choose a shipping service`);

/** What this part reads of the customer form. */
interface ShippingValues {
  address: { districtID: string };
  service: string;
}

export function CashierShipping({
  weight,
  subtotal,
  offered,
  voucher,
}: {
  weight: number;
  subtotal: number;
  /** The voucher code the customer gave (useVoucher in the customer form). */
  voucher: VoucherState;
  /** The services on offer now, for the form's submit to price the chosen one. */
  offered: { current: ShippingOption[] };
}) {
  const { t } = useLingui();
  const { values } = useFormState<ShippingValues>({ subscription: { values: true } });
  const destination = values.address.districtID;
  const ready = Boolean(destination) && weight > 0;
  const rates = useQuery(ShippingCostQuery, {
    // No courier: the server answers the couriers the shop offers, as the shopper's checkout does.
    variables: { destination, weight: Math.max(weight, 1), subtotal },
    skip: !ready,
  });
  // While the rates are read again (another weight or subtotal), the last ones stay on screen.
  const answer = rates.data ?? rates.previousData;
  const options = ready && answer ? shippingOptions(answer) : [];
  offered.current = options;
  const chosen = options.find((option) => option.key === values.service);
  // No city or no goods yet: nothing to ask, the field says so; else the answer's states (skeleton, error, services).
  const shown = !ready ? options : answer ? options : undefined;

  return (
    <Stack gap="3">
      <QueryState
        data={shown}
        loading={rates.loading}
        error={rates.error}
        onRetry={() => void rates.refetch()}
        skeleton={<Skeleton height="16" aria-busy="true" aria-label={t`Loading shipping services`} />}
      >
        {(shown) => (
          <ShippingServiceField
            name="service"
            legend={t`Shipping service`}
            options={shown}
            validate={SERVICE_REQUIRED}
            emptyText={ready ? undefined : t`Add products and choose the city to see the services.`}
          />
        )}
      </QueryState>
      <VoucherField voucher={voucher} testId="cashier-voucher" />
      <Box borderTopWidth="1px" pt="2">
        <HStack justify="space-between">
          <Text>
            <Trans>Subtotal</Trans>
          </Text>
          <Text>{formatRupiah(subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text>
            <Trans>Shipping</Trans>
          </Text>
          <Text>{chosen ? formatRupiah(chosen.value) : '-'}</Text>
        </HStack>
        {voucher.quoting ? null : (
          <DiscountRow voucher={voucher} format={formatRupiah} testId="cashier-discount" />
        )}
        <HStack justify="space-between" fontWeight="semibold">
          <Text>
            <Trans>Total</Trans>
          </Text>
          <Text data-testid="cashier-total">
            {formatRupiah(subtotal + (chosen?.value ?? 0) - (voucher.quoting ? 0 : voucher.discount))}
          </Text>
        </HStack>
        <FreeShippingHint subtotal={subtotal} />
      </Box>
    </Stack>
  );
}
