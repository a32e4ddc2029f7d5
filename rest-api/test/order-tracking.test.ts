// Parcel tracking (issue 23): staff give the courier with the resi; GET /v1/order/:id/tracking for the owner and
// staff, the guest lookup's tracking; the built-in tracker's story; RajaOngkir's (Komerce) waybill tracking against a
// local stand-in, behind the 30-minute cache; "delivered" completing the order when the shop's setting says so; the
// shipped e-mail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { komerceTracking, lastPhoneDigits } from '../src/domains/shipping/komerce-tracking.js';
import { cachedTracking, type TrackingRequest } from '../src/domains/shipping/tracking.js';
import { builtInStory, builtInTracker } from '../src/domains/shipping/tracking-builtin.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import {
  KOMERCE_KEY,
  startKomerceStandIn,
  type KomerceStandIn,
} from './helpers/komerce-tracking-stand-in.js';
import { newMember, type Member } from './helpers/members.js';
import {
  countRows,
  insertProduct,
  line,
  notification,
  notify,
  orderState,
  placeOrder,
  type Placed,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let admin: string;
let ayu: Member;
let bima: Member;
let product: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  [ayu, bima] = await Promise.all([newMember(t, 'ayu'), newMember(t, 'bima')]);
  product = await insertProduct(t.db, { stock: 100 });
});
afterAll(() => t.close());

const resiOf = (prefix: string) => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

/** A paid order of Ayu's (or a guest's), not shipped yet. */
async function paidOrder(member: Member | null = ayu): Promise<Placed> {
  const order = await placeOrder(t, [line(product, 1)], {
    ...(member ? { token: member.token, overrides: { customerID: member.email } } : {}),
  });
  expect((await notify(t, notification(t, order, 'settlement'))).status).toBe(200);
  return order;
}

const ship = (id: string, body: Record<string, string>) =>
  t.call('PUT', `/v1/order/${id}/status`, { token: admin, body: { status: 'processing', ...body } });

const trackingOf = (id: string, token: string | undefined = ayu.token) =>
  t.call('GET', `/v1/order/${id}/tracking`, { token });

const shippedAgo = (id: string, hours: number) =>
  t.db.execute(
    `UPDATE shipments SET shipment_date = now() - make_interval(hours => $2::int) WHERE order_id = $1`,
    [id, hours],
  );

const setCompleteOnDelivery = async (enabled: boolean) =>
  expect(
    (await t.call('PUT', '/v1/setting/complete-on-delivery', { token: admin, body: { enabled } })).body,
  ).toEqual({ data: { enabled } });

async function timelineOf(id: string) {
  const answer = await t.call('GET', '/v1/order/timeline', { token: admin, query: { ids: id } });
  expect(answer.status).toBe(200);
  return answer.body.data[0].events as { toStatus: string; actor: { kind: string }; detail: string | null }[];
}

