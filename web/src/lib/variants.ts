// A product's variants (one per colour × size, each with its stock) as the shop offers them: which colours and
// sizes can be chosen, what each choice has left ("Habis", "Sisa 2"), and the variant a choice names. Pure: the
// product page, the cart (a visitor's stored lines) and the cashier decide with it.
import { msg } from '@lingui/core/macro';
import { FEW_LEFT } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';

/** A variant as a product answers it (Product.variants). */
export interface Variant {
  id: string;
  sku: string;
  /** Empty when the product comes in no colours. */
  color: string;
  /** Empty when the product comes in no sizes. */
  size: string;
  stock: number;
}

/** A colour or size offered, with the pieces left over the variants it would choose among. */
export interface OptionStock {
  value: string;
  stock: number;
}

/** Whether two colour or size names are the same one (the shop's lists take any case). */
export function sameOption(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The variants a (partial) choice leaves: an empty colour or size is not chosen yet and keeps them all. */
export function variantsMatching<V extends Variant>(
  variants: readonly V[],
  color: string,
  size: string,
): V[] {
  return variants.filter(
    (variant) => (!color || sameOption(variant.color, color)) && (!size || sameOption(variant.size, size)),
  );
}

/** The variant of exactly this colour and size ('' for a product without either), if the product sells it. */
export function findVariant<V extends Variant>(
  variants: readonly V[],
  color: string,
  size: string,
): V | undefined {
  return variants.find((variant) => sameOption(variant.color, color) && sameOption(variant.size, size));
}

/** Pieces left over some variants. */
export function stockOf(variants: readonly Pick<Variant, 'stock'>[]): number {
  return variants.reduce((total, variant) => total + Math.max(variant.stock, 0), 0);
}

/** Whether the product's variants come in colours / sizes, so that a shopper has to choose one. */
export function choicesNeeded(variants: readonly Variant[]): { color: boolean; size: boolean } {
  return {
    color: variants.some((variant) => variant.color !== ''),
    size: variants.some((variant) => variant.size !== ''),
  };
}

/**
 * The colours offered, in `colors`' order (the shop's list order), each with its pieces over every size: a colour
 * whose sizes are all sold out has 0. A colour no variant has is not offered.
 */
export function colorOptions(colors: readonly string[], variants: readonly Variant[]): OptionStock[] {
  return colors.flatMap((color) => {
    const own = variantsMatching(variants, color, '');
    return own.length > 0 ? [{ value: color, stock: stockOf(own) }] : [];
  });
}

/**
 * The sizes offered for the chosen colour (every colour while none is chosen), in `sizes`' order, each with its
 * pieces: the variant's stock once a colour is chosen. A size the colour does not come in is not offered.
 */
export function sizeOptions(
  sizes: readonly string[],
  variants: readonly Variant[],
  color: string,
): OptionStock[] {
  return sizes.flatMap((size) => {
    const own = variantsMatching(variants, color, size);
    return own.length > 0 ? [{ value: size, stock: stockOf(own) }] : [];
  });
}

/**
 * What a choice's pieces say beside it: 'Habis' when none is left, 'Sisa N' when FEW_LEFT or fewer are (the spec's
 * words, in the catalogues; in the app's language now, so call it in a component that uses useLingui()).
 */
export function stockMark(stock: number): string | undefined {
  if (stock <= 0) return i18n._(msg`Sold out`);
  if (stock <= FEW_LEFT) return i18n._(msg`${stock} left`);
  return undefined;
}
