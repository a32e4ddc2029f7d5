import { describe, expect, it } from 'vitest';
import {
  filterCount,
  filterVariable,
  filtersFrom,
  hasFilters,
  hiddenFields,
  parsePrice,
  searchOf,
  sortVariable,
  toggled,
  toggledStock,
  withPrice,
  withSort,
  withoutFilters,
} from './listing-filters';

const params = (search: string) => new URLSearchParams(search);

describe('filtersFrom', () => {
  it('reads every filter and the sort', () => {
    const filters = filtersFrom(
      params('size=M&size=L&color=Black&category=Batik&min=100000&max=200.000&stock=1&sort=price-desc'),
    );
    expect(filters).toEqual({
      sizes: ['M', 'L'],
      colors: ['Black'],
      categories: ['batik'],
      min: 100000,
      max: 200000,
      inStock: true,
      sort: 'price-desc',
    });
    expect(hasFilters(filters)).toBe(true);
    expect(filterCount(filters)).toBe(6);
  });

  it('leaves out what it cannot read: repeats, empties, bad prices, unknown sorts', () => {
    const filters = filtersFrom(params('size=M&size=m&size=%20&min=-5&max=abc&stock=yes&sort=cheapest'));
    expect(filters).toEqual({
      sizes: ['M'],
      colors: [],
      categories: [],
      min: null,
      max: null,
      inStock: false,
      sort: null,
    });
    expect(hasFilters(filtersFrom(params('q=linen&sort=newest&page=2')))).toBe(false);
  });
});

describe('the addresses the controls link to', () => {
  const at = params('q=linen&size=M&color=Black&page=3');

  it('toggles a value from page 1, keeping the other parameters in their places', () => {
    expect(searchOf(toggled(at, 'size', 'L'))).toBe('?q=linen&size=M&color=Black&size=L');
    expect(searchOf(toggled(at, 'size', 'm'))).toBe('?q=linen&color=Black');
    expect(searchOf(toggled(at, 'category', 'Batik'))).toBe('?q=linen&size=M&color=Black&category=batik');
    expect(searchOf(toggledStock(at))).toBe('?q=linen&size=M&color=Black&stock=1');
    expect(searchOf(toggledStock(params('stock=1&page=2')))).toBe('?');
  });

  it('sets the price range and sort from page 1, and clears the filters keeping the search and sort', () => {
    expect(searchOf(withPrice(at, 100000, null))).toBe('?q=linen&size=M&color=Black&min=100000');
    expect(searchOf(withPrice(params('min=1&max=2'), null, null))).toBe('?');
    expect(searchOf(withSort(at, 'best-selling'))).toBe('?q=linen&size=M&color=Black&sort=best-selling');
    expect(searchOf(withoutFilters(params('size=M&q=linen&sort=price-asc&stock=1&page=2')))).toBe(
      '?q=linen&sort=price-asc',
    );
  });

  it('carries the other parameters in a GET form, never the page', () => {
    expect(hiddenFields(at, ['size'])).toEqual([
      { name: 'q', value: 'linen' },
      { name: 'color', value: 'Black' },
    ]);
  });
});

describe('the GraphQL variables', () => {
  it('asks for the chosen filters only, categories by id, and the sort by its enum', () => {
    const filters = filtersFrom(params('size=M&category=batik&category=gone&stock=1&sort=price-asc'));
    expect(filterVariable(filters, new Map([['batik', 'c-1']]))).toEqual({
      sizes: ['M'],
      categoryIds: ['c-1'],
      inStock: true,
    });
    expect(sortVariable(filters)).toBe('PRICE_ASC');
    expect(filterVariable(filtersFrom(params('q=linen')))).toBeNull();
    expect(sortVariable(filtersFrom(params('')))).toBeNull();
  });
});

describe('parsePrice', () => {
  it('takes whole rupiah, with dots or spaces between thousands', () => {
    expect(parsePrice('150.000')).toBe(150000);
    expect(parsePrice(' 1 500 000 ')).toBe(1500000);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('12,5')).toBe('bad');
    expect(parsePrice('-1')).toBe('bad');
  });
});
