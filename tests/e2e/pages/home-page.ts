// The home page: hero (with its Shop now button), category tiles, the new arrivals' row, banner and the affiliate
// cards (4 per page).
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

export class HomePage {
  readonly layout: SiteLayout;
  readonly hero: Locator;
  /** The hero's picture or video. */
  readonly heroMedia: Locator;
  /** The hero's call to action, to /shop. */
  readonly heroButton: Locator;
  readonly categoryTiles: Locator;
  /** The new arrivals' row, its product cards, its scrolling list and its See all link. */
  readonly newArrivals: Locator;
  readonly newArrivalCards: Locator;
  readonly newArrivalList: Locator;
  readonly newArrivalsSeeAll: Locator;
  readonly banner: Locator;
  readonly affiliateCards: Locator;
  readonly affiliatesNext: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.hero = page.getByTestId('hero');
    this.heroMedia = this.hero.locator('img, video').first();
    this.heroButton = this.hero.getByRole('link', { name: 'Shop now', exact: true });
    this.categoryTiles = page.getByTestId('category-tile');
    this.newArrivals = page.getByTestId('new-arrivals');
    this.newArrivalCards = this.newArrivals.getByTestId('product-card');
    this.newArrivalList = this.newArrivals.getByRole('list');
    this.newArrivalsSeeAll = this.newArrivals.getByRole('link', { name: 'See all', exact: true });
    this.banner = page.getByTestId('banner');
    this.affiliateCards = page.getByTestId('affiliate-card');
    this.affiliatesNext = page.getByTestId('affiliates-next');
  }

  async goto() {
    await gotoReady(this.page, '/');
  }

  /** The tile of a category, by its name. */
  categoryTile(name: string): Locator {
    return this.categoryTiles.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** One key per card shown (its text, links and pictures), to tell one set of affiliates from another. */
  async affiliateKeys(): Promise<string[]> {
    return this.affiliateCards.evaluateAll((cards) =>
      cards.map((card) =>
        [
          card.textContent ?? '',
          ...Array.from(card.querySelectorAll('a'), (link) => link.href),
          ...Array.from(card.querySelectorAll('img'), (image) => image.src),
        ].join(' '),
      ),
    );
  }
}
