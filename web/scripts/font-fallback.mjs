// Works out the metric overrides of the brand typeface's fallback face (src/lib/fonts.ts): Arial scaled and spaced
// so that a line set in it takes the room the same line takes in Plus Jakarta Sans, and the page does not move when
// the web font arrives (font-display: swap). `node scripts/font-fallback.mjs` prints them; src/lib/fonts.test.ts
// checks that the theme's numbers are still these (a new version of the font package would change them).
//
// size-adjust is the ratio of the two faces' average advance widths, each weighted by how often a character occurs
// in the shop's own words (the English and Indonesian catalogues, src/locales/*/*.po); the ascent, descent and line
// gap are Plus Jakarta Sans's (OS/2 typo metrics, which it asks browsers to use, and equal to its hhea metrics),
// divided by that size-adjust because they apply to the scaled fallback. As Next.js and Capsize compute theirs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/** The latin subset of the variable font, the one file the shop serves (src/lib/fonts.ts). */
export const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

/**
 * Arial's metrics: 2048 units per em, its hhea ascender, descender and line gap (browsers use them: Arial does not
 * set USE_TYPO_METRICS), and the advance widths of printable ASCII (U+0020–U+007E), read with fontkit from
 * Liberation Sans, which is made metric-compatible with Arial (same widths, same vertical metrics).
 */
export const ARIAL = {
  unitsPerEm: 2048,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  widths: [
    569, 569, 727, 1139, 1139, 1821, 1366, 391, 682, 682, 797, 1196, 569, 682, 569, 569, 1139, 1139, 1139,
    1139, 1139, 1139, 1139, 1139, 1139, 1139, 569, 569, 1196, 1196, 1196, 1139, 2079, 1366, 1366, 1479, 1479,
    1366, 1251, 1593, 1479, 569, 1024, 1366, 1139, 1706, 1479, 1593, 1366, 1593, 1479, 1366, 1251, 1479, 1366,
    1933, 1366, 1366, 1251, 569, 569, 569, 961, 1139, 682, 1139, 1139, 1024, 1139, 1139, 569, 1139, 1139, 455,
    455, 1024, 455, 1706, 1139, 1139, 1139, 1139, 682, 1024, 569, 1139, 1024, 1479, 1024, 1024, 1024, 684,
    532, 684, 1196,
  ],
};

/** How often each printable ASCII character occurs in the shop's messages (both languages, placeholders left out). */
export function characterCounts(localesDir = LOCALES) {
  const counts = new Map();
  const languages = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name: language } of languages) {
    for (const file of readdirSync(`${localesDir}/${language}`).filter((name) => name.endsWith('.po'))) {
      const text = readFileSync(`${localesDir}/${language}/${file}`, 'utf8');
      for (const [, message] of text.matchAll(/^msgstr "(.+)"$/gmu)) {
        for (const char of message.replace(/\{[^{}]*\}/gu, '').replace(/\\./gu, '')) {
          const code = char.codePointAt(0);
          if (code >= 0x20 && code <= 0x7e) counts.set(char, (counts.get(char) ?? 0) + 1);
        }
      }
    }
  }
  return counts;
}

/** The fallback face's overrides, as CSS percentages rounded to two decimals. */
export function fallbackMetrics(fontFile = FONT_FILE, counts = characterCounts()) {
  // The variable font's default instance is its Regular (wght 400), the weight of the shop's body text.
  const font = fontkit.openSync(fontFile);
  let jakarta = 0;
  let arial = 0;
  let total = 0;
  for (const [char, count] of counts) {
    const code = char.codePointAt(0);
    jakarta += (font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm) * count;
    arial += (ARIAL.widths[code - 0x20] / ARIAL.unitsPerEm) * count;
    total += count;
  }
  const sizeAdjust = jakarta / total / (arial / total);
  const os2 = font['OS/2'];
  const percent = (value) => `${(Math.round(value * 10000) / 100).toFixed(2)}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(os2.typoAscender / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(os2.typoDescender) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(os2.typoLineGap / font.unitsPerEm / sizeAdjust),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(fallbackMetrics());
