import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeRedirect('/wishlist')).toBe('/wishlist');
    expect(safeRedirect('/order-list?page=2#top')).toBe('/order-list?page=2#top');
  });

  it.each([
    ['//evil.test'],
    ['//evil.test/order-list'],
    ['/\\evil.test'],
    ['https://evil.test/'],
    ['http://evil.test'],
    ['javascript:alert(1)'],
    ['evil.test'],
    ['/\t/evil.test'],
    ['/sign-in'],
    ['/sign-in?redirect=/x'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (redirect) => {
    expect(safeRedirect(redirect)).toBeUndefined();
  });
});
