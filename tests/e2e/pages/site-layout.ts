// The header and footer every storefront page shares.
import type { Locator, Page } from '@playwright/test';

export class SiteLayout {
  readonly header: Locator;
  readonly footer: Locator;
  readonly cartBadge: Locator;

  constructor(page: Page) {
    this.header = page.getByTestId('site-header');
    this.footer = page.getByTestId('site-footer');
    this.cartBadge = page.getByTestId('cart-badge');
  }
}
