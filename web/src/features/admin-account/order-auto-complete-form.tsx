// The settings' Orders tab (issue 22): the days after its parcel left when a shipped order the customer did not
// confirm ("Pesanan diterima") completes by itself. The server holds the bounds (1 to 60) and the default
// (ORDER_AUTO_COMPLETE_DAYS, 7, until staff save one); a refusal shows on the field.
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { MAX_ORDER_AUTO_COMPLETE_DAYS, MIN_ORDER_AUTO_COMPLETE_DAYS } from '@lemari/shop/rules';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';

export const OrderAutoCompleteSettingQuery = graphql(`
  query OrderAutoCompleteSetting {
    orderAutoCompleteSetting {
      days
    }
  }
`);

export const UpdateOrderAutoCompleteSettingMutation = graphql(`
  mutation UpdateOrderAutoCompleteSetting($days: Int!) {
    updateOrderAutoCompleteSetting(days: $days) {
      days
    }
  }
`);

interface Values {
  /** Typed as text; sent as a number. */
  days: string;
}

const FIELDS = ['days'] as const;

export function OrderAutoCompleteCard() {
  const { t } = useLingui();
  const setting = useQuery(OrderAutoCompleteSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateOrderAutoCompleteSettingMutation);
  const current = setting.data?.orderAutoCompleteSetting;
  const min = MIN_ORDER_AUTO_COMPLETE_DAYS;
  const max = MAX_ORDER_AUTO_COMPLETE_DAYS;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { days: Number(values.days.trim()) },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: OrderAutoCompleteSettingQuery,
            data: { orderAutoCompleteSetting: data.updateOrderAutoCompleteSetting },
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
      id="order-auto-complete-heading"
      heading={t`Completing shipped orders`}
      what={t`order settings`}
      description={t`A shipped order whose customer has not said it arrived ("Pesanan diterima") completes by itself this many days after its parcel left (the day staff gave its resi number).`}
      load={setting}
      initialValues={current && { days: String(current.days) }}
      onSubmit={onSubmit}
    >
      <WholeNumberField
        name="days"
        label={t`Complete after`}
        unit={t`days`}
        min={MIN_ORDER_AUTO_COMPLETE_DAYS}
        max={MAX_ORDER_AUTO_COMPLETE_DAYS}
        helperText={t`A whole number of days from ${min} to ${max}.`}
      />
    </SettingCard>
  );
}
