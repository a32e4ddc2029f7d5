// The couriers the shop offers (issue 23, migration 0023): read by anyone, changed by staff with the permission,
// at least one known courier; rates default to them, and checkout takes only them, prices the chosen courier's
// service on the server and lets free shipping and free-shipping vouchers pay for that service.
import { SHIPPING_COURIERS } from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
import { checkoutBody, insertProduct, JAKARTA_PUSAT, line, postCheckout, priced } from './helpers/shop.js';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([t.tokenOf('admin'), t.tokenOf('member')]);
});
afterAll(() => t.close());

const SETTING = '/v1/setting/couriers';
const PUBLIC_SETTING = '/public/v1/setting/couriers';
const setCouriers = (couriers: unknown, token: string | undefined = admin) =>
  t.call('PUT', SETTING, { token, body: { couriers } });

/** The rate GET /v1/shipment/cost answers for one courier's service to Jakarta Pusat. */
async function rateOf(courier: string, service: string, weight: number) {
  const answer = await t.call('GET', '/v1/shipment/cost', {
    query: { destination: JAKARTA_PUSAT, weight, courier },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const found = answer.body.data[0].costs.find((item: { service: string }) => item.service === service);
  return found.cost[0].value as number;
}

describe('the couriers the shop offers', () => {
  it('starts with all five, and anyone reads it', async () => {
    const answer = await t.call('GET', PUBLIC_SETTING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: { couriers: ['jne', 'jnt', 'sicepat', 'pos', 'tiki'] } });
  });

  it('is changed by staff, answered in the order shoppers see, and rates default to it', async () => {
    expect((await expectStatus(setCouriers(['tiki', 'jnt']), 200)).data).toEqual({
      couriers: ['jnt', 'tiki'],
    });
    expect((await t.call('GET', PUBLIC_SETTING)).body).toEqual({ data: { couriers: ['jnt', 'tiki'] } });
    const rates = await t.call('GET', '/v1/shipment/cost', {
      query: { destination: JAKARTA_PUSAT, weight: 1000 },
    });
    expect(rates.body.data.map((courier: { code: string }) => courier.code)).toEqual(['jnt', 'tiki']);
    // Any courier may still be quoted by name.
    const jne = await t.call('GET', '/v1/shipment/cost', {
      query: { destination: JAKARTA_PUSAT, weight: 1000, courier: 'jne' },
    });
    expect(jne.body.data.map((courier: { code: string }) => courier.code)).toEqual(['jne']);
    await expectStatus(setCouriers([...SHIPPING_COURIERS]), 200);
  });

  it('refuses no courier, an unknown one, one twice, or a body without the list, changing nothing', async () => {
    await expectStatus(setCouriers(['jne', 'pos']), 200);
    expectError(await setCouriers([]), 400, /couriers must (?:NOT have fewer than 1 items|have at least 1)/i);
    expectError(
      await setCouriers(['jne', 'wahana']),
      400,
      'couriers.1 must be one of: jne, jnt, sicepat, pos, tiki',
    );
    expectError(await setCouriers(['jne', 'jne']), 400, /couriers must/);
    expectError(await setCouriers('jne'), 400, /couriers must be/);
    expectError(await t.call('PUT', SETTING, { token: admin, body: {} }), 400, 'couriers is required');
    expect((await t.call('GET', PUBLIC_SETTING)).body).toEqual({ data: { couriers: ['jne', 'pos'] } });
    await expectStatus(setCouriers([...SHIPPING_COURIERS]), 200);
  });

  it('is changed only by staff: members 403, visitors 401', async () => {
    expect((await setCouriers(['jne'], member)).status).toBe(403);
    expect((await t.call('PUT', SETTING, { body: { couriers: ['jne'] } })).status).toBe(401);
    expect((await t.call('GET', PUBLIC_SETTING)).body.data.couriers).toHaveLength(5);
  });
});

describe('checkout with a courier', () => {
  const shipment = (courier: string, service: string) => ({ ...checkoutBody([]).shipment, courier, service });

  it("places the order with the chosen courier's service, priced on the server", async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 150_000, weight: 700 });
    const body = await priced(t, checkoutBody([line(shirt)], { shipment: shipment('JNT', 'ez') }));
    const ez = await rateOf('jnt', 'EZ', 700);
    expect(body.amount).toBe(150_000 + ez);
    const answer = await postCheckout(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = await t.call('GET', `/v1/order/${answer.body.data.orderID}`, { token: admin });
    expect(order.body.data.shipment).toMatchObject({
      courier: 'jnt',
      service: 'EZ',
      description: 'Reguler',
      cost: ez,
    });
  });

  it('takes only a courier the shop offers, and a service that courier has', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 150_000 });
    const withShipment = (courier: string, service: string) =>
      postCheckout(t, {
        ...checkoutBody([line(shirt)], { shipment: shipment(courier, service) }),
        amount: 1,
      });
    await expectStatus(setCouriers(['jne', 'sicepat']), 200);
    try {
      expectError(
        await withShipment('tiki', 'REG'),
        400,
        'shipment.courier: the shop does not offer TIKI; it offers jne (JNE), sicepat (SiCepat)',
      );
      expectError(
        await withShipment('kurirku', 'REG'),
        400,
        "shipment.courier: unknown courier 'kurirku'; the shop offers jne (JNE), sicepat (SiCepat)",
      );
      expectError(
        await withShipment('jne:sicepat', 'REG'),
        400,
        /^shipment\.courier: unknown courier 'jne:sicepat'/,
      );
      expectError(
        await withShipment('sicepat', 'YES'),
        400,
        'shipment.service: SiCepat YES does not deliver to this city',
      );
      expect((await withShipment('sicepat', 'BEST')).status).toBe(409); // the amount, checked last
    } finally {
      await expectStatus(setCouriers([...SHIPPING_COURIERS]), 200);
    }
  });

  it('lets free shipping and a free-shipping voucher pay for the chosen service', async () => {
    const shirt = await insertProduct(t.db, { sellPrice: 250_000, weight: 2000 });
    const best = await rateOf('sicepat', 'BEST', 2000);
    const reg = await rateOf('sicepat', 'REG', 2000);
    expect(best).toBeGreaterThan(reg);

    const made = await t.call('POST', '/v1/voucher', {
      token: admin,
      body: { code: `ONGKIR-${Date.now().toString(36)}`.toUpperCase(), kind: 'free_shipping', value: 0 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const withVoucher = await priced(
      t,
      checkoutBody([line(shirt)], {
        shipment: shipment('sicepat', 'BEST'),
        voucherCode: made.body.data.code,
      }),
    );
    expect(withVoucher.amount).toBe(250_000);
    const placed = await postCheckout(t, withVoucher);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await t.call('GET', `/v1/order/${placed.body.data.orderID}`, { token: admin });
    expect(order.body.data).toMatchObject({ shippingCost: best, discount: best });

    await expectStatus(
      t.call('PUT', '/v1/setting/free-shipping', {
        token: admin,
        body: { enabled: true, threshold: 200_000 },
      }),
      200,
    );
    try {
      const free = await priced(t, checkoutBody([line(shirt)], { shipment: shipment('sicepat', 'REG') }));
      expect(free.amount).toBe(250_000);
      const rates = await t.call('GET', '/v1/shipment/cost', {
        query: { destination: JAKARTA_PUSAT, weight: 2000, courier: 'sicepat:pos', subtotal: 250_000 },
      });
      // Each courier's regular service is free (the setting's default, issue 32); its faster ones cost the
      // difference, the courier's own rate kept beside it.
      for (const courier of rates.body.data) {
        const regular = courier.code === 'sicepat' ? 'REG' : 'Pos Reguler';
        const covered = courier.costs.find((item: { service: string }) => item.service === regular);
        expect(covered.cost[0]).toMatchObject({ value: 0, note: 'Free shipping' });
        for (const item of courier.costs.filter((other: { service: string }) => other.service !== regular)) {
          const [cost] = item.cost;
          expect(cost.value).toBe(Math.max(0, cost.fullValue - covered.cost[0].fullValue));
          expect(cost.note).toBe(
            cost.value === 0 ? 'Free shipping' : 'Partly free shipping: you pay the difference',
          );
        }
      }
    } finally {
      await expectStatus(
        t.call('PUT', '/v1/setting/free-shipping', {
          token: admin,
          body: { enabled: false, threshold: 300_000 },
        }),
        200,
      );
    }
  });
});
