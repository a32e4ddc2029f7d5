// Shipping rates: the JNE estimator's figures, GET /v1/shipment/cost's validation, and the RajaOngkir adapter
// through the route against a local stand-in of RajaOngkir's HTTP API.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../src/db/index.js';
import {
  jneChargedKg,
  jneEstimator,
  PROVINCE_ISLANDS,
  TARIFFS,
  ZONES,
  zoneBetween,
} from '../src/domains/shipping/jne.js';
import { quote, type CostRequest, type CourierCosts } from '../src/domains/shipping/provider.js';
import { RATES_UNAVAILABLE, rajaOngkir } from '../src/domains/shipping/rajaongkir.js';
import { HttpError } from '../src/lib/errors.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import {
  STAND_IN_KEY,
  standInPrice,
  startRajaOngkirStandIn,
  type RajaOngkirStandIn,
} from './helpers/rajaongkir-stand-in.js';

// City ids in RajaOngkir numbering (migration 0003).
const CITY = {
  yogyakarta: 501, // DI Yogyakarta, the shop's origin
  sleman: 419, // DI Yogyakarta
  jakartaPusat: 152, // DKI Jakarta
  surabaya: 444, // Jawa Timur
  medan: 278, // Sumatera Utara
  denpasar: 114, // Bali
  balikpapan: 19, // Kalimantan Timur
  makassar: 254, // Sulawesi Selatan
  ambon: 14, // Maluku
  jayapura: 158, // Papua
  merauke: 281, // Papua
  sorong: 425, // Papua Barat
} as const;

let estimatorApp: TestApp;
let rajaApp: TestApp;
let standIn: RajaOngkirStandIn;

