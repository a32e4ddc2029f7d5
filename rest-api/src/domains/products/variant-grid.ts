// What a product body makes of the product's variants and image colours: the grid staff send (variants), or —
// from a client that knows only the spec's fields — colours × sizes with the product's stock spread over them.
// Pure functions over the shop's lists, so each rule and its message live here once.
import { spreadStock } from '@lemari/shop/rules';
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { optionNames } from '../options/repository.js';
import type { VariantCell, VariantRecord } from './variant-repository.js';
import { optionList, type UpdateProductBody } from './schemas.js';
import { defineMessage, t, type Text } from '../../i18n/index.js';

type Body = Static<typeof UpdateProductBody>;

/** The shop's colours and sizes, in their lists' order. */
export interface ShopOptions {
  colors: string[];
  sizes: string[];
}

/**
 * The shop's lists, read FOR SHARE in the product's transaction (optionNames), so that a colour or size it names
 * cannot be renamed or deleted before the product is written.
 */
export async function shopOptions(tx: Queryable): Promise<ShopOptions> {
  return { colors: await optionNames(tx, 'color'), sizes: await optionNames(tx, 'size') };
}

type OptionKey = 'color' | 'size';

const NONE = defineMessage({ id: 'products.none', defaultMessage: 'none' });
const ONE_VARIANT = defineMessage({ id: 'products.the-one-variant', defaultMessage: 'the one variant' });

/** A colour or size as the list spells it ('' stays ''), or a 400 naming the field and the value. */
function canonical(field: string, kind: OptionKey, value: string, list: string[]): string {
  const wanted = value.trim();
  if (wanted === '') return '';
  const match = list.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (match === undefined) {
    throw badRequest(
      t(
        defineMessage({
          id: 'products.option-not-one-of',
          defaultMessage:
            '{field}: {kind, select, color {colour} other {size}} "{value}" is not one of {list}',
        }),
        { field, kind, value: wanted.slice(0, 40), list: list.join(', ') },
      ),
    );
  }
  return match;
}

/** The storefront's words for a line without its colour or size (storefront.md §7). */
export const SELECT_VARIANT = defineMessage({
  id: 'products.select-variant',
  defaultMessage: 'Please select a color and size.',
});

/**
 * The variant a line names by colour and size (any case; none for a product without them), among a product's
 * active variants, or the problem in the words a person reads: a missing choice first, then a colour or size the
 * product does not come in, then a combination it is not sold in.
 */
export function variantNamed<V extends { color: string; size: string }>(
  variants: V[],
  sent: { color?: string | undefined; size?: string | undefined },
): V | { problem: Text } {
  const color = sent.color?.trim() ?? '';
  const size = sent.size?.trim() ?? '';
  const colored = variants.some((variant) => variant.color !== '');
  const sized = variants.some((variant) => variant.size !== '');
  if ((colored && !color) || (sized && !size)) return { problem: SELECT_VARIANT };
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (color && !variants.some((variant) => same(variant.color, color))) {
    return {
      problem: t(
        defineMessage({
          id: 'products.color-not-available',
          defaultMessage: 'color "{color}" is not available for this product',
        }),
        { color: color.slice(0, 40) },
      ),
    };
  }
  if (size && !variants.some((variant) => same(variant.size, size))) {
    return {
      problem: t(
        defineMessage({
          id: 'products.size-not-available',
          defaultMessage: 'size "{size}" is not available for this product',
        }),
        { size: size.slice(0, 40) },
      ),
    };
  }
  const variant = variants.find((candidate) => same(candidate.color, color) && same(candidate.size, size));
  return (
    variant ?? {
      problem: t(
        defineMessage({
          id: 'products.variant-not-available',
          defaultMessage: '{variant} is not available for this product',
        }),
        { variant: cellName({ color, size }) },
      ),
    }
  );
}

/** 'Navy / M', 'Navy', 'M', or 'the one variant' for a product without colours and sizes. */
export function cellName(cell: { color: string; size: string }): Text {
  return [cell.color, cell.size].filter(Boolean).join(' / ') || ONE_VARIANT;
}

/** Every colour × size ('' standing for none), colours first, in the order given. */
function combinations(colors: string[], sizes: string[]) {
  return (colors.length ? colors : ['']).flatMap((color) =>
    (sizes.length ? sizes : ['']).map((size) => ({ color, size })),
  );
}

/** The options of the active cells, in the list's order. */
const usedOf = (cells: VariantCell[], key: 'color' | 'size', list: string[]) =>
  list.filter((option) => cells.some((cell) => cell.active && cell[key] === option));

