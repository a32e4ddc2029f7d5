// A rule lives in src/rules.ts and nowhere else: this reads the three packages' sources (tests and generated code
// aside) and fails on a second copy of one, whether under the rule's own name or as its value written out again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = process.env.ONE_HOME_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));
// Migrations are left out: they are history, run once, and may not change (their CHECK lists the statuses).
const SOURCES = ['rest-api/src', 'gateway/src', 'web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    // The demo shop's products are data: each names the colours it comes in.
    if (/^demo-/.test(entry.name)) return [];
    return /\.(ts|tsx|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => ({
  name: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** Where a pattern matches, as "file: line". */
function places(pattern: RegExp): string[] {
  return files.flatMap(({ name, text }) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map(
      (match) => `${name}: ${text.slice(0, match.index).split('\n').length}`,
    ),
  );
}

const RULE_NAMES = [
  ...readFileSync(path.join(ROOT, 'shop/src/rules.ts'), 'utf8').matchAll(
    /^export (?:const|function) ([A-Za-z_]\w*)/gm,
  ),
].map((match) => match[1]!);

const q = `['"]`;
const COPIES: [string, RegExp][] = [
  ['the product colours', new RegExp(`${q}Grey${q},\\s*${q}Navy${q},\\s*${q}Black${q}`)],
  ['the product sizes', new RegExp(`${q}S${q},\\s*${q}M${q},\\s*${q}L${q},\\s*${q}XL${q},\\s*${q}XXL${q}`)],
  [
    'the order statuses',
    new RegExp(
      `${q}pending${q},\\s*${q}paid${q},\\s*${q}processing${q},\\s*${q}completed${q},\\s*${q}cancelled`,
    ),
  ],
  ['the upload limit', /5\s*\*\s*1024\s*\*\s*1024/],
  ['the tax rate', /\b11\s*\/\s*111\b|\bTAX_RATE\w*\s*=/],
  ['the default weight', /DEFAULT_\w*WEIGHT\w*\s*=/],
  ['a page size or limit', /(PAGE_SIZE|DEFAULT_LIMIT|MAX_PAGE\w*|LIST_LIMIT|RELATED_DEFAULT)\s*=\s*\d/],
  ['the weight limit', /MAX_WEIGHT\w*\s*=/],
  ['the error codes', new RegExp(`${q}BAD_USER_INPUT${q}\\s*[|,]\\s*${q}UNAUTHENTICATED${q}`)],
  ['the system role ids', /6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c0[123]/],
  // Categories', widget groups' and the back office's slugs were made by three functions that differed.
  ['the slug rule', /normalize\(['"]NFKD['"]\)|\[a-z0-9\]\+\(\?:-\[a-z0-9\]\+\)\*/],
  // A map from order status to a colour: the badge's, the history's and the dashboard's used to disagree.
  [
    'an order-status colour map',
    /Record<OrderStatus,[^=]*=\s*\{(?:(?!\n\};)[\s\S])*?(palette|colou?r|['"](green|orange|red|yellow|blue|purple|gray)['"]|#[0-9a-f]{6})/i,
  ],
  ['the payment methods', new RegExp(`${q}credit_card${q},\\s*${q}gopay${q}`)],
  [
    'the payment-method labels',
    new RegExp(`${q}(Mandiri Bill Payment|Akulaku PayLater|BCA Virtual Account)${q}`),
  ],
  // The sign-up's, the order look-up's and the forms' e-mail checks were three copies of one expression.
  ['the e-mail rule', /\[\^\\s@\]\+@/],
  ['the order code rule', /0123456789ABCDEFGHJKMNPQRSTVWXYZ|\[0-9A-HJKMNP-TV-Z\]/],
  ['the graceful shutdown', /function (closeOnSignals|closeConnectionsWhenClosing)\b/],
  ['an environment reader', /function (integer|flag|trustProxy)\(/],
  // The web's, the e-mails' and the messages' rupiah used to differ in the space after 'Rp' and in rounding.
  [
    'a rupiah formatter',
    /`Rp\s?\$\{|['"]Rp\s?['"]\s*\+|NumberFormat\(\s*['"]id-ID['"]\s*,\s*\{\s*style:\s*['"]currency['"]/,
  ],
];

describe('one home for every shop rule', () => {
  it('finds the rules module and the sources to read', () => {
    expect(RULE_NAMES).toEqual(
      expect.arrayContaining(['PRODUCT_COLORS', 'ORDER_STATUS_COLORS', 'includedTax']),
    );
    expect(files.length).toBeGreaterThan(100);
  });

  it('declares no rule of shop/src/rules.ts again under its own name', () => {
    const redeclared = RULE_NAMES.flatMap((name) => places(new RegExp(`(?:const|function) ${name}\\b`)));
    expect(redeclared).toEqual([]);
  });

  it.each(COPIES)('writes %s nowhere but in the rules module', (_rule, pattern) => {
    expect(places(pattern)).toEqual([]);
  });
});