beforeAll(async () => {
  standIn = await startRajaOngkirStandIn();
  [estimatorApp, rajaApp] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { RAJAONGKIR_API_KEY: STAND_IN_KEY, RAJAONGKIR_URL: standIn.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([estimatorApp?.close(), rajaApp?.close()]);
  await standIn?.close();
});

/** What the stand-in was asked for parcels of this weight (each test uses weights of its own). */
const requestsFor = (weight: number) =>
  standIn.requests.filter((request) => request.fields.weight === String(weight));

const costOf = (t: TestApp, query: Record<string, string | number>) =>
  t.call('GET', '/v1/shipment/cost', { query });

/** The one courier's services as {service: [value, etd]}. */
function services(answer: CourierCosts[]) {
  expect(answer).toHaveLength(1);
  return Object.fromEntries(answer[0]!.costs.map((item) => [item.service, item.cost[0]]));
}

const parcel = (destination: number, weight = 1000, origin: number = CITY.yogyakarta): CostRequest => ({
  origin,
  destination,
  weight,
  courier: 'jne',
});

describe('JNE weight rounding', () => {
  it('charges at least one kilogram', () => {
    expect(jneChargedKg(1)).toBe(1);
    expect(jneChargedKg(200)).toBe(1);
    expect(jneChargedKg(300)).toBe(1);
    expect(jneChargedKg(301)).toBe(1);
    expect(jneChargedKg(999)).toBe(1);
    expect(jneChargedKg(1000)).toBe(1);
  });

  it('rounds a fraction of 0.3 kg or less down, and anything more up', () => {
    expect(jneChargedKg(1001)).toBe(1);
    expect(jneChargedKg(1300)).toBe(1);
    expect(jneChargedKg(1301)).toBe(2);
    expect(jneChargedKg(1999)).toBe(2);
    expect(jneChargedKg(2000)).toBe(2);
    expect(jneChargedKg(2300)).toBe(2);
    expect(jneChargedKg(2301)).toBe(3);
    expect(jneChargedKg(1_000_000)).toBe(1000);
  });
});

describe('JNE zones', () => {
  it('places every province of the database in an island group', async () => {
    const provinces = await estimatorApp.db.query<{ id: number }>('SELECT id FROM provinces ORDER BY id');
    expect(provinces).toHaveLength(34);
    for (const { id } of provinces) expect(PROVINCE_ISLANDS[id], `province ${id}`).toBeDefined();
  });

  it('grades zones from the same city to the remote groups', () => {
    const yogya = { cityId: CITY.yogyakarta, provinceId: 5 };
    expect(zoneBetween(yogya, yogya)).toBe('city');
    expect(zoneBetween(yogya, { cityId: CITY.sleman, provinceId: 5 })).toBe('province');
    expect(zoneBetween(yogya, { cityId: CITY.jakartaPusat, provinceId: 6 })).toBe('island');
    expect(zoneBetween(yogya, { cityId: CITY.balikpapan, provinceId: 15 })).toBe('neighbour');
    expect(zoneBetween(yogya, { cityId: CITY.makassar, provinceId: 28 })).toBe('far');
    expect(zoneBetween(yogya, { cityId: CITY.ambon, provinceId: 19 })).toBe('remote');
    expect(zoneBetween(yogya, { cityId: CITY.jayapura, provinceId: 24 })).toBe('remote');
    // Within Papua parcels fly: never cheaper than a crossing.
    const jayapura = { cityId: CITY.jayapura, provinceId: 24 };
    expect(zoneBetween(jayapura, { cityId: CITY.merauke, provinceId: 24 })).toBe('neighbour');
  });

  it('prices in whole hundreds, dearer with every zone, and offers no YES to the remote zone', () => {
    for (const service of ['OKE', 'REG', 'YES'] as const) {
      const offered = ZONES.map((zone) => TARIFFS[zone][service]?.perKg).filter(
        (value) => value !== undefined,
      );
      for (const value of offered) expect(value % 100).toBe(0);
      expect(offered).toEqual([...offered].sort((a, b) => a - b));
      expect(new Set(offered).size).toBe(offered.length);
    }
    expect(TARIFFS.remote.YES).toBeUndefined();
  });
});

describe('the JNE estimator', () => {
  it('quotes Yogyakarta → Jakarta in RajaOngkir shape with JNE prices', async () => {
    const answer = await costOf(estimatorApp, { destination: CITY.jakartaPusat, weight: 1000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          code: 'jne',
          name: 'Jalur Nugraha Ekakurir (JNE)',
          costs: [
            {
              service: 'OKE',
              description: 'Ongkos Kirim Ekonomis',
              cost: [{ value: 9_000, etd: '3-4', note: '' }],
            },
            {
              service: 'REG',
              description: 'Layanan Reguler',
              cost: [{ value: 11_000, etd: '2-3', note: '' }],
            },
            {
              service: 'YES',
              description: 'Yakin Esok Sampai',
              cost: [{ value: 20_000, etd: '1', note: '' }],
            },
          ],
        },
      ],
    });
  });

  it('answers the same for the same parcel, and the same both ways', async () => {
    const jne = jneEstimator(estimatorApp.db);
    const first = await jne.costs(parcel(CITY.makassar, 2500));
    expect(await jne.costs(parcel(CITY.makassar, 2500))).toEqual(first);
    expect(await jneEstimator(estimatorApp.db).costs(parcel(CITY.makassar, 2500))).toEqual(first);
    expect(await jne.costs(parcel(CITY.yogyakarta, 2500, CITY.makassar))).toEqual(first);
  });

  it('is dearer the farther the parcel goes, for every service', async () => {
    const jne = jneEstimator(estimatorApp.db);
    const route = [
      CITY.yogyakarta,
      CITY.sleman,
      CITY.surabaya,
      CITY.balikpapan,
      CITY.makassar,
      CITY.jayapura,
    ];
    const quotes = await Promise.all(route.map(async (city) => services(await jne.costs(parcel(city)))));
    for (const service of ['OKE', 'REG']) {
      const values = quotes.map((quote) => quote[service]!.value);
      for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1]!);
    }
    const yes = quotes.slice(0, -1).map((quote) => quote.YES!.value);
    for (let i = 1; i < yes.length; i += 1) expect(yes[i]).toBeGreaterThan(yes[i - 1]!);
    // REG to Papua: 60 to 100 thousand rupiah per kilogram, as JNE charges from Java.
    expect(quotes.at(-1)!.REG!.value).toBeGreaterThanOrEqual(60_000);
    expect(quotes.at(-1)!.REG!.value).toBeLessThanOrEqual(100_000);
  });

  it('is dearer the heavier the parcel, in whole kilogram steps', async () => {
    const jne = jneEstimator(estimatorApp.db);
    const reg = async (grams: number) => services(await jne.costs(parcel(CITY.medan, grams))).REG!.value;
    const perKg = await reg(1000);
    expect(perKg).toBe(TARIFFS.neighbour.REG!.perKg);
    expect(await reg(1)).toBe(perKg);
    expect(await reg(1300)).toBe(perKg);
    expect(await reg(1301)).toBe(2 * perKg);
    expect(await reg(2300)).toBe(2 * perKg);
    expect(await reg(2301)).toBe(3 * perKg);
    expect(await reg(25_000)).toBe(25 * perKg);
  });

  it('offers no YES to the remote zones, only OKE and REG', async () => {
    const jne = jneEstimator(estimatorApp.db);
    for (const city of [CITY.jayapura, CITY.sorong, CITY.ambon]) {
      const [courier] = await jne.costs(parcel(city));
      expect(courier!.costs.map((item) => item.service)).toEqual(['OKE', 'REG']);
    }
    expect(await quote(jne, parcel(CITY.jayapura), 'YES')).toBeUndefined();
    expect(await quote(jne, parcel(CITY.jayapura), 'reg')).toEqual({
      courier: 'jne',
      service: 'REG',
      description: 'Layanan Reguler',
      value: TARIFFS.remote.REG!.perKg,
      etd: TARIFFS.remote.REG!.etd,
      note: '',
    });
  });

  it('reads the cities once and keeps them', async () => {
    let reads = 0;
    const db = estimatorApp.db;
    const counting: Queryable = {
      ...db,
      query: (sql, params) => {
        reads += 1;
        return db.query(sql, params);
      },
    };
    const jne = jneEstimator(counting);
    await Promise.all([jne.costs(parcel(CITY.medan)), jne.costs(parcel(CITY.denpasar))]);
    await jne.costs(parcel(CITY.surabaya, 3000));
    await expect(jne.costs(parcel(9999))).rejects.toThrow(/destination/);
    expect(reads).toBe(1);
  });

  it('tries the read again after a failed one', async () => {
    let calls = 0;
    const db = estimatorApp.db;
    const flaky: Queryable = {
      ...db,
      query: (sql, params) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('connection lost')) : db.query(sql, params);
      },
    };
    const jne = jneEstimator(flaky);
    await expect(jne.costs(parcel(CITY.medan))).rejects.toThrow('connection lost');
    expect(services(await jne.costs(parcel(CITY.medan))).REG!.value).toBe(TARIFFS.neighbour.REG!.perKg);
  });

  it('refuses parcels checkout might hand it out of range', async () => {
    const jne = jneEstimator(estimatorApp.db);
    const refused = async (request: CostRequest, message: string) => {
      const error = await jne.costs(request).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe(message);
    };
    await refused(parcel(CITY.medan, 0), 'weight must be at least 1');
    await refused(parcel(CITY.medan, 1_000_001), 'weight must be at most 1000000');
    await refused(parcel(CITY.medan, 1.5), 'weight must be a whole number');
    await refused(parcel(CITY.medan, 1000, 0), 'origin must be at least 1');
    await refused({ ...parcel(CITY.medan), courier: ' ' }, 'courier must not be empty');
    await refused({ ...parcel(CITY.medan), courier: 'pos' }, 'courier: only jne is supported');
  });
});

