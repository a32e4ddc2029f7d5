// /cart: the lines (name, unit price, colour / size, quantity stepper, Remove, line total), the order note, totals.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';

export class CartLine {
  readonly nameLink: Locator;
  readonly unitPrice: Locator;
  readonly quantity: Locator;
  readonly decrease: Locator;
  readonly increase: Locator;
  readonly removeButton: Locator;
  readonly total: Locator;

  constructor(readonly root: Locator) {
    this.nameLink = root.getByRole('link').filter({ hasText: /\S/ }).first();
    this.unitPrice = root.getByTestId('cart-line-price');
    this.quantity = root.getByLabel('Quantity', { exact: true });
    this.decrease = root.getByRole('button', { name: 'Decrease quantity', exact: true });
    this.increase = root.getByRole('button', { name: 'Increase quantity', exact: true });
    this.removeButton = root.getByRole('button', { name: 'Remove', exact: true });
    this.total = root.getByTestId('cart-line-total');
  }

  /** The 'Colour / Size' text, e.g. 'Black / M'. */
  variant(colour: string, size: string): Locator {
    return this.root.getByText(`${colour} / ${size}`, { exact: true });
  }
}

export class CartPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly lines: Locator;
  readonly emptyText: Locator;
  readonly continueShopping: Locator;
  readonly orderNote: Locator;
  readonly total: Locator;
  readonly tax: Locator;
  readonly taxNote: Locator;
  readonly checkoutLink: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Cart', exact: true });
    this.lines = page.getByTestId('cart-line');
    this.emptyText = page.getByText('Your cart is empty', { exact: true });
    this.continueShopping = page.getByRole('link', { name: 'Continue shopping', exact: true });
    this.orderNote = page.getByLabel('Order note', { exact: true });
    this.total = page.getByTestId('cart-total');
    this.tax = page.getByTestId('cart-tax');
    this.taxNote = page.getByText('Tax included. Shipping calculated at checkout.', { exact: true });
    this.checkoutLink = page.getByRole('link', { name: 'Checkout', exact: true });
  }

  async goto() {
    await this.page.goto('/cart');
  }

  /** The line of a product (the first, when it is in the cart in several colours or sizes). */
  line(productName: string): CartLine {
    return new CartLine(
      this.lines.filter({ has: this.page.getByRole('link', { name: productName, exact: true }) }).first(),
    );
  }
}