describe('GET /v1/order/:id/tracking', () => {
  it('answers the owner and staff, null before the resi, and 404 for another member and an unknown order', async () => {
    const order = await paidOrder();
    expect((await trackingOf(order.orderID)).body).toEqual({ data: null });
    expect((await ship(order.orderID, { resiNumber: 'JNE0001' })).status).toBe(200);

    const mine = await trackingOf(order.orderID);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.body.data).toMatchObject({ courier: 'jne', resi: 'JNE0001', delivered: false });
    expect((await trackingOf(order.orderID, admin)).body).toEqual(mine.body);
    expectError(await trackingOf(order.orderID, bima.token), 404, 'Order not found');
    expectError(await trackingOf(randomUUID(), admin), 404, 'Order not found');
    expect((await t.call('GET', `/v1/order/${order.orderID}/tracking`)).status).toBe(401);
  });

  it('tells the built-in story: picked up in Yogyakarta at once, delivered in Jakarta Pusat three days later, newest first', async () => {
    const order = await paidOrder();
    await ship(order.orderID, { resiNumber: resiOf('JNE') });
    const first = (await trackingOf(order.orderID)).body.data;
    expect(first.delivered).toBe(false);
    expect(first.events).toEqual([
      { at: expect.any(String), description: 'Shipment picked up by JNE', location: 'Yogyakarta' },
    ]);

    await shippedAgo(order.orderID, 72);
    const later = (await trackingOf(order.orderID)).body.data;
    expect(later.delivered).toBe(true);
    expect(later.events.map((event: { description: string }) => event.description)).toEqual([
      'Delivered, received by Budi Santoso',
      'Out for delivery with the courier',
      'Arrived at JNE gateway',
      'Departed to Kota Jakarta Pusat, in transit',
      'Processed at JNE gateway',
      'Shipment picked up by JNE',
    ]);
    expect(later.events.map((event: { location: string }) => event.location)).toEqual([
      'Jakarta Pusat',
      'Jakarta Pusat',
      'Jakarta Pusat',
      'Yogyakarta',
      'Yogyakarta',
      'Yogyakarta',
    ]);
    const times = later.events.map((event: { at: string }) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The parcel arrived; the setting is off by default, so the order waits for "Pesanan diterima" (issue 32).
    expect(await orderState(t.db, order.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'delivered',
    });
  });

  it('takes the courier staff give with the resi, keeps it on a correction, and records it on the timeline', async () => {
    const order = await paidOrder();
    expect((await ship(order.orderID, { resiNumber: 'JT0001', courier: 'jnt' })).status).toBe(200);
    expect((await trackingOf(order.orderID)).body.data).toMatchObject({ courier: 'jnt', resi: 'JT0001' });
    expect((await ship(order.orderID, { resiNumber: 'JT0002' })).status).toBe(200);
    expect((await trackingOf(order.orderID)).body.data).toMatchObject({ courier: 'jnt', resi: 'JT0002' });
    expect((await ship(order.orderID, { resiNumber: '003400', courier: 'sicepat' })).status).toBe(200);
    const tracking = (await trackingOf(order.orderID)).body.data;
    expect(tracking).toMatchObject({ courier: 'sicepat', resi: '003400' });
    expect(tracking.events[0].description).toBe('Shipment picked up by SiCepat');

    const details = (await timelineOf(order.orderID)).map((event) => event.detail).slice(2);
    expect(details).toEqual([
      'resi JT0001 (J&T Express)',
      'resi JT0002 (J&T Express)',
      'resi 003400 (SiCepat)',
    ]);
  });

  it('refuses a courier without a resi, or one the shop does not know, changing nothing', async () => {
    const order = await paidOrder();
    expectError(await ship(order.orderID, { courier: 'jnt' }), 400, 'courier is given with the resiNumber');
    expect((await ship(order.orderID, { resiNumber: 'X1', courier: 'dhl' })).status).toBe(400);
    expect(await orderState(t.db, order.orderID)).toMatchObject({ status: 'paid', shipment: 'pending' });
  });

  it("answers a guest's tracking in the order lookup (null before the resi)", async () => {
    const order = await paidOrder(null);
    const lookup = () =>
      t.call('POST', '/public/v1/order/lookup', {
        body: { orderCode: order.orderCode, email: 'guest@example.com' },
      });
    expect((await lookup()).body.data).toMatchObject({ tracking: null, trackingError: null });
    await ship(order.orderID, { resiNumber: 'TIKI0001', courier: 'tiki' });
    const found = (await lookup()).body.data;
    expect(found.trackingError).toBeNull();
    expect(found.tracking).toMatchObject({ courier: 'tiki', resi: 'TIKI0001', delivered: false });
    expect(found.tracking.events[0].description).toBe('Shipment picked up by TIKI');
  });
});

describe('the shipped e-mail', () => {
  const mailsTo = (email: string) =>
    t.db.query<{ subject: string; text: string; html: string; links: string[] }>(
      `SELECT subject, text_body AS text, html_body AS html, links FROM outbox WHERE to_address = $1
       AND subject LIKE '%is on its way' ORDER BY created_at`,
      [email],
    );

  it("carries the resi, the courier's name and the member's order page", async () => {
    const member = await newMember(t, 'citra');
    const order = await paidOrder(member);
    await ship(order.orderID, { resiNumber: 'JT7788', courier: 'jnt' });
    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Order ${order.orderCode} is on its way`);
    expect(mail!.text).toContain('J&T Express');
    expect(mail!.text).toContain('JT7788');
    expect(mail!.links).toEqual([`http://shop.test/order-detail/${order.orderID}`]);
    expect(mail!.html).toContain('J&amp;T Express');
  });

  it("links a guest's to /order-status, and goes again with a corrected resi", async () => {
    const order = await paidOrder(null);
    const before = (await mailsTo('guest@example.com')).length;
    await ship(order.orderID, { resiNumber: 'JNE5566' });
    await ship(order.orderID, { resiNumber: 'JNE5567' });
    const mails = (await mailsTo('guest@example.com')).slice(before);
    expect(mails.map((mail) => mail.links)).toEqual([
      ['http://shop.test/order-status'],
      ['http://shop.test/order-status'],
    ]);
    expect(mails[1]!.text).toContain('JNE5567');
    expect(mails[1]!.text).toContain(order.orderCode);
  });
});

