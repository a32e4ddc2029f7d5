import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toaster } from '@/components/toaster';
import { AddToCartDocument } from '@/generated/graphql';
import { i18n, startLanguage } from '@/lib/i18n';
import { CartQuery } from '@/lib/use-cart';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import { fireEvent } from '@testing-library/react';
import { ProductPage, ProductPageQuery } from './product-page';
import {
  AddToWishlistMutation,
  ProductWishlistStateQuery,
  RemoveFromWishlistOnProductMutation,
} from './wishlist-button';

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

function variant(color: string, size: string, stock: number) {
  return {
    __typename: 'ProductVariant' as const,
    id: `v-${color}-${size}`.toLowerCase(),
    sku: `KEMEJA-LINEN-${color}-${size}`.toUpperCase(),
    color,
    size,
    stock,
  };
}

/** The fixture's size guide, or null for a category without one. */
interface SizeGuideFixture {
  __typename: 'SizeGuide';
  columns: string[];
  rows: { __typename: 'SizeGuideRow'; size: string; values: number[] }[];
  note: string;
}

const IMAGES = [
  'http://127.0.0.1:8080/uploads/1.png',
  'http://127.0.0.1:8080/uploads/grey.png',
  'http://127.0.0.1:8080/uploads/black.png',
];

/** Grey: S 5, M 3, L sold out. Black: M 2, L sold out, no S. White: only M, sold out. */
const linen = {
  __typename: 'Product' as const,
  id: ID,
  productName: 'Kemeja Linen Oversize',
  description: 'A relaxed shirt in washed linen.',
  sellPrice: 149000,
  normalPrice: 189000,
  discount: 21,
  weight: 300,
  stock: 10,
  material: 'Linen',
  colors: ['Grey', 'Black', 'White'],
  sizes: ['S', 'M', 'L'],
  images: IMAGES,
  imageColors: ['', 'Grey', 'Black'],
  mainImage: IMAGES[0]!,
  variants: [
    variant('Grey', 'S', 5),
    variant('Grey', 'M', 3),
    variant('Grey', 'L', 0),
    variant('Black', 'M', 2),
    variant('Black', 'L', 0),
    variant('White', 'M', 0),
  ],
  categories: [{ __typename: 'CategoryRef' as const, id: 'c1', slug: 'kemeja', categoryName: 'Kemeja' }],
  sizeGuide: {
    __typename: 'SizeGuide' as const,
    columns: ['Lebar dada', 'Panjang'],
    rows: [
      { __typename: 'SizeGuideRow' as const, size: 'S', values: [50, 70] },
      { __typename: 'SizeGuideRow' as const, size: 'M', values: [52, 72.5] },
      { __typename: 'SizeGuideRow' as const, size: 'L', values: [54, 74] },
    ],
    note: 'Diukur rata, toleransi 1–2 cm.',
  } as SizeGuideFixture | null,
  related: [1, 2, 3, 4].map(related),
};

function productAnswer(product: Partial<typeof linen> | null): MockLink.MockedResponse {
  return {
    request: { query: ProductPageQuery, variables: { id: ID, related: 4 } },
    result: { data: { product: product && { ...linen, ...product } } },
  };
}

function renderProduct(mocks: MockLink.MockedResponse[], search = '') {
  return renderWithApp(
    <>
      <ProductPage />
      <Toaster />
    </>,
    { route: '/products/:id', at: `/products/${ID}${search}`, mocks },
  );
}

/** The Add to cart button once it can be used (it waits for the session to say who is shopping). */
async function addButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The radios of a group ('Color', 'Size') by their accessible names, in order. */
function radioNames(group: string): string[] {
  const radios = within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio');
  return radios.map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent ?? '');
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

