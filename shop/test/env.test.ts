// The environment readers both servers' configurations use.
import { describe, expect, it } from 'vitest';
import { baseUrl, flag, integer, list, trustProxy } from '../src/server/env.js';

describe('environment readers', () => {
  it('read whole numbers, refusing fractions, words and numbers below the minimum with the name', () => {
    expect(integer({}, 'PORT', 8080)).toBe(8080);
    expect(integer({ PORT: '' }, 'PORT', 8080)).toBe(8080);
    expect(integer({ PORT: '0' }, 'PORT', 8080)).toBe(0);
    expect(integer({ PORT: '4001' }, 'PORT', 8080)).toBe(4001);
    expect(() => integer({ PORT: '1.5' }, 'PORT', 8080)).toThrow(
      'PORT must be a whole number of at least 0, got "1.5"',
    );
    expect(() => integer({ PORT: 'ten' }, 'PORT', 8080)).toThrow('PORT must be a whole number');
    expect(() => integer({ TTL: '0' }, 'TTL', 900, 1)).toThrow(
      'TTL must be a whole number of at least 1, got "0"',
    );
  });

  it('read flags in any case and spelling, refusing anything else', () => {
    for (const yes of ['true', 'TRUE', '1', 'on', 'yes', ' Yes '])
      expect(flag({ F: yes }, 'F', false)).toBe(true);
    for (const no of ['false', '0', 'off', 'No']) expect(flag({ F: no }, 'F', true)).toBe(false);
    expect(flag({}, 'F', true)).toBe(true);
    expect(flag({ F: '' }, 'F', false)).toBe(false);
    expect(() => flag({ F: 'maybe' }, 'F', true)).toThrow('F must be true or false, got "maybe"');
  });

  it('read comma lists, base URLs and the trusted proxies', () => {
    expect(list(' a, b ,,c ', [])).toEqual(['a', 'b', 'c']);
    expect(list('  ', ['x'])).toEqual(['x']);
    expect(list(undefined, ['x'])).toEqual(['x']);
    expect(baseUrl('http://api.test//', 'http://fallback')).toBe('http://api.test');
    expect(baseUrl('', 'http://fallback/')).toBe('http://fallback');
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.1,uniquelocal')).toBe('10.0.0.1,uniquelocal');
    expect(() => trustProxy('true', 'production')).toThrow(/TRUST_PROXY=true .* production refuses it/);
    expect(trustProxy('uniquelocal', 'production')).toBe('uniquelocal');
  });
});
