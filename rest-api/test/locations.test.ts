// GET /v1/location/province and GET /v1/location/city: Indonesia in RajaOngkir numbering, open to guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DI_YOGYAKARTA = '5';
const JAWA_BARAT = '9';

describe('GET /v1/location/province', () => {
  it('answers the 34 provinces by name, ids as strings, without signing in', async () => {
    const answer = await t.call('GET', '/v1/location/province');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    const provinces: { id: string; province: string }[] = answer.body.data;
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ id: DI_YOGYAKARTA, province: 'DI Yogyakarta' });
    expect(provinces[0]).toEqual({ id: '1', province: 'Bali' });
    const names = provinces.map((row) => row.province);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('still needs a known Client-Id', async () => {
    expectError(await t.call('GET', '/v1/location/province', { noClient: true }), 400, 'unknown client');
  });
});

describe('GET /v1/location/city', () => {
  it("answers a province's cities by name with type and postal code", async () => {
    const answer = await t.call('GET', '/v1/location/city', { query: { provinceID: DI_YOGYAKARTA } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: '39', provinceID: '5', type: 'Kabupaten', city: 'Bantul', postalCode: '55715' },
      { id: '135', provinceID: '5', type: 'Kabupaten', city: 'Gunung Kidul', postalCode: '55812' },
      { id: '210', provinceID: '5', type: 'Kabupaten', city: 'Kulon Progo', postalCode: '55611' },
      { id: '419', provinceID: '5', type: 'Kabupaten', city: 'Sleman', postalCode: '55513' },
      { id: '501', provinceID: '5', type: 'Kota', city: 'Yogyakarta', postalCode: '55111' },
    ]);
  });

  it('tells a kabupaten and a kota of the same name apart, kabupaten first', async () => {
    const { body } = await t.call('GET', '/v1/location/city', { query: { provinceID: JAWA_BARAT } });
    const bandung = body.data.filter((city: { city: string }) => city.city === 'Bandung');
    expect(bandung.map((city: { type: string }) => city.type)).toEqual(['Kabupaten', 'Kota']);
    expect(body.data.every((city: { provinceID: string }) => city.provinceID === JAWA_BARAT)).toBe(true);
  });

  it('answers all 501 cities without provinceID, by name', async () => {
    const { status, body } = await t.call('GET', '/v1/location/city');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(501);
    const names: string[] = body.data.map((city: { city: string }) => city.city);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(body.data.map((city: { id: string }) => city.id)).size).toBe(501);
  });

  it('answers 404 for an unknown province and 400 for a malformed one', async () => {
    expectError(
      await t.call('GET', '/v1/location/city', { query: { provinceID: 99 } }),
      404,
      'Province not found',
    );
    for (const provinceID of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      expectError(
        await t.call('GET', '/v1/location/city', { query: { provinceID } }),
        400,
        /^provinceID must be/,
      );
    }
  });
});
