// The shop's typeface, Plus Jakarta Sans (from @fontsource-variable/plus-jakarta-sans: one variable file, weights
// 200–800, latin subset), served by the shop itself. Its @font-face rules and preload go into the page's <head>
// (scripts/brand-font.ts writes them into index.html, which the gateway's rendered pages are made from); the
// theme's font stacks (theme.ts) name it, then a fallback face sized to take the same room.

/** The brand typeface's family name, as the @font-face rule declares it. */
export const BRAND_FONT = 'Plus Jakarta Sans';

/** The local face shown until the brand typeface has arrived, scaled to its metrics (FALLBACKS). */
export const FALLBACK_FONT = 'Plus Jakarta Sans Fallback';

/** The one font file the shop serves: latin only (the shop's two languages need nothing else). */
export const FONT_FILE =
  '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

/** The latin subset's characters, as Fontsource declares them for this file. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,' +
  'U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** A fallback face's metric overrides, as CSS percentages. */
interface FallbackMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/**
 * The fallback faces: local faces scaled to Plus Jakarta Sans, so that text set in them wraps and stands as it will
 * in the brand face, and nothing moves when the font arrives (font-display: swap). Arial (or Liberation Sans,
 * metric-compatible with it) on Windows, macOS and Linux; Roboto on Android, which has no Arial. Each family takes
 * over where the one before it has no local face. Computed with fontkit from the font file by
 * `node scripts/font-fallback.mjs`: size-adjust is the ratio of the two faces' average advance widths, weighted by
 * how often each character occurs in the shop's catalogues; the ascent, descent and line gap are Plus Jakarta Sans's
 * OS/2 typo metrics (1038, −222 and 0 per 1000 units) over that ratio. fonts.test.ts computes them again and fails
 * when they no longer hold (a new version of the font).
 */
export const FALLBACKS = [
  {
    family: FALLBACK_FONT,
    local: ['Arial', 'ArialMT', 'Liberation Sans'],
    measured: 'arial',
    metrics: {
      sizeAdjust: '104.93%',
      ascentOverride: '98.92%',
      descentOverride: '21.16%',
      lineGapOverride: '0.00%',
    },
  },
  {
    family: `${FALLBACK_FONT} Roboto`,
    local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
    measured: 'roboto',
    metrics: {
      sizeAdjust: '105.27%',
      ascentOverride: '98.60%',
      descentOverride: '21.09%',
      lineGapOverride: '0.00%',
    },
  },
] as const satisfies readonly {
  family: string;
  local: readonly string[];
  measured: 'arial' | 'roboto';
  metrics: FallbackMetrics;
}[];

/** The fonts of the theme's body and headings: the brand face, its sized fallback, then the platform's own. */
export const FONT_STACK = [
  `"${BRAND_FONT}"`,
  ...FALLBACKS.map(({ family }) => `"${family}"`),
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  '"Apple Color Emoji", "Segoe UI Emoji"',
].join(', ');

/** The @font-face rules of the brand face (served from `url`) and its fallbacks. */
export function fontFaceCss(url: string): string {
  const brand =
    `@font-face{font-family:"${BRAND_FONT}";font-style:normal;font-weight:200 800;font-display:swap;` +
    `src:url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}`;
  const fallbacks = FALLBACKS.map(
    ({ family, local, metrics }) =>
      `@font-face{font-family:"${family}";src:${local.map((name) => `local("${name}")`).join(',')};` +
      `size-adjust:${metrics.sizeAdjust};ascent-override:${metrics.ascentOverride};` +
      `descent-override:${metrics.descentOverride};line-gap-override:${metrics.lineGapOverride}}`,
  );
  return [brand, ...fallbacks].join('');
}

/** The <head> tags of the brand face: its file's preload (fetched with the page, not once styles apply) and rules. */
export function fontHeadTags(url: string): string {
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" />\n    ` +
    `<style data-fonts>${fontFaceCss(url)}</style>`
  );
}
