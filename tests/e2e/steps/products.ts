// A product of a journey's own, made by staff through the REST API: journeys that buy, cancel or count pieces
// use one, so that no other journey running beside them takes the same variant's last pieces meanwhile (the demo
// shop's variants hold only a few pieces each).
import { randomUUID } from 'node:crypto';
import { pngFile } from '../support/images.js';
import { restAs, uploadImage } from '../support/rest.js';
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

export interface PicturedProduct {
  id: string;
  productName: string;
  /** Its colours, in the order staff listed them, each sold in `size`. */
  colours: string[];
  size: string;
}

/**
 * A new product ('Uji', `name`, a tag) whose colours each have a picture of their own beside its main picture, which
 * shows no colour in particular: three uploaded images, the 2nd tagged with the first colour, the 3rd with the second
 * (issue 32: a line shows the picture of its colour). Sold in `colours` × `size`, `stock` pieces of each.
 */
export async function colourPicturedProduct(
  name: string,
  { price = 150_000, stock = 10, colours = ['Black', 'Navy'], size = 'M' } = {},
): Promise<PicturedProduct> {
  const token = await staffToken('admin');
  const productName = `Uji ${name} ${randomUUID().slice(0, 6)}`;
  // Each picture of its own size: different files, never one upload answered for two.
  const images: string[] = [];
  for (const [index, file] of ['main', ...colours].entries()) {
    images.push(await uploadImage(token, pngFile(`${file}.png`, 48 + 4 * index, 64)));
  }
  const { data } = await restAs<{ data: { id: string } }>(token, 'POST', '/v1/product', {
    productName,
    description: 'Kemeja katun dengan foto tiap warnanya, untuk satu perjalanan uji.',
    material: 'Katun',
    buyPrice: Math.round(price / 2),
    normalPrice: price,
    sellPrice: price,
    weight: 250,
    variants: colours.map((color) => ({ color, size, stock })),
    images,
    imageColors: ['', ...colours],
  });
  return { id: data.id, productName, colours, size };
}

/** An order line of `quantity` of the journey's product, as checkout takes it. */
export const lineOf = (product: JourneyProduct, quantity = 1) => ({
  productID: product.id,
  color: product.colour,
  size: product.size,
  quantity,
});
