// The arithmetic of cart lines (storefront.md §4, §9), pure: subtotal, weight, item count, merging a line in,
// quantity limits, a line brought up to date. The storefront's cart (lib/use-cart.ts) and the cashier's order
// both count with it, so a rule here holds for both.
import { msg } from '@lingui/core/macro';
import { itemWeight } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';
import { findVariant, type Variant } from '@/lib/variants';

/** A cart line, the same for visitors and members. */
export interface CartLine {
  id: string;
  productID: string;
  productName: string;
  productImage: string;
  normalPrice: number;
  sellPrice: number;
  discount: number;
  quantity: number;
  weight: number;
  color: string;
  size: string;
  /** Pieces of the line's variant (its colour and size) in stock, when known: the stepper stops there (the server checks again). */
  stock?: number;
  /** The variant the colour and size name, when known (a member's lines; a visitor's since variants). */
  variantId?: string;
  sku?: string;
}

/** The product as the detail page knows it, for adding a line: its variants hold the stock. */
export interface ProductForCart {
  id: string;
  productName: string;
  mainImage: string;
  /** Its pictures, and the colour each shows ('' for every colour), index for index. */
  images: readonly string[];
  imageColors: readonly string[];
  normalPrice: number;
  sellPrice: number;
  discount: number;
  weight: number;
  variants: readonly Variant[];
}

/**
 * The picture of the product in this colour: its first picture of that colour (any case), else its main picture —
 * the rule the REST API follows for a member's cart and every order line (OrderDetail.productImage).
 */
export function colorImage(
  product: Pick<ProductForCart, 'mainImage' | 'images' | 'imageColors'>,
  color: string,
): string {
  const wanted = color.toLowerCase();
  const index = wanted ? product.imageColors.findIndex((each) => each.toLowerCase() === wanted) : -1;
  return (index >= 0 ? product.images[index] : undefined) || product.mainImage;
}

/** The shortest quantity a cart line can have (storefront.md §9). */
export const CART_MIN_QUANTITY = 1;

/** A visitor asked for more than the stock seen on the product page. */
export class NotEnoughStockError extends Error {
  constructor(readonly stock: number) {
    // In the app's language as the error is made: it is shown at once (a toast).
    super(stock > 0 ? i18n._(msg`Only ${stock} left in stock.`) : i18n._(msg`This product is out of stock.`));
    this.name = 'NotEnoughStockError';
  }
}

/** What a line holds: one product in one colour and size. Two lines of the same choice are one line. */
export type LineChoice = Pick<CartLine, 'productID' | 'color' | 'size'>;

/** 'Black / M': the line's colour and size, whichever it has. */
export function choiceText(line: Pick<CartLine, 'color' | 'size'>): string {
  return [line.color, line.size].filter(Boolean).join(' / ');
}

/** Whether two lines are of the same product, colour and size. */
export function sameChoice(a: LineChoice, b: LineChoice): boolean {
  return a.productID === b.productID && a.color === b.color && a.size === b.size;
}

/** A key for a line's choice, the same for the same product, colour and size (a React key, a line's id). */
export function lineKey(choice: LineChoice): string {
  return `${choice.productID}|${choice.color}|${choice.size}`;
}

/** Σ sellPrice × quantity. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'sellPrice' | 'quantity'>[]): number {
  return lines.reduce((total, line) => total + line.sellPrice * line.quantity, 0);
}

/** The parcel's weight: Σ weight × quantity, 500 g for a line without a weight (storefront.md §9). */
export function cartWeight(lines: readonly Pick<CartLine, 'weight' | 'quantity'>[]): number {
  return lines.reduce((total, line) => total + itemWeight(line.weight) * line.quantity, 0);
}

/** The badge's number: pieces over all lines. */
export function countItems(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** The lines as checkout takes them: names and prices are always the server's. */
export function checkoutLines(lines: readonly (LineChoice & Pick<CartLine, 'quantity'>)[]) {
  return lines.map((line) => ({
    productID: line.productID,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
  }));
}

/** The line's quantity kept between 1 and its stock (when known; a stock of 0 or less is not a limit here). */
export function clampQuantity(quantity: number, stock?: number): number {
  const upper = stock !== undefined && stock > 0 ? stock : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(Math.trunc(quantity) || CART_MIN_QUANTITY, CART_MIN_QUANTITY), upper);
}

