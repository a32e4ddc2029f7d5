import { describe, expect, it } from 'vitest';
import { isShopDay, shopDayOf } from '../src/rules.js';

describe('shop days', () => {
  it('takes calendar days written YYYY-MM-DD only', () => {
    expect(isShopDay('2026-11-28')).toBe(true);
    expect(isShopDay('2028-02-29')).toBe(true);
    for (const text of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '28/11/2026',
      '2026-11-28T00:00',
      '',
      'today',
    ]) {
      expect(isShopDay(text), text).toBe(false);
    }
  });

  it("names an instant's day in Jakarta (UTC+7)", () => {
    expect(shopDayOf(new Date('2026-11-27T16:59:59Z'))).toBe('2026-11-27');
    expect(shopDayOf(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
  });
});
