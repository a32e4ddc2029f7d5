import { describe, expect, it } from 'vitest';
import { formatDate, formatRupiah } from './format';

describe('formatRupiah', () => {
  it('writes whole rupiah with Rp, a plain space and dots between thousands', () => {
    expect(formatRupiah(150000)).toBe('Rp 150.000');
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('rounds to whole rupiah unless asked for two decimals, which take a comma', () => {
    expect(formatRupiah(149999.6)).toBe('Rp 150.000');
    expect(formatRupiah(150000, { decimals: 2 })).toBe('Rp 150.000,00');
    expect(formatRupiah(16500.5, { decimals: 2 })).toBe('Rp 16.500,50');
  });

  it('leaves no no-break space for people or tests to trip over', () => {
    expect(formatRupiah(150000)).not.toMatch(/\u00a0/u);
  });
});

describe('formatDate', () => {
  it('writes the day in Jakarta, in Indonesian', () => {
    expect(formatDate('2026-11-23T18:30:00Z')).toBe('24 November 2026');
    expect(formatDate('2026-01-05T03:04:00Z', { time: true })).toMatch(/^5 Januari 2026.*10[.:]04$/u);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