describe('delivered completes the order (a shop setting)', () => {
  beforeEach(() => setCompleteOnDelivery(false));

  it('is off by default, and only staff read and change it', async () => {
    expect((await t.call('GET', '/v1/setting/complete-on-delivery', { token: admin })).body).toEqual({
      data: { enabled: false },
    });
    expect((await t.call('GET', '/v1/setting/complete-on-delivery', { token: ayu.token })).status).toBe(403);
    expect(
      (await t.call('PUT', '/v1/setting/complete-on-delivery', { token: admin, body: { enabled: 'yes' } }))
        .status,
    ).toBe(400);
  });

  it('completes a processing order once its tracking says delivered when on (the system on the timeline), not when off', async () => {
    const off = await paidOrder();
    await ship(off.orderID, { resiNumber: resiOf('JNE') });
    await shippedAgo(off.orderID, 80);
    expect((await trackingOf(off.orderID)).body.data.delivered).toBe(true);
    // Off: the parcel is delivered, the order waits for "Pesanan diterima" (issue 32).
    expect(await orderState(t.db, off.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'delivered',
    });

    await setCompleteOnDelivery(true);
    const on = await paidOrder();
    await ship(on.orderID, { resiNumber: resiOf('JNE') });
    await shippedAgo(on.orderID, 80);
    expect((await trackingOf(on.orderID)).body.data.delivered).toBe(true);
    expect(await orderState(t.db, on.orderID)).toMatchObject({ status: 'completed', shipment: 'delivered' });
    const last = (await timelineOf(on.orderID)).at(-1)!;
    expect(last).toMatchObject({ toStatus: 'completed', actor: { kind: 'system' } });
    expect(last.detail).toMatch(/^tracking says delivered: resi JNE\w+ \(JNE\)$/);
    // The order delivered while it was off completes at its next look.
    expect((await trackingOf(off.orderID)).body.data.delivered).toBe(true);
    expect(await orderState(t.db, off.orderID)).toMatchObject({ status: 'completed', shipment: 'delivered' });

    // Read again, it changes nothing more.
    expect((await trackingOf(on.orderID)).body.data.delivered).toBe(true);
    expect((await timelineOf(on.orderID)).filter((event) => event.toStatus === 'completed')).toHaveLength(1);
  });

  it('lets housekeeping complete delivered parcels when on, and leave those still on their way', async () => {
    const arrived = await paidOrder();
    const onTheWay = await paidOrder();
    await ship(arrived.orderID, { resiNumber: resiOf('JNE') });
    await ship(onTheWay.orderID, { resiNumber: resiOf('JNE') });
    await shippedAgo(arrived.orderID, 80);
    await shippedAgo(onTheWay.orderID, 5);

    expect((await t.app.housekeeping()).deliveredOrders).toBe(0);
    // Off, the parcel is delivered all the same (issue 32); the order waits.
    expect(await orderState(t.db, arrived.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'delivered',
    });

    await setCompleteOnDelivery(true);
    const completions = () =>
      countRows(
        t.db,
        'order_events',
        "to_status = 'completed' AND actor_kind = 'system' AND detail NOT LIKE 'housekeeping:%'",
      );
    const before = await completions();
    const [first, second] = await Promise.all([t.app.housekeeping(), t.app.housekeeping()]);
    // Each delivered order completes once, whichever run took it (earlier tests' delivered parcels too).
    expect(first.deliveredOrders! + second.deliveredOrders!).toBe((await completions()) - before);
    expect((await t.app.housekeeping()).deliveredOrders).toBe(0);
    expect(await orderState(t.db, arrived.orderID)).toMatchObject({
      status: 'completed',
      shipment: 'delivered',
    });
    expect(await orderState(t.db, onTheWay.orderID)).toMatchObject({
      status: 'processing',
      shipment: 'shipped',
    });
  });
});

