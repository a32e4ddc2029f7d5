import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CitiesQuery, ProvincesQuery } from '@/components/address-fields';
import { FreeShippingHintQuery } from '@/components/free-shipping-hint';
import { VoucherQuoteQuery } from '@/components/voucher-field';
import { CheckoutMutation } from '@/lib/checkout';
import { ShippingCostQuery } from '@/lib/shipping';
import { mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { makeFragmentData } from '@/generated/fragment-masking';
import { CashierPage } from './cashier-page';
import { ProductChoiceFragment } from './product-choice';
import { CashierProductsQuery } from './product-picker';

const variant = (color: string, size: string, stock: number) => ({
  __typename: 'ProductVariant' as const,
  id: `v-${color}-${size}`.toLowerCase(),
  sku: `GAMIS-${color}-${size}`.toUpperCase(),
  color,
  size,
  stock,
});

/** Gamis: Navy M 2, Navy L sold out, Black M 3, Black L 1, White M sold out. */
const products = mockQuery(
  CashierProductsQuery,
  { q: null, page: { page: 1, limit: 8 } },
  {
    products: {
      __typename: 'ProductPage',
      items: [
        {
          __typename: 'Product',
          id: 'p-1',
          ...makeFragmentData(
            {
              __typename: 'Product',
              id: 'p-1',
              productName: 'Gamis',
              mainImage: '',
              sellPrice: 150_000,
              stock: 6,
              weight: 400,
              colors: ['Navy', 'Black', 'White'],
              sizes: ['M', 'L'],
              variants: [
                variant('Navy', 'M', 2),
                variant('Navy', 'L', 0),
                variant('Black', 'M', 3),
                variant('Black', 'L', 1),
                variant('White', 'M', 0),
              ],
            },
            ProductChoiceFragment,
          ),
        },
      ],
    },
  },
);

const provinces = mockQuery(
  ProvincesQuery,
  {},
  { provinces: [{ __typename: 'Province', id: '6', province: 'DKI Jakarta' }] },
  5,
);

const cities = mockQuery(
  CitiesQuery,
  { provinceID: '6' },
  {
    cities: [{ __typename: 'City', id: '152', city: 'Jakarta Pusat', type: 'Kota', postalCode: '10540' }],
  },
  5,
);

/** JNE's services for two Gamis (2 × 400 g, Rp 300.000 of goods) to Jakarta Pusat. */
const rates = mockQuery(
  ShippingCostQuery,
  { destination: '152', weight: 800, subtotal: 300_000 },
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
            cost: [{ __typename: 'CostValue', value: 9_000, etd: '2-3 HARI', note: '', fullValue: null }],
          },
          {
            __typename: 'ServiceCost',
            service: 'YES',
            description: 'Yakin Esok Sampai',
            cost: [{ __typename: 'CostValue', value: 18_000, etd: '1', note: '', fullValue: null }],
          },
        ],
      },
    ],
  },
  3,
);

const freeShipping = (setting: { enabled: boolean; threshold: number }) =>
  mockQuery(FreeShippingHintQuery, {}, { freeShipping: { __typename: 'FreeShipping', ...setting } });

