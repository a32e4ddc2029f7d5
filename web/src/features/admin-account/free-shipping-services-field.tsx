// The free-shipping card's choice of the services it covers (issue 32): one group of checkboxes per courier, each
// service by its code and what it is (the couriers' services come from the shop rules, which the REST API's
// estimator answers exactly), bound to one `services` field of 'courier:SERVICE' keys. A saved service the rules do
// not list stays, ticked, under its courier rather than being dropped on the next save.
import { Checkbox, Fieldset, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  COURIER_SERVICE_CHOICES,
  courierServiceKey,
  type CourierServiceKind,
  SHIPPING_COURIER_NAMES,
  SHIPPING_COURIERS,
  type ShippingCourier,
} from '@lemari/shop/rules';
import { useField } from 'react-final-form';
import { fieldError } from '@/components/form/field-shell';

/** What each kind of service is, as staff read it beside its code. */
const KIND_TEXT: Record<CourierServiceKind, MessageDescriptor> = {
  economy: msg`Economy`,
  regular: msg`Regular`,
  'next-day': msg`Next day`,
  cargo: msg`Cargo`,
};

interface ServiceOption {
  /** The setting's key: 'jne:REG'. */
  key: string;
  code: string;
  kind?: CourierServiceKind;
}

/** A courier's services as the rules list them, then the saved ones they do not. */
function optionsOf(courier: ShippingCourier, saved: readonly string[]): ServiceOption[] {
  const listed = COURIER_SERVICE_CHOICES[courier].map(({ code, kind }) => ({
    key: courierServiceKey(courier, code),
    code,
    kind,
  }));
  const prefix = courierServiceKey(courier, '');
  const others = saved
    .filter((key) => key.startsWith(prefix) && !listed.some((option) => option.key === key))
    .map((key) => ({ key, code: key.slice(prefix.length) }));
  return [...listed, ...others];
}

/**
 * The chosen services in the order staff read them (couriers, then each one's services as listed), whatever order
 * they were ticked in.
 */
export function inListOrder(chosen: readonly string[]): string[] {
  const ordered = SHIPPING_COURIERS.flatMap((courier) =>
    optionsOf(courier, chosen)
      .map((option) => option.key)
      .filter((key) => chosen.includes(key)),
  );
  return [...ordered, ...chosen.filter((key) => !ordered.includes(key))];
}

export function FreeShippingServicesField({ name }: { name: string }) {
  const { t, i18n } = useLingui();
  const { input, meta } = useField<string[]>(name);
  const chosen = input.value || [];
  const error = fieldError(meta);

  const toggle = (key: string, on: boolean) => {
    input.onChange(on ? [...chosen.filter((other) => other !== key), key] : chosen.filter((k) => k !== key));
    input.onBlur();
  };

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t`Services it covers`}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        {t`From the threshold the ticked services ship free; a courier's other services cost the shopper the difference, and a courier with none ticked charges in full.`}
      </Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {SHIPPING_COURIERS.map((courier) => (
          <Fieldset.Root key={courier} data-testid={`free-shipping-services-${courier}`}>
            <Fieldset.Legend fontSize="sm">{SHIPPING_COURIER_NAMES[courier]}</Fieldset.Legend>
            <Stack gap="0">
              {optionsOf(courier, chosen).map((option) => (
                <Checkbox.Root
                  key={option.key}
                  checked={chosen.includes(option.key)}
                  onCheckedChange={(details) => toggle(option.key, details.checked === true)}
                  minH="10"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {/* Read out with its courier: several couriers have a REG. */}
                    <VisuallyHidden>{`${SHIPPING_COURIER_NAMES[courier]} `}</VisuallyHidden>
                    {option.kind ? `${option.code} · ${i18n._(KIND_TEXT[option.kind])}` : option.code}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        ))}
      </SimpleGrid>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
