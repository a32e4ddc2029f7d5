// The home page: hero, banner and the affiliate cards (4 per page).
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';
import { gotoReady } from '../support/ready.js';

export class HomePage {
  readonly layout: SiteLayout;
  readonly hero: Locator;
  /** The hero's picture or video. */
  readonly heroMedia: Locator;
  readonly banner: Locator;
  readonly affiliateCards: Locator;
  readonly affiliatesNext: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.hero = page.getByTestId('hero');
    this.heroMedia = this.hero.locator('img, video').first();
    this.banner = page.getByTestId('banner');
    this.affiliateCards = page.getByTestId('affiliate-card');
    this.affiliatesNext = page.getByTestId('affiliates-next');
  }

  async goto() {
    await gotoReady(this.page, '/');
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
