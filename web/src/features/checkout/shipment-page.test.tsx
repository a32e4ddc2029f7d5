import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { CartProductFragment, CartProductQuery } from '@/lib/use-cart';
import { CheckoutMutation } from '@/lib/checkout';
import { makeFragmentData } from '@/generated/fragment-masking';
import { EMPTY_ADDRESS } from '@/lib/address';
import {
  readCheckoutDraft,
  readPendingPayment,
  writeCheckoutDraft,
  writeOrderNote,
} from '@/lib/checkout-draft';
import { readVisitorCart, writeVisitorCart } from '@/lib/visitor-cart';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ShippingCostQuery } from '@/lib/shipping';
import { FreeShippingHintQuery } from '@/components/free-shipping-hint';
import { ShipmentPage } from './shipment-page';

const PRODUCT = '00000000-0000-4000-8000-000000000101';

const cartLine = {
  id: 'line-1',
  productID: PRODUCT,
  productName: 'Kemeja Linen',
  productImage: '',
  normalPrice: 150000,
  sellPrice: 150000,
  discount: 0,
  quantity: 2,
  weight: 300,
  color: 'Black',
  size: 'M',
  stock: 3,
};

function guestDraft() {
  writeCheckoutDraft({
    email: 'tamu@example.com',
    addressChoice: 'new',
    address: {
      ...EMPTY_ADDRESS,
      name: 'Budi',
      phone: '081234567890',
      provinceID: '6',
      districtID: '152',
      subdistrictName: 'Gambir',
      postalCode: '10110',
      address: 'Jl. Merdeka 1',
    },
    saveAddress: false,
    destination: { cityID: '152', summary: 'Budi, Jl. Merdeka 1, Jakarta Pusat' },
  });
}

/** The rates for the cart's parcel and subtotal; free: every service at 0, as the server answers from the threshold. */
function rates(weight = 600, times = 2, subtotal = 300000, free = false) {
  const value = (amount: number) => (free ? 0 : amount);
  return mockQuery(
    ShippingCostQuery,
    { destination: '152', weight, subtotal },
    {
      shippingCost: [
        {
          __typename: 'CourierCost',
          code: 'jne',
          name: 'JNE',
          fallback: false,
          costs: [
            {
              __typename: 'ServiceCost',
              service: 'OKE',
              description: 'Ongkos Kirim Ekonomis',
              cost: [
                {
                  __typename: 'CostValue',
                  value: value(8000),
                  etd: '2-3 HARI',
                  note: '',
                  fullValue: free ? 8000 : null,
                },
              ],
            },
            {
              __typename: 'ServiceCost',
              service: 'REG',
              description: 'Layanan Reguler',
              cost: [
                {
                  __typename: 'CostValue',
                  value: value(10000),
                  etd: '1-2',
                  note: '',
                  fullValue: free ? 10000 : null,
                },
              ],
            },
          ],
        },
      ],
    },
    times,
  );
}

const freeShipping = (setting: { enabled: boolean; threshold: number }) =>
  mockQuery(FreeShippingHintQuery, {}, { freeShipping: { __typename: 'FreeShipping', ...setting } }, 2);

const placed = {
  checkout: {
    __typename: 'CheckoutResult' as const,
    token: 'tok_abcdefghijklmnopqrstuv',
    redirectUrl: 'http://127.0.0.1:8080/payment-sandbox/tok_abcdefghijklmnopqrstuv',
    orderID: 'order-1',
    orderCode: 'ORD-20261124-7K3QX',
    amount: 310000,
  },
};

/** The product as it is now, for a visitor's cart being read again. */
function cartProduct(sellPrice: number) {
  return mockQuery(
    CartProductQuery,
    { id: PRODUCT },
    {
      product: {
        __typename: 'Product',
        id: PRODUCT,
        ...makeFragmentData(
          {
            __typename: 'Product',
            id: PRODUCT,
            productName: 'Kemeja Linen',
            mainImage: '',
            images: [],
            imageColors: [],
            normalPrice: 170000,
            sellPrice,
            discount: 5,
            weight: 300,
            variants: [
              {
                __typename: 'ProductVariant',
                id: 'v-black-m',
                sku: 'KEMEJA-LINEN-BLACK-M',
                color: 'Black',
                size: 'M',
                stock: 3,
              },
            ],
          },
          CartProductFragment,
        ),
      },
    },
  );
}

