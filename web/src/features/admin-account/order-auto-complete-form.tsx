// The settings' Orders tab (issue 22): the days after its parcel left when a shipped order the customer did not
// confirm ("Pesanan diterima") completes by itself. The server holds the bounds (1 to 60) and the default
// (ORDER_AUTO_COMPLETE_DAYS, 7, until staff save one); a refusal shows on the field.
import { useLingui } from '@lingui/react/macro';
import { MAX_ORDER_AUTO_COMPLETE_DAYS, MIN_ORDER_AUTO_COMPLETE_DAYS } from '@lemari/shop/rules';
import { WholeNumberField } from '@/components/form/whole-number-field';
import { graphql } from '@/generated/gql';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const OrderAutoCompleteFormFragment = graphql(`
  fragment OrderAutoCompleteForm_setting on OrderAutoCompleteSetting {
    days
  }
`);

export const OrderAutoCompleteSettingQuery = graphql(`
  query OrderAutoCompleteSetting {
    orderAutoCompleteSetting {
      ...OrderAutoCompleteForm_setting
    }
  }
`);

export const UpdateOrderAutoCompleteSettingMutation = graphql(`
  mutation UpdateOrderAutoCompleteSetting($days: Int!) {
    updateOrderAutoCompleteSetting(days: $days) {
      ...OrderAutoCompleteForm_setting
    }
  }
`);

interface Values {
  /** Typed as text; sent as a number. */
  days: string;
}

export function OrderAutoCompleteCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: OrderAutoCompleteFormFragment,
    query: OrderAutoCompleteSettingQuery,
    read: (data) => data.orderAutoCompleteSetting,
    mutation: UpdateOrderAutoCompleteSettingMutation,
    written: (data) => ({ orderAutoCompleteSetting: data.updateOrderAutoCompleteSetting }),
    values: (setting): Values => ({ days: String(setting.days) }),
    input: (values) => ({ days: Number(values.days.trim()) }),
  });
  const min = MIN_ORDER_AUTO_COMPLETE_DAYS;
  const max = MAX_ORDER_AUTO_COMPLETE_DAYS;

  return (
    <SettingCard<Values>
      id="order-auto-complete-heading"
      heading={t`Completing shipped orders`}
      what={t`order settings`}
      description={t`A shipped order whose customer has not said it arrived ("Pesanan diterima") completes by itself this many days after its parcel left (the day staff gave its resi number).`}
      form={form}
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
