import { describe, expect, it } from 'vitest';
import { policyPath, telHref } from './policy-pages';

describe('telHref', () => {
  it("dials the shop's numbers as Indonesians write them, from anywhere", () => {
    expect(telHref('(0274) 512345')).toBe('tel:+62274512345');
    expect(telHref('0812-3456-7890')).toBe('tel:+6281234567890');
    expect(telHref('+62 812 3456 7890')).toBe('tel:+6281234567890');
    expect(telHref('')).toBeUndefined();
  });
});

describe('policyPath', () => {
  it('leads to /policy/{slug}', () => {
    expect(policyPath('terms')).toBe('/policy/terms');
  });
});