describe('CashierPage', () => {
  it('says in the order summary how much more the goods need to ship free, as the cart does, and when they do', async () => {
    const user = userEvent.setup();
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [products, freeShipping({ enabled: true, threshold: 300_000 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Gamis' }));
    expect(await screen.findByTestId('free-shipping-hint')).toHaveTextContent(
      'Rp 150.000 more for free shipping',
    );
    await user.click(screen.getByRole('button', { name: 'One more Gamis' }));
    expect(screen.getByTestId('free-shipping-hint')).toHaveTextContent('Free shipping on this order');
    await user.click(screen.getByRole('button', { name: 'Remove Gamis' }));
    expect(screen.queryByTestId('free-shipping-hint')).not.toBeInTheDocument();
  });

  it('adds the chosen colour, size and quantity to the order, with steppers bounded by stock, and the subtotal', async () => {
    const user = userEvent.setup();
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [products],
    });
    await user.selectOptions(await screen.findByLabelText('Colour of Gamis'), 'Black');
    await user.selectOptions(screen.getByLabelText('Quantity of Gamis'), '2');
    await user.click(screen.getByRole('button', { name: 'Add Gamis' }));
    const line = screen.getByTestId('cashier-line');
    expect(line).toHaveTextContent('Black / M');
    expect(within(line).getByTestId('cashier-line-quantity')).toHaveTextContent('2');
    await user.click(within(line).getByRole('button', { name: 'One more Gamis' }));
    expect(within(line).getByRole('button', { name: 'One more Gamis' })).toBeDisabled();
    expect(screen.getByTestId('cashier-subtotal')).toHaveTextContent('Rp 450.000');
    await user.click(within(line).getByRole('button', { name: 'Remove Gamis' }));
    expect(screen.queryByTestId('cashier-line')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it("picks a colour and size with each one's stock, sold-out ones disabled and marked Sold out, and adds that variant", async () => {
    const user = userEvent.setup();
    renderWithApp(<CashierPage />, { route: '/test3', mocks: [products] });
    const colour = await screen.findByLabelText('Colour of Gamis');
    const size = screen.getByLabelText('Size of Gamis');
    const quantity = screen.getByLabelText('Quantity of Gamis');
    const card = screen.getByTestId('cashier-product');
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map(
          (option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' [disabled]' : ''}`,
        );

    // Each colour's stock over its sizes; White's one size is sold out.
    expect(options(colour)).toEqual(['Navy (2)', 'Black (4)', 'White (Sold out) [disabled]']);
    expect(colour).toHaveValue('Navy');
    expect(options(size)).toEqual(['M (2)', 'L (Sold out) [disabled]']);
    expect(size).toHaveValue('M');
    expect(within(card).getByTestId('cashier-variant-stock')).toHaveTextContent('GAMIS-NAVY-M · Stock 2');
    expect(options(quantity)).toEqual(['1', '2']);
    await user.selectOptions(quantity, '2');

    // Black: M stays (in stock there), with Black M's stock.
    await user.selectOptions(colour, 'Black');
    expect(options(size)).toEqual(['M (3)', 'L (1)']);
    expect(size).toHaveValue('M');
    expect(within(card).getByTestId('cashier-variant-stock')).toHaveTextContent('GAMIS-BLACK-M · Stock 3');
    expect(options(quantity)).toEqual(['1', '2', '3']);
    expect(quantity).toHaveValue('2');

    // Black L has one: the quantity comes down to it.
    await user.selectOptions(size, 'L');
    expect(within(card).getByTestId('cashier-variant-stock')).toHaveTextContent('GAMIS-BLACK-L · Stock 1');
    expect(options(quantity)).toEqual(['1']);
    expect(quantity).toHaveValue('1');
    await user.click(within(card).getByRole('button', { name: 'Add Gamis' }));
    const line = screen.getByTestId('cashier-line');
    expect(line).toHaveTextContent('Black / L');
    expect(within(line).getByRole('button', { name: 'One more Gamis' })).toBeDisabled();

    // Navy again: its L is sold out, so its M is chosen.
    await user.selectOptions(colour, 'Navy');
    expect(size).toHaveValue('M');
    expect(within(card).getByTestId('cashier-variant-stock')).toHaveTextContent('GAMIS-NAVY-M · Stock 2');
  });

  it('offers nothing to add of a product sold out in every colour and size', async () => {
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [
        mockQuery(
          CashierProductsQuery,
          { q: null, page: { page: 1, limit: 8 } },
          {
            products: {
              __typename: 'ProductPage',
              items: [
                {
                  __typename: 'Product',
                  id: 'p-2',
                  ...makeFragmentData(
                    {
                      __typename: 'Product',
                      id: 'p-2',
                      productName: 'Tas',
                      mainImage: '',
                      sellPrice: 90_000,
                      stock: 0,
                      weight: 300,
                      colors: [],
                      sizes: [],
                      variants: [variant('', '', 0)],
                    },
                    ProductChoiceFragment,
                  ),
                },
              ],
            },
          },
        ),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Tas is sold out' });
    expect(button).toBeDisabled();
    expect(screen.queryByLabelText('Colour of Tas')).not.toBeInTheDocument();
    expect(screen.getByTestId('cashier-variant-stock')).toHaveTextContent('Sold out');
  });

  it('quotes the parcel for the city, asks for a service, and places the order for the goods and the chosen rate', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const checkout: MockLink.MockedResponse = {
      request: {
        query: CheckoutMutation,
        variables: (variables: unknown) => {
          sent.push(variables);
          return true;
        },
      },
      result: {
        data: {
          checkout: {
            __typename: 'CheckoutResult',
            token: 'tok_abcdefghijklmnopqrstuv',
            redirectUrl: 'http://127.0.0.1:8080/payment-sandbox/tok_abcdefghijklmnopqrstuv',
            orderID: 'order-1',
            orderCode: 'ORD-20261126-7K3QX',
            amount: 318_000,
          },
        },
      },
    };
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [products, provinces, cities, rates, checkout],
    });
    // The same product, colour and size twice is one line of two.
    await user.click(await screen.findByRole('button', { name: 'Add Gamis' }));
    await user.click(screen.getByRole('button', { name: 'Add Gamis' }));
    expect(screen.getAllByTestId('cashier-line')).toHaveLength(1);
    expect(screen.getByTestId('cashier-line-quantity')).toHaveTextContent('2');
    expect(screen.getByText('Add products and choose the city to see the services.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Customer e-mail/u), 'pelanggan@example.com');
    await user.type(screen.getByLabelText(/^Recipient name/u), 'Budi');
    await user.type(screen.getByLabelText(/^Phone number/u), '081234567890');
    await waitFor(() => expect(screen.getByRole('option', { name: 'DKI Jakarta' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Province/u), '6');
    await waitFor(() => expect(screen.getByRole('option', { name: /Jakarta Pusat/u })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^City/u), '152');
    await user.type(screen.getByLabelText(/^Address/u), 'Jl. Merdeka 1');

    // The services with their days as the checkout writes them ('1' and RajaOngkir's '2-3 HARI') and price.
    const group = await screen.findByRole('group', { name: 'Shipping service' });
    const yes = await within(group).findByRole('radio', {
      name: /^JNE YES Yakin Esok Sampai · 1 day Fastest Rp\s18\.000$/u,
    });
    expect(
      within(group).getByRole('radio', {
        name: /^JNE OKE Ongkos Kirim Ekonomis · 2–3 days Cheapest Rp\s9\.000$/u,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cashier-total')).toHaveTextContent('Rp 300.000');

    // Without a service the order waits, says why, and the services take the focus.
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await within(group).findByText('Choose a shipping service')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus());
    expect(sent).toHaveLength(0);

    await user.click(yes);
    expect(screen.getByTestId('cashier-total')).toHaveTextContent('Rp 318.000');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('cashier-placed')).toHaveTextContent('Order ORD-20261126-7K3QX placed');
    expect(sent).toEqual([
      expect.objectContaining({
        input: expect.objectContaining({
          customerID: 'pelanggan@example.com',
          amount: 318_000,
          orderDetail: [{ productID: 'p-1', color: 'Navy', size: 'M', quantity: 2 }],
          shipment: expect.objectContaining({ courier: 'jne', service: 'YES', districtID: '152' }),
        }),
      }),
    ]);
  });

  it('takes off a voucher the customer gave: quoted for the goods, the rate and the e-mail, its code and the discounted amount sent', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: { input: { amount: number; voucherCode?: string } }[] = [];
    const quote = mockQuery(
      VoucherQuoteQuery,
      { code: 'HEMAT20K', subtotal: 300_000, shippingCost: 18_000, email: 'pelanggan@example.com' },
      {
        voucherQuote: {
          __typename: 'VoucherQuote',
          code: 'HEMAT20K',
          kind: 'fixed',
          discount: 20_000,
          freeShipping: false,
        },
      },
      3,
    );
    const checkout: MockLink.MockedResponse = {
      request: {
        query: CheckoutMutation,
        variables: (variables: { input: { amount: number; voucherCode?: string } }) => {
          sent.push(variables);
          return true;
        },
      },
      result: {
        data: {
          checkout: {
            __typename: 'CheckoutResult',
            token: 'tok_voucher',
            redirectUrl: 'http://127.0.0.1:8080/payment-sandbox/tok_voucher',
            orderID: 'order-2',
            orderCode: 'ORD-20261128-VCHR2',
            amount: 298_000,
          },
        },
      },
    };
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [products, provinces, cities, rates, quote, checkout],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Gamis' }));
    await user.click(screen.getByRole('button', { name: 'Add Gamis' }));
    await user.type(screen.getByLabelText(/^Customer e-mail/u), 'pelanggan@example.com');
    await user.type(screen.getByLabelText(/^Recipient name/u), 'Budi');
    await user.type(screen.getByLabelText(/^Phone number/u), '081234567890');
    await waitFor(() => expect(screen.getByRole('option', { name: 'DKI Jakarta' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^Province/u), '6');
    await waitFor(() => expect(screen.getByRole('option', { name: /Jakarta Pusat/u })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^City/u), '152');
    await user.type(screen.getByLabelText(/^Address/u), 'Jl. Merdeka 1');
    const group = await screen.findByRole('group', { name: 'Shipping service' });
    await user.click(await within(group).findByRole('radio', { name: /^JNE YES/u }));

    const field = screen.getByTestId('cashier-voucher');
    // Enter in the voucher field applies the code; it does not place the order.
    await user.type(within(field).getByLabelText('Voucher code'), 'hemat20k{Enter}');
    expect(await screen.findByTestId('cashier-discount')).toHaveTextContent('Discount (HEMAT20K)');
    expect(screen.getByTestId('cashier-total')).toHaveTextContent('Rp 298.000');
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const placed = await screen.findByTestId('cashier-placed');
    expect(placed).toHaveTextContent('Total Rp 298.000 (Discount (HEMAT20K) \u2212Rp 20.000)');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toEqual(expect.objectContaining({ amount: 298_000, voucherCode: 'HEMAT20K' }));
  });
});
