import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { formatDate, formatRupiah } from './format';

describe('formatRupiah', () => {
  it('writes whole rupiah with Rp, a no-break space and dots between thousands', () => {
    expect(formatRupiah(150000)).toBe('Rp\u00a0150.000');
    expect(formatRupiah(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatRupiah(999)).toBe('Rp\u00a0999');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
  });

  it('rounds to whole rupiah and never writes decimals', () => {
    expect(formatRupiah(149999.6)).toBe('Rp\u00a0150.000');
    expect(formatRupiah(16500.5)).toBe('Rp\u00a016.501');
    expect(formatRupiah(150000)).not.toContain(',');
  });

  it("never lets 'Rp' and its number wrap apart: the only space is a no-break one", () => {
    for (const text of [formatRupiah(447000), formatRupiah(-5000)]) {
      expect(text).toMatch(/Rp\u00a0\d/u);
      expect(text).not.toMatch(/[ \t\n]/u);
    }
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
