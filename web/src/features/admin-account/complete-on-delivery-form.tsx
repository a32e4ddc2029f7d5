// The settings' Orders tab (issue 23): whether a shipped order completes by itself once its parcel tracking says
// delivered, as if the customer had tapped 'Pesanan diterima'. The server reads it at each tracking answer and at
// housekeeping's runs.
import { useLingui } from '@lingui/react/macro';
import { SwitchField } from '@/components/form/switch-field';
import { graphql } from '@/generated/gql';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const CompleteOnDeliveryFormFragment = graphql(`
  fragment CompleteOnDeliveryForm_setting on CompleteOnDeliverySetting {
    enabled
  }
`);

export const CompleteOnDeliverySettingQuery = graphql(`
  query CompleteOnDeliverySetting {
    completeOnDeliverySetting {
      ...CompleteOnDeliveryForm_setting
    }
  }
`);

export const UpdateCompleteOnDeliveryMutation = graphql(`
  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {
    updateCompleteOnDeliverySetting(enabled: $enabled) {
      ...CompleteOnDeliveryForm_setting
    }
  }
`);

interface Values {
  enabled: boolean;
}

export function CompleteOnDeliveryCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: CompleteOnDeliveryFormFragment,
    query: CompleteOnDeliverySettingQuery,
    read: (data) => data.completeOnDeliverySetting,
    mutation: UpdateCompleteOnDeliveryMutation,
    written: (data) => ({ completeOnDeliverySetting: data.updateCompleteOnDeliverySetting }),
    values: (setting): Values => ({ enabled: setting.enabled }),
    input: (values) => ({ enabled: values.enabled }),
  });

  return (
    <SettingCard<Values>
      id="complete-on-delivery-heading"
      heading={t`Complete delivered orders`}
      what={t`delivery setting`}
      description={t`When the courier's tracking says a parcel was delivered, its order is completed by the shop, as if the customer had confirmed it arrived. Checked whenever someone opens the order's tracking, and every hour for the parcels on their way.`}
      form={form}
    >
      <SwitchField name="enabled" label={t`Complete an order when its parcel is delivered`} />
    </SettingCard>
  );
}
