// The courier's services for a parcel as one react-final-form field (storefront.md §3, Shipping option): each a
// radio with the service, its description and days ('1 day', '2–3 days', lib/shipping's formatEtd) and its price.
// The checkout's Shipping step and the cashier both choose a service with it.
import { Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { RadioCard } from '@/components/radio-card';
import type { FieldCheck } from '@/components/form/validators';
import { formatRupiah } from '@/lib/format';
import { isMessageDescriptor, messageText } from '@/lib/message-text';
import { formatEtd, type ShippingOption } from '@/lib/shipping';

/** What the field says when the courier has no service for the address (translate it: i18n._(NO_SERVICE_TEXT)). */
export const NO_SERVICE_TEXT = msg`No shipping service delivers to this address. Please choose another address.`;

interface ShippingServiceFieldProps {
  /** The form field holding the chosen service ('REG'). */
  name: string;
  /** The group's name: 'Shipping method', 'Shipping service'. */
  legend: string;
  options: readonly ShippingOption[];
  /** How prices are written (the checkout's have two decimals). */
  formatPrice?: (rupiah: number) => string;
  /** A check of the chosen service (e.g. required), shown below the services once touched or submitted. */
  validate?: FieldCheck;
  /** What shows when there are no services (by default NO_SERVICE_TEXT, translated). */
  emptyText?: string;
}

export function ShippingServiceField({
  name,
  legend,
  options,
  formatPrice = formatRupiah,
  validate,
  emptyText,
}: ShippingServiceFieldProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  const { meta } = useField<string>(name, {
    validate,
    subscription: { error: true, submitError: true, touched: true, submitFailed: true },
  });
  const error: unknown = meta.touched || meta.submitFailed ? (meta.error ?? meta.submitError) : undefined;
  const message =
    typeof error === 'string' ? error : isMessageDescriptor(error) ? messageText(error, i18n) : undefined;

  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="3">
        {legend}
      </Text>
      {options.length === 0 ? (
        <Text color="fg.muted" data-testid="no-shipping-options">
          {emptyText ?? i18n._(NO_SERVICE_TEXT)}
        </Text>
      ) : (
        options.map((option) => (
          <ServiceOption
            key={option.service}
            name={name}
            option={option}
            formatPrice={formatPrice}
            errorId={message ? errorId : undefined}
          />
        ))
      )}
      {message ? (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

function ServiceOption({
  name,
  option,
  formatPrice,
  errorId,
}: {
  name: string;
  option: ShippingOption;
  formatPrice: (rupiah: number) => string;
  errorId: string | undefined;
}) {
  return (
    <RadioCard
      name={name}
      value={option.service}
      data-testid="shipping-option"
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
    >
      <Stack gap="0" flex="1" minWidth="0">
        <Text fontWeight="semibold">
          {option.code.toUpperCase()} {option.service}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {option.description} · {formatEtd(option.etd)}
        </Text>
      </Stack>
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {formatPrice(option.value)}
      </Text>
    </RadioCard>
  );
}
