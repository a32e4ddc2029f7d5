// Free shipping from a threshold: the setting (public read, staff update, validation), and the rule applied by the
// shipping quote, the storefront's checkout and the cashier's, and the widgets that promise it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
import { newMember } from './helpers/members.js';
import { checkoutBody, insertProduct, JAKARTA_PUSAT, line, postCheckout, regCost } from './helpers/shop.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const SETTING = '/v1/setting/free-shipping';
/** Each courier's regular service: what free shipping covers in a new shop. */
const REGULAR = ['jne:REG', 'jnt:EZ', 'sicepat:REG', 'pos:Pos Reguler', 'tiki:REG'];
const PUBLIC_SETTING = '/public/v1/setting/free-shipping';

const setFreeShipping = (body: unknown, token: string | undefined = admin) =>
  t.call('PUT', SETTING, { token, body });

async function turnOn(threshold: number) {
  await expectStatus(setFreeShipping({ enabled: true, threshold }), 200);
}

/** Every REG/OKE/YES value a quote answers for a 1 kg parcel to Jakarta Pusat with this subtotal. */
async function quotedValues(subtotal?: number, language = 'en') {
  const query: Record<string, number | string> = { destination: JAKARTA_PUSAT, weight: 1000, courier: 'jne' };
  if (subtotal !== undefined) query.subtotal = subtotal;
  const headers = { 'accept-language': language };
  const body = await expectStatus(t.call('GET', '/v1/shipment/cost', { query, headers }), 200);
  return body.data.flatMap((courier: { costs: { cost: { value: number; note: string }[] }[] }) =>
    courier.costs.flatMap((service) => service.cost),
  ) as { value: number; note: string }[];
}

/** A product at 100.000 of 500 g: three of them reach a 300.000 threshold exactly. */
const product = () =>
  insertProduct(t.db, { sellPrice: 100_000, normalPrice: 120_000, weight: 500, stock: 50 });

