// Shipping rates: the built-in estimator's figures for the five couriers to every city, GET /v1/shipment/cost's
// couriers and validation, and the RajaOngkir (Komerce) adapter against a local stand-in of its HTTP API: the
// destination search kept per city, the rates cached per band, and the estimate answering when it fails or stalls.
import {
  COURIER_SERVICE_CHOICES,
  DEFAULT_FREE_SHIPPING_SERVICES,
  SHIPPING_COURIERS,
  takesWeight,
} from '@lemari/shop/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chargedKg,
  COURIER_SERVICES,
  estimator,
  JNE_TARIFFS,
  PROVINCE_ISLANDS,
  serviceTariff,
  ZONES,
  zoneBetween,
} from '../src/domains/shipping/estimator.js';
import { quote, type CostRequest, type CourierCosts } from '../src/domains/shipping/provider.js';
import { pickDestination, rajaOngkir } from '../src/domains/shipping/rajaongkir.js';
import { FALLBACK_NOTE } from '../src/domains/shipping/schemas.js';
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
  bandungKabupaten: 22, // Jawa Barat
  bandungKota: 23, // Jawa Barat
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
const ALL = SHIPPING_COURIERS.join(':');

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

const costOf = (t: TestApp, query: Record<string, string | number>) =>
  t.call('GET', '/v1/shipment/cost', { query });

/** Each courier's services as {courier: {service: value}}. */
const pricesOf = (answer: CourierCosts[]) =>
  Object.fromEntries(
    answer.map((courier) => [
      courier.code,
      Object.fromEntries(courier.costs.map((item) => [item.service, item.cost[0]!.value])),
    ]),
  );

const parcel = (
  destination: number,
  weight = 1000,
  courier = ALL,
  origin: number = CITY.yogyakarta,
): CostRequest => ({ origin, destination, weight, courier });

describe('weight rounding', () => {
  it('charges at least one kilogram, and rounds a fraction of 0.3 kg or less down, anything more up', () => {
    for (const grams of [1, 300, 999, 1000, 1001, 1300]) expect(chargedKg(grams)).toBe(1);
    expect(chargedKg(1301)).toBe(2);
    expect(chargedKg(2300)).toBe(2);
    expect(chargedKg(2301)).toBe(3);
    expect(chargedKg(1_000_000)).toBe(1000);
  });
});

describe('zones', () => {
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
    expect(zoneBetween(yogya, { cityId: CITY.jayapura, provinceId: 24 })).toBe('remote');
    const jayapura = { cityId: CITY.jayapura, provinceId: 24 };
    expect(zoneBetween(jayapura, { cityId: CITY.merauke, provinceId: 24 })).toBe('neighbour');
  });

  it('prices every service in whole hundreds and dearer with every zone', () => {
    for (const { services } of Object.values(COURIER_SERVICES)) {
      for (const item of services) {
        const offered = ZONES.flatMap((zone) => serviceTariff(item, zone)?.perKg ?? []);
        for (const value of offered) expect(value % 100).toBe(0);
        expect(offered).toEqual([...offered].sort((a, b) => a - b));
        expect(new Set(offered).size).toBe(offered.length);
        // Next-day services go as far as JNE's YES; the others everywhere.
        expect(offered).toHaveLength(item.priced === 'YES' ? 5 : 6);
      }
    }
  });
});

