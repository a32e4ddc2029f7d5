// The brand typeface: its fallback face's metric overrides are still those of the font file the shop serves, and its
// head tags (scripts/brand-font.ts puts them in index.html) preload that file and declare both faces.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fallbackMetrics, FONT_FILE as MEASURED_FILE, LOCAL_FACES } from '../../scripts/font-fallback.mjs';
import { BRAND_FONT, FALLBACK_FONT, FALLBACKS, FONT_FILE, FONT_STACK, fontHeadTags } from './fonts';
import { system } from './theme';

describe('the brand typeface', () => {
  it('measures the file the shop serves', () => {
    expect(createRequire(import.meta.url).resolve(FONT_FILE)).toBe(MEASURED_FILE);
    // woff2, latin only: one file of under 30 KB for every weight.
    expect(FONT_FILE).toMatch(/-latin-wght-normal\.woff2$/u);
    expect(readFileSync(MEASURED_FILE).length).toBeLessThan(30 * 1024);
  });

  it.each(FALLBACKS)("sizes $family to the font's metrics, as the font file gives them", (fallback) => {
    const measured = fallbackMetrics(LOCAL_FACES[fallback.measured]);
    const number = (percent: string) => Number.parseFloat(percent);
    // Within 0.2 points: the weights come from the catalogues, which grow.
    for (const key of Object.keys(fallback.metrics) as (keyof typeof fallback.metrics)[]) {
      expect(Math.abs(number(measured[key]) - number(fallback.metrics[key])), key).toBeLessThanOrEqual(0.2);
    }
  });

  it('preloads the file and declares the brand face (swap) and its sized fallback', () => {
    const tags = fontHeadTags('/assets/plus-jakarta-sans-abc.woff2');
    expect(tags).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/plus-jakarta-sans-abc.woff2" />',
    );
    expect(tags).toContain(`font-family:"${BRAND_FONT}"`);
    expect(tags).toContain('font-display:swap');
    expect(tags).toContain('src:url(/assets/plus-jakarta-sans-abc.woff2) format("woff2")');
    expect(tags).toContain(`font-family:"${FALLBACK_FONT}";src:local("Arial")`);
    expect(tags).toContain(`font-family:"${FALLBACK_FONT} Roboto";src:local("Roboto")`);
    for (const { metrics } of FALLBACKS) {
      expect(tags).toContain(
        `size-adjust:${metrics.sizeAdjust};ascent-override:${metrics.ascentOverride};` +
          `descent-override:${metrics.descentOverride};line-gap-override:${metrics.lineGapOverride}`,
      );
    }
  });

  it('is the first font of the body and headings, then its fallback', () => {
    expect(FONT_STACK.startsWith(`"${BRAND_FONT}", "${FALLBACK_FONT}", "${FALLBACK_FONT} Roboto", `)).toBe(
      true,
    );
    expect(system.token('fonts.body', undefined)).toBe(FONT_STACK);
    expect(system.token('fonts.heading', undefined)).toBe(FONT_STACK);
  });
});