describe('the built-in tracker', () => {
  const parcel = (fields: Partial<TrackingRequest> = {}): TrackingRequest => ({
    courier: 'jne',
    resi: 'JNE123456',
    phone: '081234567890',
    shippedAt: '2026-11-20T03:00:00.000Z',
    origin: 'Kota Yogyakarta',
    destination: 'Kota Bandung',
    sameCity: false,
    receiver: 'Sari',
    language: 'en',
    ...fields,
  });
  const hoursToDelivered = (request: TrackingRequest, stepHours = 10) =>
    (Date.parse(builtInStory(request, stepHours).at(-1)!.at) - Date.parse(request.shippedAt)) / 3_600_000;

  it('tells the same story for the same parcel, and every courier delivers within three days', () => {
    expect(builtInStory(parcel(), 10)).toEqual(builtInStory(parcel(), 10));
    expect(builtInStory(parcel({ resi: 'JNE999' }), 10)).not.toEqual(builtInStory(parcel(), 10));
    for (const courier of ['jne', 'jnt', 'sicepat', 'pos', 'tiki']) {
      const hours = hoursToDelivered(parcel({ courier }));
      expect(hours, courier).toBeGreaterThan(24);
      expect(hours, courier).toBeLessThanOrEqual(72);
    }
    expect(hoursToDelivered(parcel({ courier: 'sicepat' }))).toBeLessThan(
      hoursToDelivered(parcel({ courier: 'pos' })),
    );
  });

  it("tells the story in the reader's language", () => {
    const words = (language: 'en' | 'id') =>
      builtInStory(parcel({ courier: 'jnt', language }), 10).map((event) => event.description);
    expect(words('en')).toEqual([
      'Shipment picked up by J&T Express',
      'Processed at J&T sorting center',
      'Departed to Kota Bandung, in transit',
      'Arrived at J&T sorting center',
      'Out for delivery with the courier',
      'Delivered, received by Sari',
    ]);
    expect(words('id')).toEqual([
      'Paket diambil oleh J&T Express',
      'Diproses di pusat sortir J&T',
      'Berangkat menuju Kota Bandung, dalam perjalanan',
      'Tiba di pusat sortir J&T',
      'Dibawa kurir untuk diantar',
      'Diterima oleh Sari',
    ]);
    // The same times in both: only the words change.
    const times = (language: 'en' | 'id') => builtInStory(parcel({ language }), 10).map((event) => event.at);
    expect(times('id')).toEqual(times('en'));
    expect(builtInStory(parcel({ receiver: '', language: 'id' }), 10).at(-1)!.description).toBe(
      'Diterima oleh penerima',
    );
  });

  it('skips the transit within the city, and TRACKING_STEP_HOURS scales the whole story', async () => {
    const local = builtInStory(parcel({ sameCity: true, destination: 'Kota Yogyakarta' }), 10);
    expect(local.map((event) => event.location)).toEqual([
      'Yogyakarta',
      'Yogyakarta',
      'Yogyakarta',
      'Yogyakarta',
    ]);
    expect(hoursToDelivered(parcel(), 0.01)).toBeCloseTo(hoursToDelivered(parcel()) / 1000, 6);

    const shippedAt = Date.parse(parcel().shippedAt);
    const at = (hours: number) => builtInTracker({ stepHours: 10, now: () => shippedAt + hours * 3_600_000 });
    expect((await at(0).track(parcel())).events).toHaveLength(1);
    expect((await at(-1).track(parcel())).events).toHaveLength(0);
    const done = await at(72).track(parcel());
    expect(done.delivered).toBe(true);
    expect(done.events[0]!.description).toBe('Delivered, received by Sari');

    expect(loadConfig({ TRACKING_STEP_HOURS: '0.001', DATA_DIR: t.config.dataDir }).tracking.stepHours).toBe(
      0.001,
    );
    for (const bad of ['0', '-1', 'soon', '1e3']) {
      expect(() => loadConfig({ TRACKING_STEP_HOURS: bad, DATA_DIR: t.config.dataDir }), bad).toThrow(
        /TRACKING_STEP_HOURS must be a number above 0/,
      );
    }
  });
});