/**
 * IntersectionObserver as the tests drive it: `report` says where an observed element now is (above the screen, on
 * it, below it), and each observer sees it through its root margin, which may stretch the screen far up or down.
 */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  private readonly stretchesUp: boolean;
  private readonly stretchesDown: boolean;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const [top = '0px', , bottom = top] = (options.rootMargin ?? '0px').split(/\s+/u);
    this.stretchesUp = parseFloat(top) > 10_000;
    this.stretchesDown = parseFloat(bottom) > 10_000;
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((one) => one !== target);
  }
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  static report(target: Element, where: 'above' | 'on' | 'below') {
    for (const observer of FakeIntersectionObserver.observers.filter((one) => one.targets.includes(target))) {
      const seen =
        where === 'on' ||
        (where === 'above' && observer.stretchesUp) ||
        (where === 'below' && observer.stretchesDown);
      const entry = { target, isIntersecting: seen } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

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
    expect(within(gallery).getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', IMAGES[0]);
    expect(within(gallery).getByAltText('Kemeja Linen Oversize')).toHaveAttribute('fetchpriority', 'high');
    // The colour a picture shows is in its text.
    await user.click(within(gallery).getByRole('button', { name: 'Show image 2' }));
    expect(within(gallery).getByAltText('Kemeja Linen Oversize, Grey')).toHaveAttribute('src', IMAGES[1]);

    expect(screen.getAllByTestId('product-price')[0]).toHaveTextContent('Rp 149.000');
    // No stock figure until the colour and size are chosen: the product's 10 are not any one variant's.
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Select a color and size to see its stock');
    expect(screen.getByText('Linen')).toBeInTheDocument();
    expect(screen.getByText('300 g')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black, 2 left' })).not.toBeChecked();

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

    await user.click(screen.getByRole('radio', { name: /^Black/u }));
    await user.click(add);
    await toast('Please select a color and size.');
    expect(localStorage.getItem('cart')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^M/u }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await user.click(add);
    await toast('quantity required');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("keeps the quantity a whole number from 0 to the chosen variant's stock", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const quantity = await screen.findByLabelText('Quantity');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const stock = screen.getByTestId('product-stock');

    expect(quantity).toHaveValue('1');
    await user.click(decrease);
    expect(quantity).toHaveValue('0');
    expect(decrease).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, 'abc');
    expect(quantity).toHaveValue('0');

    // Grey S: 5 left, not the product's 10.
    await user.click(screen.getByRole('radio', { name: /^Grey/u }));
    await user.click(screen.getByRole('radio', { name: /^S/u }));
    expect(stock).toHaveTextContent('Stock: 5');
    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveValue('5');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(increase);
    expect(quantity).toHaveValue('5');

    // Grey M: 3 left, few enough to say so; the quantity comes down to it.
    await user.click(screen.getByRole('radio', { name: /^M/u }));
    expect(stock).toHaveTextContent('3 left');
    expect(quantity).toHaveValue('3');
    expect(increase).toBeDisabled();

    // Grey L: sold out, nothing to add.
    await user.click(screen.getByRole('radio', { name: /^L/u }));
    expect(stock).toHaveTextContent('Sold out');
    expect(quantity).toHaveValue('0');
    expect(increase).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    // Back to Grey S: a quantity again, from 1.
    await user.click(screen.getByRole('radio', { name: /^S/u }));
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("marks each colour and size 'Sold out' or 'N left' for the colour chosen, offering only sizes it comes in", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    await screen.findByRole('radiogroup', { name: 'Color' });

    // White's only size is sold out; Black has 2 left over all its sizes.
    expect(radioNames('Color')).toEqual(['Grey', 'Black, 2 left', 'White, Sold out']);
    expect(screen.getByRole('radio', { name: 'White, Sold out' })).toBeEnabled();
    // Before a colour: L is sold out in every colour, M has 5 over all.
    expect(radioNames('Size')).toEqual(['S', 'M', 'L, Sold out']);

    await user.click(screen.getByRole('radio', { name: 'Grey' }));
    expect(radioNames('Size')).toEqual(['S', 'M, 3 left', 'L, Sold out']);
    await user.click(screen.getByRole('radio', { name: /^S/u }));
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();

    // Black comes in no S: it is not offered, and the S chosen for Grey is chosen no more.
    await user.click(screen.getByRole('radio', { name: /^Black/u }));
    expect(radioNames('Size')).toEqual(['M, 2 left', 'L, Sold out']);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Size' })).queryAllByRole('radio', { checked: true }),
    ).toHaveLength(0);
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Select a size to see its stock');

    // A sold-out colour can be chosen, to see it, but not added.
    await user.click(screen.getByRole('radio', { name: 'White, Sold out' }));
    expect(radioNames('Size')).toEqual(['M, Sold out']);
    await user.click(screen.getByRole('radio', { name: 'M, Sold out' }));
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Sold out');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("shows the chosen colour's pictures first, and those of every colour after them", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const gallery = await screen.findByTestId('product-gallery');
    const main = () => within(gallery).getAllByRole('img')[0];
    expect(within(gallery).getAllByRole('button', { name: /^Show image/u })).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: /^Black/u }));
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    expect(main()).toHaveAccessibleName('Kemeja Linen Oversize, Black');
    // Black's picture and the one of every colour; Grey's leaves.
    expect(within(gallery).getAllByRole('button', { name: /^Show image/u })).toHaveLength(2);
    await user.click(within(gallery).getByRole('button', { name: 'Show image 2' }));
    expect(main()).toHaveAttribute('src', IMAGES[0]);

    // Another colour starts at its own first picture.
    await user.click(screen.getByRole('radio', { name: /^Grey/u }));
    expect(main()).toHaveAttribute('src', IMAGES[1]);
    // A colour no picture shows keeps them all, as staff ordered them.
    await user.click(screen.getByRole('radio', { name: /^White/u }));
    expect(main()).toHaveAttribute('src', IMAGES[0]);
    expect(within(gallery).getAllByRole('button', { name: /^Show image/u })).toHaveLength(3);
  });

  it('opens in the colour its address picks (a colour-filtered card links so), with its pictures first', async () => {
    const { unmount } = renderProduct([mockSession(null), productAnswer({})], '?color=black');
    const gallery = await screen.findByTestId('product-gallery');
    expect(screen.getByRole('radio', { name: /^Black/u })).toBeChecked();
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('src', IMAGES[2]);
    // Its sizes are Black's: S is not offered.
    expect(radioNames('Size')).toEqual(['M, 2 left', 'L, Sold out']);
    unmount();

    // A colour the product does not come in picks nothing.
    renderProduct([mockSession(null), productAnswer({})], '?color=Navy');
    await screen.findByTestId('product-gallery');
    expect(screen.getByRole('radio', { name: /^Grey/u })).not.toBeChecked();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it("adds a visitor's choice to the stored cart", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);

    await user.click(await screen.findByRole('radio', { name: /^Grey/u }));
    await user.click(screen.getByRole('radio', { name: /^M/u }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await addButton());

    await toast('success added to cart');
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[];
    expect(stored).toEqual([
      expect.objectContaining({
        productID: ID,
        productName: 'Kemeja Linen Oversize',
        sellPrice: 149000,
        color: 'Grey',
        size: 'M',
        quantity: 2,
        stock: 3,
        variantId: 'v-grey-m',
        sku: 'KEMEJA-LINEN-GREY-M',
      }),
    ]);

    // Two more would be beyond Grey M's 3 (the product has 10).
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(await addButton());
    await toast('Only 3 left in stock.');
  });

  it('needs no colour or size for a product that has none, and counts its one variant', async () => {
    const user = userEvent.setup();
    renderProduct([
      mockSession(null),
      productAnswer({ colors: [], sizes: [], stock: 2, variants: [variant('', '', 2)] }),
    ]);
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('2 left');
    await user.click(await addButton());
    await toast('success added to cart');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ color: '', size: '', quantity: 1, stock: 2, variantId: 'v--' }),
    ]);
  });

  it('asks only for a size when the product comes in no colours', async () => {
    const user = userEvent.setup();
    renderProduct([
      mockSession(null),
      productAnswer({ colors: [], stock: 7, variants: [variant('', 'S', 0), variant('', 'M', 7)] }),
    ]);
    await user.click(await addButton());
    await toast('Please select a color and size.');
    expect(screen.queryByRole('radiogroup', { name: 'Color' })).not.toBeInTheDocument();
    expect(radioNames('Size')).toEqual(['S, Sold out', 'M']);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Stock: 7');
  });

  it("shows the server's message when a member's cart refuses", async () => {
    const user = userEvent.setup();
    const input = { productID: ID, color: 'Grey', size: 'S', quantity: 1 };
    renderProduct([
      mockSession('member'),
      productAnswer({}),
      mockQuery(CartQuery, {}, { cart: [] }),
      mockQuery(
        ProductWishlistStateQuery,
        { id: ID },
        { product: { __typename: 'Product', id: ID, inWishlist: false } },
      ),
      mockError(AddToCartDocument, { input }, 'Only 5 left of Grey / S; 5 already in your cart.', {
        code: 'CONFLICT',
      }),
    ]);
    await user.click(await screen.findByRole('radio', { name: /^Grey/u }));
    await user.click(screen.getByRole('radio', { name: /^S/u }));
    await user.click(await addButton());
    await toast('Only 5 left of Grey / S; 5 already in your cart.');
  });

  it("shows whether the product is on a member's wishlist, and a press adds or removes it", async () => {
    const user = userEvent.setup();
    const state = (inWishlist: boolean) => ({ __typename: 'Product' as const, id: ID, inWishlist });
    const item = (inWishlist: boolean) => ({
      __typename: 'WishlistItem' as const,
      id: 'w1',
      productID: ID,
      product: state(inWishlist),
    });
    renderProduct([
      mockSession('member'),
      productAnswer({}),
      mockQuery(CartQuery, {}, { cart: [] }),
      mockQuery(ProductWishlistStateQuery, { id: ID }, { product: state(false) }),
      mockQuery(AddToWishlistMutation, { productId: ID }, { addToWishlist: item(true) }),
      mockQuery(RemoveFromWishlistOnProductMutation, { productId: ID }, { removeFromWishlist: item(false) }),
    ]);
    const wish = await screen.findByTestId('wishlist-button');
    await waitFor(() => expect(wish).toBeEnabled());
    expect(wish).toHaveAccessibleName('Add to wishlist');
    expect(wish).toHaveAttribute('aria-pressed', 'false');

    await user.click(wish);
    await toast('success added to wishlist');
    await waitFor(() => expect(wish).toHaveAccessibleName('In your wishlist'));
    expect(wish).toHaveAttribute('aria-pressed', 'true');
    act(() => toaster.remove());

    await user.click(wish);
    await toast('Removed from your wishlist');
    await waitFor(() => expect(wish).toHaveAccessibleName('Add to wishlist'));
    expect(wish).toHaveAttribute('aria-pressed', 'false');
  });

  it("starts pressed for a product already on the member's wishlist, and warns if another tab added it", async () => {
    const user = userEvent.setup();
    const state = (inWishlist: boolean) => ({ __typename: 'Product' as const, id: ID, inWishlist });
    renderProduct([
      mockSession('member'),
      productAnswer({}),
      mockQuery(CartQuery, {}, { cart: [] }),
      mockQuery(ProductWishlistStateQuery, { id: ID }, { product: state(false) }),
      mockError(AddToWishlistMutation, { productId: ID }, 'already in wishlist', { code: 'CONFLICT' }),
      mockQuery(ProductWishlistStateQuery, { id: ID }, { product: state(true) }),
    ]);
    const wish = await screen.findByTestId('wishlist-button');
    await waitFor(() => expect(wish).toBeEnabled());
    await user.click(wish);
    expect(await toast('already in wishlist')).toHaveAttribute('data-type', 'warning');
    // The button asks again and shows what the server says.
    await waitFor(() => expect(wish).toHaveAttribute('aria-pressed', 'true'));
    expect(wish).toHaveAccessibleName('In your wishlist');
  });

  it('sends a visitor to sign in and back for the wishlist', async () => {
    const user = userEvent.setup();
    const { router } = renderProduct([mockSession(null), productAnswer({})]);
    const wish = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(wish).toBeEnabled());
    // Not a toggle for a visitor, who has no wishlist.
    expect(wish).not.toHaveAttribute('aria-pressed');
    await user.click(wish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/products/${ID}`);
  });

  it("opens the category's size guide in a sheet from the link beside the sizes, and closes it", async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const sizes = await screen.findByTestId('option-group-size');
    const link = within(sizes).getByRole('button', { name: 'Size guide' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(link);
    const sheet = await screen.findByRole('dialog', { name: 'Size guide' });
    expect(sheet).toHaveAccessibleDescription('Kemeja Linen Oversize');
    const table = within(sheet).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Lebar dada', 'Panjang']);
    const rows = within(table).getAllByTestId('size-guide-row');
    expect(rows.map((row) => row.textContent)).toEqual(['S5070', 'M5272,5', 'L5474']);
    expect(within(sheet).getByText('Diukur rata, toleransi 1–2 cm.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close size guide' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Size guide' })).toBeNull());
  });

  it('shows no size guide link when the category has none', async () => {
    renderProduct([mockSession(null), productAnswer({ sizeGuide: null })]);
    await screen.findByTestId('option-group-size');
    expect(screen.queryByRole('button', { name: 'Size guide' })).toBeNull();
  });

  it('turns to the next and previous picture with a swipe, and not with a scroll', async () => {
    renderProduct([mockSession(null), productAnswer({})]);
    const gallery = await screen.findByTestId('product-gallery');
    const main = () => within(gallery).getByTestId('gallery-main-image');
    const surface = main().parentElement!;
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.pointerDown(surface, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(surface, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: toY });
    };
    swipe(300, 100);
    expect(main()).toHaveAttribute('src', IMAGES[1]);
    expect(within(gallery).getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    swipe(300, 100);
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    // The last picture is the last: a further swipe stays there.
    swipe(300, 100);
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    // Mostly up or down is the page's scroll, not a swipe.
    swipe(300, 250, 50);
    expect(main()).toHaveAttribute('src', IMAGES[2]);
    swipe(100, 300);
    expect(main()).toHaveAttribute('src', IMAGES[1]);
  });

  it('opens the picture full screen, turns with the arrow keys, zooms, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);
    const gallery = await screen.findByTestId('product-gallery');
    await user.click(within(gallery).getByRole('button', { name: 'Enlarge image' }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', IMAGES[0]);
    expect(within(viewer).getByTestId('image-viewer-position')).toHaveTextContent('Image 1 of 3');
    expect(within(viewer).getByRole('button', { name: 'Previous image' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', IMAGES[1]);
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByTestId('image-viewer-position')).toHaveTextContent('Image 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', IMAGES[1]);

    const frame = within(viewer).getByTestId('image-viewer-frame');
    expect(frame).toHaveAttribute('data-zoom', '1.00');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(frame).toHaveAttribute('data-zoom', '1.50');
    await user.click(within(viewer).getByRole('button', { name: 'Zoom out' }));
    expect(frame).toHaveAttribute('data-zoom', '1.00');

    // Two fingers spread to twice their distance: the picture twice as large; never past 4 times.
    const touch = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', id: number, x: number) =>
      fireEvent[type](frame, { pointerId: id, pointerType: 'touch', clientX: x, clientY: 300 });
    touch('pointerDown', 1, 100);
    touch('pointerDown', 2, 200);
    touch('pointerMove', 2, 300);
    expect(frame).toHaveAttribute('data-zoom', '2.00');
    touch('pointerMove', 2, 900);
    expect(frame).toHaveAttribute('data-zoom', '4.00');
    touch('pointerUp', 2, 900);
    touch('pointerUp', 1, 100);
    // Zoomed in, a one-finger move is a pan, not a swipe to another picture.
    touch('pointerDown', 3, 300);
    touch('pointerMove', 3, 100);
    touch('pointerUp', 3, 100);
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', IMAGES[1]);
    expect(frame).toHaveAttribute('data-zoom', '4.00');
    await user.keyboard('0');
    expect(frame).toHaveAttribute('data-zoom', '1.00');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The gallery shows the picture the viewer was left on.
    expect(within(gallery).getByTestId('gallery-main-image')).toHaveAttribute('src', IMAGES[1]);
  });

  it('says when a product is sold out and offers nothing to add', async () => {
    renderProduct([
      mockSession(null),
      productAnswer({ stock: 0, variants: linen.variants.map((one) => ({ ...one, stock: 0 })) }),
    ]);
    expect(await screen.findByTestId('product-stock')).toHaveTextContent('Out of stock');
    expect(screen.getByLabelText('Quantity')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  describe('the add-to-cart bar on a phone', () => {
    beforeEach(() => {
      FakeIntersectionObserver.observers = [];
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      return () => vi.unstubAllGlobals();
    });

    it('shows once the page’s button has scrolled up out of view, with the price, the choice and its own button', async () => {
      const user = userEvent.setup();
      phoneViewport();
      renderProduct([mockSession(null), productAnswer({})]);
      const add = await addButton();
      const bar = screen.getByTestId('add-to-cart-bar');
      vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ height: 72 } as DOMRect);
      expect(getComputedStyle(bar).display).toBe('block');
      // Away (and out of reach of screen readers and the keyboard) while the page's button is on the screen.
      expect(bar).toHaveAttribute('data-state', 'closed');
      expect(screen.getAllByRole('button', { name: 'Add to cart' })).toEqual([add]);

      // Below the screen is not scrolled past: no bar yet.
      FakeIntersectionObserver.report(add, 'below');
      expect(bar).toHaveAttribute('data-state', 'closed');
      // Scrolled past it, even in one fling from below the screen to above it.
      FakeIntersectionObserver.report(add, 'above');
      expect(bar).toHaveAttribute('data-state', 'open');
      expect(bar).not.toHaveAttribute('aria-hidden');
      expect(bar).toHaveTextContent('Rp 149.000');
      expect(within(bar).getByTestId('add-to-cart-bar-choice')).toHaveTextContent('Select a color and size');
      // The chat button moves up over it.
      expect(document.documentElement.style.getPropertyValue('--lemari-bottom-bar')).toBe('72px');

      // Nothing chosen: the bar says so and brings the colours back to hand.
      await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
      await toast('Please select a color and size.');
      expect(screen.getByRole('radio', { name: 'Grey' })).toHaveFocus();
      act(() => toaster.remove());

      await user.click(screen.getByRole('radio', { name: 'Grey' }));
      await user.click(screen.getByRole('radio', { name: /^M/u }));
      expect(within(bar).getByTestId('add-to-cart-bar-choice')).toHaveTextContent('Grey / M · 3 left');
      await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
      await toast('success added to cart');
      expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
        expect.objectContaining({ color: 'Grey', size: 'M', quantity: 1, variantId: 'v-grey-m' }),
      ]);

      // A sold-out choice cannot be added from the bar either.
      await user.click(screen.getByRole('radio', { name: /^L/u }));
      expect(within(bar).getByTestId('add-to-cart-bar-choice')).toHaveTextContent('Grey / L · Sold out');
      expect(within(bar).getByRole('button', { name: 'Add to cart' })).toBeDisabled();

      // Back at the button, the bar leaves, and the chat button comes down.
      FakeIntersectionObserver.report(add, 'on');
      expect(bar).toHaveAttribute('data-state', 'closed');
      expect(bar).toHaveAttribute('aria-hidden', 'true');
      expect(document.documentElement.style.getPropertyValue('--lemari-bottom-bar')).toBe('');
    });

    it('leaves as the end of the page comes into view, so that it covers none of the footer', async () => {
      phoneViewport();
      renderProduct([mockSession(null), productAnswer({})]);
      const add = await addButton();
      const bar = screen.getByTestId('add-to-cart-bar');
      FakeIntersectionObserver.report(add, 'above');
      expect(bar).toHaveAttribute('data-state', 'open');
      const observed = FakeIntersectionObserver.observers.flatMap((observer) => observer.targets);
      const end = observed.find((target) => target !== add)!;
      FakeIntersectionObserver.report(end, 'on');
      expect(bar).toHaveAttribute('data-state', 'closed');
      // Jumped to the footer: the end is above the screen, and the bar stays away.
      FakeIntersectionObserver.report(end, 'above');
      expect(bar).toHaveAttribute('data-state', 'closed');
      FakeIntersectionObserver.report(end, 'below');
      expect(bar).toHaveAttribute('data-state', 'open');
    });

    it('is not there on a wide screen, nor for a sold-out product', async () => {
      renderProduct([
        mockSession(null),
        productAnswer({ stock: 0, variants: linen.variants.map((one) => ({ ...one, stock: 0 })) }),
      ]);
      await screen.findByTestId('product-stock');
      const bar = screen.getByTestId('add-to-cart-bar');
      expect(getComputedStyle(bar).display).toBe('none');
      FakeIntersectionObserver.report(screen.getByRole('button', { name: 'Add to cart' }), 'above');
      expect(bar).toHaveAttribute('data-state', 'closed');
    });
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

describe('ProductPage in Bahasa Indonesia', () => {
  beforeEach(async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
  });
  afterEach(() => {
    i18n.activate('en');
  });

  it('asks for the choice, marks the stock and adds to the cart in Indonesian', async () => {
    const user = userEvent.setup();
    renderProduct([mockSession(null), productAnswer({})]);

    const add = await screen.findByRole('button', { name: 'Tambah ke keranjang' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Tambah ke wishlist' })).toBeInTheDocument();
    expect(screen.getByTestId('product-stock')).toHaveTextContent(
      'Pilih warna dan ukuran untuk melihat stoknya',
    );
    expect(screen.getByText('Jumlah')).toBeInTheDocument();
    expect(screen.getByTestId('product-normal-price')).toHaveTextContent('Rp 189.000');

    await user.click(add);
    expect(await toast('Silakan pilih warna dan ukuran.')).toHaveAttribute('data-type', 'error');

    expect(radioNames('Warna')).toEqual(['Grey', 'Black, Sisa 2', 'White, Habis']);
    await user.click(screen.getByRole('radio', { name: 'Grey' }));
    await user.click(screen.getByRole('radio', { name: /^S/u }));
    expect(screen.getByTestId('product-stock')).toHaveTextContent('Stok: 5');
    await user.click(add);
    await toast('berhasil ditambahkan ke keranjang');
    expect(screen.getByRole('heading', { name: 'Produk terkait' })).toBeInTheDocument();
  });

  it('says an unknown product is not found, in Indonesian', async () => {
    renderProduct([mockSession(null), productAnswer(null)]);
    expect(await screen.findByRole('heading', { name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke toko' })).toHaveAttribute('href', '/shop');
  });
});
