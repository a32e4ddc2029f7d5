import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VoucherQuoteQuery } from '@/components/voucher-field';
import { readVoucherCode, writeCheckoutDraft, writeVoucherCode } from '@/lib/checkout-draft';
import { EMPTY_ADDRESS } from '@/lib/address';
import { writeVisitorCart, type VisitorCartLine } from '@/lib/visitor-cart';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CartProductFragment, CartProductQuery } from '@/lib/use-cart';
import { makeFragmentData } from '@/generated/fragment-masking';
import { CartPage } from './cart-page';

const PRODUCT = '00000000-0000-4000-8000-000000000101';

const line: VisitorCartLine = {
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
  variantId: 'v-black-m',
  sku: 'KEMEJA-LINEN-BLACK-M',
};

/** Kemeja Linen as the shop has it now (read again as a visitor's cart opens). */
const product = () =>
  mockQuery(
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
            normalPrice: 150000,
            sellPrice: 150000,
            discount: 0,
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

const quote = (code: string, discount: number, email: string | null = null, times = 2) =>
  mockQuery(
    VoucherQuoteQuery,
    { code, subtotal: 300000, shippingCost: null, email },
    {
      voucherQuote: {
        __typename: 'VoucherQuote',
        code,
        kind: code === 'ONGKIR' ? 'free_shipping' : 'percent',
        discount,
        freeShipping: code === 'ONGKIR',
      },
    },
    times,
  );

const renderCart = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<CartPage />, { route: '/cart', mocks });

describe('CartPage voucher', () => {
  it('applies a code (typed in any case): the discount line, the new total, kept for checkout; Remove takes it off', async () => {
    const user = userEvent.setup();
    writeVisitorCart([line]);
    renderCart([mockSession(null), product(), quote('LEMARI10', 30000)]);

    expect(await screen.findByTestId('cart-total')).toHaveTextContent('Rp 300.000');
    await user.type(screen.getByLabelText('Voucher code'), ' lemari10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const discount = await screen.findByTestId('cart-discount');
    expect(discount.textContent).toBe('Discount (LEMARI10)\u2212Rp\u00a030.000');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('Rp 300.000');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 270.000');
    // The tax is the 11 % in what the goods cost after a percent voucher (the shop rules' includedTaxOfOrder).
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('Rp 26.757');
    expect(screen.getByTestId('voucher-code')).toHaveTextContent('LEMARI10');
    expect(readVoucherCode()).toBe('LEMARI10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove voucher LEMARI10' }));
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 300.000');
    expect(readVoucherCode()).toBe('');
    expect(screen.getByLabelText('Voucher code')).toHaveValue('');
  });

  it("shows the server's refusal under the field (role=alert) and applies nothing", async () => {
    const user = userEvent.setup();
    writeVisitorCart([line]);
    renderCart([
      mockSession(null),
      product(),
      mockError(
        VoucherQuoteQuery,
        { code: 'OLD2025', subtotal: 300000, shippingCost: null, email: null },
        'This voucher has expired.',
      ),
    ]);

    await user.type(await screen.findByLabelText('Voucher code'), 'old2025{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This voucher has expired.');
    expect(within(screen.getByTestId('voucher')).getByLabelText('Voucher code')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 300.000');
    expect(readVoucherCode()).toBe('');
  });

  it("quotes a kept code again as the cart opens, with the guest's e-mail; free shipping says so before a service", async () => {
    writeVisitorCart([line]);
    writeVoucherCode('ONGKIR');
    writeCheckoutDraft({
      email: 'tamu@example.com',
      addressChoice: 'new',
      address: EMPTY_ADDRESS,
      saveAddress: false,
    });
    renderCart([mockSession(null), product(), quote('ONGKIR', 0, 'tamu@example.com')]);

    const discount = await screen.findByTestId('cart-discount');
    expect(discount).toHaveTextContent('Discount (ONGKIR)Free shipping');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 300.000'));
    // A free-shipping voucher leaves the goods' tax whole.
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('Rp 29.730');
  });
});