/** Whether one more piece fits the line's stock (a − / + stepper's +). */
export function canAddOne(line: Pick<CartLine, 'quantity' | 'stock'>): boolean {
  return clampQuantity(line.quantity + 1, line.stock) > line.quantity;
}

/** Whether the line can lose a piece and stay a line (a − / + stepper's −). */
export function canTakeOne(line: Pick<CartLine, 'quantity'>): boolean {
  return line.quantity > CART_MIN_QUANTITY;
}

/** The quantities a picker offers for a product: 1 to its stock, at most `most`; 1 alone when none is in stock. */
export function quantityChoices(stock: number, most: number): number[] {
  return Array.from({ length: Math.max(CART_MIN_QUANTITY, Math.min(stock, most)) }, (_, index) => index + 1);
}

/**
 * The lines with `added` merged in: the same choice adds up onto its line, another is a new last line; either way
 * never beyond the stock (the excess is dropped, as a cashier's picker offers no more than there is).
 */
export function mergeLine<L extends LineChoice & Pick<CartLine, 'quantity' | 'stock'>>(
  lines: readonly L[],
  added: L,
): L[] {
  const existing = lines.find((line) => sameChoice(line, added));
  if (!existing) return [...lines, { ...added, quantity: clampQuantity(added.quantity, added.stock) }];
  return lines.map((line) =>
    line === existing
      ? { ...line, quantity: clampQuantity(line.quantity + added.quantity, line.stock) }
      : line,
  );
}

/**
 * The visitor's lines after adding `quantity` of a product's colour and size: the same line adds up; more than
 * that variant's stock (or a colour and size the product is not sold in) throws NotEnoughStockError (the shopper
 * is told, nothing changes).
 */
export function addVisitorLine(
  lines: readonly CartLine[],
  product: ProductForCart,
  choice: { color: string; size: string; quantity: number },
): CartLine[] {
  const wanted: LineChoice = { productID: product.id, color: choice.color, size: choice.size };
  const variant = findVariant(product.variants, choice.color, choice.size);
  const stock = variant?.stock ?? 0;
  const existing = lines.find((line) => sameChoice(line, wanted));
  const quantity = (existing?.quantity ?? 0) + choice.quantity;
  if (!variant || quantity > stock) throw new NotEnoughStockError(stock);
  const line: CartLine = {
    id: existing?.id ?? crypto.randomUUID(),
    productID: product.id,
    productName: product.productName,
    productImage: colorImage(product, choice.color),
    normalPrice: product.normalPrice,
    sellPrice: product.sellPrice,
    discount: product.discount,
    weight: product.weight,
    color: choice.color,
    size: choice.size,
    quantity,
    stock,
    variantId: variant.id,
    sku: variant.sku,
  };
  return existing ? lines.map((other) => (other === existing ? line : other)) : [...lines, line];
}

/** The lines with line `id`'s quantity set, kept between 1 and that line's stock. */
export function setLineQuantity<L extends Pick<CartLine, 'id' | 'quantity' | 'stock'>>(
  lines: readonly L[],
  id: string,
  quantity: number,
): L[] {
  return lines.map((line) =>
    line.id === id ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line,
  );
}

/** The lines without line `id`. */
export function removeLine<L extends Pick<CartLine, 'id'>>(lines: readonly L[], id: string): L[] {
  return lines.filter((line) => line.id !== id);
}

/**
 * A stored line brought up to the product as it is now: its name, image (the stored one if the product has none),
 * prices, weight, and its variant's stock (0 when the colour and size are no longer sold), the quantity cut to the
 * stock when some is left; no line when the product is gone (null: no longer on sale).
 */
export function withCurrentProduct(line: CartLine, product: ProductForCart | null): CartLine[] {
  if (product === null) return [];
  const variant = findVariant(product.variants, line.color, line.size);
  const stock = variant?.stock ?? 0;
  return [
    {
      ...line,
      productName: product.productName,
      productImage: colorImage(product, line.color) || line.productImage,
      normalPrice: product.normalPrice,
      sellPrice: product.sellPrice,
      discount: product.discount,
      weight: product.weight,
      stock,
      ...(variant ? { variantId: variant.id, sku: variant.sku } : {}),
      quantity: stock > 0 ? Math.min(line.quantity, stock) : line.quantity,
    },
  ];
}
