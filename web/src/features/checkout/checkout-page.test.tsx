import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CitiesQuery, ProvincesQuery } from '@/components/address-fields';
import { PHONE_MESSAGE } from '@/components/form/validators';
import { messageText } from '@/lib/message-text';
import { CartQuery } from '@/lib/use-cart';
import { EMPTY_ADDRESS } from '@/lib/address';
import { readCheckoutDraft, writeCheckoutDraft } from '@/lib/checkout-draft';
import { writeVisitorCart } from '@/lib/visitor-cart';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CheckoutAddressesQuery, CheckoutPage } from './checkout-page';

const cartLine = {
  id: 'line-1',
  productID: '00000000-0000-4000-8000-000000000101',
  productName: 'Kemeja Linen',
  productImage: '',
  normalPrice: 150000,
  sellPrice: 150000,
  discount: 0,
  quantity: 1,
  weight: 300,
  color: 'Black',
  size: 'M',
  stock: 3,
  variantId: 'v-black-m',
  sku: 'KEMEJA-LINEN-BLACK-M',
};

const provinces = mockQuery(
  ProvincesQuery,
  {},
  {
    provinces: [
      { __typename: 'Province', id: '6', province: 'DKI Jakarta' },
      { __typename: 'Province', id: '5', province: 'DI Yogyakarta' },
    ],
  },
  5,
);

function address(id: string, title: string, isDefault: boolean) {
  return {
    __typename: 'Address' as const,
    id,
    title,
    name: 'Sari',
    phone: '081234567890',
    address: `Jl. ${title} 1`,
    subdistrictName: '',
    isDefault,
    districtID: isDefault ? '152' : '501',
    districtName: isDefault ? 'Kota Jakarta Pusat' : 'Kota Yogyakarta',
    provinceName: isDefault ? 'DKI Jakarta' : 'DI Yogyakarta',
    postalCode: '10110',
  };
}

function renderCheckout(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<CheckoutPage />, { route: '/checkout', mocks });
}

afterEach(() => sessionStorage.clear());

describe('CheckoutPage', () => {
  it('sends an empty cart back to /cart', async () => {
    const { router } = renderCheckout([mockSession(null)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("checks a guest's fields one by one and keeps what was typed across a reload", async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    const { router, unmount } = renderCheckout([mockSession(null), provinces]);

    expect(await screen.findByRole('heading', { name: 'Information' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Checkout steps' })).toHaveTextContent(
      'CartInformationShippingPayment',
    );
    expect(screen.getByText('Information', { selector: '[aria-current="step"]' })).toBeInTheDocument();
    // The form shows once the session says who this is (the heading comes first): guests choose no saved address.
    const next = await screen.findByRole('button', { name: 'Continue to shipping' });
    expect(screen.queryByRole('radiogroup', { name: 'Saved addresses' })).not.toBeInTheDocument();
    // The provinces arrive after the form (a skeleton stands in for their field until then).
    expect(await screen.findByLabelText(/^Province/u)).toBeInTheDocument();

    await user.click(next);
    expect(await screen.findByText('Enter your e-mail address')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Choose a province')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');

    await user.type(screen.getByLabelText(/^Email/u), 'x@y');
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/u));
    await user.type(screen.getByLabelText(/^Email/u), 'tamu@example.com');
    await user.type(screen.getByLabelText(/^Recipient name/u), 'Budi');
    await waitFor(() => expect(readCheckoutDraft()?.email).toBe('tamu@example.com'));
    expect(readCheckoutDraft()?.address.name).toBe('Budi');

    unmount();
    renderCheckout([mockSession(null), provinces]);
    expect(await screen.findByLabelText(/^Email/u)).toHaveValue('tamu@example.com');
    expect(screen.getByLabelText(/^Recipient name/u)).toHaveValue('Budi');
  }, 20_000);

  it('focuses the first field in error, refuses a 7-digit phone, and shows the city with its type and province', async () => {
    const user = userEvent.setup({ delay: null });
    writeVisitorCart([cartLine]);
    const cities = mockQuery(
      CitiesQuery,
      { provinceID: '6' },
      {
        cities: [
          {
            __typename: 'City',
            id: '152',
            city: 'Jakarta Pusat',
            type: 'Kota',
            postalCode: '10540',
          },
        ],
      },
      5,
    );
    const { router } = renderCheckout([mockSession(null), provinces, cities]);
    const next = await screen.findByRole('button', { name: 'Continue to shipping' });
    await screen.findByLabelText(/^Province/u);

    await user.click(next);
    await waitFor(() => expect(screen.getByLabelText(/^Email/u)).toHaveFocus());

    await user.type(screen.getByLabelText(/^Email/u), 'tamu@example.com');
    await user.type(screen.getByLabelText(/^Recipient name/u), 'Budi');
    const phone = screen.getByLabelText(/^Phone number/u);
    await user.type(phone, '0812345');
    await user.selectOptions(screen.getByLabelText(/^Province/u), '6');
    await waitFor(() => expect(screen.getByLabelText(/^City/u)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^City/u), '152');
    await user.type(screen.getByLabelText(/^Address/u), 'Jl. Merdeka 1');
    await user.click(next);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getByText(messageText(PHONE_MESSAGE))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');

    await user.clear(phone);
    await user.type(phone, '+62 812 3456 7890');
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment'));
    expect(readCheckoutDraft()?.destination).toEqual({
      cityID: '152',
      // The postal code the chosen city filled in.
      summary: 'Budi, +62 812 3456 7890, Jl. Merdeka 1, Kota Jakarta Pusat, DKI Jakarta 10540',
    });
  }, 30_000);

  it("preselects a member's default address, shows the account's e-mail read-only and goes on to shipping", async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout([
      mockSession('member', { email: 'member@lemari.test' }),
      mockQuery(CartQuery, {}, { cart: [{ __typename: 'CartItem', ...cartLine }] }, 3),
      mockQuery(
        CheckoutAddressesQuery,
        {},
        {
          addresses: {
            __typename: 'AddressPage',
            items: [address('a-1', 'Kantor', false), address('a-2', 'Rumah', true)],
          },
        },
        3,
      ),
      provinces,
    ]);

    const group = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rumah' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kantor' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Use a new address' })).not.toBeChecked();
    const emailInput = screen.getByLabelText(/^Email/u);
    expect(emailInput).toHaveValue('member@lemari.test');
    expect(emailInput).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Recipient name/u)).not.toBeInTheDocument();

    // A new address opens the fields, with the optional label.
    await user.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(await screen.findByLabelText(/^Address label/u)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Recipient name/u)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rumah' }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment'));
    expect(readCheckoutDraft()?.destination).toEqual({
      cityID: '152',
      addressID: 'a-2',
      summary: 'Sari, 081234567890, Jl. Rumah 1, Kota Jakarta Pusat, DKI Jakarta 10110',
    });
  });

  it("keeps a member's earlier choice over the default", async () => {
    writeCheckoutDraft({
      email: '',
      addressChoice: 'a-1',
      address: EMPTY_ADDRESS,
      saveAddress: false,
    });
    renderCheckout([
      mockSession('member'),
      mockQuery(CartQuery, {}, { cart: [{ __typename: 'CartItem', ...cartLine }] }, 3),
      mockQuery(
        CheckoutAddressesQuery,
        {},
        {
          addresses: {
            __typename: 'AddressPage',
            items: [address('a-1', 'Kantor', false), address('a-2', 'Rumah', true)],
          },
        },
        3,
      ),
    ]);
    expect(await screen.findByRole('radio', { name: 'Kantor' })).toBeChecked();
  });
});