describe('the built-in estimator', () => {
  it("answers each courier's services the back office offers free shipping for, in their order", () => {
    for (const courier of SHIPPING_COURIERS) {
      expect(
        COURIER_SERVICES[courier].services.map((service) => service.service),
        courier,
      ).toEqual(COURIER_SERVICE_CHOICES[courier].map((service) => service.code));
    }
    // What a new shop covers is among them.
    const offered = SHIPPING_COURIERS.flatMap((courier) =>
      COURIER_SERVICE_CHOICES[courier].map((service) => `${courier}:${service.code}`),
    );
    for (const key of DEFAULT_FREE_SHIPPING_SERVICES) expect(offered).toContain(key);
  });

  it("gives every one of the 501 cities every courier's services from the origin", async () => {
    const cities = await estimatorApp.db.query<{ id: number; provinceId: number }>(
      'SELECT id, province_id AS "provinceId" FROM cities ORDER BY id',
    );
    expect(cities).toHaveLength(501);
    const builtIn = estimator(estimatorApp.db);
    for (const city of cities) {
      const answer = await builtIn.costs(parcel(city.id));
      expect(answer.map((courier) => courier.code)).toEqual([...SHIPPING_COURIERS]);
      const zone = zoneBetween(
        { cityId: CITY.yogyakarta, provinceId: 5 },
        { cityId: city.id, provinceId: city.provinceId },
      );
      for (const courier of answer) {
        const expected = COURIER_SERVICES[courier.code as keyof typeof COURIER_SERVICES].services
          .filter((item) => zone !== 'remote' || item.priced !== 'YES')
          // The parcel is lighter than SiCepat GOKIL's 10 kg: not offered.
          .filter((item) => takesWeight(courier.code, item.service, 1000))
          .map((item) => item.service);
        expect(
          courier.costs.map((item) => item.service),
          `${courier.code} to city ${city.id}`,
        ).toEqual(expected);
        expect(courier.fallback).toBe(false);
        for (const item of courier.costs) {
          expect(item.cost[0]!.value).toBeGreaterThan(0);
          expect(item.cost[0]!.etd).toMatch(/^\d+(-\d+)?$/);
        }
      }
    }
  });

  it('is dearer the farther the parcel goes, for every courier and service', async () => {
    const builtIn = estimator(estimatorApp.db);
    const route = [
      CITY.yogyakarta,
      CITY.sleman,
      CITY.surabaya,
      CITY.balikpapan,
      CITY.makassar,
      CITY.jayapura,
    ];
    const quotes = await Promise.all(route.map(async (city) => pricesOf(await builtIn.costs(parcel(city)))));
    for (const code of SHIPPING_COURIERS) {
      for (const service of Object.keys(quotes[0]![code]!)) {
        const values = quotes.flatMap((prices) => prices[code]![service] ?? []);
        for (let i = 1; i < values.length; i += 1) {
          expect(values[i], `${code} ${service}`).toBeGreaterThan(values[i - 1]!);
        }
      }
    }
    // JNE REG to Papua: 60 to 100 thousand rupiah per kilogram, as JNE charges from Java.
    expect(quotes.at(-1)!.jne!.REG).toBe(JNE_TARIFFS.REG.remote.perKg);
  });

  it('is dearer the heavier the parcel, in charged kilograms; cargo (SiCepat GOKIL) is not offered below 10 kg', async () => {
    const builtIn = estimator(estimatorApp.db);
    const at = async (grams: number) => pricesOf(await builtIn.costs(parcel(CITY.medan, grams)));
    const [one, two, five, ten, twenty] = await Promise.all([
      at(1000),
      at(1301),
      at(5000),
      at(10_000),
      at(20_000),
    ]);
    for (const code of SHIPPING_COURIERS) {
      for (const [service, value] of Object.entries(one![code]!)) {
        expect(two![code]![service]).toBeGreaterThanOrEqual(value);
        expect(twenty![code]![service]).toBeGreaterThan(five![code]![service]!);
        expect(two![code]![service]).toBe(2 * value);
      }
    }
    expect(one!.sicepat!.GOKIL).toBeUndefined();
    expect(five!.sicepat!.GOKIL).toBeUndefined();
    expect((await at(9_999)).sicepat!.GOKIL).toBeUndefined();
    expect(ten!.sicepat!.GOKIL).toBeGreaterThan(0);
    expect(twenty!.sicepat!.GOKIL).toBe(2 * ten!.sicepat!.GOKIL!);
    expect((await at(1300)).jne).toEqual(one!.jne);
  });

  it('answers the same for the same parcel, and the same both ways', async () => {
    const first = await estimator(estimatorApp.db).costs(parcel(CITY.makassar, 2500));
    expect(await estimator(estimatorApp.db).costs(parcel(CITY.makassar, 2500))).toEqual(first);
    expect(await estimator(estimatorApp.db).costs(parcel(CITY.yogyakarta, 2500, ALL, CITY.makassar))).toEqual(
      first,
    );
  });

  it('quotes one courier and service for checkout', async () => {
    const builtIn = estimator(estimatorApp.db);
    expect(await quote(builtIn, parcel(CITY.jayapura, 1000, 'jne'), 'YES')).toBeUndefined();
    expect(await quote(builtIn, parcel(CITY.jayapura, 1000, 'pos'), 'pos reguler')).toMatchObject({
      courier: 'pos',
      service: 'Pos Reguler',
      fallback: false,
    });
  });

  it('refuses parcels and couriers checkout might hand it out of range', async () => {
    const builtIn = estimator(estimatorApp.db);
    const refused = async (request: CostRequest, message: string) => {
      const error = await builtIn.costs(request).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toBe(message);
    };
    await refused(parcel(CITY.medan, 0), 'weight must be at least 1');
    await refused(parcel(CITY.medan, 1_000_001), 'weight must be at most 1000000');
    await refused(parcel(CITY.medan, 1000, ALL, 0), 'origin must be at least 1');
    await refused(parcel(9999), 'destination: there is no city with id 9999');
    await refused(parcel(CITY.medan, 1000, ' '), 'courier must not be empty');
    await refused(
      parcel(CITY.medan, 1000, 'jne:wahana'),
      "courier: unknown courier 'wahana'; use jne, jnt, sicepat, pos or tiki",
    );
  });
});

