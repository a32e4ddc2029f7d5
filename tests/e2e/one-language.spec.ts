// One language per screen (issue 32): on a test build whose every catalogue message reads ⟦…⟧ (the web app's and
// the servers', see web/src/lib/i18n.ts and shop/src/server/i18n.ts), the storefront's screens are visited in
// English and in Bahasa Indonesia, and any visible text that is neither marked nor shop data fails the sweep: a
// text that skipped the catalogues is in one language whatever the page's. (The member area and the back office
// are next: their order lists did not finish loading on the marked build within the time there was to look.)
import type { Page } from '@playwright/test';
import * as demo from '../../rest-api/src/seed/demo-data.js';
import { SEEDED_ACCOUNTS } from '../../rest-api/src/seed/seed.js';
import { PRODUCT_COLORS, PRODUCT_SIZES } from '../../shop/src/rules.js';
import { expect, test } from './support/fixtures.js';
import { startStack, type RunningStack } from './support/stack.js';

/** The marked shop, started once for the worker that runs the sweep. */
const marked = test.extend<object, { markedShop: RunningStack }>({
  markedShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const shop = await startStack({ marks: true, startTimeoutMs: 540_000 });
      try {
        await use(shop);
      } finally {
        await shop.stop();
      }
    },
    // Building the web app and a fresh database take two to five minutes on a busy machine.
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ markedShop }, use) => use(markedShop.url),
});

/** Every text of a value (the demo seed's names, descriptions, addresses …), however deep. */
function textsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/**
 * Shop data: what staff and shoppers typed (the demo seed's catalogue, content, accounts and address, the shop's
 * colours and sizes), shown as typed in either language. Longest first, so a name is taken out before a part of it.
 */
/**
 * The shop's own names that the web app holds as written, the same in both languages: the journal's author. (The
 * footer's contact is the seller setting, the demo seed's DEMO_SELLER.)
 */
const SHOP_NAMES = ['Lemari Studio'];

const SHOP_DATA = [...textsOf([demo, SEEDED_ACCOUNTS, PRODUCT_COLORS, SHOP_NAMES])]
  // A text of several lines (the seller's address) shows line by line.
  .flatMap((text) => text.split('\n'))
  // A text with a placeholder ("Gratis ongkir untuk belanja mulai {freeShippingThreshold}") shows its parts.
  .flatMap((text) => text.split(/\{\w+\}/u).map((part) => part.trim()))
  .filter((text) => text.length > 1 && /\p{L}/u.test(text))
  .sort((a, b) => b.length - a.length);

/**
 * Words that are neither catalogue text nor typed data, each for its reason (keep it short):
 * - the shop's name and brands that read the same in both languages (couriers, banks, payment providers);
 * - the language switch's codes (EN, ID), which name each language the same in both;
 * - the shop's sizes (S, M, L …: shop data too short to find inside other text) and weights' units (g, kg);
 * - Intl's month and day names in formatted dates, and "Rp" of formatted rupiah: the locale's, not a catalogue's.
 */
const ALLOWED_WORDS = new Set(
  [
    'Lemari',
    'JNE',
    'J&T',
    'Express',
    'SiCepat',
    'Midtrans',
    'Rp',
    'EN',
    'ID',
    ...PRODUCT_SIZES,
    'g',
    'kg',
    ...'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Mei Agu Agt Okt Des'.split(' '),
    ...'January February March April June July August September October November December'.split(' '),
    ...'Januari Februari Maret Juni Juli Agustus Oktober Desember'.split(' '),
  ].map((word) => word.toLowerCase()),
);

/** What is left of a line once shop data, numbers and codes and the allowed words are taken out. */
function unexplained(line: string): string {
  let rest = line;
  for (const data of SHOP_DATA) if (rest.includes(data)) rest = rest.split(data).join(' ');
  return (
    rest
      .split(/[\s·•|/,()[\]:;!?–—×+=*"'“”‘’…-]+/u)
      .filter((word) => /\p{L}/u.test(word))
      .filter((word) => !/\d/u.test(word))
      // Codes (a variant's or a picture's): case changing inside a word, or a plus sign.
      .filter((word) => !/\p{Ll}\p{Lu}|\+/u.test(word))
      .filter((word) => !/^[\w.+-]+@[\w.-]+$/u.test(word))
      .filter((word) => !ALLOWED_WORDS.has(word.toLowerCase().replace(/\.$/u, '')))
      .join(' ')
  );
}

/** The visible lines of the page that came from neither a catalogue (⟦…⟧, nested too) nor shop data. */
async function unmarkedText(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, '\n');
  }
  return rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => unexplained(line) !== '');
}

/** Opens a screen and waits until the app has it and its data (no skeleton left). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('.chakra-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The first link on a screen whose address matches, as a path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return found;
}

/** Visits each screen and lists what it shows outside the catalogues, by screen. */
async function sweep(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await open(page, url);
    // The marks themselves: a screen without any would mean the test build is not marked.
    await expect(page.locator('body')).toContainText('⟦');
    for (const line of await unmarkedText(page)) found.push(`${url}: ${line}`);
  }
  return found;
}

for (const language of ['en', 'id'] as const) {
  marked.describe(`every screen in ${language === 'en' ? 'English' : 'Bahasa Indonesia'}`, () => {
    marked.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    });

    marked('the storefront shows only catalogue text and shop data', async ({ page }) => {
      marked.slow();
      await open(page, '/shop');
      const product = await firstLink(page, /^\/products\/[^/?]+$/u);
      const category = `/product/category/${demo.DEMO_CATEGORIES[0]!.slug}`;
      const leaks = await sweep(page, [
        '/',
        '/shop',
        '/new-arrival',
        product,
        category,
        '/about-us',
        '/journal',
        '/cart',
        '/sign-in',
        '/sign-up',
        '/forgot-password',
        '/order-status',
        '/no-such-page',
      ]);
      expect(leaks).toEqual([]);
    });
  });
}
