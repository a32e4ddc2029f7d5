// The settings' Payment tab (issue 23): which payment methods the payment page offers — Midtrans Snap's
// enabled_payments, and the sandbox page's choice — by their proper names (QRIS, GoPay, BCA Virtual Account, …)
// from the shop rules. At least one; the server keeps them in the shop's order, and every method until staff save.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_METHODS, type PaymentMethod } from '@lemari/shop/rules';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { graphql } from '@/generated/gql';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const PaymentMethodsFormFragment = graphql(`
  fragment PaymentMethodsForm_setting on PaymentMethodsSetting {
    enabled
  }
`);

export const PaymentMethodsSettingQuery = graphql(`
  query PaymentMethodsSetting {
    paymentMethodsSetting {
      ...PaymentMethodsForm_setting
    }
  }
`);

export const UpdatePaymentMethodsSettingMutation = graphql(`
  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {
    updatePaymentMethodsSetting(enabled: $enabled) {
      ...PaymentMethodsForm_setting
    }
  }
`);

interface Values {
  enabled: string[];
}

/**
 * The two labels that are words rather than names, in the reader's language; the others (QRIS, GoPay, BCA Virtual
 * Account, Indomaret, …) are names that read the same in both.
 */
const WORDS: Partial<Record<PaymentMethod, MessageDescriptor>> = {
  credit_card: msg`Credit or debit card`,
  other_va: msg`Other bank transfer`,
};

export function PaymentMethodsCard() {
  const { t, i18n } = useLingui();
  const options = PAYMENT_METHODS.map((method) => {
    const words = WORDS[method];
    return { value: method, label: words ? i18n._(words) : paymentMethodLabel(method) };
  });
  // The storefront offers exactly what is chosen here (it leaves none out by itself): at least one.
  const validate = (value: string[] | undefined) =>
    !value || value.length === 0 ? t`Choose at least one payment method` : undefined;
  const form = useSettingForm({
    fragment: PaymentMethodsFormFragment,
    query: PaymentMethodsSettingQuery,
    read: (data) => data.paymentMethodsSetting,
    mutation: UpdatePaymentMethodsSettingMutation,
    written: (data) => ({ paymentMethodsSetting: data.updatePaymentMethodsSetting }),
    values: (setting): Values => ({ enabled: [...setting.enabled] }),
    input: (values) => ({ enabled: values.enabled }),
  });

  return (
    <SettingCard<Values>
      id="payment-methods-heading"
      heading={t`Payment methods`}
      what={t`payment methods`}
      description={t`The ways to pay the payment page offers a customer. Orders placed from now on offer only these; orders already placed keep the methods they were given.`}
      form={form}
    >
      <CheckboxGroupField
        name="enabled"
        label={t`Offered on the payment page`}
        options={options}
        columns={{ base: 1, md: 2 }}
        validate={validate}
      />
    </SettingCard>
  );
}
