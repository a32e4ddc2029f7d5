// POST /v1/order/checkout: server-side pricing, stock reservation under concurrency, guest and member orders,
// and the Idempotency-Key header.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { newMember, type Member } from './helpers/members.js';
import {
  checkoutBody,
  countRows,
  insertProduct,
  JAKARTA_PUSAT,
  line,
  ORDER_CODE,
  placeOrder,
  postCheckout,
  priced,
  regCost,
  setVariantStock,
  stockOf,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const getOrder = async (id: string) => {
  const answer = await t.call('GET', `/v1/order/${id}`, { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('a guest checkout', () => {
  it('answers 201 with the payment token, the order and its total, and reserves the stock', async () => {
    const shirt = await insertProduct(t.db, {
      sellPrice: 120_000,
      normalPrice: 150_000,
      weight: 300,
      stock: 7,
    });
    const body = checkoutBody([line(shirt, 2)], { customerID: 'Guest.Person@Example.com' });
    const total = 2 * 120_000 + (await regCost(t, 600));
    const started = Date.now();

    const answer = await postCheckout(t, { ...body, amount: total });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      data: {
        token: expect.stringMatching(/^[\w-]{16,}$/),
        redirectUrl: `http://api.test/payment-sandbox/${answer.body.data.token}`,
        orderID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        orderCode: expect.stringMatching(ORDER_CODE),
        amount: total,
        expiresAt: expect.any(String),
      },
    });
    // Unpaid orders expire after PAYMENT_EXPIRY_MINUTES, 1440 by default.
    const expiresIn = Date.parse(answer.body.data.expiresAt) - started;
    expect(expiresIn).toBeGreaterThan(1440 * 60_000 - 60_000);
    expect(expiresIn).toBeLessThan(1440 * 60_000 + 60_000);
    expect(await stockOf(t.db, shirt.id)).toBe(5);

    const order = await getOrder(answer.body.data.orderID);
    expect(order).toMatchObject({
      orderCode: answer.body.data.orderCode,
      status: 'pending',
      customerID: 'guest.person@example.com',
      customerName: 'Budi Santoso',
      customerPhone: '081234567890',
      userID: null,
      subtotal: 240_000,
      shippingCost: total - 240_000,
      total,
      paidAt: null,
      firstProductName: shirt.productName,
      otherProductCount: 0,
      payment: {
        provider: 'sandbox',
        status: 'pending',
        totalAmount: total,
        token: answer.body.data.token,
        paymentMethod: '',
        paymentDate: null,
      },
      shipment: {
        courier: 'jne',
        service: 'REG',
        cost: total - 240_000,
        weight: 600,
        status: 'pending',
        resiNumber: '',
        destinationCityID: String(JAKARTA_PUSAT),
        shipmentDate: null,
      },
    });
    expect(order.orderDetails).toEqual([
      expect.objectContaining({
        productID: shirt.id,
        color: 'Navy',
        size: 'M',
        quantity: 2,
        subtotal: 240_000,
      }),
    ]);
  });

  it("keeps the prices and buy prices of the moment it was placed, whatever the product's later price", async () => {
    const shirt = await insertProduct(t.db, { buyPrice: 70_000, normalPrice: 200_000, sellPrice: 180_000 });
    const placed = await placeOrder(t, [line(shirt, 3, 'Black', 'L')]);
    await t.db.execute(
      'UPDATE products SET buy_price = 10, normal_price = 999000, sell_price = 990000, product_name = $2 WHERE id = $1',
      [shirt.id, 'Renamed'],
    );

    const order = await getOrder(placed.orderID);
    expect(order.subtotal).toBe(540_000);
    expect(order.orderDetails).toEqual([
      expect.objectContaining({
        productName: shirt.productName,
        productImage: shirt.images[0],
        normalPrice: 200_000,
        sellPrice: 180_000,
        discount: shirt.discount,
        quantity: 3,
        subtotal: 540_000,
      }),
    ]);
    const stored = await t.db.maybeOne<{ buyPrice: number; profit: number }>(
      `SELECT l.buy_price AS "buyPrice", o.profit FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.id = $1`,
      [placed.orderID],
    );
    expect(stored).toEqual({ buyPrice: 70_000, profit: 3 * (180_000 - 70_000) });
  });

  it('refuses a phone that is not an Indonesian mobile number with 400 and the rule, writing nothing', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 100_000, stock: 4 });
    const ordersBefore = await countRows(t.db, 'orders');
    const typed = (phone: string) =>
      checkoutBody([line(shirt)], { shipment: { ...checkoutBody([]).shipment, phone } });
    // Priced first, so that the phone is all that stands in the way (a wrong amount would answer 409).
    const body = await priced(t, typed('0812 3456 7890'));
    for (const [phone, message] of [
      ['0812345', 'shipment.phone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits'],
      ['021 5550101', 'shipment.phone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits'],
      ['   ', 'shipment.phone is required'],
    ] as const) {
      const answer = await postCheckout(t, { ...body, shipment: { ...body.shipment, phone } });
      expectError(answer, 400, message);
      // The cashier (staff placing an order for a customer) goes through the same rule.
      expectError(
        await postCheckout(t, { ...body, shipment: { ...body.shipment, phone } }, { token: admin }),
        400,
        message,
      );
    }
    expect(await countRows(t.db, 'orders')).toBe(ordersBefore);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it('words the delivery address on one line: the city with its type, the province, one postcode', async () => {
    const shirt = await insertProduct(t.db, { stock: 4 });
    const shipTo = async (address: string, districtID: string) => {
      const placed = await placeOrder(t, [line(shirt)], {
        overrides: { shipment: { ...checkoutBody([]).shipment, address, districtID } },
      });
      return (await getOrder(placed.orderID)).shipment.destination;
    };
    expect(await shipTo('Jl. Kebon Sirih 12', String(JAKARTA_PUSAT))).toBe(
      'Jl. Kebon Sirih 12, Kota Jakarta Pusat, DKI Jakarta 10540',
    );
    // The postcode typed in the street is the one kept: the city's own is not added after the province.
    expect(await shipTo('Jl. Braga No. 5, Bandung 40135', '23')).toBe(
      'Jl. Braga No. 5, Bandung 40135, Kota Bandung, Jawa Barat',
    );
  });

  it('keeps the kecamatan and the postal code typed at checkout on the order and its one-line destination', async () => {
    const shirt = await insertProduct(t.db, { stock: 4 });
    const placed = await placeOrder(t, [line(shirt)], {
      overrides: {
        shipment: {
          ...checkoutBody([]).shipment,
          address: 'Jl. Malioboro 5',
          subdistrictName: 'Gondomanan',
          postalCode: '55122',
          districtID: '501',
        },
      },
    });
    const shipment = (await getOrder(placed.orderID)).shipment;
    expect(shipment.address).toMatchObject({ subdistrictName: 'Gondomanan', postalCode: '55122' });
    expect(shipment.destination).toBe('Jl. Malioboro 5, Gondomanan, Kota Yogyakarta, DI Yogyakarta 55122');
  });

  it('refuses a postal code that is not 5 digits at checkout with the rule, writing nothing', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 100_000, stock: 4 });
    const ordersBefore = await countRows(t.db, 'orders');
    const body = await priced(t, checkoutBody([line(shirt)]));
    for (const postalCode of ['5512', 'ABCDE']) {
      expectError(
        await postCheckout(t, { ...body, shipment: { ...body.shipment, postalCode } }),
        400,
        "shipment.postalCode must be a postal code of 5 digits, e.g. 55122 (empty: the city's)",
      );
    }
    expect(await countRows(t.db, 'orders')).toBe(ordersBefore);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it('weighs an item whose product has no weight at 500 g and charges the REG rate for the whole parcel', async () => {
    const weightless = await insertProduct(t.db, { weight: 0, sellPrice: 50_000 });
    const heavy = await insertProduct(t.db, { weight: 700, sellPrice: 90_000 });
    const lines = [line(weightless, 3), line(heavy, 2)];
    const weight = 3 * 500 + 2 * 700;
    const shipping = await regCost(t, weight);
    // The estimator's rate grows with weight: the default weight matters for the total.
    expect(shipping).toBeGreaterThan(await regCost(t, 2 * 700));

    const body = await priced(t, checkoutBody(lines));
    expect(body.amount).toBe(3 * 50_000 + 2 * 90_000 + shipping);
    const answer = await postCheckout(t, body);
    expect(answer.status).toBe(201);
    const order = await getOrder(answer.body.data.orderID);
    expect(order.shipment).toMatchObject({ weight, cost: shipping });
    expect(order.orderDetails.map((item: any) => [item.productID, item.weight])).toEqual([
      [weightless.id, 500],
      [heavy.id, 700],
    ]);
    expect(order.otherProductCount).toBe(1);
  });

  it('refuses a total that differs with 409 and the correct amount, writing nothing', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 100_000, stock: 4 });
    const correct = 100_000 + (await regCost(t, 300));
    const ordersBefore = await countRows(t.db, 'orders');

    for (const amount of [0, correct - 1, correct + 1, correct + 0.5, 1e12]) {
      const answer = await postCheckout(t, checkoutBody([line(shirt)], { amount }));
      expect(answer.status, `amount ${amount}`).toBe(409);
      expect(answer.body).toEqual({
        errors: expect.stringMatching(/total/i),
        details: { amount: correct, subtotal: 100_000, shippingCost: correct - 100_000 },
      });
    }
    expect(await countRows(t.db, 'orders')).toBe(ordersBefore);
    expect(await countRows(t.db, 'order_lines', 'product_id = $1', [shirt.id])).toBe(0);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it('ignores names, prices and weights the client sends with its lines', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 130_000, normalPrice: 160_000, weight: 400 });
    const forged = {
      ...line(shirt, 2),
      productName: 'Free shirt',
      sellPrice: 1,
      normalPrice: 1,
      price: 1,
      weight: 1,
      subtotal: 2,
    };
    const body = await priced(t, checkoutBody([forged]));
    expect(body.amount).toBe(260_000 + (await regCost(t, 800)));
    const answer = await postCheckout(t, body);
    expect(answer.status).toBe(201);
    const order = await getOrder(answer.body.data.orderID);
    expect(order.orderDetails[0]).toMatchObject({
      productName: shirt.productName,
      sellPrice: 130_000,
      normalPrice: 160_000,
      weight: 400,
      subtotal: 260_000,
    });
  });

  it('merges lines for the same product, colour and size (in any case) into one', async () => {
    const shirt = await insertProduct(t.db, { stock: 6 });
    const lines = [line(shirt, 1), line(shirt, 1, 'Black', 'M'), line(shirt, 2, 'navy', 'm')];
    const placed = await placeOrder(t, lines);
    const order = await getOrder(placed.orderID);
    expect(order.orderDetails.map((item: any) => [item.color, item.size, item.quantity])).toEqual([
      ['Navy', 'M', 3],
      ['Black', 'M', 1],
    ]);
    // Each variant gave its own pieces.
    expect(await stockOf(t.db, shirt.id)).toBe(3);
    expect(await stockOf(t.db, shirt.id, 'Black', 'M')).toBe(5);
    expect(await stockOf(t.db, shirt.id, 'Navy', 'L')).toBe(6);
  });

  it('refuses merged lines that together ask for more than the stock', async () => {
    const shirt = await insertProduct(t.db, { stock: 3 });
    const answer = await postCheckout(t, checkoutBody([line(shirt, 2), line(shirt, 2)], { amount: 1 }));
    expectError(answer, 409, /out of stock/);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
  });

  it('refuses a colour or size the product does not come in with 400', async () => {
    const shirt = await insertProduct(t.db);
    expectError(
      await postCheckout(t, checkoutBody([line(shirt, 1, 'Pink', 'M')])),
      400,
      /color "Pink" is not/,
    );
    expectError(
      await postCheckout(t, checkoutBody([line(shirt, 1, 'Navy', 'XXL')])),
      400,
      /size "XXL" is not/,
    );
    expect(await stockOf(t.db, shirt.id)).toBe(10);
  });

  it('answers 404 for a draft, a deleted or an unknown product', async () => {
    const draft = await insertProduct(t.db, { status: 'draft' });
    const deleted = await insertProduct(t.db, { deleted: true });
    for (const productID of [draft.id, deleted.id, randomUUID()]) {
      const answer = await postCheckout(
        t,
        checkoutBody([{ productID, color: 'Navy', size: 'M', quantity: 1 }]),
      );
      expectError(answer, 404, /not available/);
    }
    expect(await stockOf(t.db, draft.id)).toBe(10);
    expect(await stockOf(t.db, deleted.id)).toBe(10);
  });

  it('answers 409 "out of stock" for more than the stock, or for a sold-out product', async () => {
    const few = await insertProduct(t.db, { stock: 2 });
    const none = await insertProduct(t.db, { stock: 0 });
    expectError(await postCheckout(t, checkoutBody([line(few, 3)])), 409, /out of stock.*only 2 left/);
    expectError(await postCheckout(t, checkoutBody([line(none, 1)])), 409, /out of stock/);
    expect(await stockOf(t.db, few.id)).toBe(2);
  });

  it('answers 400 for an unknown or missing city, and for a courier service that does not exist', async () => {
    const shirt = await insertProduct(t.db);
    const shipment = checkoutBody([]).shipment;
    const withShipment = (changes: Record<string, unknown>) =>
      postCheckout(t, checkoutBody([line(shirt)], { shipment: { ...shipment, ...changes } }));

    expectError(await withShipment({ districtID: '999999' }), 400, /unknown city 999999/);
    expectError(await withShipment({ districtID: 999_999 }), 400, /unknown city/);
    expectError(await withShipment({ districtID: undefined }), 400, /districtID/);
    expectError(await withShipment({ districtID: 'Jakarta' }), 400, /districtID/);
    expectError(await withShipment({ service: 'SUPERKILAT' }), 400, /service/);
    expectError(await withShipment({ courier: 'kurirku' }), 400, /courier|kurirku/i);
    expectError(await withShipment({ name: '  ' }), 400, /shipment\.name/);
    expectError(await withShipment({ phone: undefined }), 400, /shipment\.phone/);
    expectError(await withShipment({ address: '' }), 400, /shipment\.address/);
    // The city may come as `code` instead, the way the storefront's saved addresses name it.
    const byCode = await priced(
      t,
      checkoutBody([line(shirt)], { shipment: { ...shipment, districtID: undefined, code: JAKARTA_PUSAT } }),
    );
    expect((await postCheckout(t, byCode)).status).toBe(201);
  });

  it('takes disabledPaymentMethod as a list or as comma-joined text, and refuses unknown methods', async () => {
    const shirt = await insertProduct(t.db);
    const disabledOf = async (orderId: string) =>
      (await t.db.maybeOne<{ off: string[] }>(
        'SELECT disabled_payment_methods AS off FROM orders WHERE id = $1',
        [orderId],
      ))!.off;

    const asList = await placeOrder(t, [line(shirt)], {
      overrides: { disabledPaymentMethod: ['bni_va', 'bca_va'] },
    });
    expect((await disabledOf(asList.orderID)).sort()).toEqual(['bca_va', 'bni_va']);
    const asText = await placeOrder(t, [line(shirt)], {
      overrides: { disabledPaymentMethod: 'bni_va, bca_va' },
    });
    expect((await disabledOf(asText.orderID)).sort()).toEqual(['bca_va', 'bni_va']);
    const none = await placeOrder(t, [line(shirt)], { overrides: { disabledPaymentMethod: '' } });
    expect(await disabledOf(none.orderID)).toEqual([]);

    const before = await countRows(t.db, 'orders');
    expectError(
      await postCheckout(t, checkoutBody([line(shirt)], { disabledPaymentMethod: ['bni_va', 'paypal'] })),
      400,
      /disabledPaymentMethod.*paypal/,
    );
    expectError(
      await postCheckout(t, checkoutBody([line(shirt)], { disabledPaymentMethod: 'bni_va,cash' })),
      400,
      /cash/,
    );
    expectError(
      await postCheckout(t, checkoutBody([line(shirt)], { disabledPaymentMethod: 42 })),
      400,
      /disabledPaymentMethod/,
    );
    expect(await countRows(t.db, 'orders')).toBe(before);
  });

  it('refuses malformed bodies with 400 naming the field', async () => {
    const shirt = await insertProduct(t.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ orderDetail: [] }, /orderDetail/],
      [{ orderDetail: [line(shirt, 0)] }, /quantity/],
      [{ orderDetail: [line(shirt, -1)] }, /quantity/],
      [{ orderDetail: [line(shirt, 1.5)] }, /quantity/],
      [{ orderDetail: [line(shirt, 1001)] }, /quantity/],
      [{ orderDetail: [{ ...line(shirt), quantity: '2' }] }, /quantity/],
      [{ orderDetail: [{ ...line(shirt), productID: 'shirt-1' }] }, /productID/],
      [{ orderDetail: [{ ...line(shirt), color: '' }] }, /color/],
      [{ orderDetail: Array.from({ length: 51 }, () => line(shirt)) }, /orderDetail/],
      [{ customerID: 'not-an-email' }, /customerID/],
      [{ customerID: undefined }, /customerID/],
      [{ amount: -1 }, /amount/],
      [{ amount: '251000' }, /amount/],
      [{ shipment: undefined }, /shipment/],
    ];
    const before = await countRows(t.db, 'orders');
    for (const [changes, message] of cases) {
      expectError(await postCheckout(t, checkoutBody([line(shirt)], changes)), 400, message);
    }
    expect(await countRows(t.db, 'orders')).toBe(before);
  });

  it('answers 401 to an invalid bearer token instead of treating the caller as a guest', async () => {
    const shirt = await insertProduct(t.db);
    const body = await priced(t, checkoutBody([line(shirt)]));
    const before = await countRows(t.db, 'orders');
    expectError(await postCheckout(t, body, { token: 'not.a.token' }), 401, /./);
    expectError(
      await postCheckout(t, body, { headers: { authorization: 'Basic Z3Vlc3Q6Z3Vlc3Q=' } }),
      401,
      /./,
    );
    expect(await countRows(t.db, 'orders')).toBe(before);
    expect(await stockOf(t.db, shirt.id)).toBe(10);
  });
});