describe("RajaOngkir's (Komerce) waybill tracking, against a local stand-in", () => {
  let standIn: KomerceStandIn;
  beforeAll(async () => {
    standIn = await startKomerceStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.delayMs = 0;
    standIn.failWith = undefined;
  });

  const provider = (apiKey = KOMERCE_KEY) => komerceTracking({ apiKey, baseUrl: standIn.url });
  const request = (fields: Partial<TrackingRequest> = {}): TrackingRequest => ({
    courier: 'jne',
    resi: resiOf('CGK'),
    phone: '+62 812-3456-7890',
    shippedAt: '2026-11-20T03:00:00.000Z',
    origin: 'Kota Yogyakarta',
    destination: 'Kota Bandung',
    sameCity: false,
    receiver: 'Sari',
    language: 'en',
    ...fields,
  });
  const register = (resi: string, courier = 'jne', delivered = false) =>
    standIn.parcels.set(resi, {
      courier,
      phone: '081234567890',
      delivered,
      manifest: [
        {
          code: '1',
          description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER',
          date: '2026-11-20',
          time: '10:05',
          city: 'YOGYAKARTA',
        },
        {
          code: '2',
          description: 'RECEIVED AT INBOUND STATION',
          date: '2026-11-21',
          time: '08:30',
          city: 'BANDUNG',
        },
      ],
      ...(delivered ? { pod: { receiver: 'SARI', date: '2026-11-21', time: '15:12' } } : {}),
    });

  it("sends the key, awb, courier and JNE's last 5 phone digits; answers the manifest newest first in UTC", async () => {
    const parcel = request();
    register(parcel.resi, 'jne', true);
    const answer = await provider().track(parcel);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/track/waybill',
      key: KOMERCE_KEY,
      fields: { awb: parcel.resi, courier: 'jne', last_phone_number: '67890' },
    });
    expect(answer).toEqual({
      delivered: true,
      events: [
        // The proof of delivery, kept out of the manifest, becomes the newest event; WIB is UTC+7.
        { at: '2026-11-21T08:12:00.000Z', description: 'Delivered to SARI', location: '' },
        { at: '2026-11-21T01:30:00.000Z', description: 'RECEIVED AT INBOUND STATION', location: 'BANDUNG' },
        {
          at: '2026-11-20T03:05:00.000Z',
          description: 'SHIPMENT RECEIVED BY JNE COUNTER OFFICER',
          location: 'YOGYAKARTA',
        },
      ],
    });
    expect(lastPhoneDigits('0812')).toBe('');
  });

  it('sends no phone digits for couriers that do not ask, and without them JNE refuses', async () => {
    const parcel = request({ courier: 'jnt' });
    register(parcel.resi, 'jnt');
    expect((await provider().track(parcel)).events).toHaveLength(2);
    expect(standIn.requests[0]!.fields).not.toHaveProperty('last_phone_number');

    const noPhone = request({ phone: '' });
    register(noPhone.resi);
    await expect(provider().track(noPhone)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('answers no events for a resi the courier does not know yet; 503 for a refused key or a failing provider', async () => {
    expect(await provider().track(request())).toEqual({ delivered: false, events: [] });
    const parcel = request();
    register(parcel.resi);
    await expect(provider('wrong-key').track(parcel)).rejects.toMatchObject({ statusCode: 503 });
    standIn.failWith = 500;
    await expect(provider().track(parcel)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('is asked once per resi per 30 minutes, however many requests and processes ask at once', async () => {
    const parcel = request();
    register(parcel.resi);
    standIn.delayMs = 200;
    // Two API processes: two caches over the one database.
    const one = cachedTracking(t.db, provider());
    const two = cachedTracking(t.db, provider());
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => one.track(parcel)),
      ...Array.from({ length: 5 }, () => two.track(parcel)),
    ]);
    expect(standIn.requests).toHaveLength(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.events).toHaveLength(2);
    await one.track(parcel);
    await two.track(parcel);
    expect(standIn.requests).toHaveLength(1);

    // 31 minutes later the next request asks again; a failing provider then leaves the old answer in place.
    const age = () =>
      t.db.execute(
        `UPDATE tracking_answers SET fetched_at = now() - interval '31 minutes' WHERE courier = $1 AND resi = $2`,
        [parcel.courier, parcel.resi],
      );
    await age();
    standIn.parcels.get(parcel.resi)!.delivered = true;
    expect((await one.track(parcel)).delivered).toBe(true);
    expect(standIn.requests).toHaveLength(2);

    await age();
    standIn.failWith = 500;
    expect((await two.track(parcel)).delivered).toBe(true);
    expect(standIn.requests).toHaveLength(3);
  });

  it('answers 503 when the provider fails and nothing was kept', async () => {
    standIn.failWith = 502;
    const tracker = cachedTracking(t.db, provider());
    await expect(tracker.track(request())).rejects.toMatchObject({ statusCode: 503 });
  });
});
