// The settings' Invoice tab (issue 22): the seller every invoice names above the buyer — the shop's name, address,
// phone, e-mail and NPWP. Same pattern as free shipping: the server holds the rules (@lemari/shop/rules) and checks
// them again; a refusal shows on its field. An empty phone, e-mail or NPWP is left off the invoice.
import { Box } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { all, email, required } from '@/components/form/validators';
import { graphql } from '@/generated/gql';
import { SettingCard } from './setting-card';
import { useSettingForm } from './use-setting-form';
import {
  NPWP_PATTERN,
  SELLER_ADDRESS_MAX_LENGTH,
  SELLER_NAME_MAX_LENGTH,
  SELLER_PHONE_PATTERN,
} from '@lemari/shop/rules';

/** What the form reads of the seller; its query and its mutation spread it. */
export const SellerFormFragment = graphql(`
  fragment SellerForm_seller on Seller {
    name
    address
    phone
    email
    npwp
  }
`);

export const SellerSettingQuery = graphql(`
  query SellerSetting {
    seller {
      ...SellerForm_seller
    }
  }
`);

export const UpdateSellerMutation = graphql(`
  mutation UpdateSeller($input: SellerInput!) {
    updateSeller(input: $input) {
      ...SellerForm_seller
    }
  }
`);

interface Values {
  name: string;
  address: string;
  phone: string;
  email: string;
  npwp: string;
}

const phonePattern = new RegExp(SELLER_PHONE_PATTERN, 'u');
const npwpPattern = new RegExp(NPWP_PATTERN, 'u');

/**
 * The shared rules' sentences (SELLER_PHONE_RULE, NPWP_RULE, capitalised: 'Must be …') as the catalogues hold them,
 * translated at render; seller-form.test.tsx checks that the English ones still read as the rules do.
 */
export const RULE_MESSAGES = {
  phone: msg`Must be a phone number with its area code: 8 to 15 digits, e.g. (0274) 512345, or empty`,
  npwp: msg`Must be an NPWP of 15 digits (01.234.567.8-541.000) or 16 digits, or empty`,
};

const matches = (regex: RegExp, message: string) => (value: unknown) =>
  typeof value === 'string' && !regex.test(value) ? message : undefined;

export function SellerCard() {
  const { t, i18n } = useLingui();
  const longest = (max: number) => (value: unknown) =>
    typeof value === 'string' && value.trim().length > max ? t`At most ${max} characters` : undefined;
  const form = useSettingForm({
    fragment: SellerFormFragment,
    query: SellerSettingQuery,
    read: (data) => data.seller,
    mutation: UpdateSellerMutation,
    // Every invoice reads the same field: the cache takes the saved seller.
    written: (data) => ({ seller: data.updateSeller }),
    values: (seller): Values => ({ ...seller }),
    input: (values) => ({
      input: {
        name: values.name ?? '',
        address: values.address ?? '',
        phone: values.phone ?? '',
        email: values.email ?? '',
        npwp: values.npwp ?? '',
      },
    }),
  });

  return (
    <SettingCard<Values>
      id="seller-heading"
      heading={t`Invoice`}
      what={t`invoice settings`}
      description={t`The seller every invoice names above the buyer, old orders’ invoices too. An empty phone, e-mail or NPWP is left off.`}
      form={form}
    >
      <TextField
        name="name"
        label={t`Shop name`}
        required
        autoComplete="organization"
        validate={all(required(t`Shop name is required`), longest(SELLER_NAME_MAX_LENGTH))}
        helperText={t`As the invoice gives it, e.g. Lemari or PT Lemari Busana Nusantara.`}
      />
      <TextareaField
        name="address"
        label={t`Address`}
        rows={3}
        autoComplete="street-address"
        validate={longest(SELLER_ADDRESS_MAX_LENGTH)}
        helperText={t`Street, kelurahan, kecamatan, city, province and postal code.`}
      />
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          name="phone"
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          validate={matches(phonePattern, i18n._(RULE_MESSAGES.phone))}
          helperText={t`With its area code, e.g. (0274) 512345.`}
        />
        <TextField name="email" label={t`E-mail`} type="email" autoComplete="email" validate={email()} />
      </Box>
      <TextField
        name="npwp"
        // eslint-disable-next-line no-restricted-syntax -- the tax number's name, the same in every language
        label="NPWP"
        inputMode="numeric"
        validate={matches(npwpPattern, i18n._(RULE_MESSAGES.npwp))}
        helperText={t`The shop's tax number: 15 digits as printed (01.234.567.8-541.000) or the 16-digit NPWP.`}
      />
    </SettingCard>
  );
}