/** The amount the server asks for this body, from the 409 a zero amount answers. */
async function askedFor(body: ReturnType<typeof checkoutBody>, token?: string) {
  const answer = await postCheckout(t, { ...body, amount: 0 }, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  return answer.body.details as { amount: number; subtotal: number; shippingCost: number };
}

beforeEach(async () => {
  await expectStatus(setFreeShipping({ enabled: false, threshold: 300_000 }), 200);
});

describe('the free-shipping setting', () => {
  it('is read by anyone, and starts off at Rp 300.000 in a new shop', async () => {
    const fresh = await createTestApp();
    try {
      const answer = await fresh.call('GET', PUBLIC_SETTING);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // Covering each courier's regular service (issue 32).
      expect(answer.body).toEqual({ data: { enabled: false, threshold: 300_000, services: REGULAR } });
    } finally {
      await fresh.close();
    }
  });

  it('is changed by staff, and answers the setting as it now is', async () => {
    const answer = await setFreeShipping({ enabled: true, threshold: 250_000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { enabled: true, threshold: 250_000, services: REGULAR } });
    expect((await t.call('GET', PUBLIC_SETTING)).body.data).toEqual({
      enabled: true,
      threshold: 250_000,
      services: REGULAR,
    });
    // 0 is a threshold too: everything ships for free.
    expect((await setFreeShipping({ enabled: true, threshold: 0 })).body.data.threshold).toBe(0);
  });

  it('refuses a threshold that is not a whole, non-negative rupiah amount, naming the field', async () => {
    expectError(await setFreeShipping({ enabled: true, threshold: -1 }), 400, 'threshold must be at least 0');
    expectError(
      await setFreeShipping({ enabled: true, threshold: 1500.5 }),
      400,
      /threshold .*integer|whole/,
    );
    expectError(await setFreeShipping({ enabled: true, threshold: '300000' }), 400, /threshold/);
    expectError(
      await setFreeShipping({ enabled: true, threshold: 1_000_000_001 }),
      400,
      /threshold must be at most/,
    );
    expectError(await setFreeShipping({ enabled: true }), 400, /threshold/);
    expectError(await setFreeShipping({ threshold: 300_000 }), 400, /enabled/);
    expectError(await setFreeShipping({ enabled: 'yes', threshold: 300_000 }), 400, /enabled/);
    // Nothing changed.
    expect((await t.call('GET', PUBLIC_SETTING)).body.data).toMatchObject({
      enabled: false,
      threshold: 300_000,
    });
  });

  it('is changed only with the permission: members 403, visitors 401, a role without it 403', async () => {
    const member = await newMember(t);
    expectError(await setFreeShipping({ enabled: true, threshold: 1 }, member.token), 403, /permission/);
    expectError(await t.call('PUT', SETTING, { body: { enabled: true, threshold: 1 } }), 401, /./);
    // The seed gives it to admin, as a permission root may take away.
    const permission = await t.db.maybeOne<{ id: string }>(
      `SELECT p.id FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id
       JOIN roles r ON r.id = rp.role_id WHERE r.role_name = 'admin' AND p.method = 'PUT' AND p.endpoint = $1`,
      [SETTING],
    );
    expect(permission).toBeDefined();
    await t.db.execute('DELETE FROM role_permissions WHERE permission_id = $1', [permission!.id]);
    try {
      expectError(await setFreeShipping({ enabled: true, threshold: 1 }), 403, /permission/);
    } finally {
      await t.db.execute(
        `INSERT INTO role_permissions (role_id, permission_id) SELECT id, $1 FROM roles WHERE role_name = 'admin'`,
        [permission!.id],
      );
    }
    expect((await t.call('GET', PUBLIC_SETTING)).body.data).toMatchObject({
      enabled: false,
      threshold: 300_000,
    });
  });
});

describe('the shipping quote', () => {
  it('answers 0 for the services it covers from the threshold (>=), the difference for a faster one, the full rate below it', async () => {
    const full = await quotedValues();
    expect(full.every((cost) => cost.value > 0)).toBe(true);
    await turnOn(300_000);
    const atThreshold = await quotedValues(300_000);
    expect(atThreshold).toHaveLength(full.length);
    // JNE's services in order: OKE, REG, YES. REG is covered; OKE is cheaper, so nothing is left to pay; YES
    // costs the difference to REG, and says what the courier charges.
    const [oke, reg, yes] = full;
    expect(atThreshold[1]).toEqual({ ...reg, value: 0, fullValue: reg!.value, note: 'Free shipping' });
    expect(atThreshold[0]).toMatchObject({ value: 0, fullValue: oke!.value });
    expect(atThreshold[2]).toMatchObject({
      value: yes!.value - reg!.value,
      fullValue: yes!.value,
      note: 'Partly free shipping: you pay the difference',
    });
    // The notes are the shop's words, in the reader's language.
    expect(atThreshold[0]!.note, 'OKE, cheaper than REG, is free too').toBe('Free shipping');
    expect((await quotedValues(300_000, 'id')).map((cost) => cost.note)).toEqual([
      'Gratis ongkir',
      'Gratis ongkir',
      'Gratis ongkir sebagian: kamu bayar selisihnya',
    ]);
    expect(await quotedValues(1_000_000)).toEqual(atThreshold);
    expect(await quotedValues(299_999)).toEqual(full);
    // Without the subtotal the quote cannot know: the courier's rate.
    expect(await quotedValues()).toEqual(full);
  });

  it('covers the services staff name: another choice moves what is free, and checkout charges the same', async () => {
    await expectStatus(
      setFreeShipping({ enabled: true, threshold: 300_000, services: ['jne:YES', 'jnt:EZ'] }),
      200,
    );
    const full = await quotedValues();
    const free = await quotedValues(300_000);
    expect(free.map((cost) => cost.value)).toEqual([0, 0, 0]);
    expect((await t.call('GET', PUBLIC_SETTING)).body.data.services).toEqual(['jne:YES', 'jnt:EZ']);
    // Saving without services keeps them; back to the regular ones.
    await expectStatus(setFreeShipping({ enabled: true, threshold: 300_000 }), 200);
    expect((await t.call('GET', PUBLIC_SETTING)).body.data.services).toEqual(['jne:YES', 'jnt:EZ']);
    await expectStatus(setFreeShipping({ enabled: true, threshold: 300_000, services: REGULAR }), 200);
    // Checkout of JNE YES with the goods at the threshold: the shopper pays YES less REG, as the quote said.
    const shirt = await product();
    const yes = checkoutBody([line(shirt, 3)], {
      shipment: { ...checkoutBody([]).shipment, service: 'YES' },
    });
    const asked = await askedFor(yes);
    const rates = await t.call('GET', '/v1/shipment/cost', {
      query: { destination: JAKARTA_PUSAT, weight: 1500, courier: 'jne', subtotal: 300_000 },
    });
    const yesRate = rates.body.data[0].costs.find((cost: { service: string }) => cost.service === 'YES');
    expect(asked).toEqual({
      amount: 300_000 + yesRate.cost[0].value,
      subtotal: 300_000,
      shippingCost: yesRate.cost[0].value,
    });
    expect(yesRate.cost[0].value).toBe(yesRate.cost[0].fullValue - (await regCost(t, 1500)));
    expect(full).toHaveLength(3);
  });

  it('refuses a service that names no courier, with the rule in a sentence', async () => {
    const answer = await setFreeShipping({ enabled: true, threshold: 1, services: ['dhl:EXPRESS'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors).toMatch(/services/u);
    expect((await t.call('GET', PUBLIC_SETTING)).body.data.threshold).toBe(300_000);
  });

  it('always charges while free shipping is off', async () => {
    const full = await quotedValues();
    expect(await quotedValues(5_000_000)).toEqual(full);
  });

  it('refuses a subtotal that is not a whole, non-negative amount', async () => {
    const query = { destination: JAKARTA_PUSAT, weight: 1000 };
    expectError(
      await t.call('GET', '/v1/shipment/cost', { query: { ...query, subtotal: -5 } }),
      400,
      'subtotal must be at least 0',
    );
    expectError(
      await t.call('GET', '/v1/shipment/cost', { query: { ...query, subtotal: 'lots' } }),
      400,
      /subtotal/,
    );
  });
});

describe('checkout', () => {
  it('charges no shipping once the goods reach the threshold, and records the order that way', async () => {
    const shirt = await product();
    await turnOn(300_000);
    const body = checkoutBody([line(shirt, 3)]);
    expect(await askedFor(body)).toEqual({ amount: 300_000, subtotal: 300_000, shippingCost: 0 });

    const placed = await postCheckout(t, { ...body, amount: 300_000 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await t.call('GET', `/v1/order/${placed.body.data.orderID}`, { token: admin })).body.data;
    expect(order).toMatchObject({ subtotal: 300_000, shippingCost: 0, total: 300_000 });
    expect(order.shipment).toMatchObject({ courier: 'jne', service: 'REG', cost: 0 });
    // The customer's full-price amount is refused with the free one.
    const again = await postCheckout(t, { ...body, amount: 300_000 + (await regCost(t, 1500)) });
    expect(again.status).toBe(409);
    expect(again.body.details.amount).toBe(300_000);
  });

  it('charges the full rate below the threshold, and whenever free shipping is off', async () => {
    const shirt = await product();
    const reg = await regCost(t, 1000);
    await turnOn(300_000);
    expect(await askedFor(checkoutBody([line(shirt, 2)]))).toEqual({
      amount: 200_000 + reg,
      subtotal: 200_000,
      shippingCost: reg,
    });
    await expectStatus(setFreeShipping({ enabled: false, threshold: 300_000 }), 200);
    const regBig = await regCost(t, 2500);
    expect(await askedFor(checkoutBody([line(shirt, 5)]))).toEqual({
      amount: 500_000 + regBig,
      subtotal: 500_000,
      shippingCost: regBig,
    });
  });

  it("follows a member's checkout too, and the cashier's order for a customer", async () => {
    const shirt = await product();
    await turnOn(150_000);
    const member = await newMember(t);
    expect(
      await askedFor(checkoutBody([line(shirt, 2)], { customerID: member.email }), member.token),
    ).toEqual({
      amount: 200_000,
      subtotal: 200_000,
      shippingCost: 0,
    });

    // The cashier: staff place the order for a customer, through the same checkout.
    const cashierBody = checkoutBody([line(shirt, 2)], { customerID: 'walk.in@example.com' });
    const placed = await postCheckout(t, { ...cashierBody, amount: 200_000 }, { token: admin });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.amount).toBe(200_000);
    const reg = await regCost(t, 500);
    expect(await askedFor(checkoutBody([line(shirt, 1)]), admin)).toEqual({
      amount: 100_000 + reg,
      subtotal: 100_000,
      shippingCost: reg,
    });
  });
});

describe('widgets that promise free shipping', () => {
  async function highlightGroup() {
    return (await t.db.maybeOne<{ id: string }>(`SELECT id FROM widget_groups WHERE slug = 'highlight'`))!.id;
  }

  it('show the threshold the setting has, and step aside while free shipping is off', async () => {
    const groupID = await highlightGroup();
    const plain = await expectStatus(
      t.call('POST', '/v1/widget', {
        token: admin,
        body: {
          groupID,
          name: 'Batik',
          type: 'TEXT',
          content: 'Koleksi batik baru',
          link: '/shop',
          status: true,
        },
      }),
      201,
    );
    const promise = await expectStatus(
      t.call('POST', '/v1/widget', {
        token: admin,
        body: {
          groupID,
          name: 'Gratis ongkir',
          type: 'TEXT',
          content: 'Gratis ongkir untuk belanja mulai {freeShippingThreshold}',
          link: '/shop',
          status: true,
        },
      }),
      201,
    );
    try {
      await turnOn(300_000);
      expect((await t.call('GET', '/public/v1/widget/highlight')).body.data).toEqual({
        content: 'Gratis ongkir untuk belanja mulai Rp\u00a0300.000',
        link: '/shop',
      });
      await turnOn(1_250_000);
      expect((await t.call('GET', '/public/v1/widget/highlight')).body.data.content).toBe(
        'Gratis ongkir untuk belanja mulai Rp\u00a01.250.000',
      );
      // Off: the strip shows the newest widget that promises nothing.
      await expectStatus(setFreeShipping({ enabled: false, threshold: 1_250_000 }), 200);
      expect((await t.call('GET', '/public/v1/widget/highlight')).body.data.content).toBe(
        'Koleksi batik baru',
      );
    } finally {
      for (const widget of [plain.data, promise.data]) {
        await t.call('DELETE', `/v1/widget/${widget.id}`, { token: admin });
      }
    }
  });
});
