// The settings' Payment tab (issue 23): which payment methods the payment page offers — Midtrans Snap's
// enabled_payments, and the sandbox page's choice — by their proper names (QRIS, GoPay, BCA Virtual Account, …)
// from the shop rules. At least one; the server keeps them in the shop's order, and every method until staff save.
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { PAYMENT_METHODS, type PaymentMethod } from '@lemari/shop/rules';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { SettingCard } from './setting-card';

export const PaymentMethodsSettingQuery = graphql(`
  query PaymentMethodsSetting {
    paymentMethodsSetting {
      enabled
    }
  }
`);

export const UpdatePaymentMethodsSettingMutation = graphql(`
  mutation UpdatePaymentMethodsSetting($enabled: [String!]!) {
    updatePaymentMethodsSetting(enabled: $enabled) {
      enabled
    }
  }
`);

interface Values {
  enabled: string[];
}

const FIELDS = ['enabled'] as const;

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
  const setting = useQuery(PaymentMethodsSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdatePaymentMethodsSettingMutation);
  const current = setting.data?.paymentMethodsSetting;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { enabled: values.enabled },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: PaymentMethodsSettingQuery,
            data: { paymentMethodsSetting: data.updatePaymentMethodsSetting },
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
      id="payment-methods-heading"
      heading={t`Payment methods`}
      what={t`payment methods`}
      description={t`The ways to pay the payment page offers a customer. Orders placed from now on offer only these; orders already placed keep the methods they were given.`}
      load={setting}
      initialValues={current && { enabled: [...current.enabled] }}
      onSubmit={onSubmit}
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
