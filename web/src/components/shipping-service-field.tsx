// The couriers' services for a parcel as one react-final-form field (storefront.md §3, Shipping option), grouped by
// courier: each courier's name as a heading (with the note that its rates are estimated, when the rates provider
// failed and the shop's estimate stands in), its services as radio cards with the description, the days ('1 day',
// '2–3 days', lib/shipping's formatEtd) and the price, the cheapest and the fastest of all marked. The field holds
// the chosen option's key ('jnt:EZ'). The checkout's Shipping step and the cashier both choose a service with it.
import { Badge, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { RadioCard } from '@/components/radio-card';
import type { FieldCheck } from '@/components/form/validators';
import { courierName } from '@/lib/couriers';
import { formatRupiah } from '@/lib/format';
import { isMessageDescriptor, messageText } from '@/lib/message-text';
import { bestOptions, formatEtd, groupByCourier, type ShippingOption } from '@/lib/shipping';

/** What the field says when no courier has a service for the address (translate it: i18n._(NO_SERVICE_TEXT)). */
export const NO_SERVICE_TEXT = msg`No shipping service delivers to this address. Please choose another address.`;

interface ShippingServiceFieldProps {
  /** The form field holding the chosen option's key ('jne:REG'). */
  name: string;
  /** The group's name: 'Shipping method', 'Shipping service'. */
  legend: string;
  options: readonly ShippingOption[];
  /** A check of the chosen service (e.g. required), shown below the services once touched or submitted. */
  validate?: FieldCheck;
  /** What shows when there are no services (by default NO_SERVICE_TEXT, translated). */
  emptyText?: string;
}

export function ShippingServiceField({
  name,
  legend,
  options,
  validate,
  emptyText,
}: ShippingServiceFieldProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  const groupId = useId();
  const { meta } = useField<string>(name, {
    validate,
    subscription: { error: true, submitError: true, touched: true, submitFailed: true },
  });
  const error: unknown = meta.touched || meta.submitFailed ? (meta.error ?? meta.submitError) : undefined;
  const message =
    typeof error === 'string' ? error : isMessageDescriptor(error) ? messageText(error, i18n) : undefined;
  const best = bestOptions(options);

  return (
    <Stack as="fieldset" gap="3" minWidth="0">
      <Text as="legend" fontWeight="semibold" mb="3">
        {legend}
      </Text>
      {options.length === 0 ? (
        <Text color="fg.muted" data-testid="no-shipping-options">
          {emptyText ?? i18n._(NO_SERVICE_TEXT)}
        </Text>
      ) : (
        groupByCourier(options).map((group) => {
          const headingId = `${groupId}-${group.code}`;
          const noteId = group.fallbackNote ? `${headingId}-note` : undefined;
          return (
            <Stack
              key={group.code}
              role="group"
              aria-labelledby={headingId}
              aria-describedby={noteId}
              gap="2"
              data-testid="courier-group"
            >
              <Stack gap="0.5">
                <Text as="h3" id={headingId} fontWeight="semibold" fontSize="sm" textTransform="none">
                  {group.name}
                </Text>
                {group.fallbackNote ? (
                  <Text id={noteId} fontSize="sm" color="fg.warning" data-testid="shipping-fallback-note">
                    {group.fallbackNote}
                  </Text>
                ) : null}
              </Stack>
              {group.options.map((option) => (
                <ServiceOption
                  key={option.key}
                  name={name}
                  option={option}
                  errorId={message ? errorId : undefined}
                  cheapest={best.cheapest.has(option.key)}
                  fastest={best.fastest.has(option.key)}
                />
              ))}
            </Stack>
          );
        })
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
  errorId,
  cheapest,
  fastest,
}: {
  name: string;
  option: ShippingOption;
  errorId: string | undefined;
  cheapest: boolean;
  fastest: boolean;
}) {
  const { t } = useLingui();
  return (
    <RadioCard
      name={name}
      value={option.key}
      align="start"
      data-testid="shipping-option"
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
    >
      <Stack gap="0.5" flex="1" minWidth="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {/* The courier's heading names it on screen; a screen reader moving between radios hears it here. */}
          <VisuallyHidden>{`${courierName(option.code)} `}</VisuallyHidden>
          {option.service}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {`${option.description} · ${formatEtd(option.etd)}`}
        </Text>
        {cheapest || fastest ? (
          <HStack gap="1.5" wrap="wrap">
            {cheapest ? (
              <Badge colorPalette="green" variant="subtle" data-testid="cheapest-mark">
                {t`Cheapest`}
              </Badge>
            ) : null}
            {fastest ? (
              <Badge colorPalette="blue" variant="subtle" data-testid="fastest-mark">
                {t`Fastest`}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
      <Stack gap="0" align="end" flexShrink={0}>
        <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="shipping-option-price">
          {option.fullValue !== undefined && option.value === 0 ? t`Free` : formatRupiah(option.value)}
        </Text>
        {option.fullValue !== undefined && option.fullValue > option.value ? (
          <Text fontSize="xs" color="fg.muted" textAlign="end" data-testid="shipping-option-free">
            {option.value === 0
              ? t`Free shipping: the shop pays ${formatRupiah(option.fullValue)}`
              : t`Free shipping pays ${formatRupiah(option.fullValue - option.value)}: you pay the difference`}
          </Text>
        ) : null}
      </Stack>
    </RadioCard>
  );
}
