// A product of a journey's own, made by staff through the REST API: journeys that buy, cancel or count pieces
// use one, so that no other journey running beside them takes the same variant's last pieces meanwhile (the demo
// shop's variants hold only a few pieces each).
import { randomUUID } from 'node:crypto';
import { restAs } from '../support/rest.js';
import { staffToken } from './staff.js';

export interface JourneyProduct {
  id: string;
  productName: string;
  /** Its one variant: a colour and a size of the shop's lists. */
  colour: string;
  size: string;
}

/**
 * A new product named 'Uji', `name` and a short random tag, sold in one colour and size (Navy M unless told) with
 * `stock` pieces at `price` rupiah. 'Uji' ("test") first: no demo product's name starts with it, so journeys that
 * find the demo shop's products by name (or search for them) never take a journey's product for one.
 */
export async function journeyProduct(
  name: string,
  { price = 150_000, stock = 10, colour = 'Navy', size = 'M' } = {},
): Promise<JourneyProduct> {
  const productName = `Uji ${name} ${randomUUID().slice(0, 6)}`;
  const { data } = await restAs<{ data: { id: string } }>(await staffToken('admin'), 'POST', '/v1/product', {
    productName,
    description: 'Kemeja katun untuk satu perjalanan uji.',
    material: 'Katun',
    buyPrice: Math.round(price / 2),
    normalPrice: price,
    sellPrice: price,
    weight: 250,
    variants: [{ color: colour, size, stock }],
  });
  return { id: data.id, productName, colour, size };
}

/** An order line of `quantity` of the journey's product, as checkout takes it. */
export const lineOf = (product: JourneyProduct, quantity = 1) => ({
  productID: product.id,
  color: product.colour,
  size: product.size,
  quantity,
});
