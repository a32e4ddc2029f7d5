import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CitiesQuery, ProvincesQuery } from '@/components/address-fields';
import { toaster } from '@/components/toaster';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import {
  AddressFormPage,
  CreateAddressMutation,
  MemberAddressQuery,
  UpdateAddressMutation,
} from './address-form-page';

const provinces = mockQuery(
  ProvincesQuery,
  {},
  {
    provinces: [
      { __typename: 'Province', id: '5', province: 'DI Yogyakarta' },
      { __typename: 'Province', id: '9', province: 'Jawa Barat' },
    ],
  },
  Number.POSITIVE_INFINITY,
);

const city = (id: string, type: string, name: string, provinceID: string) => ({
  __typename: 'City' as const,
  id,
  city: name,
  type,
  postalCode: '55111',
  provinceID,
});

const cities = [
  mockQuery(
    CitiesQuery,
    { provinceID: '5' },
    { cities: [city('501', 'Kota', 'Yogyakarta', '5'), city('419', 'Kabupaten', 'Sleman', '5')] },
    Number.POSITIVE_INFINITY,
  ),
  mockQuery(
    CitiesQuery,
    { provinceID: '9' },
    { cities: [city('79', 'Kota', 'Bogor', '9'), city('78', 'Kabupaten', 'Bogor', '9')] },
    Number.POSITIVE_INFINITY,
  ),
];

const input = {
  title: 'Rumah',
  name: 'Sari Dewi',
  phone: '0812-3456-789',
  address: 'Jl. Pajajaran 1',
  note: 'Pagar hijau',
  provinceID: '9',
  districtID: '78',
  subdistrictName: 'Cibinong',
  // The chosen city's, filled in by the form.
  postalCode: '55111',
};

const created = { createAddress: { __typename: 'Address' as const, id: 'address-9' } };

