// The product page's choice of a variant (storefront.md §2, §5): the colours and sizes offered, each with what it
// has left, the colour the address asks for (?color=, from a list filtered by colour), the variant once both are
// chosen, and the quantity within its stock. The rules are lib/variants.ts's; this holds the choice as it is made.
import { useState } from 'react';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { PRODUCT_COLOR_PARAM } from '@lemari/shop/rules';
import {
  choicesNeeded,
  colorOptions,
  findVariant,
  type OptionStock,
  sameOption,
  sizeOptions,
  stockOf,
  type Variant,
  variantsMatching,
} from '@/lib/variants';

export const VariantChoiceFragment = graphql(`
  fragment VariantChoice_product on Product {
    colors
    sizes
    variants {
      id
      sku
      color
      size
      stock
    }
  }
`);

/** What is still to choose before a variant is known: '' once it is. */
export type Missing = '' | 'color' | 'size' | 'color and size';

/** The colour the address picks (?color=, any case), when the product offers it; else none. */
export function colorAsked(search: string, offered: readonly OptionStock[]): string {
  const asked = new URLSearchParams(search).get(PRODUCT_COLOR_PARAM)?.trim() ?? '';
  return offered.find((option) => sameOption(option.value, asked))?.value ?? '';
}

/** What the choice still lacks, of what the product needs chosen. */
export function missingChoice(
  needs: { color: boolean; size: boolean },
  color: string,
  size: string,
): Missing {
  return [needs.color && !color ? 'color' : '', needs.size && !size ? 'size' : '']
    .filter(Boolean)
    .join(' and ') as Missing;
}

/**
 * The most the quantity may be: the chosen variant's stock, or while the choice is not made yet the most any variant
 * it could end on has.
 */
export function quantityLimit(
  variants: readonly Variant[],
  variant: Variant | undefined,
  color: string,
  size: string,
): number {
  return variant
    ? Math.max(variant.stock, 0)
    : Math.max(0, ...variantsMatching(variants, color, size).map((option) => option.stock));
}

/**
 * The choice on a product's page. A product without colours or sizes has one variant ('' / '') and needs no choice.
 * `search` is the page's address query, read once: the colour it asks for is chosen at first.
 */
export function useVariantChoice(ref: FragmentType<typeof VariantChoiceFragment>, search: string) {
  const product = getFragmentData(VariantChoiceFragment, ref);
  const { variants } = product;
  const needs = choicesNeeded(variants);
  const colors = needs.color ? colorOptions(product.colors, variants) : [];
  // A card of a list filtered by colour opens the page in that colour (?color=Navy), with its pictures first.
  const [color, setColor] = useState(() => colorAsked(search, colors));
  const [size, setSize] = useState('');
  const sizes = needs.size ? sizeOptions(product.sizes, variants, color) : [];
  const missing = missingChoice(needs, color, size);
  const variant = missing ? undefined : findVariant(variants, color, size);
  const limit = quantityLimit(variants, variant, color, size);
  const [quantity, setQuantity] = useState(Math.min(1, limit));
  // Another choice, another limit: the quantity stays within it (and is 1 again after a sold-out choice).
  const [seenLimit, setSeenLimit] = useState(limit);
  if (seenLimit !== limit) {
    setSeenLimit(limit);
    setQuantity((current) => Math.min(Math.max(current, 1), limit));
  }

  /** A colour chosen: a size it does not come in is chosen no more. */
  function chooseColor(next: string) {
    setColor(next);
    if (size && !findVariant(variants, next, size)) setSize('');
  }

  return {
    /** Whether the product comes in colours / sizes to choose among. */
    needs,
    /** The colours and sizes offered (the sizes the chosen colour comes in), each with what it has left. */
    colors,
    sizes,
    color,
    size,
    chooseColor,
    chooseSize: setSize,
    /** What is still to choose: '' once the variant is known. */
    missing,
    /** The variant chosen, once both are. */
    variant,
    /** Nothing left of any variant. */
    soldOut: stockOf(variants) <= 0,
    /** The chosen variant has nothing left. */
    variantSoldOut: variant !== undefined && variant.stock <= 0,
    /** The most the quantity may be. */
    limit,
    quantity,
    setQuantity,
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