describe('GET /v1/shipment/cost', () => {
  it('is open to guests, and the origin defaults to the shop city', async () => {
    const guest = await costOf(estimatorApp, { destination: CITY.surabaya, weight: 1500 });
    expect(guest.status).toBe(200);
    const explicit = await costOf(estimatorApp, {
      origin: CITY.yogyakarta,
      destination: CITY.surabaya,
      weight: 1500,
      courier: 'jne',
    });
    expect(explicit.body).toEqual(guest.body);
    const member = await estimatorApp.call('GET', '/v1/shipment/cost', {
      token: await estimatorApp.tokenOf('member'),
      query: { destination: CITY.surabaya, weight: 1500 },
    });
    expect(member.body).toEqual(guest.body);
    const other = await costOf(estimatorApp, {
      origin: CITY.surabaya,
      destination: CITY.surabaya,
      weight: 1500,
    });
    expect(services(other.body.data).REG!.value).toBe(2 * TARIFFS.city.REG!.perKg);
  });

  it('takes the courier in any case', async () => {
    const upper = await costOf(estimatorApp, { destination: CITY.denpasar, weight: 800, courier: 'JNE' });
    expect(upper.status).toBe(200);
    expect(upper.body.data[0].code).toBe('jne');
  });

  it('still needs a known Client-Id', async () => {
    const answer = await estimatorApp.call('GET', '/v1/shipment/cost', {
      noClient: true,
      query: { destination: CITY.surabaya, weight: 1000 },
    });
    expectError(answer, 400, 'unknown client');
  });

  it('refuses a missing or unknown city, naming which', async () => {
    expectError(await costOf(estimatorApp, { weight: 1000 }), 400, 'destination is required');
    expectError(
      await costOf(estimatorApp, { destination: 9999, weight: 1000 }),
      400,
      'destination: there is no city with id 9999',
    );
    expectError(
      await costOf(estimatorApp, { origin: 777, destination: CITY.surabaya, weight: 1000 }),
      400,
      'origin: there is no city with id 777',
    );
    expectError(
      await costOf(estimatorApp, { destination: 'bandung', weight: 1000 }),
      400,
      /^destination must be/,
    );
    expectError(
      await costOf(estimatorApp, { destination: 0, weight: 1000 }),
      400,
      'destination must be at least 1',
    );
    expectError(
      await costOf(estimatorApp, { origin: -3, destination: CITY.surabaya, weight: 1000 }),
      400,
      'origin must be at least 1',
    );
  });

  it('refuses a weight that is missing, not a whole number, or out of range', async () => {
    const withWeight = (weight: string | number) => costOf(estimatorApp, { destination: CITY.medan, weight });
    expectError(await costOf(estimatorApp, { destination: CITY.medan }), 400, 'weight is required');
    expectError(await withWeight(0), 400, 'weight must be at least 1');
    expectError(await withWeight(-500), 400, 'weight must be at least 1');
    expectError(await withWeight('2e6'), 400, 'weight must be at most 1000000');
    expectError(await withWeight(1_000_001), 400, 'weight must be at most 1000000');
    expectError(await withWeight('abc'), 400, /^weight must be/);
    expectError(await withWeight(1.5), 400, /^weight must be/);
    expect((await withWeight(1_000_000)).status).toBe(200);
  });

  it('refuses couriers the estimator does not know', async () => {
    const withCourier = (courier: string) =>
      costOf(estimatorApp, { destination: CITY.medan, weight: 1000, courier });
    expectError(await withCourier('tiki'), 400, 'courier: only jne is supported');
    expectError(await withCourier('sicepat'), 400, 'courier: only jne is supported');
    expectError(await withCourier(''), 400, 'courier must not be empty');
    expectError(await withCourier('x'.repeat(21)), 400, 'courier must be at most 20 characters');
  });
});

