// A member's delivery addresses: GET/POST /v1/address, GET/PUT/DELETE /v1/address/:id, GET /v1/address/default and
// PUT /v1/address/default/:id; exactly one default at all times; another member's address answers 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_MEMBER } from '../src/domains/addresses/schemas.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertMember, type Member } from './helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const YOGYAKARTA = 501; // Kota Yogyakarta, DI Yogyakarta (5)
const SLEMAN = 419; // Kabupaten Sleman, DI Yogyakarta (5)
const BANDUNG_KOTA = 23; // Kota Bandung, Jawa Barat (9)

let serial = 0;
/** A valid body as the storefront's form sends it: ids as strings, an empty subdistrict. */
function form(fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `Rumah ${serial}`,
    name: `Budi ${serial}`,
    phone: '0812-3456-7890',
    address: `Jl. Malioboro No. ${serial}`,
    note: 'Pagar hijau',
    provinceID: '5',
    code: String(YOGYAKARTA),
    districtID: String(YOGYAKARTA),
    subdistrictID: '',
    subdistrictName: '',
    ...fields,
  };
}

async function create(member: Member, fields: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/v1/address', { token: member.token, body: form(fields) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const post = (member: Member, body: unknown) => t.call('POST', '/v1/address', { token: member.token, body });
const put = (member: Member, id: string, body: unknown) =>
  t.call('PUT', `/v1/address/${id}`, { token: member.token, body });
const list = (member: Member, query: Record<string, string | number> = {}) =>
  t.call('GET', '/v1/address', { token: member.token, query });
const defaultOf = async (member: Member) =>
  (await t.call('GET', '/v1/address/default', { token: member.token })).body.data;
const defaultCount = async (member: Member) =>
  (await t.db.maybeOne<{ n: number }>(
    'SELECT count(*) AS n FROM addresses WHERE user_id = $1 AND is_default',
    [member.id],
  ))!.n;

describe('POST /v1/address', () => {
  it('creates the first address as the default, with province and city names from the city', async () => {
    const member = await insertMember(t, 'addr');
    const answer = await post(
      member,
      form({ title: '  Rumah  ', name: ' Budi Santoso ', note: ' Pagar hijau ' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Rumah',
        name: 'Budi Santoso',
        phone: '0812-3456-7890',
        address: expect.stringMatching(/^Jl\. Malioboro No\. \d+$/),
        note: 'Pagar hijau',
        isDefault: true,
        code: '501',
        provinceID: '5',
        provinceName: 'DI Yogyakarta',
        districtID: '501',
        districtName: 'Kota Yogyakarta',
        subdistrictID: '',
        subdistrictName: '',
        postalCode: '55111',
      },
    });
    const second = await create(member, { title: 'Kantor' });
    expect(second.isDefault).toBe(false);
    expect(await defaultCount(member)).toBe(1);
  });

  it('takes the city as code or districtID, integer or digits, and a postal code of its own', async () => {
    const member = await insertMember(t, 'addr');
    const byCode = await create(member, { districtID: undefined, provinceID: undefined, code: SLEMAN });
    expect(byCode).toMatchObject({
      code: '419',
      districtID: '419',
      districtName: 'Kabupaten Sleman',
      provinceID: '5',
      postalCode: '55513',
    });
    const byDistrict = await create(member, {
      code: undefined,
      districtID: String(BANDUNG_KOTA),
      provinceID: 9,
      postalCode: '40115',
      subdistrictID: ' 2097 ',
      subdistrictName: 'Coblong',
    });
    expect(byDistrict).toMatchObject({
      code: '23',
      provinceName: 'Jawa Barat',
      districtName: 'Kota Bandung',
      postalCode: '40115',
      subdistrictID: '2097',
      subdistrictName: 'Coblong',
    });
    const emptyPostal = await create(member, { postalCode: '', provinceID: '', note: undefined });
    expect(emptyPostal).toMatchObject({ postalCode: '55111', note: '' });
  });

  it('refuses an unknown or missing city, a province that is not the city’s, and disagreeing ids', async () => {
    const member = await insertMember(t, 'addr');
    expectError(
      await post(member, form({ code: '9999', districtID: '9999' })),
      400,
      'districtID: unknown city',
    );
    expectError(
      await post(member, form({ code: '0', districtID: undefined })),
      400,
      'districtID: unknown city',
    );
    expectError(await post(member, form({ code: 0, districtID: undefined })), 400, /^code /);
    expectError(
      await post(member, form({ code: undefined, districtID: undefined })),
      400,
      'districtID is required',
    );
    expectError(
      await post(member, form({ provinceID: '9' })),
      400,
      'provinceID: the city is not in this province',
    );
    expectError(
      await post(member, form({ code: String(SLEMAN) })),
      400,
      'code and districtID must name the same city',
    );
    for (const districtID of [true, -3, 1.5, 'Yogyakarta', '12a', '', ['501'], { id: 501 }]) {
      expectError(await post(member, form({ districtID })), 400, /^districtID /);
    }
    expectError(await post(member, form({ provinceID: 'DIY' })), 400, /^provinceID /);
    expect(await defaultOf(member)).toBeNull();
  });

  it('requires title, name, phone and address, blank counting as missing', async () => {
    const member = await insertMember(t, 'addr');
    for (const field of ['title', 'name', 'phone', 'address']) {
      expectError(await post(member, form({ [field]: undefined })), 400, `${field} is required`);
      expectError(await post(member, form({ [field]: '   ' })), 400, `${field} is required`);
      expectError(await post(member, form({ [field]: 12345 })), 400, `${field} must be of type string`);
    }
    expectError(await post(member, {}), 400, /is required$/);
    expect((await list(member)).body.paging.count).toBe(0);
  });

  it('takes Indonesian mobile numbers only (08… or +628…, 10 to 13 digits), saving nothing else', async () => {
    const member = await insertMember(t, 'addr');
    for (const phone of [
      '0812345678', // 10 digits, the fewest
      '0812345678901', // 13, the most
      '0812-3456-7890',
      '0812 3456 7890',
      '+62 812 3456 7890',
      '+6281234567890', // 0812 3456 7890 with the country code: 13 digits written 08…
      ' 081234567890 ',
    ]) {
      expect((await post(member, form({ phone }))).status, phone).toBe(201);
    }
    const saved = (await list(member)).body.paging.count;
    const rule = 'phone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits';
    for (const phone of [
      '0812345', // 7 digits: the fault's example
      '081234567', // 9
      '08123456789012', // 14
      '+628123456789012', // 14 as 08…
      '0274 512345', // a landline
      '6281234567890', // the country code without +
      '+62 0812 3456 7890',
      '0812--3456-7890',
      '0812-',
      'call me',
    ]) {
      expectError(await post(member, form({ phone })), 400, rule);
    }
    expect((await list(member)).body.paging.count, 'nothing saved').toBe(saved);
    expectError(
      await post(member, form({ title: 'x'.repeat(101) })),
      400,
      'title must be at most 100 characters',
    );
    expectError(
      await post(member, form({ name: 'x'.repeat(101) })),
      400,
      'name must be at most 100 characters',
    );
    expectError(
      await post(member, form({ address: 'x'.repeat(501) })),
      400,
      'address must be at most 500 characters',
    );
    expectError(
      await post(member, form({ note: 'x'.repeat(501) })),
      400,
      'note must be at most 500 characters',
    );
    expect((await post(member, form({ address: 'x'.repeat(500) }))).status).toBe(201);
  });

  it("refuses a postal code that is not 5 digits with a sentence in the reader's language, saving nothing", async () => {
    const member = await insertMember(t, 'postcode');
    for (const postalCode of ['5511', '551222', '55 12', 'ABCDE']) {
      expectError(
        await post(member, form({ postalCode })),
        400,
        "postalCode must be a postal code of 5 digits, e.g. 55122 (empty: the city's)",
      );
    }
    const indonesian = await t.call('POST', '/v1/address', {
      token: member.token,
      body: form({ postalCode: '5511' }),
      headers: { 'accept-language': 'id' },
    });
    expectError(indonesian, 400, /postalCode harus kode pos 5 digit, misalnya 55122/);
    expect((await t.call('GET', '/v1/address', { token: member.token })).body.data).toEqual([]);
    // The kecamatan and a postal code of 5 digits are kept as typed.
    const kept = await post(member, form({ subdistrictName: 'Gondomanan', postalCode: '55122' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.body.data).toMatchObject({ subdistrictName: 'Gondomanan', postalCode: '55122' });
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_MEMBER} addresses per member`, async () => {
    const member = await insertMember(t, 'addr');
    await create(member);
    await t.db.execute(
      `INSERT INTO addresses (user_id, title, name, phone, address, city_id)
       SELECT $1, 'Gudang ' || n, 'Budi', '0812345678', 'Jl. Kaliurang', 501 FROM generate_series(1, $2::int) n`,
      [member.id, MAX_ADDRESSES_PER_MEMBER - 2],
    );
    await create(member);
    expectError(await post(member, form()), 409, `at most ${MAX_ADDRESSES_PER_MEMBER} addresses`);
    expect((await list(member)).body.paging.count).toBe(MAX_ADDRESSES_PER_MEMBER);
  });

  it('makes exactly one of five simultaneous first addresses the default', async () => {
    // Several members at once, so that the race has every chance to show.
    const members = await Promise.all([
      insertMember(t, 'addr'),
      insertMember(t, 'addr'),
      insertMember(t, 'addr'),
    ]);
    const answers = await Promise.all(
      members.flatMap((member) => Array.from({ length: 5 }, () => post(member, form()))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(201));
    for (const member of members) {
      expect(await defaultCount(member)).toBe(1);
      expect((await list(member)).body.paging.count).toBe(5);
    }
  });
});

describe('GET /v1/address', () => {
  let member: Member;
  const made: { id: string; title: string }[] = [];
  beforeAll(async () => {
    member = await insertMember(t, 'addr');
    made.push(await create(member, { title: 'Rumah Ibu', name: 'Siti Aminah', phone: '0811 111 111' }));
    made.push(
      await create(member, {
        title: 'Kantor',
        address: 'Jl. Sudirman 5, Gedung Aminah',
        phone: '0822222222',
      }),
    );
    made.push(await create(member, { title: 'Kos', name: 'Budi', phone: '+62 833 333 333' }));
    made.push(await create(member, { title: 'Gudang 50%', name: 'Budi' }));
  });

  it('lists the default first, then the newest, with paging', async () => {
    const answer = await list(member);
    expect(answer.status).toBe(200);
    expect(answer.body.paging).toEqual({ count: 4, page: 1 });
    expect(answer.body.data.map((row: { title: string }) => row.title)).toEqual([
      'Rumah Ibu',
      'Gudang 50%',
      'Kos',
      'Kantor',
    ]);
    const second = await list(member, { limit: 2, page: 2 });
    expect(second.body.paging).toEqual({ count: 4, page: 2 });
    expect(second.body.data.map((row: { title: string }) => row.title)).toEqual(['Kos', 'Kantor']);
    const skipped = await list(member, { limit: 2, skip: 1, page: 2 });
    expect(skipped.body.data.map((row: { title: string }) => row.title)).toEqual(['Gudang 50%', 'Kos']);
  });

  it('searches title, name, address and phone, wildcards literally', async () => {
    const titles = async (q: string) =>
      (await list(member, { q })).body.data.map((row: { title: string }) => row.title);
    expect(await titles('aminah')).toEqual(['Rumah Ibu', 'Kantor']);
    expect(await titles('KOS')).toEqual(['Kos']);
    expect(await titles('833 333')).toEqual(['Kos']);
    expect(await titles('50%')).toEqual(['Gudang 50%']);
    expect(await titles('%')).toEqual(['Gudang 50%']);
    expect((await list(member, { q: 'nothing-like-it' })).body).toEqual({
      data: [],
      paging: { count: 0, page: 1 },
    });
  });

  it('refuses bad paging values', async () => {
    expectError(await list(member, { limit: 101 }), 400, 'limit must be at most 100');
    expectError(await list(member, { page: 0 }), 400, 'page must be at least 1');
    expectError(await list(member, { skip: -1 }), 400, 'skip must be at least 0');
    expectError(await list(member, { q: 'x'.repeat(201) }), 400, 'q must be at most 200 characters');
  });

  it('shows a member only their own addresses', async () => {
    const other = await insertMember(t, 'addr');
    expect((await list(other)).body).toEqual({ data: [], paging: { count: 0, page: 1 } });
    expect((await list(other, { q: 'aminah' })).body.paging.count).toBe(0);
  });
});

describe('one address: GET, PUT and DELETE /v1/address/:id', () => {
  it('reads one address, 404 for an unknown id and 400 for a malformed one', async () => {
    const member = await insertMember(t, 'addr');
    const made = await create(member);
    const answer = await t.call('GET', `/v1/address/${made.id}`, { token: member.token });
    expect(answer.body).toEqual({ data: made });
    expectError(
      await t.call('GET', `/v1/address/${randomUUID()}`, { token: member.token }),
      404,
      'Address not found',
    );
    expectError(
      await t.call('GET', '/v1/address/not-an-id', { token: member.token }),
      400,
      'id must be a valid uuid',
    );
  });

  it('updates the fields sent and keeps the others', async () => {
    const member = await insertMember(t, 'addr');
    const made = await create(member, { postalCode: '55112' });
    const answer = await put(member, made.id, { title: ' Rumah Baru ', phone: '+62 811 2222 333', note: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...made,
      title: 'Rumah Baru',
      phone: '+62 811 2222 333',
      note: '',
    });
    expect(await put(member, made.id, {})).toMatchObject({ status: 200, body: { data: answer.body.data } });
  });

  it("moves to another city with that city's postal code unless one is sent", async () => {
    const member = await insertMember(t, 'addr');
    const made = await create(member, { postalCode: '55112' });
    const moved = await put(member, made.id, {
      code: String(BANDUNG_KOTA),
      districtID: BANDUNG_KOTA,
      provinceID: '9',
    });
    expect(moved.body.data).toMatchObject({
      code: '23',
      districtID: '23',
      provinceID: '9',
      provinceName: 'Jawa Barat',
      districtName: 'Kota Bandung',
      postalCode: '40111',
    });
    const own = await put(member, made.id, { districtID: SLEMAN, postalCode: '55581' });
    expect(own.body.data).toMatchObject({ districtName: 'Kabupaten Sleman', postalCode: '55581' });
    const reset = await put(member, made.id, { postalCode: '' });
    expect(reset.body.data).toMatchObject({ districtName: 'Kabupaten Sleman', postalCode: '55513' });
  });

  it('refuses bad changes and changes nothing', async () => {
    const member = await insertMember(t, 'addr');
    const made = await create(member);
    expectError(await put(member, made.id, { title: '  ' }), 400, 'title is required');
    expectError(
      await put(member, made.id, { phone: '0812345' }),
      400,
      'phone must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits',
    );
    expectError(await put(member, made.id, { districtID: '9999' }), 400, 'districtID: unknown city');
    expectError(
      await put(member, made.id, { provinceID: 9 }),
      400,
      'provinceID: the city is not in this province',
    );
    expectError(await put(member, made.id, { address: 'x'.repeat(501) }), 400, 'address must be at most 500');
    expectError(await put(member, made.id, { title: null }), 400, /^title /);
    expectError(await put(member, randomUUID(), { title: 'Kantor' }), 404, 'Address not found');
    expect((await t.call('GET', `/v1/address/${made.id}`, { token: member.token })).body.data).toEqual(made);
  });

  it('deletes an address and answers it as it was', async () => {
    const member = await insertMember(t, 'addr');
    const first = await create(member);
    const second = await create(member);
    const answer = await t.call('DELETE', `/v1/address/${second.id}`, { token: member.token });
    expect(answer).toMatchObject({ status: 200, body: { data: second } });
    expectError(
      await t.call('GET', `/v1/address/${second.id}`, { token: member.token }),
      404,
      'Address not found',
    );
    expectError(
      await t.call('DELETE', `/v1/address/${second.id}`, { token: member.token }),
      404,
      'Address not found',
    );
    expect(await defaultOf(member)).toEqual(first);
  });

  it("never lets one member read, change, delete or default another's address", async () => {
    const owner = await insertMember(t, 'addr');
    const stranger = await insertMember(t, 'addr');
    const mine = await create(owner);
    const theirs = await create(stranger);
    const url = `/v1/address/${mine.id}`;
    expectError(await t.call('GET', url, { token: stranger.token }), 404, 'Address not found');
    expectError(await put(stranger, mine.id, { title: 'Stolen' }), 404, 'Address not found');
    expectError(await t.call('DELETE', url, { token: stranger.token }), 404, 'Address not found');
    expectError(
      await t.call('PUT', `/v1/address/default/${mine.id}`, { token: stranger.token }),
      404,
      'Address not found',
    );
    expect((await t.call('GET', url, { token: owner.token })).body.data).toEqual(mine);
    expect(await defaultOf(stranger)).toEqual(theirs);
    expect(await defaultOf(owner)).toEqual(mine);
  });
});

describe('the default address', () => {
  it('answers null when the member has none, then the default', async () => {
    const member = await insertMember(t, 'addr');
    const none = await t.call('GET', '/v1/address/default', { token: member.token });
    expect(none).toMatchObject({ status: 200, body: { data: null } });
    const made = await create(member);
    expect(await defaultOf(member)).toEqual(made);
  });

  it('moves the default with PUT /v1/address/default/:id, keeping exactly one', async () => {
    const member = await insertMember(t, 'addr');
    const first = await create(member);
    const second = await create(member);
    const third = await create(member);
    const answer = await t.call('PUT', `/v1/address/default/${third.id}`, { token: member.token });
    expect(answer).toMatchObject({ status: 200, body: { data: { ...third, isDefault: true } } });
    expect(await defaultOf(member)).toEqual({ ...third, isDefault: true });
    expect(
      (await t.call('GET', `/v1/address/${first.id}`, { token: member.token })).body.data.isDefault,
    ).toBe(false);
    // Again on the default: nothing changes.
    expect((await t.call('PUT', `/v1/address/default/${third.id}`, { token: member.token })).status).toBe(
      200,
    );
    expect(await defaultCount(member)).toBe(1);
    expect((await list(member)).body.data.map((row: { id: string }) => row.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expectError(
      await t.call('PUT', `/v1/address/default/${randomUUID()}`, { token: member.token }),
      404,
      'Address not found',
    );
    expect(await defaultOf(member)).toMatchObject({ id: third.id });
  });

  it('survives simultaneous switches with exactly one default', async () => {
    const member = await insertMember(t, 'addr');
    const made = [await create(member), await create(member), await create(member), await create(member)];
    const answers = await Promise.all(
      made.map((address) => t.call('PUT', `/v1/address/default/${address.id}`, { token: member.token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await defaultCount(member)).toBe(1);
  });

  it('promotes the newest remaining address when the default is deleted, and none when the last goes', async () => {
    const member = await insertMember(t, 'addr');
    const first = await create(member);
    const second = await create(member);
    const third = await create(member);
    await t.call('PUT', `/v1/address/default/${second.id}`, { token: member.token });
    const removed = await t.call('DELETE', `/v1/address/${second.id}`, { token: member.token });
    expect(removed.body.data).toMatchObject({ id: second.id, isDefault: true });
    expect(await defaultOf(member)).toEqual({ ...third, isDefault: true });
    await t.call('DELETE', `/v1/address/${third.id}`, { token: member.token });
    expect(await defaultOf(member)).toEqual({ ...first, isDefault: true });
    await t.call('DELETE', `/v1/address/${first.id}`, { token: member.token });
    expect(await defaultOf(member)).toBeNull();
    // The next address is the first again, so it becomes the default.
    expect((await create(member)).isDefault).toBe(true);
  });

  it('keeps exactly one default under simultaneous deletes and creates', async () => {
    const member = await insertMember(t, 'addr');
    const made = [await create(member), await create(member), await create(member), await create(member)];
    const answers = await Promise.all([
      t.call('DELETE', `/v1/address/${made[0].id}`, { token: member.token }),
      t.call('DELETE', `/v1/address/${made[3].id}`, { token: member.token }),
      post(member, form()),
      t.call('DELETE', `/v1/address/${made[2].id}`, { token: member.token }),
      post(member, form()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 201, 200, 201]);
    expect(await defaultCount(member)).toBe(1);
    expect((await list(member)).body.paging.count).toBe(3);
  });
});
