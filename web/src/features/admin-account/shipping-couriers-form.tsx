// The settings' Shipping tab, second card (issue 23): the couriers the shop offers at checkout — JNE, J&T Express,
// SiCepat, POS Indonesia and TIKI, at least one. The shopper's shipment step and the cashier quote these; checkout
// takes no other. Same pattern as free shipping: the server holds the rule; a refusal shows on the field.
import { Box } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { SHIPPING_COURIER_NAMES, SHIPPING_COURIERS } from '@lemari/shop/rules';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';

export const ShippingCouriersQuery = graphql(`
  query ShippingCouriers {
    shippingCouriers {
      couriers
    }
  }
`);

export const UpdateShippingCouriersMutation = graphql(`
  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {
    updateShippingCouriers(input: $input) {
      couriers
    }
  }
`);

interface Values {
  couriers: string[];
}

const FIELDS = ['couriers'] as const;
const OPTIONS = SHIPPING_COURIERS.map((code) => ({ value: code, label: SHIPPING_COURIER_NAMES[code] }));

/** At least one courier: a shop with none could not ship. */
export const NO_COURIER_TEXT = msg`Choose at least one courier`;
const atLeastOne = (value: string[] | undefined) => (value && value.length > 0 ? undefined : NO_COURIER_TEXT);

export function ShippingCouriersCard() {
  const { t } = useLingui();
  const setting = useQuery(ShippingCouriersQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateShippingCouriersMutation);
  const current = setting.data?.shippingCouriers;
  // One object per answer: a new list every render would reset the form to it (final-form compares shallowly).
  const initialValues = useMemo(() => current && { couriers: [...current.couriers] }, [current]);

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        // In the order shoppers see them, whatever order they were ticked in.
        variables: {
          input: { couriers: SHIPPING_COURIERS.filter((code) => values.couriers.includes(code)) },
        },
        update(cache, { data }) {
          if (!data) return;
          cache.writeQuery({
            query: ShippingCouriersQuery,
            data: { shippingCouriers: data.updateShippingCouriers },
          });
          // Rates kept for "the offered couriers" are asked afresh.
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'shippingCost' });
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
    <Box mt="6">
      <SettingCard<Values>
        id="shipping-couriers-heading"
        heading={t`Couriers`}
        what={t`Couriers`}
        description={t`The couriers shoppers and the cashier choose from.`}
        load={setting}
        initialValues={initialValues}
        onSubmit={onSubmit}
      >
        <CheckboxGroupField
          name="couriers"
          label={t`Couriers`}
          options={OPTIONS}
          columns={{ base: 1, md: 3 }}
          validate={atLeastOne}
        />
      </SettingCard>
    </Box>
  );
}
