// Checkout's prices (issue 32: checkout split by the steps it takes): the lines asked for, merged and priced from
// the shop's own products and variants — never from what the client says — with the words for a line that cannot
// be had (gone, not sold in that colour and size, out of stock).
import { itemWeight } from '@lemari/shop/rules';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CheckoutProduct, CheckoutVariant } from '../products/stock-repository.js';
import { cellName, SELECT_VARIANT, variantNamed } from '../products/variant-grid.js';
import type { NewLine } from './checkout-repository.js';
import type { CheckoutBody } from './schemas.js';
import { defineMessage, t, type Text } from '../../i18n/index.js';

/** Lines for the same product, colour and size are one line. */
export function mergeLines(lines: CheckoutBody['orderDetail']) {
  const merged = new Map<string, { productId: string; color: string; size: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productID}|${line.color.trim().toLowerCase()}|${line.size.trim().toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(key, {
        productId: line.productID,
        color: line.color.trim(),
        size: line.size.trim(),
        quantity: line.quantity,
      });
  }
  return [...merged.values()];
}

/** The merged lines priced from the shop's products; 404 for a product gone, 400 for a variant not sold, 409 out of stock. */
export function priceLines(products: CheckoutProduct[], wanted: ReturnType<typeof mergeLines>): NewLine[] {
  return wanted.map((line) => {
    const product = products.find((item) => item.id === line.productId);
    if (!product)
      throw notFound(
        t(
          defineMessage({
            id: 'orders.product-gone',
            defaultMessage: 'Product {id} is not available any more',
          }),
          { id: line.productId },
        ),
      );
    const variant = variantNamed(product.variants, line);
    if ('problem' in variant) {
      throw badRequest(
        variant.problem === SELECT_VARIANT
          ? SELECT_VARIANT
          : t(defineMessage({ id: 'orders.line-problem', defaultMessage: '{product}: {problem}' }), {
              product: product.productName,
              problem: variant.problem,
            }),
      );
    }
    if (line.quantity > variant.stock) throw conflict(outOfStock(product, variant, line.quantity));
    return {
      product,
      variant,
      color: variant.color,
      size: variant.size,
      quantity: line.quantity,
      weight: itemWeight(product.weight),
    };
  });
}

/** "Kemeja Linen (Navy / M) is out of stock", or how many are left when some are. */
export function outOfStock(product: { productName: string }, variant: CheckoutVariant, wanted: number): Text {
  const name = variant.color || variant.size ? lineName(product.productName, variant) : product.productName;
  return variant.stock <= 0
    ? t(defineMessage({ id: 'orders.out-of-stock', defaultMessage: '{name} is out of stock' }), { name })
    : t(
        defineMessage({
          id: 'orders.out-of-stock-for',
          defaultMessage: '{name} is out of stock for {wanted}: only {left} left',
        }),
        { name, wanted, left: variant.stock },
      );
}

/** "Kemeja Linen (Navy / M)". */
export const lineName = (productName: string, cell: { color: string; size: string }) =>
  t(defineMessage({ id: 'orders.line-name', defaultMessage: '{product} ({variant})' }), {
    product: productName,
    variant: cellName(cell),
  });

/** Whether a product's prices and weight are still those the lines were priced with. */
export const samePrice = (a: CheckoutProduct, b: CheckoutProduct) =>
  a.sellPrice === b.sellPrice &&
  a.buyPrice === b.buyPrice &&
  a.normalPrice === b.normalPrice &&
  a.weight === b.weight;