function sentGrid(body: Body, lists: ShopOptions): VariantCell[] {
  const sent = body.variants!;
  if (sent.length === 0)
    throw badRequest(
      defineMessage({
        id: 'products.variants-product-needs-at-least',
        defaultMessage: 'variants: a product needs at least one variant',
      }),
    );
  const cells: VariantCell[] = sent.map((cell) => ({
    color: canonical('variants', 'color', cell.color ?? '', lists.colors),
    size: canonical('variants', 'size', cell.size ?? '', lists.sizes),
    sku: cell.sku?.trim() || undefined,
    stock: cell.stock,
    active: cell.active ?? true,
  }));
  const seen = new Set<string>();
  const skus = new Set<string>();
  for (const cell of cells) {
    const key = `${cell.color}\u0000${cell.size}`;
    if (seen.has(key))
      throw badRequest(
        t(
          defineMessage({
            id: 'products.variant-twice',
            defaultMessage: 'variants: {variant} is given twice',
          }),
          { variant: cellName(cell) },
        ),
      );
    seen.add(key);
    if (cell.sku) {
      if (skus.has(cell.sku.toLowerCase()))
        throw badRequest(
          t(
            defineMessage({ id: 'products.sku-twice', defaultMessage: 'variants: SKU {sku} is given twice' }),
            { sku: cell.sku },
          ),
        );
      skus.add(cell.sku.toLowerCase());
    }
  }
  for (const key of ['color', 'size'] as const) {
    const named = cells.filter((cell) => cell[key] !== '').length;
    if (named > 0 && named < cells.length) {
      throw badRequest(
        t(
          defineMessage({
            id: 'products.variants-all-or-none',
            defaultMessage:
              'variants: either every variant has a {kind, select, color {colour} other {size}} or none has',
          }),
          { kind: key },
        ),
      );
    }
  }
  // The spec's fields, when sent beside the grid, must say what the grid says.
  const active = cells.filter((cell) => cell.active);
  const sum = active.reduce((total, cell) => total + cell.stock, 0);
  if (body.stock !== undefined && body.stock !== sum) {
    throw badRequest(
      t(
        defineMessage({
          id: 'products.stock-not-sum',
          defaultMessage: "stock ({stock}) must be the active variants' sum ({sum}), or left out",
        }),
        { stock: body.stock, sum },
      ),
    );
  }
  for (const [field, key, list] of [
    ['colors', 'color', lists.colors],
    ['sizes', 'size', lists.sizes],
  ] as const) {
    if (body[field] === undefined) continue;
    const said = optionList(field, body[field], list);
    const used = usedOf(cells, key, list);
    if (said.join('\u0000') !== used.join('\u0000')) {
      throw badRequest(
        t(
          defineMessage({
            id: 'products.options-not-variants',
            defaultMessage: "{field} ({said}) must be the active variants' {field} ({used}), or left out",
          }),
          { field, said: said.join(', ') || NONE, used: used.join(', ') || NONE },
        ),
      );
    }
  }
  return cells;
}

/**
 * The cells a body writes, or undefined when it leaves the variants as they are. `existing` is the product's
 * variants on an update, undefined on a create.
 *
 * Without `variants`: a create makes one variant per colour × size with its stock spread over them (spreadStock);
 * an update that changes colours or sizes makes the new combinations (a variant kept keeps its stock, a new one
 * starts at 0) and stops selling the ones left out; a stock sent is spread again over the active variants when it
 * differs from their sum.
 */
export function variantGrid(body: Body, lists: ShopOptions, existing: undefined): VariantCell[];
export function variantGrid(
  body: Body,
  lists: ShopOptions,
  existing: VariantRecord[],
): VariantCell[] | undefined;
export function variantGrid(
  body: Body,
  lists: ShopOptions,
  existing: VariantRecord[] | undefined,
): VariantCell[] | undefined {
  if (body.variants !== undefined) return sentGrid(body, lists);
  const colors = body.colors === undefined ? undefined : optionList('colors', body.colors, lists.colors);
  const sizes = body.sizes === undefined ? undefined : optionList('sizes', body.sizes, lists.sizes);
  let cells: VariantCell[];
  if (existing === undefined) {
    if (body.stock === undefined)
      throw badRequest(
        defineMessage({
          id: 'products.stock-required-when-no-variants',
          defaultMessage: 'stock is required when no variants are sent',
        }),
      );
    cells = combinations(colors ?? [], sizes ?? []).map((cell) => ({
      ...cell,
      sku: undefined,
      stock: 0,
      active: true,
    }));
  } else {
    if (colors === undefined && sizes === undefined && body.stock === undefined) return undefined;
    const active = existing.filter((variant) => variant.active);
    // In the lists' order, which a spread stock follows.
    const place = (variant: { color: string; size: string }) =>
      lists.colors.indexOf(variant.color) * (lists.sizes.length + 1) + lists.sizes.indexOf(variant.size);
    const current: VariantCell[] = active
      .map((variant) => ({ ...variant, sku: undefined }))
      .sort((a, b) => place(a) - place(b));
    cells =
      colors === undefined && sizes === undefined
        ? current
        : combinations(
            colors ?? usedOf(current, 'color', lists.colors),
            sizes ?? usedOf(current, 'size', lists.sizes),
          ).map((cell) => ({
            ...cell,
            sku: undefined,
            stock:
              active.find((variant) => variant.color === cell.color && variant.size === cell.size)?.stock ??
              0,
            active: true,
          }));
  }
  const sum = cells.reduce((total, cell) => total + cell.stock, 0);
  if (body.stock !== undefined && body.stock !== sum) {
    const shares = spreadStock(body.stock, cells.length);
    cells = cells.map((cell, index) => ({ ...cell, stock: shares[index]! }));
  }
  return cells;
}

/**
 * The colour of each image as it will be ('' for every colour), in the images' order: as sent (of the shop's
 * colours), else each kept image's tag (matched by URL), else ''.
 */
export function imageColorsOf(
  body: Body,
  lists: ShopOptions,
  images: string[],
  current: { images: string[]; imageColors: string[] } | undefined,
): string[] {
  if (body.imageColors !== undefined) {
    if (body.imageColors.length > images.length) {
      throw badRequest(
        t(
          defineMessage({
            id: 'products.image-colors-too-many',
            defaultMessage:
              'imageColors: {colors} colours for {images, plural, one {# image} other {# images}}',
          }),
          { colors: body.imageColors.length, images: images.length },
        ),
      );
    }
    return images.map((_, index) =>
      canonical('imageColors', 'color', body.imageColors![index] ?? '', lists.colors),
    );
  }
  return images.map((image) => {
    const index = current?.images.indexOf(image) ?? -1;
    return index >= 0 ? (current?.imageColors[index] ?? '') : '';
  });
}