function renderShipment(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<ShipmentPage />, { route: '/shipment', mocks });
}

afterEach(() => sessionStorage.clear());

describe('ShipmentPage', () => {
  it('sends a shopper without the information step back to /checkout', async () => {
    writeVisitorCart([cartLine]);
    const { router } = renderShipment([mockSession(null)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('keeps Pay Now disabled until a service is chosen, then shows the totals the server charges', async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    renderShipment([mockSession(null), rates()]);

    const options = await screen.findAllByTestId('shipping-option');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /REG.*Layanan Reguler.*1–2 days.*Rp\s10\.000/u })).toBe(
      options[1],
    );
    // RajaOngkir's '2-3 HARI' reads as the estimator's ranges do, with 'days' once.
    expect(options[0]).toHaveAccessibleName(
      /^JNE OKE Ongkos Kirim Ekonomis · 2–3 days Cheapest Rp\s8\.000$/u,
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    // Checkout amounts are whole rupiah as the cart's (no ',00'), 'Rp' held to its number by a no-break space.
    expect(screen.getByTestId('order-subtotal').textContent).toBe('Rp\u00a0300.000');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('Rp 29.730');

    await user.click(options[1]!);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Rp 10.000');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 310.000');
    // The tax is the subtotal's, as the order answers it (shipping carries none).
    expect(screen.getByTestId('order-tax')).toHaveTextContent('Rp 29.730');
  });

  it('says the order ships free once the subtotal reaches the threshold, and charges no shipping', async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    renderShipment([
      mockSession(null),
      rates(600, 2, 300000, true),
      freeShipping({ enabled: true, threshold: 300000 }),
    ]);

    expect(await screen.findByTestId('free-shipping-hint')).toHaveTextContent('Free shipping on this order');
    const options = await screen.findAllByTestId('shipping-option');
    await user.click(options[1]!);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Rp 0');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 300.000');
  });

  it('places the order once: a retry sends the same idempotency key, then the cart and draft are cleared', async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    writeOrderNote('Bungkus kado');
    const keys: string[] = [];
    const expected = {
      customerID: 'tamu@example.com',
      shipment: {
        courier: 'jne',
        service: 'REG',
        name: 'Budi',
        phone: '081234567890',
        address: 'Jl. Merdeka 1',
        note: '',
        districtID: '152',
        subdistrictName: 'Gambir',
        postalCode: '10110',
      },
      orderDetail: [{ productID: PRODUCT, color: 'Black', size: 'M', quantity: 2 }],
      amount: 310000,
      clientCode: 'client_web',
      note: 'Bungkus kado',
    };
    const matches = (variables: { input: unknown; idempotencyKey?: string | null }) => {
      expect(variables.input).toEqual(expected);
      keys.push(variables.idempotencyKey ?? '');
      return true;
    };
    const { router } = renderShipment([
      mockSession(null),
      rates(),
      {
        request: { query: CheckoutMutation, variables: matches },
        result: {
          errors: [
            new GraphQLError('The payment provider is unavailable. Please try again.', {
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            }),
          ],
        },
      },
      { request: { query: CheckoutMutation, variables: matches }, result: { data: placed } },
    ]);

    await user.click((await screen.findAllByTestId('shipping-option'))[1]!);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The payment provider is unavailable. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/shipment');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/tok_abcdefghijklmnopqrstuv'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^web-/u);
    expect(keys[1]).toBe(keys[0]);

    expect(readVisitorCart()).toEqual([]);
    expect(readCheckoutDraft()).toBeUndefined();
    expect(sessionStorage.getItem('lemari:order-note')).toBeNull();
    expect(readPendingPayment('tok_abcdefghijklmnopqrstuv')?.redirectUrl).toBe(placed.checkout.redirectUrl);
  });

  it('shows a CONFLICT in form-error and reads the cart again; the shopper stays', async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    renderShipment([
      mockSession(null),
      rates(600, 4),
      // The cart read again at the new price: the rates for its new subtotal.
      rates(600, 2, 320000),
      {
        request: { query: CheckoutMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError('The price of Kemeja Linen has just changed. Please review your order.', {
              extensions: { code: 'CONFLICT', details: { amount: 330000 } },
            }),
          ],
        },
      },
      cartProduct(160000),
    ]);

    await user.click((await screen.findAllByTestId('shipping-option'))[1]!);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The price of Kemeja Linen has just changed. Please review your order.',
    );
    // The visitor's stored line took the product's current price: the totals are the server's now.
    await waitFor(() => expect(screen.getByTestId('order-subtotal')).toHaveTextContent('Rp 320.000'));
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 330.000');
    expect(readVisitorCart()[0]?.sellPrice).toBe(160000);
    expect(screen.getByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
  });
  it("groups the offered couriers' services, shows the estimate's note, and orders the chosen courier's service", async () => {
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    const note = "Estimated rate: the courier's live rates are unavailable right now";
    const service = (code: string, description: string, value: number, etd: string, text = '') => ({
      __typename: 'ServiceCost' as const,
      service: code,
      description,
      cost: [{ __typename: 'CostValue' as const, value, etd, note: text }],
    });
    const sent: unknown[] = [];
    const { router } = renderShipment([
      mockSession(null),
      mockQuery(
        ShippingCostQuery,
        { destination: '152', weight: 600, subtotal: 300000 },
        {
          shippingCost: [
            {
              __typename: 'CourierCost',
              code: 'jne',
              name: 'Jalur Nugraha Ekakurir (JNE)',
              fallback: false,
              costs: [
                service('REG', 'Layanan Reguler', 11000, '2-3'),
                service('YES', 'Yakin Esok Sampai', 20000, '1'),
              ],
            },
            {
              __typename: 'CourierCost',
              code: 'jnt',
              name: 'J&T Express',
              fallback: true,
              costs: [service('EZ', 'Reguler', 10500, '2-3', note)],
            },
            { __typename: 'CourierCost', code: 'pos', name: '', fallback: false, costs: [] },
          ],
        },
        2,
      ),
      {
        request: {
          query: CheckoutMutation,
          variables: (variables: { input: { shipment: unknown; amount: number } }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: { data: placed },
      },
    ]);

    const jne = await screen.findByRole('group', { name: 'JNE' });
    const jnt = screen.getByRole('group', { name: 'J&T Express' });
    // A courier without a service for the address is left out.
    expect(screen.queryByRole('group', { name: 'POS Indonesia' })).not.toBeInTheDocument();
    expect(jnt).toHaveAccessibleDescription(note);
    expect(
      screen.getByRole('radio', { name: /^J&T Express EZ Reguler · 2–3 days Cheapest Rp/u }),
    ).toBeVisible();
    expect(
      screen.getByRole('radio', { name: /^JNE YES Yakin Esok Sampai · 1 day Fastest Rp/u }),
    ).toBeVisible();
    expect(jne).not.toHaveAccessibleDescription(note);

    await user.click(screen.getByRole('radio', { name: /^J&T Express EZ/u }));
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Rp 10.500');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ shipment: { courier: 'jnt', service: 'EZ' }, amount: 310500 });
    // The placed order leads to its payment: the page's work (clearing the cart and the draft) is done before the
    // next test writes its own.
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/tok_abcdefghijklmnopqrstuv'));
  });
});

describe('ShipmentPage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('names the step, the contact, the shipping method and the totals in Indonesian', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    const user = userEvent.setup();
    writeVisitorCart([cartLine]);
    guestDraft();
    renderShipment([mockSession(null), rates()]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pengiriman' })).toBeInTheDocument();
    expect(screen.getByText('Kontak')).toBeInTheDocument();
    expect(screen.getByText('Dikirim ke')).toBeInTheDocument();
    const options = await screen.findAllByTestId('shipping-option');
    expect(screen.getByRole('group', { name: 'Metode pengiriman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bayar Sekarang' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Kembali ke informasi' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('Termasuk PPN 11%')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Ringkasan pesanan' })).toBeInTheDocument();

    await user.click(options[1]!);
    expect(screen.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
    // The cost of the parcel is 'Ongkos kirim', not the step's 'Pengiriman'.
    expect(screen.getByText('Ongkos kirim')).toBeInTheDocument();
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Rp 10.000');
    expect(document.title).toBe('Pengiriman · Checkout · Lemari');
  });
});
