import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FreeShippingHintQuery } from '@/components/free-shipping-hint';
import { makeFragmentData } from '@/generated/fragment-masking';
import { includedTax } from '@lemari/shop/rules';
import { i18n, startLanguage } from '@/lib/i18n';
import { CartProductFragment, CartProductQuery, CartQuery, UpdateCartItemMutation } from '@/lib/use-cart';
import { readVisitorCart, writeVisitorCart, type VisitorCartLine } from '@/lib/visitor-cart';
import { mockError, mockProductRow, mockQuery, mockSession, watched } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CartPage } from './cart-page';

const PRODUCT = '00000000-0000-4000-8000-000000000101';

function line(overrides: Partial<VisitorCartLine> = {}): VisitorCartLine {
  return {
    id: 'line-1',
    productID: PRODUCT,
    productName: 'Kemeja Linen',
    productImage: 'http://127.0.0.1:8080/uploads/1.png',
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
    ...overrides,
  };
}

const CELANA = '00000000-0000-4000-8000-000000000102';

/** A second product's line: Celana, Black M. */
const celanaLine = (overrides: Partial<VisitorCartLine> = {}) =>
  line({
    id: 'line-2',
    productID: CELANA,
    productName: 'Celana',
    sellPrice: 99000,
    quantity: 1,
    ...overrides,
  });

/** Kemeja Linen as the shop has it now, read as a visitor's cart opens: Black M has `blackM` left. */
function currentProduct(blackM = 3, { id = PRODUCT, productName = 'Kemeja Linen', sellPrice = 150000 } = {}) {
  const variant = (color: string, size: string, stock: number) => ({
    __typename: 'ProductVariant' as const,
    id: `v-${color}-${size}`.toLowerCase(),
    sku: `KEMEJA-LINEN-${color}-${size}`.toUpperCase(),
    color,
    size,
    stock,
  });
  return mockQuery(
    CartProductQuery,
    { id },
    {
      product: {
        __typename: 'Product',
        id,
        ...makeFragmentData(
          {
            __typename: 'Product',
            id,
            productName,
            mainImage: 'http://127.0.0.1:8080/uploads/1.png',
            images: [],
            imageColors: [],
            normalPrice: sellPrice,
            sellPrice,
            discount: 0,
            weight: 300,
            variants: [variant('Black', 'M', blackM), variant('Black', 'L', 7), variant('Navy', 'M', 20)],
          },
          CartProductFragment,
        ),
      },
    },
  );
}

/** Celana as the shop has it now. */
const currentCelana = () => currentProduct(3, { id: CELANA, productName: 'Celana', sellPrice: 99000 });

function renderCart({ mocks }: { mocks: MockLink.MockedResponse[] }) {
  return renderWithApp(<CartPage />, { route: '/cart', mocks, toasts: true });
}

afterEach(() => sessionStorage.clear());

const freeShipping = (setting: { enabled: boolean; threshold: number }) =>
  mockQuery(FreeShippingHintQuery, {}, { freeShipping: { __typename: 'FreeShipping', ...setting } });