describe('GET /v1/shipment/cost', () => {
  it("answers the shop's offered couriers by default, one entry each, open to guests and members", async () => {
    const guest = await costOf(estimatorApp, { destination: CITY.surabaya, weight: 1500 });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.body.data.map((courier: CourierCosts) => courier.code)).toEqual([...SHIPPING_COURIERS]);
    expect(guest.body.data[0]).toEqual({
      code: 'jne',
      name: 'Jalur Nugraha Ekakurir (JNE)',
      costs: [
        {
          service: 'OKE',
          description: 'Ongkos Kirim Ekonomis',
          cost: [{ value: 2 * 9_000, etd: '3-4', note: '' }],
        },
        {
          service: 'REG',
          description: 'Layanan Reguler',
          cost: [{ value: 2 * 11_000, etd: '2-3', note: '' }],
        },
        {
          service: 'YES',
          description: 'Yakin Esok Sampai',
          cost: [{ value: 2 * 20_000, etd: '1', note: '' }],
        },
      ],
      fallback: false,
    });
    const member = await estimatorApp.call('GET', '/v1/shipment/cost', {
      token: await estimatorApp.tokenOf('member'),
      query: { destination: CITY.surabaya, weight: 1500, courier: ALL },
    });
    expect(member.body).toEqual(guest.body);
  });

  it("takes one courier or several joined by ':', any case, in the order asked", async () => {
    const answer = await costOf(estimatorApp, {
      destination: CITY.denpasar,
      weight: 800,
      courier: ' TIKI : jne:tiki',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.map((courier: CourierCosts) => courier.code)).toEqual(['tiki', 'jne']);
    const one = await costOf(estimatorApp, { destination: CITY.denpasar, weight: 800, courier: 'jnt' });
    expect(one.body.data).toEqual([
      answer.body.data.length && expect.objectContaining({ code: 'jnt', name: 'J&T Express' }),
    ]);
  });

  it('refuses unknown or empty courier codes, naming them', async () => {
    const withCourier = (courier: string) =>
      costOf(estimatorApp, { destination: CITY.medan, weight: 1000, courier });
    expectError(
      await withCourier('wahana'),
      400,
      "courier: unknown courier 'wahana'; use jne, jnt, sicepat, pos or tiki",
    );
    expectError(
      await withCourier('jne:ninja'),
      400,
      "courier: unknown courier 'ninja'; use jne, jnt, sicepat, pos or tiki",
    );
    expectError(
      await withCourier('jne:'),
      400,
      "courier: an empty courier code; join codes with ':', e.g. jne:jnt",
    );
    expectError(await withCourier(''), 400, 'courier must not be empty');
    expectError(await withCourier('jne,jnt'), 400, /^courier: unknown courier 'jne,jnt'/);
    expectError(await withCourier('x'.repeat(61)), 400, 'courier must be at most 60 characters');
  });

  it('refuses a missing or unknown city, and a weight out of range', async () => {
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
      await costOf(estimatorApp, { destination: CITY.medan, weight: 0 }),
      400,
      'weight must be at least 1',
    );
    expectError(await costOf(estimatorApp, { destination: CITY.medan, weight: 1.5 }), 400, /^weight must be/);
  });
});

