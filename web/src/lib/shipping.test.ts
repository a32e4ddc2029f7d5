import { describe, expect, it } from 'vitest';
import { formatEtd } from './shipping';

describe('formatEtd', () => {
  it("writes one day in the singular (JNE YES's '1')", () => {
    expect(formatEtd('1')).toBe('1 day');
    expect(formatEtd('1 HARI')).toBe('1 day');
    expect(formatEtd('1-1')).toBe('1 day');
  });

  it("turns the estimator's and RajaOngkir's ranges into one form, with an en dash", () => {
    expect(formatEtd('1-2')).toBe('1–2 days');
    expect(formatEtd('2-3 HARI')).toBe('2–3 days');
    expect(formatEtd('2 - 3 hari')).toBe('2–3 days');
    expect(formatEtd('3-4')).toBe('3–4 days');
    expect(formatEtd('4')).toBe('4 days');
  });

  it('never writes a unit twice, whatever the answer carried', () => {
    expect(formatEtd('2-3 days')).toBe('2–3 days');
    expect(formatEtd('2-3 HARI')).not.toMatch(/hari/iu);
  });

  it('shows text it cannot read as it came, and nothing for nothing', () => {
    expect(formatEtd('')).toBe('');
    expect(formatEtd('Same day')).toBe('Same day');
  });
});
