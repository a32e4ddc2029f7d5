// The product page's choice rules, on their own: the colour the address asks for, what is still to choose, a size
// the new colour lacks given up, and the quantity kept within what the choice has left.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { colorAsked, missingChoice, useVariantChoice, VariantChoiceFragment } from './use-variant-choice';

function variant(color: string, size: string, stock: number) {
  return {
    __typename: 'ProductVariant' as const,
    id: `v-${color}-${size}`,
    sku: `K-${color}-${size}`,
    color,
    size,
    stock,
  };
}

/** Grey: S 5, M 3, L sold out. Black: M 2, no S or L. White: only M, sold out. */
const linen = makeFragmentData(
  {
    __typename: 'Product',
    colors: ['Grey', 'Black', 'White'],
    sizes: ['S', 'M', 'L'],
    variants: [
      variant('Grey', 'S', 5),
      variant('Grey', 'M', 3),
      variant('Grey', 'L', 0),
      variant('Black', 'M', 2),
      variant('White', 'M', 0),
    ],
  },
  VariantChoiceFragment,
);

/** A product in neither colours nor sizes: its one variant. */
const plain = makeFragmentData(
  { __typename: 'Product', colors: [], sizes: [], variants: [variant('', '', 4)] },
  VariantChoiceFragment,
);

describe('colorAsked', () => {
  const offered = [
    { value: 'Grey', stock: 8 },
    { value: 'Black', stock: 2 },
  ];
  it('takes the colour the address names, in any case, as the product spells it', () => {
    expect(colorAsked('?color=black', offered)).toBe('Black');
    expect(colorAsked('?color=%20Grey%20', offered)).toBe('Grey');
  });
  it('takes none the product does not offer, and none when the address asks for none', () => {
    expect(colorAsked('?color=Navy', offered)).toBe('');
    expect(colorAsked('', offered)).toBe('');
  });
});

describe('missingChoice', () => {
  it('names what the product needs and the choice lacks', () => {
    const both = { color: true, size: true };
    expect(missingChoice(both, '', '')).toBe('color and size');
    expect(missingChoice(both, 'Grey', '')).toBe('size');
    expect(missingChoice(both, '', 'M')).toBe('color');
    expect(missingChoice(both, 'Grey', 'M')).toBe('');
    expect(missingChoice({ color: false, size: true }, '', '')).toBe('size');
    expect(missingChoice({ color: false, size: false }, '', '')).toBe('');
  });
});

describe('useVariantChoice', () => {
  it('offers the colours with their stock and, before a colour, every size; the counter may go to the most any variant has', () => {
    const { result } = renderHook(() => useVariantChoice(linen, ''));
    expect(result.current.colors).toEqual([
      { value: 'Grey', stock: 8 },
      { value: 'Black', stock: 2 },
      { value: 'White', stock: 0 },
    ]);
    expect(result.current.sizes.map((size) => size.value)).toEqual(['S', 'M', 'L']);
    expect(result.current.missing).toBe('color and size');
    expect(result.current.variant).toBeUndefined();
    expect(result.current.limit).toBe(5);
    expect(result.current.quantity).toBe(1);
  });

  it("starts in the address's colour and offers only the sizes it comes in", () => {
    const { result } = renderHook(() => useVariantChoice(linen, '?color=BLACK'));
    expect(result.current.color).toBe('Black');
    expect(result.current.sizes).toEqual([{ value: 'M', stock: 2 }]);
    expect(result.current.missing).toBe('size');
  });

  it('knows the variant once both are chosen, and gives up a size the next colour lacks', () => {
    const { result } = renderHook(() => useVariantChoice(linen, ''));
    act(() => result.current.chooseColor('Grey'));
    act(() => result.current.chooseSize('S'));
    expect(result.current.variant?.sku).toBe('K-Grey-S');
    expect(result.current.missing).toBe('');
    act(() => result.current.chooseColor('Black'));
    expect(result.current.size).toBe('');
    expect(result.current.missing).toBe('size');
    act(() => result.current.chooseSize('M'));
    act(() => result.current.chooseColor('Grey'));
    expect(result.current.size).toBe('M');
    expect(result.current.variant?.stock).toBe(3);
  });

  it('keeps the quantity within the choice: cut to a smaller stock, 0 on a sold-out variant, 1 again after it', () => {
    const { result } = renderHook(() => useVariantChoice(linen, ''));
    act(() => result.current.chooseColor('Grey'));
    act(() => result.current.chooseSize('S'));
    act(() => result.current.setQuantity(5));
    act(() => result.current.chooseSize('M'));
    expect(result.current.quantity).toBe(3);
    act(() => result.current.chooseSize('L'));
    expect(result.current.variantSoldOut).toBe(true);
    expect(result.current.quantity).toBe(0);
    act(() => result.current.chooseSize('S'));
    expect(result.current.quantity).toBe(1);
  });

  it('needs no choice for a product in neither colours nor sizes', () => {
    const { result } = renderHook(() => useVariantChoice(plain, '?color=Grey'));
    expect(result.current.colors).toEqual([]);
    expect(result.current.sizes).toEqual([]);
    expect(result.current.missing).toBe('');
    expect(result.current.variant?.stock).toBe(4);
    expect(result.current.soldOut).toBe(false);
  });
});
