// The chosen colour's picture (issue 32: the cart showed the grey picture for the navy shirt): a cart line and an
// order line (productImage) show the product's first picture of the line's colour, and its main picture when the
// colour has none — in the member's cart, the placed order's lines, and so every view, e-mail and invoice that
// reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { newMember, type Member } from './helpers/members.js';
import { insertProduct, line, placeOrder, type ProductFixture } from './helpers/shop.js';

const GREY = '/uploads/kemeja-grey.webp';
const NAVY = '/uploads/kemeja-navy.webp';
const NAVY_BACK = '/uploads/kemeja-navy-back.webp';

let t: TestApp;
let ayu: Member;
let shirt: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  ayu = await newMember(t, 'ayu-colour');
  // The main picture is the grey shirt; the navy one has two of its own; black has none.
  shirt = await insertProduct(t.db, {
    productName: 'Kemeja Warna',
    colors: ['Grey', 'Navy', 'Black'],
    sizes: ['M'],
    images: [GREY, NAVY, NAVY_BACK],
  });
  await t.db.execute(`UPDATE products SET image_colors = ARRAY['Grey', 'navy', 'Navy'] WHERE id = $1`, [
    shirt.id,
  ]);
});
afterAll(() => t.close());

describe("the chosen colour's picture", () => {
  it("shows the navy shirt's picture on the navy cart line, and the main picture for a colour without one", async () => {
    for (const color of ['Navy', 'Black']) {
      const added = await t.call('POST', '/v1/cart', { token: ayu.token, body: line(shirt, 1, color, 'M') });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    const cart = await t.call('GET', '/v1/cart', { token: ayu.token });
    const image = (color: string) =>
      cart.body.data.find((row: { color: string }) => row.color === color).productImage;
    expect(image('Navy')).toBe(NAVY);
    expect(image('Black')).toBe(GREY);
  });

  it("keeps the colour's picture on the order's lines", async () => {
    const order = await placeOrder(t, [line(shirt, 1, 'Navy', 'M'), line(shirt, 1, 'Black', 'M')]);
    const admin = await t.tokenOf('admin');
    const read = await t.call('GET', `/v1/order/${order.orderID}`, { token: admin });
    expect(read.status).toBe(200);
    expect(
      read.body.data.orderDetails.map((row: { color: string; productImage: string }) => [
        row.color,
        row.productImage,
      ]),
    ).toEqual([
      ['Navy', NAVY],
      ['Black', GREY],
    ]);
  });
});