describe('a member checkout', () => {
  let member: Member;
  let other: Member;
  let shirt: ProductFixture;
  let jacket: ProductFixture;

  const insertAddress = async (userId: string, name: string, phone = '0813 2741 2345') =>
    (await t.db.maybeOne<{ id: string }>(
      `INSERT INTO addresses (user_id, title, name, phone, address, city_id, postal_code, is_default)
       VALUES ($1, 'Rumah', $2, $3, 'Jl. Kaliurang KM 5', 501, '55281', true) RETURNING id`,
      [userId, name, phone],
    ))!.id;

  beforeAll(async () => {
    [member, other] = await Promise.all([newMember(t, 'buyer'), newMember(t, 'neighbour')]);
    shirt = await insertProduct(t.db, { stock: 20 });
    jacket = await insertProduct(t.db, { productName: 'Jaket Denim', stock: 20, sellPrice: 300_000 });
  });

  it("ships to the member's own saved address and records the order as theirs", async () => {
    const addressID = await insertAddress(member.id, 'Sari Member');
    const placed = await placeOrder(t, [line(shirt)], {
      token: member.token,
      overrides: { customerID: member.email, shipment: { courier: 'jne', service: 'OKE', addressID } },
    });
    const order = await getOrder(placed.orderID);
    expect(order).toMatchObject({
      userID: member.id,
      customerID: member.email,
      customerName: 'Sari Member',
      customerPhone: '0813 2741 2345',
      shipment: {
        service: 'OKE',
        destinationCityID: '501',
        address: expect.objectContaining({
          name: 'Sari Member',
          address: 'Jl. Kaliurang KM 5',
          postalCode: '55281',
        }),
      },
    });
    const mine = await t.call('GET', '/v1/order', { token: member.token });
    expect(mine.body.data.map((item: any) => item.id)).toContain(placed.orderID);
  });

  it('refuses a saved address whose phone breaks the rule (saved before it) with 400, writing nothing', async () => {
    const lapsed = await newMember(t, 'lapsed');
    const addressID = await insertAddress(lapsed.id, 'Lama', '0274123456');
    const body = checkoutBody([line(shirt)], {
      customerID: lapsed.email,
      shipment: { courier: 'jne', service: 'REG', addressID },
    });
    expectError(
      await postCheckout(t, body, { token: lapsed.token }),
      400,
      "The address's phone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits: please edit the address first",
    );
    expect(await countRows(t.db, 'orders', 'user_id = $1 AND customer_name = $2', [lapsed.id, 'Lama'])).toBe(
      0,
    );
  });

  it("answers 404 for another member's address, and 400 for a guest naming an address", async () => {
    const theirs = await insertAddress(other.id, 'Neighbour');
    const body = checkoutBody([line(shirt)], {
      customerID: member.email,
      shipment: { courier: 'jne', service: 'REG', addressID: theirs },
      amount: 1,
    });
    expectError(await postCheckout(t, body, { token: member.token }), 404, /Address not found/);
    expectError(await postCheckout(t, body), 400, /addressID/);
    expect(
      await countRows(t.db, 'orders', 'user_id = $1 AND customer_name = $2', [member.id, 'Neighbour']),
    ).toBe(0);
  });

  it("takes exactly the ordered lines out of the member's cart and leaves the others", async () => {
    const cart = async () =>
      (
        await t.db.query<{ productId: string; color: string; size: string; quantity: number }>(
          `SELECT product_id AS "productId", color, size, quantity FROM cart_items WHERE user_id = $1
           ORDER BY color, size, quantity`,
          [member.id],
        )
      ).map(
        (item) =>
          `${item.productId === shirt.id ? 'shirt' : 'jacket'} ${item.color} ${item.size} ${item.quantity}`,
      );
    await t.db.execute('DELETE FROM cart_items WHERE user_id = $1', [member.id]);
    for (const [productId, color, size, quantity, userId] of [
      [shirt.id, 'Navy', 'M', 2, member.id],
      [shirt.id, 'Black', 'L', 1, member.id],
      [jacket.id, 'Navy', 'L', 1, member.id],
      [shirt.id, 'Navy', 'M', 2, other.id],
    ] as const) {
      await t.db.execute(
        'INSERT INTO cart_items (user_id, product_id, color, size, quantity) VALUES ($1, $2, $3, $4, $5)',
        [userId, productId, color, size, quantity],
      );
    }

    // A smaller quantity than the cart holds still takes the line: the cart line was checked out.
    await placeOrder(t, [line(shirt, 1, 'navy', 'm'), line(jacket, 1, 'Navy', 'L')], {
      token: member.token,
      overrides: { customerID: member.email },
    });
    expect(await cart()).toEqual(['shirt Black L 1']);
    expect(await countRows(t.db, 'cart_items', 'user_id = $1', [other.id])).toBe(1);
  });

  it('leaves the cart alone when the checkout is refused', async () => {
    await t.db.execute(
      `INSERT INTO cart_items (user_id, product_id, color, size, quantity) VALUES ($1, $2, 'Black', 'M', 1)
       ON CONFLICT DO NOTHING`,
      [member.id, jacket.id],
    );
    const before = await countRows(t.db, 'cart_items', 'user_id = $1', [member.id]);
    const answer = await postCheckout(
      t,
      checkoutBody([line(jacket, 1, 'Black', 'M')], { customerID: member.email, amount: 5 }),
      { token: member.token },
    );
    expect(answer.status).toBe(409);
    expect(await countRows(t.db, 'cart_items', 'user_id = $1', [member.id])).toBe(before);
  });

  it("is the seeded member's too, with the member's own token", async () => {
    const seeded = await t.tokenOf('member');
    const placed = await placeOrder(t, [line(shirt)], {
      token: seeded,
      overrides: { customerID: ACCOUNTS.member.email },
    });
    const order = await getOrder(placed.orderID);
    const me = await t.call('GET', '/v1/profile', { token: seeded });
    expect(order.userID).toBe(me.body.data.id);
  });
});

