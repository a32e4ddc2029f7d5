// /products/:id: gallery, price, colour and size, stock, quantity, add to cart / wishlist, related products.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

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
  readonly addToWishlistButton: Locator;
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
    this.addToCartButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    this.addToWishlistButton = page.getByRole('button', { name: 'Add to wishlist', exact: true });
    this.related = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Related products', exact: true }),
    });
    this.relatedCards = this.related.getByTestId('product-card');
    this.notFound = page.getByTestId('not-found');
  }

  async goto(id: string) {
    await gotoReady(this.page, `/products/${id}`);
  }

  /** The gallery's main picture: the product's name is its alt text. */
  mainImage(productName: string): Locator {
    return this.gallery.getByRole('img', { name: productName, exact: true }).first();
  }

  /** Thumbnail button N (from 1). */
  thumbnail(n: number): Locator {
    return this.gallery.getByRole('button', { name: `Show image ${n}`, exact: true });
  }

  thumbnails(): Locator {
    return this.gallery.getByRole('button', { name: /^Show image \d+$/ });
  }

  colour(name: string): Locator {
    return this.colours.getByRole('radio', { name, exact: true });
  }

  size(name: string): Locator {
    return this.sizes.getByRole('radio', { name, exact: true });
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
