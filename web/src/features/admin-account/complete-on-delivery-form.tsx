// The settings' Orders tab (issue 23): whether a shipped order completes by itself once its parcel tracking says
// delivered, as if the customer had tapped 'Pesanan diterima'. The server reads it at each tracking answer and at
// housekeeping's runs.
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { SwitchField } from '@/components/form/switch-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';

export const CompleteOnDeliverySettingQuery = graphql(`
  query CompleteOnDeliverySetting {
    completeOnDeliverySetting {
      enabled
    }
  }
`);

export const UpdateCompleteOnDeliveryMutation = graphql(`
  mutation UpdateCompleteOnDelivery($enabled: Boolean!) {
    updateCompleteOnDeliverySetting(enabled: $enabled) {
      enabled
    }
  }
`);

interface Values {
  enabled: boolean;
}

export function CompleteOnDeliveryCard() {
  const { t } = useLingui();
  const setting = useQuery(CompleteOnDeliverySettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateCompleteOnDeliveryMutation);
  const current = setting.data?.completeOnDeliverySetting;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: { enabled: values.enabled },
        update(cache, { data }) {
          if (data)
            cache.writeQuery({
              query: CompleteOnDeliverySettingQuery,
              data: { completeOnDeliverySetting: data.updateCompleteOnDeliverySetting },
            });
        },
      });
    } catch (error) {
      return submissionErrors(error, ['enabled']);
    }
    toaster.success({ title: t`success update data` });
    return undefined;
  }

  return (
    <SettingCard<Values>
      id="complete-on-delivery-heading"
      heading={t`Complete delivered orders`}
      what={t`delivery setting`}
      description={t`When the courier's tracking says a parcel was delivered, its order is completed by the shop, as if the customer had confirmed it arrived. Checked whenever someone opens the order's tracking, and every hour for the parcels on their way.`}
      load={setting}
      initialValues={current && { enabled: current.enabled }}
      onSubmit={onSubmit}
    >
      <SwitchField name="enabled" label={t`Complete an order when its parcel is delivered`} />
    </SettingCard>
  );
}
