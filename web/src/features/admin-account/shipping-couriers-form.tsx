// The settings' Shipping tab, second card (issue 23): the couriers the shop offers at checkout — JNE, J&T Express,
// SiCepat, POS Indonesia and TIKI, at least one. The shopper's shipment step and the cashier quote these; checkout
// takes no other. Same pattern as free shipping: the server holds the rule; a refusal shows on the field.
import { Box } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SHIPPING_COURIER_NAMES, SHIPPING_COURIERS } from '@lemari/shop/rules';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { graphql } from '@/generated/gql';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';

/** What the form reads of the setting; its query and its mutation spread it. */
export const ShippingCouriersFormFragment = graphql(`
  fragment ShippingCouriersForm_setting on ShippingCouriers {
    couriers
  }
`);

export const ShippingCouriersQuery = graphql(`
  query ShippingCouriers {
    shippingCouriers {
      ...ShippingCouriersForm_setting
    }
  }
`);

export const UpdateShippingCouriersMutation = graphql(`
  mutation UpdateShippingCouriers($input: ShippingCouriersInput!) {
    updateShippingCouriers(input: $input) {
      ...ShippingCouriersForm_setting
    }
  }
`);

interface Values {
  couriers: string[];
}

const OPTIONS = SHIPPING_COURIERS.map((code) => ({ value: code, label: SHIPPING_COURIER_NAMES[code] }));

/** At least one courier: a shop with none could not ship. */
export const NO_COURIER_TEXT = msg`Choose at least one courier`;
const atLeastOne = (value: string[] | undefined) => (value && value.length > 0 ? undefined : NO_COURIER_TEXT);

export function ShippingCouriersCard() {
  const { t } = useLingui();
  const form = useSettingForm({
    fragment: ShippingCouriersFormFragment,
    query: ShippingCouriersQuery,
    read: (data) => data.shippingCouriers,
    mutation: UpdateShippingCouriersMutation,
    written: (data) => ({ shippingCouriers: data.updateShippingCouriers }),
    // Rates kept for "the offered couriers" are asked afresh.
    stale: ['shippingCost'],
    values: (setting): Values => ({ couriers: [...setting.couriers] }),
    // In the order shoppers see them, whatever order they were ticked in.
    input: (values) => ({
      input: { couriers: SHIPPING_COURIERS.filter((code) => values.couriers.includes(code)) },
    }),
  });

  return (
    <Box mt="6">
      <SettingCard<Values>
        id="shipping-couriers-heading"
        heading={t`Couriers`}
        what={t`Couriers`}
        description={t`The couriers shoppers and the cashier choose from.`}
        form={form}
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