function renderForm(mocks: MockLink.MockedResponse[], at = '/address/add') {
  return renderWithApp(<AddressFormPage />, {
    route: at.startsWith('/address/edit') ? '/address/edit/:id' : '/address/add',
    at,
    mocks,
  });
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// The page leaves for the list once saved; the app's one toaster outlives it, so the test watches the toaster.
const success = () => vi.spyOn(toaster, 'success');
afterEach(() => vi.restoreAllMocks());

describe('AddressFormPage', () => {
  it('adds an address: province then its cities (a new province clears the city), server errors on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const toasts = success();
    const { router } = renderForm([
      provinces,
      ...cities,
      mockError(
        CreateAddressMutation,
        { input: { ...input, phone: '0812-3456-789' } },
        'phone has an invalid format',
      ),
      mockQuery(CreateAddressMutation, { input: { ...input, phone: '081234567890' } }, created),
    ]);

    expect(screen.getByRole('heading', { level: 1, name: 'Add Address' })).toBeInTheDocument();
    // Accessible names are the labels exactly: the required asterisk is not part of them.
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toBeRequired();
    expect(screen.getByText('Phone number').textContent).toBe('Phone number');

    // Nothing filled in: the required fields say so and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Address label' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Address label' }), input.title);
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), input.name);
    await user.type(phone, input.phone);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), input.address);
    await user.type(screen.getByRole('textbox', { name: 'Courier note' }), input.note);
    await user.type(screen.getByRole('textbox', { name: 'District (kecamatan)' }), input.subdistrictName);

    const province = await screen.findByRole('combobox', { name: 'Province' });
    const cityField = screen.getByRole('combobox', { name: 'City / Regency' });
    expect(cityField).toBeDisabled();

    await user.selectOptions(province, '5');
    await waitFor(() => expect(cityField).toBeEnabled());
    expect(optionTexts(cityField)).toEqual([
      'Select a city / regency',
      'Kota Yogyakarta',
      'Kabupaten Sleman',
    ]);
    await user.selectOptions(cityField, '501');
    expect(cityField).toHaveValue('501');

    await user.selectOptions(province, '9');
    expect(cityField).toHaveValue('');
    await waitFor(() =>
      expect(optionTexts(cityField)).toEqual(['Select a city / regency', 'Kota Bogor', 'Kabupaten Bogor']),
    );
    await user.selectOptions(cityField, '78');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('phone has an invalid format');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/address/add');

    await user.clear(phone);
    await user.type(phone, '081234567890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(toasts).toHaveBeenCalledWith({ title: 'success add new data' });
  }, 30_000);

  it('refuses a 7-digit phone before sending, with the rule, and focuses the first field in error', async () => {
    const user = userEvent.setup({ delay: null });
    const toasts = success();
    const { router } = renderForm([
      provinces,
      ...cities,
      mockQuery(CreateAddressMutation, { input: { ...input, phone: '0812 3456 7890' } }, created),
    ]);
    const title = screen.getByRole('textbox', { name: 'Address label' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });

    // Nothing filled in: the first field of the form is the first in error.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveFocus());

    await user.type(title, input.title);
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), input.name);
    await user.type(phone, '0812345');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), input.address);
    await user.type(screen.getByRole('textbox', { name: 'Courier note' }), input.note);
    await user.type(screen.getByRole('textbox', { name: 'District (kecamatan)' }), input.subdistrictName);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Province' }), '9');
    const cityField = screen.getByRole('combobox', { name: 'City / Regency' });
    await waitFor(() => expect(cityField).toBeEnabled());
    await user.selectOptions(cityField, '78');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/address/add');

    await user.clear(phone);
    await user.type(phone, '0812 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(toasts).toHaveBeenCalledWith({ title: 'success add new data' });
  }, 30_000);

  // Not a literal in the mocks (the form's fragment fields are masked in the operations' types).
  const STORED = {
    __typename: 'Address' as const,
    id: 'address-1',
    title: 'Kantor',
    name: 'Sari Dewi',
    phone: '081234567890',
    address: 'Jl. Malioboro 1',
    note: '',
    provinceID: '5',
    districtID: '419',
    subdistrictName: 'Depok',
    postalCode: '55281',
  };
  const UPDATED = {
    ...STORED,
    title: 'Kantor Baru',
    districtName: 'Kabupaten Sleman',
    provinceName: 'DI Yogyakarta',
  };

  it('edits an address, prefilled, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const toasts = success();
    const { router } = renderForm(
      [
        provinces,
        ...cities,
        mockQuery(MemberAddressQuery, { id: 'address-1' }, { address: STORED }),
        mockQuery(
          UpdateAddressMutation,
          {
            id: 'address-1',
            input: {
              title: 'Kantor Baru',
              name: 'Sari Dewi',
              phone: '081234567890',
              address: 'Jl. Malioboro 1',
              note: '',
              provinceID: '5',
              districtID: '419',
              subdistrictName: 'Depok',
              postalCode: '55281',
            },
          },
          { updateAddress: UPDATED },
        ),
      ],
      '/address/edit/address-1',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Address label' });
    expect(title).toHaveValue('Kantor');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('081234567890');
    // The stored kecamatan and postal code, not the city's.
    expect(screen.getByRole('textbox', { name: 'District (kecamatan)' })).toHaveValue('Depok');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('55281');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City / Regency' })).toHaveValue('419'));
    // The provinces may arrive after the address's cities (a skeleton stands in for their field until then).
    expect(await screen.findByRole('combobox', { name: 'Province' })).toHaveValue('5');

    await user.clear(title);
    await user.type(title, 'Kantor Baru');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(toasts).toHaveBeenCalledWith({ title: 'success update data' });
  }, 30_000);

  it("asks for the kecamatan and a postal code of 5 digits, filled in from the city, the server's word on the field", async () => {
    const user = userEvent.setup({ delay: null });
    const toasts = success();
    const { router } = renderForm([
      provinces,
      ...cities,
      mockError(
        CreateAddressMutation,
        { input: { ...input, phone: '081234567890', postalCode: '99999' } },
        "postalCode must be a postal code of 5 digits, e.g. 55122 (empty: the city's)",
      ),
      mockQuery(
        CreateAddressMutation,
        { input: { ...input, phone: '081234567890', postalCode: '16911' } },
        created,
      ),
    ]);
    const postal = screen.getByRole('textbox', { name: 'Postal code' });
    expect(postal).toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Address label' }), input.title);
    await user.type(screen.getByRole('textbox', { name: 'Recipient name' }), input.name);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '081234567890');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), input.address);
    await user.type(screen.getByRole('textbox', { name: 'Courier note' }), input.note);
    await user.type(screen.getByRole('textbox', { name: 'District (kecamatan)' }), input.subdistrictName);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Province' }), '9');
    const cityField = screen.getByRole('combobox', { name: 'City / Regency' });
    await waitFor(() => expect(cityField).toBeEnabled());
    await user.selectOptions(cityField, '78');
    // The city's main postal code, which the shopper may correct.
    expect(postal).toHaveValue('55111');

    await user.clear(postal);
    await user.type(postal, '551');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(postal).toHaveFocus());
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be a postal code of 5 digits, e.g. 55122')).toBeInTheDocument();

    // The server holds the rule too: its sentence shows on the field it names.
    await user.clear(postal);
    await user.type(postal, '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('must be a postal code of 5 digits');
    expect(postal).toHaveAttribute('aria-invalid', 'true');

    await user.clear(postal);
    await user.type(postal, '16911');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/address'));
    expect(toasts).toHaveBeenCalledWith({ title: 'success add new data' });
  }, 30_000);

  it('says not found for an address that is not mine', async () => {
    renderForm(
      [mockError(MemberAddressQuery, { id: 'address-x' }, 'Address not found', { code: 'NOT_FOUND' })],
      '/address/edit/address-x',
    );
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
