// The settings' Stock tab (issue 21): the low-stock threshold — active variants with at most this many pieces are
// marked low on the product list and listed on the dashboard's Low stock card. Same pattern as free shipping: the
// server holds the rule and its bounds; a refusal shows on its field.
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { currentLocale } from '@/lib/i18n';
import { SettingCard } from './setting-card';
import { MAX_LOW_STOCK_THRESHOLD } from '@lemari/shop/rules';

export const LowStockSettingQuery = graphql(`
  query LowStockSetting {
    lowStockSetting {
      threshold
    }
  }
`);

export const UpdateLowStockSettingMutation = graphql(`
  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {
    updateLowStockSetting(input: $input) {
      threshold
    }
  }
`);

interface Values {
  /** Typed as text; sent as a number. */
  threshold: string;
}

const FIELDS = ['threshold'] as const;

export function LowStockSettingCard() {
  const { t } = useLingui();
  const setting = useQuery(LowStockSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateLowStockSettingMutation);
  const current = setting.data?.lowStockSetting;
  const max = MAX_LOW_STOCK_THRESHOLD.toLocaleString(currentLocale());

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { input: { threshold: Number(values.threshold.trim()) } },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: LowStockSettingQuery,
            data: { lowStockSetting: data.updateLowStockSetting },
          });
          // The dashboard's card and the product list's marks follow the threshold: asked afresh next time.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'lowStockVariants' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminProducts' });
          cache.gc();
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
      id="low-stock-heading"
      heading={t`Low stock`}
      what={t`stock settings`}
      description={t`A colour and size on sale with this many pieces or fewer is low on stock: the dashboard lists it in its Low stock card, and the product list marks its product (and filters by it).`}
      load={setting}
      initialValues={current && { threshold: String(current.threshold) }}
      onSubmit={onSubmit}
    >
      <WholeNumberField
        name="threshold"
        label={t`Low-stock threshold`}
        unit={t`pieces`}
        max={MAX_LOW_STOCK_THRESHOLD}
        helperText={t`A whole number from 0 to ${max}; 0 marks only what is sold out.`}
      />
    </SettingCard>
  );
}
