// The settings' Shipping tab: free shipping on or off, the goods' subtotal from which it applies, and the couriers'
// services it covers. The server holds the rule (>=, at the quote, checkout and the cashier) and its bounds (on,
// it covers some service); a refusal shows on its field.
import { Trans, useLingui } from '@lingui/react/macro';
import { SwitchField } from '@/components/form/switch-field';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { graphql } from '@/generated/gql';
import { FreeShippingServicesField, inListOrder } from './free-shipping-services-field';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const FreeShippingFormFragment = graphql(`
  fragment FreeShippingForm_setting on FreeShipping {
    enabled
    threshold
    services
  }
`);

export const FreeShippingSettingQuery = graphql(`
  query FreeShippingSetting {
    freeShipping {
      ...FreeShippingForm_setting
    }
  }
`);

export const UpdateFreeShippingMutation = graphql(`
  mutation UpdateFreeShipping($input: FreeShippingInput!) {
    updateFreeShipping(input: $input) {
      ...FreeShippingForm_setting
    }
  }
`);

interface Values {
  enabled: boolean;
  /** Typed as text; sent as a number. */
  threshold: string;
  /** 'courier:SERVICE' keys. */
  services: string[];
}

/** The widgets' placeholder for the threshold, the same in every language (a value, not a message's placeholder). */
const WIDGET_TOKEN = '{freeShippingThreshold}';

export function FreeShippingCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: FreeShippingFormFragment,
    query: FreeShippingSettingQuery,
    read: (data) => data.freeShipping,
    mutation: UpdateFreeShippingMutation,
    // The storefront's hint reads the same field: the cache takes the saved setting.
    written: (data) => ({ freeShipping: data.updateFreeShipping }),
    values: (setting): Values => ({
      enabled: setting.enabled,
      threshold: String(setting.threshold),
      services: [...setting.services],
    }),
    input: (values) => ({
      input: {
        enabled: values.enabled,
        threshold: Number(values.threshold.trim()),
        services: inListOrder(values.services),
      },
    }),
  });

  return (
    <SettingCard<Values>
      id="free-shipping-heading"
      heading={t`Free shipping`}
      what={t`shipping settings`}
      description={
        <Trans>
          Orders whose goods come to at least the threshold ship for free: the shipping rates, the checkout
          and the cashier charge Rp 0 for them. A widget whose text says {WIDGET_TOKEN} shows the threshold
          there, and is hidden while free shipping is off.
        </Trans>
      }
      form={form}
    >
      <SwitchField name="enabled" label={t`Free shipping from the threshold`} />
      <WholeNumberField
        name="threshold"
        label={t`Threshold`}
        unit="Rp"
        helperText={t`A whole rupiah amount, e.g. 300.000. The cart's goods must reach it.`}
      />
      <FreeShippingServicesField name="services" />
    </SettingCard>
  );
}