describe('GET /v1/shipment/cost with RajaOngkir (Komerce)', () => {
  /** The stand-in's requests from here on. */
  const since = () => {
    const start = standIn.requests.length;
    return () => standIn.requests.slice(start);
  };

  it("searches each city's destination once, keeps it, and asks the rates with the key and form fields", async () => {
    const seen = since();
    const answer = await costOf(rajaApp, {
      destination: CITY.jakartaPusat,
      weight: 1700,
      courier: 'jne:jnt',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      {
        code: 'jne',
        name: 'Jalur Nugraha Ekakurir (JNE)',
        costs: [
          {
            service: 'OKE',
            description: 'Ongkos Kirim Ekonomis',
            cost: [{ value: standInPrice(9_000, 2300), etd: '2-3', note: '' }],
          },
          {
            service: 'REG',
            description: 'Layanan Reguler',
            cost: [{ value: standInPrice(11_000, 2300), etd: '2-3', note: '' }],
          },
        ],
        fallback: false,
      },
      {
        code: 'jnt',
        name: 'J&T Express',
        costs: [
          {
            service: 'EZ',
            description: 'Reguler',
            cost: [{ value: standInPrice(10_500, 2300), etd: '2-3', note: '' }],
          },
        ],
        fallback: false,
      },
    ]);
    const requests = seen();
    expect(requests.filter((request) => request.path === '/destination/domestic-destination')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'GET',
          key: STAND_IN_KEY,
          query: { search: 'Yogyakarta', limit: '100', offset: '0' },
        }),
        expect.objectContaining({
          method: 'GET',
          key: STAND_IN_KEY,
          query: { search: 'Jakarta Pusat', limit: '100', offset: '0' },
        }),
      ]),
    );
    // 1700 g is charged as 2 kg: the band's heaviest parcel, 2300 g, is what RajaOngkir is asked.
    expect(requests.filter((request) => request.path === '/calculate/domestic-cost')).toEqual([
      expect.objectContaining({
        method: 'POST',
        key: STAND_IN_KEY,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: { origin: '31960', destination: '17596', weight: '2300', courier: 'jne:jnt' },
      }),
    ]);
    expect(
      await rajaApp.db.query('SELECT city_id, destination_id FROM rajaongkir_destinations ORDER BY city_id'),
    ).toEqual(
      expect.arrayContaining([
        { city_id: 152, destination_id: 17596 },
        { city_id: 501, destination_id: 31960 },
      ]),
    );

    // The same parcel, another weight in its band, the couriers in another order: no call at all.
    const again = since();
    const second = await costOf(rajaApp, {
      destination: CITY.jakartaPusat,
      weight: 1400,
      courier: 'JNT:jne',
    });
    expect(second.body.data.map((courier: CourierCosts) => courier.code)).toEqual(['jnt', 'jne']);
    expect(second.body.data[0]).toEqual(answer.body.data[1]);
    expect(again()).toEqual([]);

    // Another band asks the rates again, but never searches the cities again.
    const third = since();
    expect(
      (await costOf(rajaApp, { destination: CITY.jakartaPusat, weight: 3000, courier: 'jne:jnt' })).status,
    ).toBe(200);
    expect(third().map((request) => request.path)).toEqual(['/calculate/domestic-cost']);
  });

  it('answers couriers RajaOngkir has no service of with no services', async () => {
    standIn.override = (request) =>
      request.path === '/calculate/domestic-cost'
        ? {
            status: 200,
            body: {
              meta: { message: 'Success Calculate Domestic Shipping cost', code: 200, status: 'success' },
              data: [
                {
                  name: 'J&T Express',
                  code: 'jnt',
                  service: 'EZ',
                  description: 'Reguler',
                  cost: 12_000,
                  etd: '',
                },
              ],
            },
          }
        : undefined;
    try {
      const answer = await costOf(rajaApp, {
        destination: CITY.jakartaPusat,
        weight: 9000,
        courier: 'pos:jnt',
      });
      expect(answer.body.data).toEqual([
        { code: 'pos', name: '', costs: [], fallback: false },
        {
          code: 'jnt',
          name: 'J&T Express',
          costs: [{ service: 'EZ', description: 'Reguler', cost: [{ value: 12_000, etd: '', note: '' }] }],
          fallback: false,
        },
      ]);
    } finally {
      standIn.override = undefined;
    }
  });

  it('tells a Kota from a Kabupaten of the same name, and keeps a city it cannot find as not found', async () => {
    const bandung = await Promise.all([
      costOf(rajaApp, { destination: CITY.bandungKota, weight: 1000, courier: 'jne' }),
      costOf(rajaApp, { destination: CITY.bandungKabupaten, weight: 1000, courier: 'jne' }),
    ]);
    expect(bandung.map((answer) => answer.body.data[0].fallback)).toEqual([false, false]);
    expect(
      await rajaApp.db.query(
        'SELECT city_id, destination_id FROM rajaongkir_destinations WHERE city_id IN (22, 23) ORDER BY city_id',
      ),
    ).toEqual([
      { city_id: 22, destination_id: 40377 },
      { city_id: 23, destination_id: 40261 },
    ]);

    // Medan: the stand-in knows only a Medan of another province.
    const seen = since();
    const medan = await costOf(rajaApp, { destination: CITY.medan, weight: 1000, courier: 'jne' });
    expect(medan.body.data[0].fallback).toBe(true);
    await costOf(rajaApp, { destination: CITY.medan, weight: 4000, courier: 'jne' });
    expect(seen().filter((request) => request.path === '/destination/domestic-destination')).toHaveLength(1);
    expect(
      await rajaApp.db.query('SELECT destination_id FROM rajaongkir_destinations WHERE city_id = $1', [
        CITY.medan,
      ]),
    ).toEqual([{ destination_id: null }]);
  });

  it('still refuses an unknown city, without asking RajaOngkir', async () => {
    const seen = since();
    expectError(
      await costOf(rajaApp, { destination: 9999, weight: 1000 }),
      400,
      'destination: there is no city with id 9999',
    );
    expect(seen()).toEqual([]);
  });
});

