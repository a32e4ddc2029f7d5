import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { VoucherQuoteQuery } from '@/components/voucher-field';
import { EMPTY_ADDRESS } from '@/lib/address';
import { CheckoutMutation } from '@/lib/checkout';
import { readVoucherCode, writeCheckoutDraft, writeVoucherCode } from '@/lib/checkout-draft';
import { ShippingCostQuery } from '@/lib/shipping';
import { writeVisitorCart } from '@/lib/visitor-cart';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ShipmentPage } from './shipment-page';

const PRODUCT = '00000000-0000-4000-8000-000000000101';
const EMAIL = 'tamu@example.com';

function setUp(code?: string) {
  writeVisitorCart([
    {
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
    },
  ]);
  writeCheckoutDraft({
    email: EMAIL,
    addressChoice: 'new',
    address: {
      ...EMPTY_ADDRESS,
      name: 'Budi',
      phone: '081234567890',
      provinceID: '6',
      subdistrictName: 'Gambir',
      postalCode: '10110',
      address: 'Jl. Merdeka 1',
    },
    saveAddress: false,
    destination: { cityID: '152', summary: 'Budi, Jl. Merdeka 1, Jakarta Pusat' },
  });
  if (code) writeVoucherCode(code);
}

const rates = () =>
  mockQuery(
    ShippingCostQuery,
    { destination: '152', weight: 600, subtotal: 300000 },
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
              service: 'REG',
              description: 'Layanan Reguler',
              cost: [{ __typename: 'CostValue', value: 10000, etd: '1-2', note: '', fullValue: null }],
            },
          ],
        },
      ],
    },
    3,
  );

const quote = (code: string, shippingCost: number | null, discount: number, times = 3) =>
  mockQuery(
    VoucherQuoteQuery,
    { code, subtotal: 300000, shippingCost, email: EMAIL },
    {
      voucherQuote: {
        __typename: 'VoucherQuote',
        code,
        kind: code === 'ONGKIR' ? 'free_shipping' : 'fixed',
        discount,
        freeShipping: code === 'ONGKIR',
      },
    },
    times,
  );

const expectedInput = (amount: number, voucherCode?: string) => ({
  customerID: EMAIL,
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
  amount,
  clientCode: 'client_web',
  ...(voucherCode ? { voucherCode } : {}),
});

afterEach(() => sessionStorage.clear());

describe('ShipmentPage voucher', () => {
  it("takes the cart's voucher off the total for the chosen service and sends its code with the discounted amount", async () => {
    const user = userEvent.setup();
    setUp('ONGKIR');
    const sent: unknown[] = [];
    const { router } = renderWithApp(<ShipmentPage />, {
      route: '/shipment',
      mocks: [
        mockSession(null),
        rates(),
        quote('ONGKIR', null, 0),
        quote('ONGKIR', 10000, 10000),
        {
          request: {
            query: CheckoutMutation,
            variables: (variables: { input: unknown }) => {
              sent.push(variables.input);
              return true;
            },
          },
          result: {
            data: {
              checkout: {
                __typename: 'CheckoutResult',
                token: 'tok_voucher',
                redirectUrl: 'http://127.0.0.1:8080/payment-sandbox/tok_voucher',
                orderID: 'order-1',
                orderCode: 'ORD-20261128-VCHR1',
                amount: 300000,
              },
            },
          },
        },
      ],
    });

    expect(await screen.findByTestId('order-discount')).toHaveTextContent('Discount (ONGKIR)Free shipping');
    await user.click((await screen.findAllByTestId('shipping-option'))[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('order-discount').textContent).toBe('Discount (ONGKIR)\u2212Rp\u00a010.000'),
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 300.000');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/tok_voucher'));
    expect(sent).toEqual([expectedInput(300000, 'ONGKIR')]);
    expect(readVoucherCode()).toBe('');
  });

  it("applies a code on this step, and shows checkout's refusal of it under the field, where Remove takes it off", async () => {
    const user = userEvent.setup();
    setUp();
    const sent: unknown[] = [];
    renderWithApp(<ShipmentPage />, {
      route: '/shipment',
      mocks: [
        mockSession(null),
        rates(),
        quote('HEMAT20K', 10000, 20000),
        {
          request: {
            query: CheckoutMutation,
            variables: (variables: { input: unknown }) => {
              sent.push(variables.input);
              return true;
            },
          },
          result: {
            errors: [
              new GraphQLError('This voucher has been fully used.', {
                extensions: { code: 'CONFLICT', details: { voucher: 'exhausted' } },
              }),
            ],
          },
        },
      ],
    });

    await user.click((await screen.findAllByTestId('shipping-option'))[0]!);
    await user.type(screen.getByLabelText('Voucher code'), 'hemat20k');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('order-discount')).toHaveTextContent('Discount (HEMAT20K)');
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 290.000');

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const alert = await within(screen.getByTestId('voucher')).findByRole('alert');
    expect(alert).toHaveTextContent('This voucher has been fully used.');
    expect(sent).toEqual([expectedInput(290000, 'HEMAT20K')]);

    await user.click(screen.getByRole('button', { name: 'Remove voucher HEMAT20K' }));
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('voucher')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 310.000');
  });
});
