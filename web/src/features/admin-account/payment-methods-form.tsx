// The settings' Payment tab (issue 23): which payment methods the payment page offers — Midtrans Snap's
// enabled_payments, and the sandbox page's choice — by their proper names (QRIS, GoPay, BCA Virtual Account, …)
// from the shop rules. At least one; the server keeps them in the shop's order, and every method until staff save.
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@lemari/shop/rules';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
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

const OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

const atLeastOne = (value: string[] | undefined) =>
  value && value.length > 0 ? undefined : 'Choose at least one payment method';

export function PaymentMethodsCard() {
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
    toaster.success({ title: 'success update data' });
    return undefined;
  }

  return (
    <SettingCard<Values>
      id="payment-methods-heading"
      heading="Payment methods"
      what="payment methods"
      description={
        'The ways to pay the payment page offers a customer. Orders placed from now on offer only these; ' +
        'orders already placed keep the methods they were given.'
      }
      load={setting}
      initialValues={current && { enabled: [...current.enabled] }}
      onSubmit={onSubmit}
    >
      <CheckboxGroupField
        name="enabled"
        label="Offered on the payment page"
        options={OPTIONS}
        columns={{ base: 1, md: 2 }}
        validate={atLeastOne}
      />
    </SettingCard>
  );
}
