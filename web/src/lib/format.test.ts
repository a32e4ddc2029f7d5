import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { formatCheckoutRupiah, formatDate, formatRupiah } from './format';

describe('formatRupiah', () => {
  it('writes whole rupiah with Rp, a no-break space and dots between thousands', () => {
    expect(formatRupiah(150000)).toBe('Rp\u00a0150.000');
    expect(formatRupiah(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(999)).toBe('Rp\u00a0999');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
  });

  it('rounds to whole rupiah unless asked for two decimals, which take a comma', () => {
    expect(formatRupiah(149999.6)).toBe('Rp\u00a0150.000');
    expect(formatRupiah(150000, { decimals: 2 })).toBe('Rp\u00a0150.000,00');
    expect(formatRupiah(16500.5, { decimals: 2 })).toBe('Rp\u00a016.500,50');
  });

  it("never lets 'Rp' and its number wrap apart: the only space is a no-break one", () => {
    for (const text of [formatRupiah(447000), formatCheckoutRupiah(447000)]) {
      expect(text).toMatch(/^Rp\u00a0\d/u);
      expect(text).not.toMatch(/[ \t\n]/u);
    }
  });
});

describe('formatCheckoutRupiah', () => {
  it('writes checkout amounts with two decimals (storefront.md §9)', () => {
    expect(formatCheckoutRupiah(447000)).toBe('Rp\u00a0447.000,00');
  });
});

describe('formatDate', () => {
  afterEach(() => i18n.activate('en'));

  it("writes the day in Jakarta, in the app's language", async () => {
    expect(formatDate('2026-11-23T18:30:00Z')).toBe('24 November 2026');
    expect(formatDate('2026-01-05T03:04:00Z', { time: true })).toMatch(/^5 January 2026.*10[.:]04$/u);
    await startLanguage('id');
    expect(formatDate('2026-08-17T03:04:00Z')).toBe('17 Agustus 2026');
    expect(formatDate('2026-01-05T03:04:00Z', { time: true })).toMatch(/^5 Januari 2026.*10[.:]04$/u);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