describe('an order staff take for a customer (the cashier)', () => {
  let customer: Member;
  let dress: ProductFixture;

  beforeAll(async () => {
    customer = await newMember(t, 'caller');
    dress = await insertProduct(t.db, { productName: 'Gamis Kasir', stock: 10 });
  });

  it("records it as the customer's (a member with that e-mail), reserves stock, mails them, and leaves carts alone", async () => {
    const added = await t.call('POST', '/v1/cart', {
      token: customer.token,
      body: { productID: dress.id, color: 'Navy', size: 'M', quantity: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const placed = await placeOrder(t, [line(dress, 2)], {
      token: admin,
      overrides: { customerID: customer.email.toUpperCase() },
    });
    const order = await getOrder(placed.orderID);
    expect(order.userID).toBe(customer.id);
    expect(order.customerID).toBe(customer.email);
    expect(await stockOf(t.db, dress.id)).toBe(8);
    const theirs = await t.call('GET', '/v1/order', { token: customer.token });
    expect(theirs.body.data.map((row: { id: string }) => row.id)).toContain(placed.orderID);
    const cart = await t.call('GET', '/v1/cart', { token: customer.token });
    expect(cart.body.data).toHaveLength(1);
    const mail = await t.db.maybeOne<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE to_address = $1 AND subject LIKE $2`,
      [customer.email, `%${placed.orderCode}%`],
    );
    expect(mail?.n).toBe(1);
  });

  it("records a customer without an account as a guest's order", async () => {
    const placed = await placeOrder(t, [line(dress, 1)], {
      token: admin,
      overrides: { customerID: `walk-in.${randomUUID().slice(0, 6)}@example.com` },
    });
    expect((await getOrder(placed.orderID)).userID).toBeNull();
  });
});

describe('the order note', () => {
  it("is stored trimmed and answered in the member's and the staff's order", async () => {
    const member = await newMember(t, 'noter');
    const shirt = await insertProduct(t.db, { stock: 5 });
    const note = '  Tolong dibungkus kado,\nterima kasih!  ';
    const placed = await placeOrder(t, [line(shirt)], {
      token: member.token,
      overrides: { customerID: member.email, note },
    });
    expect((await getOrder(placed.orderID)).note).toBe('Tolong dibungkus kado,\nterima kasih!');
    const mine = await t.call('GET', `/v1/order/${placed.orderID}`, { token: member.token });
    expect(mine.body.data.note).toBe('Tolong dibungkus kado,\nterima kasih!');
    const list = await t.call('GET', '/v1/order', { token: member.token });
    expect(list.body.data.find((order: any) => order.id === placed.orderID).note).toBe(
      'Tolong dibungkus kado,\nterima kasih!',
    );
  });

  it('is null when left out, empty or only blanks', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    for (const overrides of [{}, { note: '' }, { note: ' \n ' }]) {
      const placed = await placeOrder(t, [line(shirt)], { overrides });
      expect((await getOrder(placed.orderID)).note).toBeNull();
    }
  });

  it('takes 500 characters and refuses more with 400, writing nothing', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const placed = await placeOrder(t, [line(shirt)], { overrides: { note: 'x'.repeat(500) } });
    expect((await getOrder(placed.orderID)).note).toHaveLength(500);
    const body = await priced(t, checkoutBody([line(shirt)]));
    expectError(
      await postCheckout(t, { ...body, note: 'y'.repeat(501) }),
      400,
      'note must be at most 500 characters',
    );
    expectError(await postCheckout(t, { ...body, note: 42 }), 400, /note/);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it('is part of the body an Idempotency-Key compares', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const body = await priced(t, checkoutBody([line(shirt)], { customerID: 'note-key@example.com' }));
    const headers = { 'idempotency-key': 'note-key-1' };
    const first = await postCheckout(t, { ...body, note: 'Kirim pagi' }, { headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const same = await postCheckout(t, { ...body, note: 'Kirim pagi' }, { headers });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(first.body);
    expectError(await postCheckout(t, { ...body, note: 'Kirim sore' }, { headers }), 409, /Idempotency-Key/);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });
});

describe('the Idempotency-Key header', () => {
  const withKey = (body: unknown, key: string) =>
    postCheckout(t, body, { headers: { 'idempotency-key': key } });

  it('answers a retry with the same order (200) and places only one', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const body = await priced(t, checkoutBody([line(shirt, 2)], { customerID: 'retry@example.com' }));
    const first = await withKey(body, 'checkout-1:retry.A');
    expect(first.status).toBe(201);
    const second = await withKey(body, 'checkout-1:retry.A');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countRows(t.db, 'orders', 'idempotency_key = $1', ['checkout-1:retry.A'])).toBe(1);
    expect(await stockOf(t.db, shirt.id)).toBe(3);
  });

  it('answers 409 when the key was used for a different checkout', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const body = await priced(t, checkoutBody([line(shirt, 1)], { customerID: 'reuse@example.com' }));
    expect((await withKey(body, 'reused-key')).status).toBe(201);
    const other = await priced(t, checkoutBody([line(shirt, 2)], { customerID: 'reuse@example.com' }));
    expectError(await withKey(other, 'reused-key'), 409, /Idempotency-Key/);
    expect(await countRows(t.db, 'orders', 'idempotency_key = $1', ['reused-key'])).toBe(1);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it("keeps each customer's keys apart", async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const a = await priced(t, checkoutBody([line(shirt)], { customerID: 'ani@example.com' }));
    const b = await priced(t, checkoutBody([line(shirt)], { customerID: 'bayu@example.com' }));
    const first = await withKey(a, 'shared-key');
    const second = await withKey(b, 'shared-key');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.orderID).not.toBe(first.body.data.orderID);
  });

  it('places one order for two concurrent requests with the same key', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const body = await priced(t, checkoutBody([line(shirt)], { customerID: 'double-click@example.com' }));
    const answers = await Promise.all([withKey(body, 'double-click'), withKey(body, 'double-click')]);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
    // The other either replays the first, or is told that the first is still being processed.
    const late = answers.find((answer) => answer !== created[0])!;
    if (late.status === 200) expect(late.body).toEqual(created[0]!.body);
    else expectError(late, 409, /still being processed/);
    expect(await countRows(t.db, 'orders', 'idempotency_key = $1', ['double-click'])).toBe(1);
    expect(await stockOf(t.db, shirt.id)).toBe(4);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const shirt = await insertProduct(t.db, { stock: 5 });
    const body = await priced(t, checkoutBody([line(shirt)]));
    expectError(await withKey(body, 'a b'), 400, /Idempotency-Key/i);
    expectError(await withKey(body, 'k'.repeat(300)), 400, /idempotency-key/i);
    expectError(await withKey(body, 'ключ'), 400, /Idempotency-Key/i);
    expect(await stockOf(t.db, shirt.id)).toBe(5);
  });
});

describe('concurrent checkouts', () => {
  it('sell 5 items to exactly 5 of 100 simultaneous customers, and tell the rest "out of stock"', async () => {
    const scarce = await insertProduct(t.db, { productName: 'Batik Tulis Langka', stock: 5 });
    const body = await priced(t, checkoutBody([line(scarce)]));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postCheckout(t, { ...body, customerID: `rush.${i}@example.com` }),
      ),
    );
    const byStatus = (status: number) => answers.filter((answer) => answer.status === status);
    expect(byStatus(201)).toHaveLength(5);
    expect(byStatus(409)).toHaveLength(95);
    for (const answer of byStatus(409)) expect(answer.body.errors).toMatch(/out of stock/);
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    expect(await countRows(t.db, 'order_lines', 'product_id = $1', [scarce.id])).toBe(5);
    expect(
      await countRows(
        t.db,
        'orders o',
        `EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = $1)`,
        [scarce.id],
      ),
    ).toBe(5);
    const winners = new Set(byStatus(201).map((answer) => answer.body.data.orderID));
    expect(winners.size).toBe(5);
  });

  it('roll back every line of an order whose other line ran out meanwhile', async () => {
    // Stock is taken in id order: the plentiful product comes first, so a loser has taken some of it before it
    // finds the scarce one gone.
    const [plenty, scarce] = [await insertProduct(t.db), await insertProduct(t.db)].sort((a, b) =>
      a.id.localeCompare(b.id),
    ) as [ProductFixture, ProductFixture];
    await setVariantStock(t.db, plenty.id, 'Navy', 'M', 50);
    await setVariantStock(t.db, scarce.id, 'Navy', 'M', 3);
    const body = await priced(t, checkoutBody([line(plenty), line(scarce)]));
    const answers = await Promise.all(Array.from({ length: 20 }, () => postCheckout(t, body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const answer of answers.filter((item) => item.status !== 201)) {
      expectError(answer, 409, /out of stock/);
    }
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    // The losers took nothing of the other product either.
    expect(await stockOf(t.db, plenty.id)).toBe(47);
  });

  it('do not deadlock when two orders hold the same products in opposite order', async () => {
    const shirt = await insertProduct(t.db, { stock: 40 });
    const jacket = await insertProduct(t.db, { stock: 40, sellPrice: 250_000 });
    const forward = await priced(t, checkoutBody([line(shirt, 1), line(jacket, 1)]));
    const backward = await priced(t, checkoutBody([line(jacket, 1), line(shirt, 1)]));
    expect(backward.amount).toBe(forward.amount);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postCheckout(t, i % 2 === 0 ? forward : backward)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await stockOf(t.db, shirt.id)).toBe(20);
    expect(await stockOf(t.db, jacket.id)).toBe(20);
  });
});