describe('the RajaOngkir adapter falls back on the built-in estimate', () => {
  const logger = () => ({ warn: vi.fn(), error: vi.fn() });
  const adapterFor = (
    log = logger(),
    extra: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {},
  ) =>
    rajaOngkir({
      apiKey: STAND_IN_KEY,
      baseUrl: standIn.url,
      db: rajaApp.db,
      fallback: estimator(rajaApp.db),
      logger: log,
      ...extra,
    });

  /** What the built-in estimate answers, marked as standing in. */
  async function expectFallback(answer: CourierCosts[], request: CostRequest) {
    const expected = await estimator(rajaApp.db).costs(request);
    expect(answer.map((courier) => courier.code)).toEqual(expected.map((courier) => courier.code));
    for (const [i, courier] of answer.entries()) {
      expect(courier.fallback).toBe(true);
      expect(pricesOf([courier])).toEqual(pricesOf([expected[i]!]));
      for (const item of courier.costs) expect(item.cost[0]!.note).toBe(FALLBACK_NOTE);
    }
  }

  it('when RajaOngkir takes longer than 3 s, answering within about 3 s', async () => {
    standIn.override = (request) =>
      request.path === '/calculate/domestic-cost' ? { status: 200, body: {}, delayMs: 8_000 } : undefined;
    const started = Date.now();
    try {
      const answer = await costOf(rajaApp, {
        destination: CITY.surabaya,
        weight: 11_000,
        courier: 'sicepat:tiki',
      });
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      // Not the stand-in's 8 s: the adapter stopped waiting at 3 s (with room for a busy test machine).
      expect(Date.now() - started).toBeLessThan(5_000);
      await expectFallback(answer.body.data, parcel(CITY.surabaya, 11_000, 'sicepat:tiki'));
    } finally {
      standIn.override = undefined;
    }
  });

  it('when RajaOngkir fails, logging why, and asks again only after a while', async () => {
    const log = logger();
    const adapter = adapterFor(log);
    standIn.override = () => ({ status: 500, body: '<h1>Internal Server Error</h1>' });
    try {
      await expectFallback(await adapter.costs(parcel(CITY.surabaya, 12_000)), parcel(CITY.surabaya, 12_000));
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ httpStatus: 500 }),
        'RajaOngkir answered something not JSON; answering the built-in estimate',
      );
      const calls = standIn.requests.length;
      await adapter.costs(parcel(CITY.surabaya, 12_000));
      expect(standIn.requests.length).toBe(calls);
    } finally {
      standIn.override = undefined;
    }
  });

  it('when RajaOngkir refuses the key, logging it as an error', async () => {
    const log = logger();
    const adapter = adapterFor(log, { apiKey: 'wrong-key' });
    await expectFallback(
      await adapter.costs(parcel(CITY.surabaya, 13_000, 'pos')),
      parcel(CITY.surabaya, 13_000, 'pos'),
    );
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        httpStatus: 400,
        meta: expect.objectContaining({ message: 'Invalid Api key, key not found' }),
      }),
      'RajaOngkir refused the API key; answering the built-in estimate',
    );
  });

  it('when RajaOngkir cannot be reached, or answers another shape', async () => {
    const log = logger();
    await expectFallback(
      await adapterFor(log, { baseUrl: 'http://127.0.0.1:1' }).costs(parcel(CITY.denpasar, 14_000, 'jne')),
      parcel(CITY.denpasar, 14_000, 'jne'),
    );
    expect(log.warn).toHaveBeenCalledWith(
      expect.anything(),
      'RajaOngkir is unreachable; answering the built-in estimate',
    );
    for (const body of [
      { meta: { code: 200, message: 'OK' }, data: [{ code: 'jne', cost: '11000' }] },
      { error: 'rate limited' },
    ]) {
      standIn.override = (request) =>
        request.path === '/calculate/domestic-cost' ? { status: 200, body } : undefined;
      try {
        const answer = await adapterFor().costs(parcel(CITY.denpasar, 15_000, 'jne'));
        expect(answer[0]!.fallback).toBe(true);
      } finally {
        standIn.override = undefined;
      }
    }
  });

  it('answers copies, so a caller cannot change the cached rates', async () => {
    const adapter = adapterFor();
    const first = await adapter.costs(parcel(CITY.jakartaPusat, 16_000, 'jne'));
    first[0]!.costs[0]!.cost[0]!.value = 1;
    const second = await adapter.costs(parcel(CITY.jakartaPusat, 16_000, 'jne'));
    expect(second[0]!.costs[0]!.cost[0]!.value).toBe(standInPrice(9_000, 16_300));
  });
});

