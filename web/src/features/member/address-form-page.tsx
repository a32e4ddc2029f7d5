// /address/add and /address/edit/:id (storefront.md §2): the address fields (Label Alamat, Nama Penerima, Nomor
// HP, Provinsi, Kota / Kabupaten, Kecamatan, postal code, Address, Catatan Kurir), Back and Save. The server checks everything again; its
// complaints show on the field they name (and above the buttons). Saved: 'success add new data' or 'success
// update data', back to the list.
import { Button, Card, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'react-final-form';
import { useNavigate, useParams } from 'react-router';
import { ADDRESS_FIELD_NAMES, AddressFields } from '@/components/address-fields';
import { FOCUS_FIRST_ERROR } from '@/components/form/focus-first-error';
import { FormError } from '@/components/form/form-error';
import { NotFoundState } from '@/components/not-found-state';
import { QueryState } from '@/components/query-state';
import { toaster } from '@/components/toaster';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { type AddressValues, EMPTY_ADDRESS } from '@/lib/address';
import { errorCode } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

/** A stored address as the form edits it: lib/address's AddressValues. */
export const AddressFormFragment = graphql(`
  fragment AddressForm_address on Address {
    title
    name
    phone
    address
    note
    provinceID
    districtID
    subdistrictName
    postalCode
  }
`);

export const MemberAddressQuery = graphql(`
  query MemberAddress($id: ID!) {
    address(id: $id) {
      id
      ...AddressForm_address
    }
  }
`);

export const CreateAddressMutation = graphql(`
  mutation CreateAddress($input: CreateAddressInput!) {
    createAddress(input: $input) {
      id
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: UpdateAddressInput!) {
    updateAddress(id: $id, input: $input) {
      id
      ...AddressForm_address
      districtName
      provinceName
    }
  }
`);

/** The lists that show addresses are read afresh after a change (order, default, count may all move). */
function forgetAddressLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'addresses' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'defaultAddress' });
  cache.gc();
}

/** The form's values for a stored address. */
function valuesOf(ref: FragmentType<typeof AddressFormFragment>): AddressValues {
  const { title, name, phone, address, note, provinceID, districtID, subdistrictName, postalCode } =
    getFragmentData(AddressFormFragment, ref);
  return { title, name, phone, address, note, provinceID, districtID, subdistrictName, postalCode };
}

/** What createAddress and updateAddress receive. */
function inputOf(values: AddressValues) {
  return {
    title: values.title.trim(),
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    note: values.note.trim(),
    provinceID: values.provinceID,
    // The spec's code and districtID both name the city; the kecamatan is typed (no subdistrict id).
    districtID: values.districtID,
    subdistrictName: values.subdistrictName.trim(),
    postalCode: values.postalCode.trim(),
  };
}

export function AddressFormPage() {
  const { id } = useParams();
  return id ? <EditAddress id={id} /> : <AddressForm initialValues={EMPTY_ADDRESS} />;
}

function EditAddress({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MemberAddressQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const { t } = useLingui();
  const unknown = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';
  const address = data?.address;
  return (
    <QueryState
      data={address ?? (unknown ? null : undefined)}
      loading={loading}
      error={unknown ? undefined : error}
      onRetry={() => void refetch()}
      empty={
        <NotFoundState
          title={t`Address not found`}
          backTo={paths.addresses}
          backLabel={t`Back to my addresses`}
        />
      }
      skeleton={<FormSkeleton />}
    >
      {(found) => <AddressForm id={found.id} initialValues={valuesOf(found)} />}
    </QueryState>
  );
}

function AddressForm({ id, initialValues }: { id?: string; initialValues: AddressValues }) {
  const editing = id !== undefined;
  const { t } = useLingui();
  const title = editing ? t`Edit Address` : t`Add Address`;
  usePageTitle(title);
  const navigate = useNavigate();
  const [createAddress] = useMutation(CreateAddressMutation, { update: forgetAddressLists });
  const [updateAddress] = useMutation(UpdateAddressMutation, { update: forgetAddressLists });

  const onSubmit = async (values: AddressValues) => {
    try {
      if (editing) await updateAddress({ variables: { id, input: inputOf(values) } });
      else await createAddress({ variables: { input: inputOf(values) } });
    } catch (error) {
      return submissionErrors(error, ADDRESS_FIELD_NAMES);
    }
    toaster.success({ title: editing ? t`success update data` : t`success add new data` });
    await navigate(paths.addresses);
    return undefined;
  };

  return (
    <Stack gap="5" maxW="2xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Form<AddressValues> onSubmit={onSubmit} initialValues={initialValues} decorators={FOCUS_FIRST_ERROR}>
        {({ handleSubmit, submitting }) => (
          <Card.Root variant="outline" asChild>
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
              <Card.Body gap="5">
                <AddressFields />
                <FormError />
                <HStack gap="3" justify="end">
                  <Button
                    type="button"
                    variant="outline"
                    minH="10"
                    onClick={() => void navigate(paths.addresses)}
                  >
                    <Trans>Back</Trans>
                  </Button>
                  <Button type="submit" minH="10" loading={submitting}>
                    <Trans>Save</Trans>
                  </Button>
                </HStack>
              </Card.Body>
            </form>
          </Card.Root>
        )}
      </Form>
    </Stack>
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="4" maxW="2xl" aria-busy="true" aria-label={t`Loading the address`}>
      <Skeleton height="8" width="50%" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height="10" />
      ))}
    </Stack>
  );
}
