// Works out the metric overrides of the brand typeface's fallback faces (src/lib/fonts.ts): Arial (and Roboto, on
// Android) scaled and spaced so that a line set in them takes the room the same line takes in Plus Jakarta Sans,
// and the page does not move when the web font arrives (font-display: swap). `node scripts/font-fallback.mjs` prints them; src/lib/fonts.test.ts
// checks that fonts.ts's numbers are still these (a new version of the font package would change them).
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
 * The local faces the fallback is made of, by the advance widths of printable ASCII (U+0020–U+007E, in units of
 * `unitsPerEm`), read with fontkit: Arial's from Liberation Sans, which is made metric-compatible with it (Windows,
 * macOS, Linux); Roboto's from Roboto 2.138 (Android, where most of the shop's shoppers are, has no Arial).
 */
export const LOCAL_FACES = {
  arial: {
    unitsPerEm: 2048,
    widths: [
      569, 569, 727, 1139, 1139, 1821, 1366, 391, 682, 682, 797, 1196, 569, 682, 569, 569, 1139, 1139, 1139,
      1139, 1139, 1139, 1139, 1139, 1139, 1139, 569, 569, 1196, 1196, 1196, 1139, 2079, 1366, 1366, 1479,
      1479, 1366, 1251, 1593, 1479, 569, 1024, 1366, 1139, 1706, 1479, 1593, 1366, 1593, 1479, 1366, 1251,
      1479, 1366, 1933, 1366, 1366, 1251, 569, 569, 569, 961, 1139, 682, 1139, 1139, 1024, 1139, 1139, 569,
      1139, 1139, 455, 455, 1024, 455, 1706, 1139, 1139, 1139, 1139, 682, 1024, 569, 1139, 1024, 1479, 1024,
      1024, 1024, 684, 532, 684, 1196,
    ],
  },
  roboto: {
    unitsPerEm: 2048,
    widths: [
      508, 528, 656, 1261, 1151, 1500, 1274, 358, 701, 713, 882, 1162, 403, 566, 540, 845, 1151, 1151, 1151,
      1151, 1151, 1151, 1151, 1151, 1151, 1151, 496, 433, 1041, 1124, 1071, 968, 1839, 1336, 1276, 1333, 1344,
      1164, 1132, 1395, 1461, 557, 1130, 1285, 1103, 1788, 1461, 1409, 1292, 1409, 1262, 1216, 1222, 1328,
      1304, 1817, 1284, 1230, 1227, 543, 841, 543, 856, 924, 633, 1114, 1150, 1072, 1155, 1086, 712, 1150,
      1128, 498, 490, 1038, 498, 1796, 1131, 1168, 1150, 1164, 694, 1057, 670, 1129, 992, 1539, 1016, 969,
      1016, 693, 500, 693, 1393,
    ],
  },
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

/** A fallback face's overrides over a local face (LOCAL_FACES), as CSS percentages rounded to two decimals. */
export function fallbackMetrics(local, fontFile = FONT_FILE, counts = characterCounts()) {
  // The variable font's default instance is its Regular (wght 400), the weight of the shop's body text.
  const font = fontkit.openSync(fontFile);
  let jakarta = 0;
  let fallback = 0;
  let total = 0;
  for (const [char, count] of counts) {
    const code = char.codePointAt(0);
    jakarta += (font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm) * count;
    fallback += (local.widths[code - 0x20] / local.unitsPerEm) * count;
    total += count;
  }
  const sizeAdjust = jakarta / total / (fallback / total);
  const os2 = font['OS/2'];
  const percent = (value) => `${(Math.round(value * 10000) / 100).toFixed(2)}%`;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(os2.typoAscender / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(os2.typoDescender) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(os2.typoLineGap / font.unitsPerEm / sizeAdjust),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, local] of Object.entries(LOCAL_FACES)) console.log(name, fallbackMetrics(local));
}
