// The delivery-address fields (storefront.md §2, /address/add): Label Alamat, Nama Penerima, Nomor HP, Provinsi,
// Kota / Kabupaten (loaded for the chosen province; choosing another province clears it), Kecamatan and the postal
// code (which couriers need: a chosen city fills in its main one), Address and Catatan Kurir. Used inside a
// react-final-form <Form> by the address book, by checkout and by the cashier.
import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm, useFormState } from 'react-final-form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { all, phone, postalCode, required } from '@/components/form/validators';
import { graphql } from '@/generated/gql';
import { type AddressValues, cityLabel, EMPTY_ADDRESS } from '@/lib/address';
import { SUBDISTRICT_MAX_LENGTH } from '@lemari/shop/rules';

export const ProvincesQuery = graphql(`
  query Provinces {
    provinces {
      id
      province
    }
  }
`);

export const CitiesQuery = graphql(`
  query Cities($provinceID: ID!) {
    cities(provinceID: $provinceID) {
      id
      city
      type
      postalCode
    }
  }
`);

// The values live in lib/address (checkout's draft stores them too); the cashier takes them from here.
export type { AddressValues };
export { EMPTY_ADDRESS };

export const ADDRESS_FIELD_NAMES: readonly (keyof AddressValues)[] = [
  'title',
  'name',
  'phone',
  'provinceID',
  'districtID',
  'subdistrictName',
  'postalCode',
  'address',
  'note',
];

/** Field names inside the form; `prefix` nests them (checkout keeps the address under `address.`). */
export function AddressFields({ prefix = '', withTitle = true }: { prefix?: string; withTitle?: boolean }) {
  const { t } = useLingui();
  const form = useForm();
  const name = (field: keyof AddressValues) => `${prefix}${field}`;
  const { values } = useFormState({ subscription: { values: true } });
  const provinceID = String(readPath(values, name('provinceID')) ?? '');

  const provinces = useQuery(ProvincesQuery);
  const cities = useQuery(CitiesQuery, { variables: { provinceID }, skip: !provinceID });

  return (
    <Stack gap="4">
      {withTitle ? (
        <TextField
          name={name('title')}
          label={t`Address label`}
          placeholder={t`Home, Office…`}
          required
          validate={required()}
        />
      ) : null}
      <TextField
        name={name('name')}
        label={t`Recipient name`}
        autoComplete="name"
        required
        validate={required()}
      />
      <TextField
        name={name('phone')}
        label={t`Phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        helperText={t`08… or +628…, 10 to 13 digits`}
        required
        validate={all(required(), phone())}
      />
      {provinces.loading && !provinces.data ? (
        <Skeleton height="10" />
      ) : (
        <SelectField
          name={name('provinceID')}
          label={t`Province`}
          placeholder={t`Select a province`}
          required
          validate={required(msg`Choose a province`)}
          options={(provinces.data?.provinces ?? []).map((p) => ({ value: p.id, label: p.province }))}
          // Another province: the chosen city belongs to the old one.
          onValueChange={() => form.change(name('districtID'), '')}
          helperText={provinces.error ? provinces.error.message : undefined}
        />
      )}
      <SelectField
        name={name('districtID')}
        label={t`City / Regency`}
        placeholder={
          provinceID
            ? cities.loading
              ? t`Loading…`
              : t`Select a city / regency`
            : t`Select a province first`
        }
        required
        disabled={!provinceID || (cities.loading && !cities.data)}
        validate={required(msg`Choose a city`)}
        // With its type: a province may have a Kota and a Kabupaten of the same name (Kota / Kabupaten Bogor).
        options={(cities.data?.cities ?? []).map((c) => ({ value: c.id, label: cityLabel(c) }))}
        // Another city: its main postal code, which the shopper corrects when theirs differs.
        onValueChange={(cityID) =>
          form.change(
            name('postalCode'),
            cities.data?.cities.find((city) => city.id === cityID)?.postalCode ?? '',
          )
        }
        helperText={cities.error ? cities.error.message : undefined}
      />
      <TextField
        name={name('subdistrictName')}
        label={t`District (kecamatan)`}
        autoComplete="address-level3"
        maxLength={SUBDISTRICT_MAX_LENGTH}
        helperText={t`The district within the city, e.g. Gondomanan`}
      />
      <TextField
        name={name('postalCode')}
        label={t`Postal code`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        helperText={t`5 digits; the city's is filled in, change it if yours differs`}
        required
        validate={all(required(), postalCode())}
      />
      <TextareaField
        name={name('address')}
        label={t`Address`}
        autoComplete="street-address"
        required
        validate={required()}
      />
      <TextareaField name={name('note')} label={t`Courier note`} />
    </Stack>
  );
}

function readPath(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
}
