// The product form's variant grid as data, pure: the cells of the chosen colours × sizes (a product without colours
// or sizes has one row or column named ''), what each cell remembers when its row or column is dropped and chosen
// again, the stock they add up to, the SKU each is suggested, and what createProduct/updateProduct receive.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SKU_PATTERN, suggestSku } from '@lemari/shop/rules';

/**
 * One cell as the form holds it: the stock as typed, the stored variant's id ('' for a new cell). A text the
 * person emptied may be undefined (react-final-form's way), so the functions here read it through `text`.
 */
export interface VariantCell {
  id: string;
  color: string;
  size: string;
  sku: string;
  stock: string;
  active: boolean;
}

/** A stored variant, as the product's fragment reads it. */
export interface StoredVariant {
  id: string;
  color: string;
  size: string;
  sku: string;
  stock: number;
  active: boolean;
}

/** A cell's stock before staff type one: none, so a cell left alone is sold out rather than guessed. */
export const NEW_CELL_STOCK = '0';

/** Where a cell sits: its colour and size, without regard to case (the server matches names so). */
export const cellKey = (color: string, size: string) => `${color.toLowerCase()}\u0000${size.toLowerCase()}`;

/** Cells (or variants) by place. */
export const byPlace = <C extends { color: string; size: string }>(cells: readonly C[]) =>
  new Map(cells.map((cell) => [cellKey(cell.color, cell.size), cell]));

/** The grid's rows or columns: the chosen names, or one unnamed ('') when none is chosen. */
export const axis = (chosen: readonly string[]): readonly string[] => (chosen.length > 0 ? chosen : ['']);

/** A cell's name for people and labels: 'Navy M', 'Navy', 'M', or `whole` ('the product') for a single cell. */
export const cellName = (color: string, size: string, whole: string) =>
  [color, size].filter(Boolean).join(' ') || whole;

export const cellOf = (variant: StoredVariant): VariantCell => ({
  id: variant.id,
  color: variant.color,
  size: variant.size,
  sku: variant.sku,
  stock: String(variant.stock),
  active: variant.active,
});

/**
 * The cells of `colors` × `sizes`, row by row (a colour's sizes in order): a cell `known` holds keeps what it had
 * (named as the lists name it now), any other is new, on sale, its SKU suggested from `productName`.
 */
export function gridCells(
  colors: readonly string[],
  sizes: readonly string[],
  known: ReadonlyMap<string, VariantCell>,
  productName: string,
): VariantCell[] {
  return axis(colors).flatMap((color) =>
    axis(sizes).map((size) => {
      const kept = known.get(cellKey(color, size));
      if (kept) return { ...kept, color, size };
      return {
        id: '',
        color,
        size,
        sku: suggestSku(productName, color, size),
        stock: NEW_CELL_STOCK,
        active: true,
      };
    }),
  );
}

/** Whether two lists of cells are the same cells in the same places (what they hold aside). */
export const sameShape = (a: readonly VariantCell[], b: readonly VariantCell[]) =>
  a.length === b.length &&
  a.every((cell, index) => cellKey(cell.color, cell.size) === cellKey(b[index]!.color, b[index]!.size));

/**
 * A product's chosen colours and sizes from its stored variants: those of its active variants (the product's own
 * colors and sizes), or of all of them when none is on sale, so a product taken off sale keeps its grid.
 */
export function chosenOf(variants: readonly StoredVariant[]): { colors: string[]; sizes: string[] } {
  const basis = variants.some((variant) => variant.active)
    ? variants.filter((variant) => variant.active)
    : variants;
  const distinct = (names: string[]) => [...new Set(names.filter(Boolean))];
  return { colors: distinct(basis.map((v) => v.color)), sizes: distinct(basis.map((v) => v.size)) };
}

const text = (value: string | undefined | null) => (value ?? '').trim();

/** A cell's stock as a number, or null while it is not a whole number. */
const stockOf = (cell: VariantCell) => (/^\d+$/u.test(text(cell.stock)) ? Number(text(cell.stock)) : null);

/** The pieces the product has on sale: the stock of the cells on sale, those typed as whole numbers. */
export const totalStock = (cells: readonly VariantCell[]) =>
  cells.reduce((sum, cell) => sum + (cell.active ? (stockOf(cell) ?? 0) : 0), 0);

/** The SKU a cell is saved with: the one typed, else the one suggested for it. */
export const skuOf = (productName: string, cell: VariantCell) =>
  text(cell.sku) || suggestSku(productName, cell.color, cell.size);

/**
 * The cells' SKUs when the product is renamed from `before` to `after`: a new cell whose SKU is still the one
 * suggested (or empty) takes the new suggestion; a stored variant keeps its SKU (labels are printed with it), and
 * so does one staff typed.
 */
export function renamedSkus(cells: readonly VariantCell[], before: string, after: string): (string | null)[] {
  return cells.map((cell) => {
    if (cell.id) return null;
    const suggested = suggestSku(before, cell.color, cell.size);
    const sku = text(cell.sku);
    return sku === '' || sku === suggested ? suggestSku(after, cell.color, cell.size) : null;
  });
}

const skuPattern = new RegExp(SKU_PATTERN, 'u');

export const SKU_RULE = msg`Letters, digits, . _ - only (at most 64), starting with a letter or digit`;
export const SKU_TWICE = msg`Another cell has this SKU`;

/**
 * The grid's errors by cell, in the places react-final-form gives them (variants[i].sku): a bad or repeated SKU,
 * as messages the form translates.
 */
export function gridErrors(
  productName: string,
  cells: readonly VariantCell[],
): ({ sku: MessageDescriptor } | undefined)[] {
  const skus = cells.map((cell) => skuOf(productName, cell).toUpperCase());
  return cells.map((cell, index) => {
    const sku = skuOf(productName, cell);
    if (!skuPattern.test(sku)) return { sku: SKU_RULE };
    if (skus.some((other, at) => at !== index && other === skus[index])) return { sku: SKU_TWICE };
    return undefined;
  });
}

/**
 * What createProduct and updateProduct receive for the grid: every cell, on sale or not, with its stock as a number
 * and its SKU — but a new cell's SKU that is still the one suggested is left out, so that the server suggests it
 * (the same, with -2, -3… added when another product has it) instead of refusing a name two products share.
 */
export const variantsInput = (productName: string, cells: readonly VariantCell[]) =>
  cells.map((cell) => {
    const sku = text(cell.sku);
    const suggested = !cell.id && (sku === '' || sku === suggestSku(productName, cell.color, cell.size));
    return {
      color: cell.color,
      size: cell.size,
      ...(suggested || sku === '' ? {} : { sku }),
      stock: Number(text(cell.stock)),
      active: cell.active,
    };
  });

/**
 * The cell a server message is about, when it names one of the SKUs sent (a CONFLICT: "SKU KEMEJA-NAVY-M is already
 * used by …"), or -1: the message then shows beside that cell's SKU as well as above the form.
 */
export function cellNamedBy(message: string, skus: readonly string[]): number {
  const words = new Set(
    message
      .toUpperCase()
      .split(/[^A-Z0-9._-]+/u)
      .map((word) => word.replace(/[.]+$/u, '')),
  );
  return skus.findIndex((sku) => words.has(sku.toUpperCase()));
}
