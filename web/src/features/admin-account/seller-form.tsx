// The settings' Invoice tab (issue 22): the seller every invoice names above the buyer — the shop's name, address,
// phone, e-mail and NPWP. Same pattern as free shipping: the server holds the rules (@lemari/shop/rules) and checks
// them again; a refusal shows on its field. An empty phone, e-mail or NPWP is left off the invoice.
import { Box } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { all, email, required } from '@/components/form/validators';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { SettingCard } from './setting-card';
import {
  NPWP_PATTERN,
  NPWP_RULE,
  SELLER_ADDRESS_MAX_LENGTH,
  SELLER_NAME_MAX_LENGTH,
  SELLER_PHONE_PATTERN,
  SELLER_PHONE_RULE,
} from '@lemari/shop/rules';

export const SellerSettingQuery = graphql(`
  query SellerSetting {
    seller {
      name
      address
      phone
      email
      npwp
    }
  }
`);

export const UpdateSellerMutation = graphql(`
  mutation UpdateSeller($input: SellerInput!) {
    updateSeller(input: $input) {
      name
      address
      phone
      email
      npwp
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

const FIELDS = ['name', 'address', 'phone', 'email', 'npwp'] as const;

/** A rule's sentence as a field's message: 'Must be …'. */
const sentence = (rule: string) => rule.charAt(0).toUpperCase() + rule.slice(1);

const matches = (pattern: string, rule: string) => {
  const regex = new RegExp(pattern, 'u');
  return (value: unknown): string | undefined =>
    typeof value === 'string' && !regex.test(value) ? sentence(rule) : undefined;
};

const longest = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.trim().length > max ? `At most ${max} characters` : undefined;

export function SellerCard() {
  const setting = useQuery(SellerSettingQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateSellerMutation);
  const current = setting.data?.seller;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await update({
        variables: {
          input: {
            name: values.name ?? '',
            address: values.address ?? '',
            phone: values.phone ?? '',
            email: values.email ?? '',
            npwp: values.npwp ?? '',
          },
        },
        // Every invoice reads the same field: the cache takes the saved seller.
        update(cache, { data }) {
          if (data) cache.writeQuery({ query: SellerSettingQuery, data: { seller: data.updateSeller } });
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
      id="seller-heading"
      heading="Invoice"
      what="invoice settings"
      description={
        'The seller every invoice names above the buyer, old orders’ invoices too. An empty phone, e-mail or ' +
        'NPWP is left off.'
      }
      load={setting}
      initialValues={current && { ...current }}
      onSubmit={onSubmit}
    >
      <TextField
        name="name"
        label="Shop name"
        required
        autoComplete="organization"
        validate={all(required('Shop name is required'), longest(SELLER_NAME_MAX_LENGTH))}
        helperText="As the invoice gives it, e.g. Lemari or PT Lemari Busana Nusantara."
      />
      <TextareaField
        name="address"
        label="Address"
        rows={3}
        autoComplete="street-address"
        validate={longest(SELLER_ADDRESS_MAX_LENGTH)}
        helperText="Street, kelurahan, kecamatan, city, province and postal code."
      />
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          validate={matches(SELLER_PHONE_PATTERN, SELLER_PHONE_RULE)}
          helperText="With its area code, e.g. (0274) 512345."
        />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" validate={email()} />
      </Box>
      <TextField
        name="npwp"
        label="NPWP"
        inputMode="numeric"
        validate={matches(NPWP_PATTERN, NPWP_RULE)}
        helperText="The shop's tax number: 15 digits as printed (01.234.567.8-541.000) or the 16-digit NPWP."
      />
    </SettingCard>
  );
}
