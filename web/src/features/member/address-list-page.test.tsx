import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import {
  AddressListPage,
  DeleteAddressMutation,
  MemberAddressesQuery,
  SetDefaultAddressMutation,
} from './address-list-page';

function address(n: number, isDefault: boolean) {
  return {
    __typename: 'Address' as const,
    id: `address-${n}`,
    title: n === 1 ? 'Rumah' : 'Kantor',
    name: `Sari ${n}`,
    phone: `0812000000${n}`,
    address: `Jl. Malioboro ${n}`,
    subdistrictName: '',
    note: '',
    isDefault,
    districtName: 'Kota Yogyakarta',
    provinceName: 'DI Yogyakarta',
    postalCode: '55111',
  };
}

function list(items: ReturnType<typeof address>[]) {
  return mockQuery(
    MemberAddressesQuery,
    { page: { page: 1, limit: 10 } },
    {
      addresses: {
        __typename: 'AddressPage',
        items,
        paging: mockPaging(items.length),
      },
    },
  );
}

const renderList = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(
    <>
      <AddressListPage />
      <Toaster />
    </>,
    { route: '/address', mocks },
  );

const titles = () => screen.getAllByTestId('address-title').map((node) => node.textContent);

describe('AddressListPage', () => {
  it('shows each address with its details, Default on the default one, Edit links and Add New', async () => {
    renderList([list([address(1, true), address(2, false)])]);
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByText('Rumah')).toBeInTheDocument();
    expect(first.getByText('Sari 1')).toBeInTheDocument();
    expect(first.getByText('08120000001')).toBeInTheDocument();
    expect(first.getByTestId('address-address')).toHaveTextContent(
      /^Jl\. Malioboro 1, Kota Yogyakarta, DI Yogyakarta 55111$/,
    );
    expect(first.getByText('Default')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Set as Default' })).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/address/edit/address-1');

    const second = within(cards[1]!);
    expect(second.queryByText('Default')).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Set as Default' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute('href', '/address/add');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('sets another default after confirming; the list puts it first', async () => {
    const user = userEvent.setup();
    renderList([
      list([address(1, true), address(2, false)]),
      mockQuery(
        SetDefaultAddressMutation,
        { id: 'address-2' },
        { setDefaultAddress: { __typename: 'Address', id: 'address-2', isDefault: true } },
      ),
      list([address(2, true), address(1, false)]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Set as Default' }));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to set this address as default ?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('success set data')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Kantor', 'Rumah']));
    const cards = screen.getAllByTestId('address-card');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Set as Default' })).toBeInTheDocument();
  });

  it('deletes only after confirming', async () => {
    const user = userEvent.setup();
    renderList([
      list([address(1, true), address(2, false)]),
      mockQuery(
        DeleteAddressMutation,
        { id: 'address-2' },
        { deleteAddress: { __typename: 'Address', id: 'address-2' } },
      ),
      list([address(1, true)]),
    ]);
    const cards = await screen.findAllByTestId('address-card');

    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this address ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('address-card')).toHaveLength(2);

    await user.click(
      within(screen.getAllByTestId('address-card')[1]!).getByRole('button', { name: 'Delete' }),
    );
    dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('success delete data')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Rumah']));
  });

  it("says 'No data available.' without addresses", async () => {
    renderList([list([])]);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No data available.');
    expect(screen.getByRole('link', { name: 'Add New' })).toBeInTheDocument();
  });
});
