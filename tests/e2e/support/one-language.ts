// The one-language sweep's reading of a screen (issue 32), for tests/e2e/one-language.spec.ts: on the marked test
// build every catalogue message reads ⟦…⟧, so a visible text that is neither marked nor shop data skipped the
// catalogues and is in one language whatever the page's.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import * as demo from '../../../rest-api/src/seed/demo-data.js';
import { SEEDED_ACCOUNTS } from '../../../rest-api/src/seed/seed.js';
import { COURIER_SERVICES } from '../../../rest-api/src/domains/shipping/estimator.js';
import { STOREFRONT_GROUPS } from '../../../rest-api/src/domains/widgets/schemas.js';
import { PAYMENT_METHOD_LABELS, PRODUCT_COLORS, PRODUCT_SIZES } from '../../../shop/src/rules.js';

/** Every text of a value (the demo seed's names, descriptions, addresses …), however deep. */
function textsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/**
 * Names that read the same in both languages, each for its reason:
 * - the journal's author, which the web app holds as written (the footer's contact is the seller setting, the
 *   demo seed's DEMO_SELLER);
 * - the payment methods' names as Midtrans and the banks write them (a card and a bank transfer are words, which
 *   the catalogues translate);
 * - the couriers as the settings name them, and the tax number's Indonesian name (NPWP), which English keeps;
 * - each language's own name for itself, as a language choice lists them (English, Bahasa Indonesia).
 */
const SHOP_NAMES = [
  'Lemari Studio',
  ...Object.entries(PAYMENT_METHOD_LABELS)
    .filter(([method]) => !['credit_card', 'other_va', 'bank_transfer'].includes(method))
    .map(([, name]) => name),
  'POS Indonesia',
  'TIKI',
  'NPWP',
  'English',
  'Bahasa Indonesia',
];

/**
 * Indonesia's provinces and cities as the address forms list them ("Kota Yogyakarta"): facts the shop keeps in a
 * migration (0003), proper names in both languages.
 */
function placeNames(): string[] {
  const sql = readFileSync(
    new URL('../../../rest-api/migrations/0003_locations.sql', import.meta.url),
    'utf8',
  );
  const names = [...sql.matchAll(/'([^']*\p{L}[^']*)'/gu)].map((match) => match[1]!);
  const cities = [...sql.matchAll(/\(\d+, \d+, '([^']+)', '([^']+)'/gu)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
  return [...names, ...cities];
}

/** The avatar's initials of the seeded accounts' names (Root Lemari → RL). */
const INITIALS = SEEDED_ACCOUNTS.map((account) =>
  account.name
    .split(' ')
    .map((word) => word[0])
    .join(''),
);

/**
 * Shop data: what staff and shoppers typed (the demo seed's catalogue, content, accounts and address, the shop's
 * colours), the names above, places, initials, the couriers' services as each courier names them ("Layanan
 * Reguler", "Regular Service") and the storefront's widget groups' slugs: shown as typed in either language.
 */
const SHOP_DATA = [
  ...textsOf([
    demo,
    SEEDED_ACCOUNTS,
    PRODUCT_COLORS,
    SHOP_NAMES,
    placeNames(),
    INITIALS,
    COURIER_SERVICES,
    STOREFRONT_GROUPS,
  ]),
]
  // A text of several lines (the seller's address) shows line by line.
  .flatMap((text) => text.split('\n'))
  // A text with a placeholder ("Gratis ongkir untuk belanja mulai {freeShippingThreshold}") shows its parts.
  .flatMap((text) => text.split(/\{\w+\}/u).map((part) => part.trim()))
  .filter((text) => text.length > 1 && /\p{L}/u.test(text))
  .sort((a, b) => b.length - a.length);

/**
 * Shop data where it stands as whole words (the colour "Red" inside "Reduced" is no data): one expression,
 * longest first, so a name is taken out before a part of it.
 */
const SHOP_DATA_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...new Set(SHOP_DATA)].map((text) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * Words that are neither catalogue text nor typed data, each for its reason (keep it short):
 * - the shop's name and brands that read the same in both languages (couriers, banks, payment providers);
 * - the language switch's codes (EN, ID), which name each language the same in both;
 * - the shop's sizes (S, M, L …: shop data too short to find inside other text) and weights' units (g, kg);
 * - Intl's month and day names in formatted dates and the word between a date and its time ("at", "pukul"), and
 *   "Rp" of formatted rupiah: the locale's, not a catalogue's;
 * - the times sign of a line's quantity (2 x Rp 159.000), and SKU, which names a variant's code in both.
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
    'at',
    'pukul',
    'x',
    'SKU',
    ...'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Mei Agu Agt Okt Des'.split(' '),
    ...'January February March April June July August September October November December'.split(' '),
    ...'Januari Februari Maret Juni Juli Agustus Oktober Desember'.split(' '),
  ].map((word) => word.toLowerCase()),
);

/** What is left of a line once shop data, numbers and codes and the allowed words are taken out. */
export function unexplained(line: string): string {
  // Shop data first: a typed address's "RT 004/RW 002" is data before it looks like a code.
  const rest = line
    .replace(SHOP_DATA_PATTERN, ' ')
    // Codes: an order's (ORD-20261208-25RQY), an invoice's (INV/20261208/ORD-…) and a variant's SKU
    // (BATIK-TULIS-SOGAN-BLACK-L): capitals and digits joined by dashes or slashes.
    .replace(/\b[A-Z0-9]+(?:[-/][A-Z0-9]+)+\b/gu, ' ')
    // A permission's call: its HTTP method and path (GET /v1/address/:id), and a landing page's path.
    .replace(/\[?\b(?:GET|POST|PUT|PATCH|DELETE)\b\]?/gu, ' ')
    .replace(/(?:^|\s)\/[\w/:.-]*/gu, ' ');
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
export async function unmarkedText(page: Page): Promise<string[]> {
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
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('.chakra-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The first link on a screen whose address matches, as a path (waiting for the screen's data to bring it). */
export async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        found = hrefs.find((href) => pattern.test(href));
        return found;
      },
      { message: `a link matching ${pattern} on ${page.url()}`, timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

/** What the open screen shows outside the catalogues, each line headed by its address. */
export async function sweepOpen(page: Page): Promise<string[]> {
  // The marks themselves: a screen without any would mean the test build is not marked.
  await expect(page.locator('body')).toContainText('⟦');
  const { pathname, search } = new URL(page.url());
  return (await unmarkedText(page)).map((line) => `${pathname}${search}: ${line}`);
}

/** Visits each screen and lists what it shows outside the catalogues, by screen. */
export async function sweep(page: Page, urls: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    await open(page, url);
    found.push(...(await sweepOpen(page)));
  }
  return found;
}
