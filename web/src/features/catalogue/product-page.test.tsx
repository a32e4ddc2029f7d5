import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toaster } from '@/components/toaster';
import { AddToCartDocument } from '@/generated/graphql';
import { CartQuery } from '@/lib/use-cart';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AddToWishlistMutation, ProductPage, ProductPageQuery } from './product-page';

const ID = '0b7f5c2e-8a51-4c1e-9a59-3f1a2b3c4d5e';

function related(n: number) {
  return {
    __typename: 'Product' as const,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productName: `Kaos ${n}`,
    sellPrice: 99000,
    normalPrice: 99000,
    discount: 0,
    mainImage: `http://127.0.0.1:8080/uploads/r${n}.png`,
    stock: 4,
  };
}

const linen = {
  __typename: 'Product' as const,
  id: ID,
  productName: 'Kemeja Linen Oversize',
  description: 'A relaxed shirt in washed linen.',
  sellPrice: 149000,
  normalPrice: 189000,
  discount: 21,
  weight: 300,
  stock: 3,
  material: 'Linen',
  colors: ['Grey', 'Black'],
  sizes: ['S', 'M', 'L'],
  images: ['http://127.0.0.1:8080/uploads/1.png', 'http://127.0.0.1:8080/uploads/2.png'],
  mainImage: 'http://127.0.0.1:8080/uploads/1.png',
  categories: [{ __typename: 'CategoryRef' as const, id: 'c1', slug: 'kemeja', categoryName: 'Kemeja' }],
  related: [1, 2, 3, 4].map(related),
};

function productAnswer(product: Partial<typeof linen> | null): MockLink.MockedResponse {
  return {
    request: { query: ProductPageQuery, variables: { id: ID, related: 4 } },
    result: { data: { product: product && { ...linen, ...product } } },
  };
}

function renderProduct(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(
    <>
      <ProductPage />
      <Toaster />
    </>,
    { route: '/products/:id', at: `/products/${ID}`, mocks },
  );
}

/** The Add to cart button once it can be used (it waits for the session to say who is shopping). */
async function addButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The toast saying `text`, once it shows. */
async function toast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByTestId('toast').find((element) => element.textContent?.includes(text));
    expect(found).toBeDefined();
    return found!;
  });
}

afterEach(() => {
  act(() => toaster.remove());
});

// Several of these walk through many clicks and keystrokes: more than the default 5 s on a busy machine.
describe('ProductPage', { timeout: 20_000 }, () => {
  it('shows the gallery, price, stock, details and 4 related products', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);

    expect(screen.getByLabelText('Loading product')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kemeja Linen Oversize' }),
    ).toBeInTheDocument();
    const gallery = screen.getByTestId('product-gallery');
    expect(within(gallery).getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', linen.images[0]);
    expect(within(gallery).getByAltText('Kemeja Linen Oversize')).toHaveAttribute('fetchpriority', 'high');
    await user.click(within(gallery).getByRole('button', { name: 'Show image 2' }));
    expect(within(gallery).getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', linen.images[1]);

    expect(screen.getAllByTestId('product-price')[0]).toHaveTextContent('Rp 149.000');
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Stock: 3');
    expect(screen.getByText('Linen')).toBeInTheDocument();
    expect(screen.getByText('300 g')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black' })).not.toBeChecked();

    const section = screen.getByRole('heading', { level: 2, name: 'Related products' }).closest('section')!;
    expect(within(section).getAllByTestId('product-card')).toHaveLength(4);
  });

  it('asks for a colour and size, then for a quantity', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const add = await addButton();

    await user.click(add);
    expect(await toast('Please select a color and size.')).toHaveAttribute('data-type', 'error');
    act(() => toaster.remove());

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(add);
    await toast('Please select a color and size.');
    expect(localStorage.getItem('cart')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(add);
    await toast('quantity required');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps the quantity a whole number from 0 to the stock', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const quantity = await screen.findByLabelText('Quantity');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(quantity).toHaveValue('1');
    await user.click(decrease);
    expect(quantity).toHaveValue('0');
    expect(decrease).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, 'abc');
    expect(quantity).toHaveValue('0');

    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveValue('3');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(increase);
    expect(quantity).toHaveValue('3');
  });

  it("adds a visitor's choice to the stored cart", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);

    await user.click(await screen.findByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await addButton());

    await toast('success added to cart');
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[];
    expect(stored).toEqual([
      expect.objectContaining({
        productID: ID,
        productName: 'Kemeja Linen Oversize',
        sellPrice: 149000,
        color: 'Black',
        size: 'M',
        quantity: 2,
      }),
    ]);

    // Two more would be beyond the stock of 3.
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await addButton());
    await toast('Only 3 left in stock.');
  });

  it('needs no colour or size for a product that has none', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({ colors: [], sizes: [] })]);
    await user.click(await addButton());
    await toast('success added to cart');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it("shows the server's message when a member's cart refuses", async () => {
    const user = userEvent.setup();
    const input = { productID: ID, color: 'Grey', size: 'S', quantity: 1 };
    renderProduct([
      mockSession('member'),
      productAnswer({}),
      mockQuery(CartQuery, {}, { cart: [] }),
      mockError(AddToCartDocument, { input }, 'Only 1 left; 1 already in your cart.', { code: 'CONFLICT' }),
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Grey' }));
    await user.click(screen.getByRole('radio', { name: 'S' }));
    await user.click(await addButton());
    await toast('Only 1 left; 1 already in your cart.');
  });

  it("adds to a member's wishlist, and warns when it is there already", async () => {
    const user = userEvent.setup();
    const wished = {
      __typename: 'WishlistItem' as const,
      id: 'w1',
      productID: ID,
    };
    renderProduct([
      mockSession('member'),
      productAnswer({}),
      mockQuery(CartQuery, {}, { cart: [] }),
      mockQuery(AddToWishlistMutation, { productId: ID }, { addToWishlist: wished }),
      mockError(AddToWishlistMutation, { productId: ID }, 'already in wishlist', { code: 'CONFLICT' }),
    ]);
    const wish = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(wish).toBeEnabled());

    await user.click(wish);
    await toast('success added to wishlist');
    act(() => toaster.remove());

    await user.click(wish);
    expect(await toast('already in wishlist')).toHaveAttribute('data-type', 'warning');
  });

  it('sends a visitor to sign in and back for the wishlist', async () => {
    const user = userEvent.setup();
    const { router } = renderProduct([mockSession(null), productAnswer({})]);
    const wish = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(wish).toBeEnabled());
    await user.click(wish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/products/${ID}`);
  });

  it('says when a product is sold out and offers nothing to add', async () => {
    renderProduct([mockSession(null), productAnswer({ stock: 0 })]);
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('Out of stock');
    expect(screen.getByLabelText('Quantity')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('says so for an unknown or deleted product', async () => {
    renderProduct([mockSession(null), productAnswer(null)]);
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Product not found');
  });

  it("shows the gateway's message when the product cannot be read, and tries again", async () => {
    const user = userEvent.setup();
    renderProduct([
      mockSession(null),
      mockError(ProductPageQuery, { id: ID, related: 4 }, 'The shop is not answering right now.', {
        code: 'UPSTREAM_UNAVAILABLE',
      }),
      productAnswer({}),
    ]);
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'The shop is not answering right now.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kemeja Linen Oversize' }),
    ).toBeInTheDocument();
  });
});
