// The settings' Shipping tab: free shipping on or off, and the goods' subtotal from which it applies. The server
// holds the rule (>=, at the quote, checkout and the cashier) and its bounds; a refusal shows on its field.
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { SwitchField } from '@/components/form/switch-field';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';

export const FreeShippingSettingQuery = graphql(`
  query FreeShippingSetting {
    freeShipping {
      enabled
      threshold
    }
  }
`);

export const UpdateFreeShippingMutation = graphql(`
  mutation UpdateFreeShipping($input: FreeShippingInput!) {
    updateFreeShipping(input: $input) {
      enabled
      threshold
    }
  }
`);

interface Values {
  enabled: boolean;
  /** Typed as text; sent as a number. */
  threshold: string;
}

const FIELDS = ['enabled', 'threshold'] as const;

/** The widgets' placeholder for the threshold, the same in every language (a value, not a message's placeholder). */
const WIDGET_TOKEN = '{freeShippingThreshold}';

export function FreeShippingCard() {
  const { t } = useLingui();
  const setting = useQuery(FreeShippingSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateFreeShippingMutation);
  const current = setting.data?.freeShipping;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { input: { enabled: values.enabled, threshold: Number(values.threshold.trim()) } },
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
      initialValues={current && { enabled: current.enabled, threshold: String(current.threshold) }}
      onSubmit={onSubmit}
    >
      <SwitchField name="enabled" label={t`Free shipping from the threshold`} />
      <WholeNumberField
        name="threshold"
        label={t`Threshold`}
        unit="Rp"
        helperText={t`A whole rupiah amount, e.g. 300.000. The cart's goods must reach it.`}
      />
    </SettingCard>
  );
}
