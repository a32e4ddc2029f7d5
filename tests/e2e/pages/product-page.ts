// /products/:id: gallery (and its full-screen viewer), price, colour and size (each marked 'Habis' or 'Sisa N' when
// so) with the size guide's sheet, stock, quantity, add to cart / wishlist (and the phone's add-to-cart bar),
// related products.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

/** What a colour or size says it has left. */
const STOCK_MARK = 'Sold out|\\d+ left';

/** `name` exactly, or followed by ', ' and what `mark` matches. */
function withMark(name: string, mark: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, (${mark}))?$`);
}

export class ProductPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly gallery: Locator;
  readonly price: Locator;
  readonly colours: Locator;
  readonly sizes: Locator;
  readonly stock: Locator;
  readonly quantity: Locator;
  readonly decrease: Locator;
  readonly increase: Locator;
  readonly addToCartButton: Locator;
  /** The phone's add-to-cart bar, and its own button. */
  readonly addToCartBar: Locator;
  readonly barAddToCartButton: Locator;
  readonly addToWishlistButton: Locator;
  /** The wishlist button, whatever it reads ('Add to wishlist', or 'In your wishlist' pressed). */
  readonly wishlistButton: Locator;
  /** "Size guide" beside the sizes, and the sheet it opens. */
  readonly sizeGuideLink: Locator;
  readonly sizeGuide: Locator;
  /** The large picture's Enlarge button, and the full-screen viewer it opens. */
  readonly enlargeButton: Locator;
  readonly viewer: Locator;
  readonly related: Locator;
  readonly relatedCards: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.gallery = page.getByTestId('product-gallery');
    this.price = page.getByTestId('product-price').first();
    this.colours = page.getByRole('radiogroup', { name: 'Color', exact: true });
    this.sizes = page.getByRole('radiogroup', { name: 'Size', exact: true });
    this.stock = page.getByTestId('product-stock');
    this.quantity = page.getByLabel('Quantity', { exact: true });
    this.decrease = page.getByRole('button', { name: 'Decrease quantity', exact: true });
    this.increase = page.getByRole('button', { name: 'Increase quantity', exact: true });
    // The page's own button (the phone's bar has another while it shows).
    this.addToCartButton = page
      .getByRole('button', { name: 'Add to cart', exact: true })
      .and(page.locator('[data-early-tap="add-to-cart"]'));
    this.addToCartBar = page.getByTestId('add-to-cart-bar');
    this.barAddToCartButton = this.addToCartBar.getByRole('button', { name: 'Add to cart', exact: true });
    this.addToWishlistButton = page.getByRole('button', { name: 'Add to wishlist', exact: true });
    this.wishlistButton = page.getByTestId('wishlist-button');
    this.sizeGuideLink = page.getByRole('button', { name: 'Size guide', exact: true });
    this.sizeGuide = page.getByRole('dialog', { name: 'Size guide', exact: true });
    this.enlargeButton = page.getByRole('button', { name: 'Enlarge image', exact: true });
    this.viewer = page.getByTestId('image-viewer');
    this.related = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Related products', exact: true }),
    });
    this.relatedCards = this.related.getByTestId('product-card');
    this.notFound = page.getByTestId('not-found');
  }

  async goto(id: string) {
    await gotoReady(this.page, `/products/${id}`);
  }

  /** The gallery's main picture: the product's name is its alt text (with the colour a tagged picture shows). */
  mainImage(productName: string): Locator {
    return this.gallery.getByRole('img', { name: withMark(productName, '.+') }).first();
  }

  /** Thumbnail button N (from 1). */
  thumbnail(n: number): Locator {
    return this.gallery.getByRole('button', { name: `Show image ${n}`, exact: true });
  }

  thumbnails(): Locator {
    return this.gallery.getByRole('button', { name: /^Show image \d+$/ });
  }

  /** A colour's radio, whatever it has left ('Navy', 'Navy, 2 left', 'Navy, Sold out'). */
  colour(name: string): Locator {
    return this.colours.getByRole('radio', { name: withMark(name, STOCK_MARK) });
  }

  /** A size's radio, whatever the chosen colour has left of it. */
  size(name: string): Locator {
    return this.sizes.getByRole('radio', { name: withMark(name, STOCK_MARK) });
  }

  async choose(options: { colour?: string; size?: string; quantity?: number }) {
    if (options.colour) await this.colour(options.colour).check();
    if (options.size) await this.size(options.size).check();
    if (options.quantity !== undefined) await this.quantity.fill(String(options.quantity));
  }

  async addToCart() {
    await this.addToCartButton.click();
  }
}
