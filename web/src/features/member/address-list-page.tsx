// /address: the member's delivery addresses, 10 per page, the default first (storefront.md §2): 'Add New', and on
// each card Edit, Delete and — on the others — 'Set as Default', both after a confirmation.
import { Badge, Button, Card, HStack, SkeletonText, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import { addressLine } from '@/components/address-line';
import { useConfirm } from '@/components/confirm-dialog';
import { stateOf } from '@/components/query-state';
import { toaster } from '@/components/toaster';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';
import { MemberList, MemberPage } from './member-page';

export const AddressCardFragment = graphql(`
  fragment AddressCard_address on Address {
    id
    title
    name
    phone
    note
    isDefault
    ...AddressLine_address
  }
`);

export const MemberAddressesQuery = graphql(`
  query MemberAddresses($page: PageInput) {
    addresses(page: $page) {
      items {
        id
        ...AddressCard_address
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      id
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
      isDefault
    }
  }
`);

export const DELETE_QUESTION = msg`Are you sure you want to delete this address ?`;
export const DEFAULT_QUESTION = msg`Are you sure you want to set this address as default ?`;

export function AddressListPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { page, setPage } = useListParams();
  const confirm = useConfirm();
  const addresses = useQuery(MemberAddressesQuery, {
    variables: { page: { page, limit: PAGE_SIZE.addresses } },
  });
  // Both change more than the one card (another default, the order, the count): the list is read again, and
  // the cached default address (checkout's) is forgotten.
  const [deleteAddress] = useMutation(DeleteAddressMutation, {
    refetchQueries: [MemberAddressesQuery],
    awaitRefetchQueries: true,
    update(cache, { data }) {
      if (data?.deleteAddress) cache.evict({ id: cache.identify(data.deleteAddress) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'defaultAddress' });
    },
  });
  const [setDefault] = useMutation(SetDefaultAddressMutation, {
    refetchQueries: [MemberAddressesQuery],
    awaitRefetchQueries: true,
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'defaultAddress' });
    },
  });
  const [busy, setBusy] = useState<string | null>(null);
  // Back where the member came from; opened directly (no history in the app), to the member area's start.
  const back = () =>
    void ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.orderList));

  const run = async (id: string, question: string, change: () => Promise<unknown>, success: string) => {
    if (!(await confirm.ask(question))) return;
    setBusy(id);
    try {
      await change();
      toaster.success({ title: success });
    } catch (failure) {
      toaster.error({ title: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  };

  const onDelete = (id: string) =>
    run(id, i18n._(DELETE_QUESTION), () => deleteAddress({ variables: { id } }), t`success delete data`);
  const onSetDefault = (id: string) =>
    run(id, i18n._(DEFAULT_QUESTION), () => setDefault({ variables: { id } }), t`success set data`);

  return (
    <MemberPage
      title={t`Address List`}
      actions={
        <Button asChild minH="10">
          <RouterLink to={paths.addressAdd}>
            <Trans>Add New</Trans>
          </RouterLink>
        </Button>
      }
    >
      <MemberList
        list={stateOf(addresses, (data) => data.addresses)}
        placeholder={
          <Card.Root variant="outline" size="sm">
            <Card.Body>
              <SkeletonText noOfLines={4} />
            </Card.Body>
          </Card.Root>
        }
        placeholders={3}
        loadingLabel={t`Loading addresses`}
        onPageChange={setPage}
      >
        {(item) => (
          <AddressCard
            key={item.id}
            address={item}
            busy={busy === item.id}
            onDelete={() => void onDelete(item.id)}
            onSetDefault={() => void onSetDefault(item.id)}
          />
        )}
      </MemberList>

      <Button variant="outline" alignSelf="start" minH="10" onClick={back}>
        <Trans>Back</Trans>
      </Button>
      {confirm.dialog}
    </MemberPage>
  );
}

interface AddressCardProps {
  address: FragmentType<typeof AddressCardFragment>;
  busy: boolean;
  onDelete: () => void;
  onSetDefault: () => void;
}

function AddressCard(props: AddressCardProps) {
  const address = getFragmentData(AddressCardFragment, props.address);
  return (
    <Card.Root
      data-testid="address-card"
      variant="outline"
      size="sm"
      borderColor={address.isDefault ? 'brand.solid' : undefined}
    >
      <Card.Body gap="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="address-title">
            {address.title}
          </Text>
          {address.isDefault ? (
            <Badge colorPalette="brand" variant="solid" data-testid="address-default">
              <Trans>Default</Trans>
            </Badge>
          ) : null}
        </HStack>
        <Text>
          <Text as="span" data-testid="address-name">
            {address.name}
          </Text>
          {' · '}
          <Text as="span" data-testid="address-phone">
            {address.phone}
          </Text>
        </Text>
        <Text color="fg.muted" data-testid="address-address">
          {addressLine(address)}
        </Text>
        {address.note ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {address.note}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild variant="outline" size="sm" minH="10">
          <RouterLink to={generatePath(paths.addressEdit, { id: address.id })}>
            <Trans>Edit</Trans>
          </RouterLink>
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          size="sm"
          minH="10"
          disabled={props.busy}
          onClick={props.onDelete}
        >
          <Trans>Delete</Trans>
        </Button>
        {address.isDefault ? null : (
          <Button variant="subtle" size="sm" minH="10" disabled={props.busy} onClick={props.onSetDefault}>
            <Trans>Set as Default</Trans>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
