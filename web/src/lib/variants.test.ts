import { describe, expect, it } from 'vitest';
import { FEW_LEFT } from '@lemari/shop/rules';
import {
  choicesNeeded,
  colorOptions,
  findVariant,
  sizeOptions,
  stockMark,
  stockOf,
  type Variant,
  variantsMatching,
} from './variants';

const variant = (color: string, size: string, stock: number): Variant => ({
  id: `v-${color}-${size}`,
  sku: `KEMEJA-${color}-${size}`.toUpperCase(),
  color,
  size,
  stock,
});

// Hitam: M 2, L sold out; Navy: S 10, M 0, L 0 (no Hitam S); Putih: everything sold out.
const VARIANTS = [
  variant('Hitam', 'M', 2),
  variant('Hitam', 'L', 0),
  variant('Navy', 'S', 10),
  variant('Navy', 'M', 0),
  variant('Navy', 'L', 0),
  variant('Putih', 'M', 0),
];
const COLORS = ['Navy', 'Hitam', 'Putih'];
const SIZES = ['S', 'M', 'L', 'XL'];

describe('variants', () => {
  it('finds the variant of a colour and size, in any case, and none for a combination not sold', () => {
    expect(findVariant(VARIANTS, 'hitam', 'm')?.id).toBe('v-Hitam-M');
    expect(findVariant(VARIANTS, 'Hitam', 'S')).toBeUndefined();
    expect(findVariant([variant('', '', 4)], '', '')?.stock).toBe(4);
  });

  it('keeps the variants a partial choice leaves and adds up their stock', () => {
    expect(variantsMatching(VARIANTS, 'Navy', '')).toHaveLength(3);
    expect(variantsMatching(VARIANTS, '', 'M')).toHaveLength(3);
    expect(stockOf(variantsMatching(VARIANTS, '', ''))).toBe(12);
    expect(stockOf([{ stock: -1 }, { stock: 2 }])).toBe(2);
  });

  it('asks for a colour or size only when the variants come in them', () => {
    expect(choicesNeeded(VARIANTS)).toEqual({ color: true, size: true });
    expect(choicesNeeded([variant('', 'M', 1), variant('', 'L', 1)])).toEqual({ color: false, size: true });
    expect(choicesNeeded([variant('', '', 1)])).toEqual({ color: false, size: false });
  });

  it('offers the colours in the list’s order with their stock over every size', () => {
    expect(colorOptions([...COLORS, 'Grey'], VARIANTS)).toEqual([
      { value: 'Navy', stock: 10 },
      { value: 'Hitam', stock: 2 },
      { value: 'Putih', stock: 0 },
    ]);
  });

  it('offers the sizes the chosen colour comes in, each with that variant’s stock', () => {
    expect(sizeOptions(SIZES, VARIANTS, 'Hitam')).toEqual([
      { value: 'M', stock: 2 },
      { value: 'L', stock: 0 },
    ]);
    // No colour chosen yet: every size some colour comes in, over every colour.
    expect(sizeOptions(SIZES, VARIANTS, '')).toEqual([
      { value: 'S', stock: 10 },
      { value: 'M', stock: 2 },
      { value: 'L', stock: 0 },
    ]);
  });

  it("marks what is sold out 'Sold out' and what has FEW_LEFT or fewer 'Sisa N'", () => {
    expect(stockMark(0)).toBe('Sold out');
    expect(stockMark(-2)).toBe('Sold out');
    expect(stockMark(1)).toBe('1 left');
    expect(stockMark(FEW_LEFT)).toBe(`${FEW_LEFT} left`);
    expect(stockMark(FEW_LEFT + 1)).toBeUndefined();
  });
});