describe('CartPage', () => {
  it('says how much more the goods need to ship free, and that they do once they reach it', async () => {
    writeVisitorCart([line()]);
    const { unmount } = renderCart({
      mocks: [mockSession(null), currentProduct(), freeShipping({ enabled: true, threshold: 347000 })],
    });
    expect(await screen.findByTestId('free-shipping-hint')).toHaveTextContent(
      'Rp 47.000 more for free shipping',
    );
    unmount();

    renderCart({
      mocks: [mockSession(null), currentProduct(), freeShipping({ enabled: true, threshold: 300000 })],
    });
    expect(await screen.findByTestId('free-shipping-hint')).toHaveTextContent('Free shipping on this order');
  });

  it('says nothing of free shipping while the shop has it off', async () => {
    writeVisitorCart([line()]);
    const setting = watched(freeShipping({ enabled: false, threshold: 100 }));
    renderCart({ mocks: [mockSession(null), currentProduct(), setting.mock] });
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('Rp 300.000');
    // Once the shop's setting has arrived, the cart shows no hint.
    await setting.answered;
    await waitFor(() => expect(screen.queryByTestId('free-shipping-hint')).not.toBeInTheDocument());
  });

  it("says 'Your cart is empty' with a way back to the products, and shows the new arrivals", async () => {
    renderCart({ mocks: [mockSession(null), mockProductRow('NEWEST', 4, [5, 6, 7, 8])] });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument();
    const row = await screen.findByRole('region', { name: 'New arrivals' });
    const cards = await within(row).findAllByTestId('product-card');
    expect(cards.map((card) => within(card).getByText(/^Kemeja \d$/u).textContent)).toEqual([
      'Kemeja 5',
      'Kemeja 6',
      'Kemeja 7',
      'Kemeja 8',
    ]);
  });

  it('shows each line, the total and the tax the order will show', async () => {
    writeVisitorCart([line(), celanaLine()]);
    renderCart({ mocks: [mockSession(null), currentProduct(), currentCelana()] });

    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const first = lines[0]!;
    expect(within(first).getByRole('link', { name: 'Kemeja Linen' })).toHaveAttribute(
      'href',
      `/products/${PRODUCT}`,
    );
    expect(within(first).getByTestId('cart-line-price')).toHaveTextContent('Rp 150.000');
    expect(within(first).getByText('Black / M')).toBeInTheDocument();
    expect(within(first).getByLabelText('Quantity')).toHaveValue(2);
    expect(within(first).getByTestId('cart-line-total')).toHaveTextContent('Rp 300.000');

    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rp 399.000');
    // 399000 × 11 / 111 = 39540.54… → 39541, as the REST API's round(subtotal × 11 / 111).
    expect(includedTax(399000)).toBe(39541);
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('Rp 39.541');
    expect(screen.getByText('Tax included. Shipping calculated at checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('keeps the stepper between 1 and the stock, and saves the last value', async () => {
    const user = userEvent.setup();
    writeVisitorCart([line({ quantity: 1, stock: 3 })]);
    renderCart({ mocks: [mockSession(null), currentProduct(3)] });

    const row = await screen.findByTestId('cart-line');
    const decrease = within(row).getByRole('button', { name: 'Decrease quantity' });
    const increase = within(row).getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();

    await user.click(increase);
    await user.click(increase);
    expect(within(row).getByLabelText('Quantity')).toHaveValue(3);
    expect(increase).toBeDisabled();
    await waitFor(() => expect(readVisitorCart()[0]?.quantity).toBe(3));
    expect(within(row).getByTestId('cart-line-total')).toHaveTextContent('Rp 450.000');

    // Typing beyond the stock (or below 1) is brought back within bounds.
    const input = within(row).getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue(1);
    await waitFor(() => expect(readVisitorCart()[0]?.quantity).toBe(1));
  });

  it("stops a visitor's stepper at its variant's stock as the shop has it now, not the product's", async () => {
    const user = userEvent.setup();
    // Stored before variants: the product's 9 pieces, no variant named.
    writeVisitorCart([line({ quantity: 1, stock: 9, variantId: undefined, sku: undefined })]);
    renderCart({ mocks: [mockSession(null), currentProduct(2)] });

    // Black M has 2 left (Black L 7, Navy M 20: other variants' stock is not this line's).
    await waitFor(() =>
      expect(readVisitorCart()[0]).toMatchObject({
        stock: 2,
        variantId: 'v-black-m',
        sku: 'KEMEJA-LINEN-BLACK-M',
      }),
    );
    const row = screen.getByTestId('cart-line');
    expect(within(row).getByText('Black / M')).toBeInTheDocument();
    const increase = within(row).getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(within(row).getByLabelText('Quantity')).toHaveValue(2);
    expect(increase).toBeDisabled();
    const input = within(row).getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue(2);
    await waitFor(() => expect(readVisitorCart()[0]?.quantity).toBe(2));
  });

  it("says so when a visitor's colour and size has sold out since it was added", async () => {
    writeVisitorCart([line({ quantity: 2, stock: 3 })]);
    renderCart({ mocks: [mockSession(null), currentProduct(0)] });
    const row = await screen.findByTestId('cart-line');
    expect(await within(row).findByText('Out of stock')).toBeInTheDocument();
    expect(readVisitorCart()[0]).toMatchObject({ stock: 0, quantity: 2 });
  });

  it('removes a line', async () => {
    const user = userEvent.setup();
    writeVisitorCart([line(), celanaLine()]);
    renderCart({ mocks: [mockSession(null), currentProduct(), currentCelana()] });

    const lines = await screen.findAllByTestId('cart-line');
    await user.click(within(lines[0]!).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByText('Celana')).toBeInTheDocument();
    expect(readVisitorCart().map((stored) => stored.id)).toEqual(['line-2']);
  });

  it('keeps the order note for checkout', async () => {
    const user = userEvent.setup();
    writeVisitorCart([line()]);
    const { unmount } = renderCart({ mocks: [mockSession(null), currentProduct()] });

    await user.type(await screen.findByLabelText('Order note'), 'Tolong dibungkus kado');
    unmount();
    renderCart({ mocks: [mockSession(null), currentProduct()] });
    expect(await screen.findByLabelText('Order note')).toHaveValue('Tolong dibungkus kado');
  });

  it("sends a member's change to the server and shows its refusal as an error toast", async () => {
    const user = userEvent.setup();
    const serverLine = {
      __typename: 'CartItem' as const,
      ...line({ quantity: 2 }),
      // The variant's stock, which the server checks (the product has more in other colours and sizes).
      stock: 5,
      variantId: 'v-black-m',
      sku: 'KEMEJA-LINEN-BLACK-M',
    };
    renderCart({
      mocks: [
        mockSession('member'),
        mockQuery(CartQuery, {}, { cart: [serverLine] }, 3),
        mockError(
          UpdateCartItemMutation,
          { id: 'line-1', quantity: 3 },
          'Only 2 left of Kemeja Linen Black / M.',
          {
            code: 'CONFLICT',
          },
        ),
      ],
    });

    const row = await screen.findByTestId('cart-line');
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 left of Kemeja Linen Black / M.')).toBeInTheDocument();
    // The cart is read again: the line shows what the server holds.
    await waitFor(() => expect(within(row).getByLabelText('Quantity')).toHaveValue(2));
  });
});

describe('CartPage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it('shows the lines, the total with its tax and the way to checkout in Indonesian', async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    writeVisitorCart([line(), celanaLine({ stock: 0 })]);
    renderCart({
      mocks: [
        mockSession(null),
        currentProduct(),
        currentProduct(0, { id: CELANA, productName: 'Celana', sellPrice: 99000 }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Keranjang' })).toBeInTheDocument();
    const lines = await screen.findAllByTestId('cart-line');
    expect(within(lines[0]!).getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('button', { name: 'Kurangi jumlah' })).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('button', { name: 'Tambah jumlah' })).toBeInTheDocument();
    expect(within(lines[0]!).getByLabelText('Jumlah')).toHaveValue(2);
    expect(await within(lines[1]!).findByText('Stok habis')).toBeInTheDocument();
    expect(screen.getByText('Termasuk PPN 11%')).toBeInTheDocument();
    expect(
      screen.getByText('Sudah termasuk pajak. Ongkos kirim dihitung saat checkout.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Catatan pesanan')).toHaveAttribute(
      'placeholder',
      'Ada yang perlu kami ketahui tentang pesananmu?',
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(document.title).toBe('Keranjang · Lemari');
  });

  it("says an empty cart is empty, with 'Lanjut belanja'", async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderCart({ mocks: [mockSession(null)] });
    expect(await screen.findByText('Keranjangmu masih kosong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lanjut belanja' })).toHaveAttribute('href', '/products');
  });
});
