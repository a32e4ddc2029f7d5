// The settings' Shipping tab: free shipping on or off, the goods' subtotal from which it applies, and the couriers'
// services it covers. The server holds the rule (>=, at the quote, checkout and the cashier) and its bounds (on,
// it covers some service); a refusal shows on its field.
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { SwitchField } from '@/components/form/switch-field';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { FreeShippingServicesField, inListOrder } from './free-shipping-services-field';
import { SettingCard } from './setting-card';

export const FreeShippingSettingQuery = graphql(`
  query FreeShippingSetting {
    freeShipping {
      enabled
      threshold
      services
    }
  }
`);

export const UpdateFreeShippingMutation = graphql(`
  mutation UpdateFreeShipping($input: FreeShippingInput!) {
    updateFreeShipping(input: $input) {
      enabled
      threshold
      services
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

const FIELDS = ['enabled', 'threshold', 'services'] as const;

/** The widgets' placeholder for the threshold, the same in every language (a value, not a message's placeholder). */
const WIDGET_TOKEN = '{freeShippingThreshold}';

export function FreeShippingCard() {
  const { t } = useLingui();
  const setting = useQuery(FreeShippingSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateFreeShippingMutation);
  const current = setting.data?.freeShipping;
  // One object per answer: a new list every render would reset the form to it (final-form compares shallowly).
  const initialValues = useMemo(
    () =>
      current && {
        enabled: current.enabled,
        threshold: String(current.threshold),
        services: [...current.services],
      },
    [current],
  );

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: {
          input: {
            enabled: values.enabled,
            threshold: Number(values.threshold.trim()),
            services: inListOrder(values.services),
          },
        },
        // The storefront's hint reads the same field: the cache takes the saved setting.
        update(cache, { data }) {
          if (data)
            cache.writeQuery({
              query: FreeShippingSettingQuery,
              data: { freeShipping: data.updateFreeShipping },
            });
        },
      });
    } catch (error) {
      return submissionErrors(error, FIELDS);
    }
    toaster.success({ title: t`success update data` });
    return undefined;
  }

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
      load={setting}
      initialValues={initialValues}
      onSubmit={onSubmit}
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