describe('GET /v1/shipment/cost with RajaOngkir', () => {
  it('asks RajaOngkir with the key and form fields, and answers its rates', async () => {
    const answer = await costOf(rajaApp, { destination: CITY.jakartaPusat, weight: 1700 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          code: 'jne',
          name: 'Jalur Nugraha Ekakurir (JNE)',
          costs: [
            {
              service: 'OKE',
              description: 'Ongkos Kirim Ekonomis',
              cost: [{ value: standInPrice(9_000, 1700), etd: '2-3', note: '' }],
            },
            {
              service: 'REG',
              description: 'Layanan Reguler',
              cost: [{ value: standInPrice(11_000, 1700), etd: '1-2', note: '' }],
            },
          ],
        },
      ],
    });
    expect(requestsFor(1700)).toEqual([
      {
        method: 'POST',
        path: '/cost',
        key: STAND_IN_KEY,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: { origin: '501', destination: String(CITY.jakartaPusat), weight: '1700', courier: 'jne' },
      },
    ]);
  });

  it('passes pos and tiki on, and refuses other couriers without asking', async () => {
    for (const courier of ['pos', 'TIKI']) {
      const answer = await costOf(rajaApp, { destination: CITY.medan, weight: 1710, courier });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data[0].code).toBe(courier.toLowerCase());
    }
    const before = standIn.requests.length;
    expectError(
      await costOf(rajaApp, { destination: CITY.medan, weight: 1710, courier: 'sicepat' }),
      400,
      'courier: only jne, pos and tiki are supported',
    );
    expect(standIn.requests.length).toBe(before);
  });

  it("answers RajaOngkir's refusal of a city as a 400 with its description", async () => {
    expectError(
      await costOf(rajaApp, { destination: 9999, weight: 1720 }),
      400,
      'Bad request. Kota tujuan tidak ditemukan.',
    );
    expectError(
      await costOf(rajaApp, { origin: 8888, destination: CITY.medan, weight: 1720 }),
      400,
      'Bad request. Kota asal tidak ditemukan.',
    );
  });

  it('answers 503 when RajaOngkir fails, and asks again next time', async () => {
    standIn.override = () => ({ status: 500, body: '<h1>Internal Server Error</h1>' });
    try {
      expectError(
        await costOf(rajaApp, { destination: CITY.medan, weight: 1730 }),
        503,
        RATES_UNAVAILABLE.defaultMessage,
      );
    } finally {
      standIn.override = undefined;
    }
    // The failure was not cached.
    expect((await costOf(rajaApp, { destination: CITY.medan, weight: 1730 })).status).toBe(200);
    expect(requestsFor(1730)).toHaveLength(2);
  });

  it('answers 503 for a body that is not JSON, or not the shape RajaOngkir answers', async () => {
    const good = { status: { code: 200, description: 'OK' } };
    const cost = (value: unknown) => ({
      service: 'REG',
      description: 'Layanan Reguler',
      cost: [{ value, etd: '1-2', note: '' }],
    });
    const courier = (costs: unknown[], code = 'jne') => ({ code, name: 'JNE', costs });
    const bodies: unknown[] = [
      '{"rajaongkir": {"status": {"code": 200',
      'OK',
      { rajaongkir: good },
      { rajaongkir: { ...good, results: 'none' } },
      { rajaongkir: { ...good, results: [courier([cost('11000')])] } },
      { rajaongkir: { ...good, results: [courier([cost(-1)])] } },
      { rajaongkir: { ...good, results: [courier([cost(10.5)])] } },
      { rajaongkir: { ...good, results: [courier([{ service: 'REG', description: 'x', cost: [] }])] } },
      { rajaongkir: { ...good, results: [courier([cost(11000)], 'pos')] } },
      { rajaongkir: { status: { code: 500, description: 'Internal error' } } },
      { error: 'rate limited' },
    ];
    for (const body of bodies) {
      standIn.override = () => ({ status: 200, body });
      try {
        expectError(
          await costOf(rajaApp, { destination: CITY.medan, weight: 1740 }),
          503,
          RATES_UNAVAILABLE.defaultMessage,
        );
      } finally {
        standIn.override = undefined;
      }
    }
  });

  it('drops what RajaOngkir adds beyond the documented fields', async () => {
    standIn.override = () => ({
      status: 200,
      body: {
        rajaongkir: {
          status: { code: 200, description: 'OK' },
          results: [
            {
              code: 'jne',
              name: 'JNE',
              extra: true,
              costs: [
                {
                  service: 'REG',
                  description: 'Layanan Reguler',
                  internal: 'x',
                  cost: [{ value: 12_000, etd: '1-2', note: '', surcharge: 5 }],
                },
              ],
            },
          ],
        },
      },
    });
    try {
      const answer = await costOf(rajaApp, { destination: CITY.medan, weight: 1750 });
      expect(answer.body).toEqual({
        data: [
          {
            code: 'jne',
            name: 'JNE',
            costs: [
              {
                service: 'REG',
                description: 'Layanan Reguler',
                cost: [{ value: 12_000, etd: '1-2', note: '' }],
              },
            ],
          },
        ],
      });
    } finally {
      standIn.override = undefined;
    }
  });

  it('asks RajaOngkir once for the same parcel, and again for another', async () => {
    const first = await costOf(rajaApp, { destination: CITY.makassar, weight: 1760 });
    const second = await costOf(rajaApp, {
      destination: CITY.makassar,
      weight: 1760,
      origin: CITY.yogyakarta,
    });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const concurrent = await Promise.all([
      costOf(rajaApp, { destination: CITY.makassar, weight: 1761 }),
      costOf(rajaApp, { destination: CITY.makassar, weight: 1761 }),
    ]);
    expect(concurrent.map((answer) => answer.status)).toEqual([200, 200]);
    await costOf(rajaApp, { destination: CITY.denpasar, weight: 1760 });
    await costOf(rajaApp, { destination: CITY.makassar, weight: 1760, courier: 'pos' });
    expect(requestsFor(1760)).toHaveLength(3);
    expect(requestsFor(1761)).toHaveLength(1);
  });
});

