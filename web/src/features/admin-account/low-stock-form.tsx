// The settings' Stock tab (issue 21): the low-stock threshold — active variants with at most this many pieces are
// marked low on the product list and listed on the dashboard's Low stock card. Same pattern as free shipping: the
// server holds the rule and its bounds; a refusal shows on its field.
import { useLingui } from '@lingui/react/macro';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { graphql } from '@/generated/gql';
import { currentLocale } from '@/lib/i18n';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';
import { MAX_LOW_STOCK_THRESHOLD } from '@lemari/shop/rules';

/** What the form reads of the setting; its query and its mutation spread it. */
export const LowStockFormFragment = graphql(`
  fragment LowStockForm_setting on LowStockSetting {
    threshold
  }
`);

export const LowStockSettingQuery = graphql(`
  query LowStockSetting {
    lowStockSetting {
      ...LowStockForm_setting
    }
  }
`);

export const UpdateLowStockSettingMutation = graphql(`
  mutation UpdateLowStockSetting($input: LowStockSettingInput!) {
    updateLowStockSetting(input: $input) {
      ...LowStockForm_setting
    }
  }
`);

interface Values {
  /** Typed as text; sent as a number. */
  threshold: string;
}

export function LowStockSettingCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: LowStockFormFragment,
    query: LowStockSettingQuery,
    read: (data) => data.lowStockSetting,
    mutation: UpdateLowStockSettingMutation,
    written: (data) => ({ lowStockSetting: data.updateLowStockSetting }),
    // The dashboard's card and the product list's marks follow the threshold: asked afresh next time.
    stale: ['lowStockVariants', 'adminProducts'],
    values: (setting): Values => ({ threshold: String(setting.threshold) }),
    input: (values) => ({ input: { threshold: Number(values.threshold.trim()) } }),
  });
  const max = MAX_LOW_STOCK_THRESHOLD.toLocaleString(currentLocale());

  return (
    <SettingCard<Values>
      id="low-stock-heading"
      heading={t`Low stock`}
      what={t`stock settings`}
      description={t`A colour and size on sale with this many pieces or fewer is low on stock: the dashboard lists it in its Low stock card, and the product list marks its product (and filters by it).`}
      form={form}
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
