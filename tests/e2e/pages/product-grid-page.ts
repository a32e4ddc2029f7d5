// The product grids of /new-arrival and /product/category/:slug (4 per page): heading, search, cards, paging.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

export class ProductGridPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly searchInput: Locator;
  readonly productCards: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly emptyState: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchInput = page.getByTestId('search');
    this.productCards = page.getByTestId('product-card');
    this.next = page.getByTestId('pagination-next');
    this.previous = page.getByTestId('pagination-prev');
    this.emptyState = page.getByTestId('empty-state');
    this.notFound = page.getByTestId('not-found');
  }

  async gotoNewArrival(query = '') {
    await this.page.goto(`/new-arrival${query}`);
  }

  async gotoCategory(slug: string) {
    await gotoReady(this.page, `/product/category/${slug}`);
  }

  async search(term: string) {
    await this.searchInput.fill(term);
    await this.searchInput.press('Enter');
  }

  /** The product names the cards link to, in grid order. */
  async cardNames(): Promise<string[]> {
    return this.productCards.evaluateAll((cards) =>
      cards.map((card) => {
        const links = Array.from(card.querySelectorAll('a')).filter((link) => link.innerText.trim() !== '');
        return links[0]?.innerText.trim() ?? '';
      }),
    );
  }

  /** The card of a product, by its name. */
  card(name: string): Locator {
    return this.productCards.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}