describe('choosing a city among the places a search answers', () => {
  const place = (id: number, city: string, province: string, district = 'X') => ({
    id,
    label: `${district}, ${city}, ${province}`,
    province_name: province,
    city_name: city,
    district_name: district,
  });

  it('matches the province and name, the kind first, then the district named after the city', () => {
    const places = [
      place(3, 'BANDUNG', 'JAWA BARAT'),
      place(2, 'KOTA BANDUNG', 'JAWA BARAT'),
      place(1, 'KABUPATEN BANDUNG', 'JAWA BARAT'),
      place(9, 'BANDUNG', 'JAWA TENGAH'),
    ];
    expect(pickDestination({ city: 'Bandung', type: 'Kota', province: 'Jawa Barat' }, places)?.id).toBe(2);
    expect(pickDestination({ city: 'Bandung', type: 'Kabupaten', province: 'Jawa Barat' }, places)?.id).toBe(
      1,
    );
    expect(
      pickDestination({ city: 'Yogyakarta', type: 'Kota', province: 'DI Yogyakarta' }, [
        place(5, 'YOGYAKARTA', 'DAERAH ISTIMEWA YOGYAKARTA', 'GONDOKUSUMAN'),
        place(7, 'YOGYAKARTA', 'DI YOGYAKARTA', 'YOGYAKARTA'),
      ])?.id,
    ).toBe(7);
    expect(
      pickDestination({ city: 'Merauke', type: 'Kabupaten', province: 'Papua' }, [
        place(4, 'MERAUKE', 'PAPUA SELATAN'),
      ])?.id,
    ).toBe(4);
    expect(
      pickDestination({ city: 'Medan', type: 'Kota', province: 'Sumatera Utara' }, places),
    ).toBeUndefined();
  });
});
