// /shop: the product grid (10 per page), its search and its paging.
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

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.productCards = page.getByTestId('product-card');
    this.prices = this.productCards.getByTestId('product-price');
    this.searchInput = page.getByTestId('shop-search');
    this.next = page.getByTestId('pagination-next');
    this.previous = page.getByTestId('pagination-prev');
    this.emptyState = page.getByTestId('empty-state');
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
          normalPrice: normal?.checkVisibility() ? normal.innerText : null,
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
