// /shop: the product grid (10 per page), its search, its paging, its filters (a sidebar on a desktop, a sheet from
// the bottom on a phone with one "Show N products" button) and its sort.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

export interface CardPrices {
  text: string;
  /** The product's name, as its link shows it. */
  name: string;
  price: string;
  /** Null when the card shows none. */
  normalPrice: string | null;
  normalPriceDecoration: string | null;
}

export class ShopPage {
  readonly layout: SiteLayout;
  readonly productCards: Locator;
  readonly prices: Locator;
  readonly searchInput: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly emptyState: Locator;
  /** The filters as shown: the desktop's sidebar, or the phone's sheet once opened. */
  readonly filters: Locator;
  /** The phone's button that opens the sheet, and the sheet's own button that closes it on the list. */
  readonly filtersButton: Locator;
  readonly showProducts: Locator;
  readonly sort: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    // The list's cards (an empty search's suggested products are cards too, outside the list).
    this.productCards = page.getByTestId('product-grid').getByTestId('product-card');
    this.prices = this.productCards.getByTestId('product-price');
    this.searchInput = page.getByTestId('shop-search');
    this.next = page.getByTestId('pagination-next');
    this.previous = page.getByTestId('pagination-prev');
    this.emptyState = page.getByTestId('empty-state');
    this.filters = page.getByTestId('filter-panel').locator('visible=true');
    this.filtersButton = page.getByTestId('filters-button');
    this.showProducts = page.getByTestId('filter-show');
    this.sort = page.getByTestId('sort-select');
  }

  /** A filter value, drawn as a checkbox named with what choosing it leaves ('M, 12 products'). */
  filterValue(group: 'Size' | 'Colour' | 'Category', value: string): Locator {
    return this.filters
      .getByRole('region', { name: group, exact: true })
      .getByRole('checkbox', { name: new RegExp(`^${value}, \\d+ products?$`) });
  }

  /** Sets the highest price (whole rupiah) and applies it. */
  async highestPrice(rupiah: number) {
    await this.filters.getByLabel('Highest (Rp)', { exact: true }).fill(String(rupiah));
    await this.filters.getByRole('button', { name: 'Apply price', exact: true }).click();
  }

  async goto() {
    await gotoReady(this.page, '/shop');
  }

  async search(term: string) {
    await this.searchInput.fill(term);
    await this.searchInput.press('Enter');
  }

  /** What every card shows, read at once: its whole text, its price, and its struck normal price if any. */
  async cardPrices(): Promise<CardPrices[]> {
    return this.productCards.evaluateAll((cards) =>
      cards.map((card) => {
        const normal = card.querySelector<HTMLElement>('[data-testid="product-normal-price"]');
        return {
          text: (card as HTMLElement).innerText,
          name:
            Array.from(card.querySelectorAll<HTMLElement>('a'))
              .map((link) => link.innerText.trim())
              .find(Boolean) ?? '',
          price: card.querySelector<HTMLElement>('[data-testid="product-price"]')?.innerText ?? '',
          // Its text as read out: a card's struck price shows its amount alone, its 'Rp' said to screen readers.
          normalPrice: normal?.checkVisibility() ? (normal.textContent ?? '') : null,
          normalPriceDecoration: normal ? getComputedStyle(normal).textDecorationLine : null,
        };
      }),
    );
  }

  /** The text of every card shown (its name, prices and labels). */
  async cardTexts(): Promise<string[]> {
    return this.productCards.allInnerTexts();
  }
}
