import { describe, expect, it } from 'vitest';
import { freeShippingShortfall } from './free-shipping';

describe('freeShippingShortfall', () => {
  const on = { enabled: true, threshold: 300_000 };

  it('is what the goods lack below the threshold, and 0 from the threshold on', () => {
    expect(freeShippingShortfall(on, 0)).toBe(300_000);
    expect(freeShippingShortfall(on, 253_000)).toBe(47_000);
    expect(freeShippingShortfall(on, 300_000)).toBe(0);
    expect(freeShippingShortfall(on, 447_000)).toBe(0);
  });

  it('says nothing while free shipping is off or unknown', () => {
    expect(freeShippingShortfall({ enabled: false, threshold: 300_000 }, 10_000)).toBeUndefined();
    expect(freeShippingShortfall(undefined, 10_000)).toBeUndefined();
  });
});