describe('the RajaOngkir adapter', () => {
  const logger = () => ({ warn: vi.fn(), error: vi.fn() });

  it('gives up on a slow RajaOngkir after its timeout with a 503', async () => {
    const log = logger();
    const adapter = rajaOngkir({ apiKey: STAND_IN_KEY, baseUrl: standIn.url, timeoutMs: 150, logger: log });
    standIn.override = (request) => ({ status: 200, body: { slow: request.fields }, delayMs: 2_000 });
    const started = Date.now();
    try {
      const error = await adapter.costs(parcel(CITY.medan, 1770)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
      expect((error as HttpError).message).toBe(RATES_UNAVAILABLE);
    } finally {
      standIn.override = undefined;
    }
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'RajaOngkir did not answer in time');
  });

  it('answers 503 when RajaOngkir cannot be reached', async () => {
    const log = logger();
    const adapter = rajaOngkir({ apiKey: STAND_IN_KEY, baseUrl: 'http://127.0.0.1:1', logger: log });
    await expect(adapter.costs(parcel(CITY.medan))).rejects.toMatchObject({
      statusCode: 503,
      message: RATES_UNAVAILABLE,
    });
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'RajaOngkir is unreachable');
  });

  it('answers 503, not the key refusal, when RajaOngkir refuses the API key', async () => {
    const log = logger();
    const adapter = rajaOngkir({ apiKey: 'wrong-key', baseUrl: standIn.url, logger: log });
    await expect(adapter.costs(parcel(CITY.medan, 1780))).rejects.toMatchObject({
      statusCode: 503,
      message: RATES_UNAVAILABLE,
    });
    expect(requestsFor(1780)).toEqual([expect.objectContaining({ key: 'wrong-key' })]);
    expect(log.error).toHaveBeenCalledWith(
      { description: expect.stringMatching(/Invalid key/) },
      'RajaOngkir refused the API key',
    );
  });

  it('forgets answers after their time, and the oldest when full', async () => {
    const adapter = rajaOngkir({ apiKey: STAND_IN_KEY, baseUrl: standIn.url, cacheTtlMs: 100, cacheSize: 2 });
    await adapter.costs(parcel(CITY.medan, 1790));
    await adapter.costs(parcel(CITY.medan, 1790));
    expect(requestsFor(1790)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await adapter.costs(parcel(CITY.medan, 1790));
    expect(requestsFor(1790)).toHaveLength(2);

    const bounded = rajaOngkir({ apiKey: STAND_IN_KEY, baseUrl: standIn.url, cacheSize: 2 });
    for (const weight of [1791, 1792, 1793, 1791]) await bounded.costs(parcel(CITY.medan, weight));
    expect(requestsFor(1791)).toHaveLength(2);
    await bounded.costs(parcel(CITY.medan, 1793));
    expect(requestsFor(1793)).toHaveLength(1);
  });

  it('answers copies, so a caller cannot change the cached rates', async () => {
    const adapter = rajaOngkir({ apiKey: STAND_IN_KEY, baseUrl: standIn.url });
    const first = await adapter.costs(parcel(CITY.medan, 1800));
    first[0]!.costs[0]!.cost[0]!.value = 1;
    const second = await adapter.costs(parcel(CITY.medan, 1800));
    expect(second[0]!.costs[0]!.cost[0]!.value).toBe(standInPrice(9_000, 1800));
    expect(requestsFor(1800)).toHaveLength(1);
  });
});
