// A member's delivery addresses through the gateway: paging, search, the one default, and another member's
// address answering NOT_FOUND.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from './helpers/expect.js';
import { signedInMember, startStack, type Stack } from './helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const YOGYAKARTA = '501'; // Kota Yogyakarta, DI Yogyakarta (5)
const SLEMAN = '419'; // Kabupaten Sleman, DI Yogyakarta (5)
const BANDUNG_KOTA = '23'; // Kota Bandung, Jawa Barat (9)

const FIELDS = `id title name phone address note isDefault code provinceID provinceName districtID districtName
  subdistrictID subdistrictName postalCode`;
const CREATE = `mutation ($input: CreateAddressInput!) { createAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateAddressInput!) { updateAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteAddress(id: $id) { id title isDefault } }`;
const SET_DEFAULT = `mutation ($id: ID!) { setDefaultAddress(id: $id) { id isDefault } }`;
const ONE = `query ($id: ID!) { address(id: $id) { ${FIELDS} } }`;
const DEFAULT = '{ defaultAddress { id title isDefault } }';
const LIST = `query ($q: String, $page: PageInput) {
  addresses(q: $q, page: $page) { items { id title isDefault } paging { count page limit } }
}`;

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  name: 'Budi Santoso',
  phone: '0812-3456-7890',
  address: 'Jl. Malioboro No. 1',
  districtID: YOGYAKARTA,
  ...extra,
});

describe('addresses', () => {
  it('creates (the first is the default), reads, lists with paging and searches', async () => {
    const browser = await signedInMember(stack, 'addr');
    expect((await browser.gql(DEFAULT)).data).toEqual({ defaultAddress: null });

    const home = await browser.gql(CREATE, { input: form('Rumah', { note: 'Pagar hijau' }) });
    expect(home.errors).toBeUndefined();
    expect(home.data.createAddress).toEqual({
      id: expect.any(String),
      title: 'Rumah',
      name: 'Budi Santoso',
      phone: '0812-3456-7890',
      address: 'Jl. Malioboro No. 1',
      note: 'Pagar hijau',
      isDefault: true,
      code: YOGYAKARTA,
      provinceID: '5',
      provinceName: 'DI Yogyakarta',
      districtID: YOGYAKARTA,
      districtName: 'Kota Yogyakarta',
      subdistrictID: '',
      subdistrictName: '',
      postalCode: '55111',
    });
    const office = await browser.gql(CREATE, {
      input: form('Kantor', { districtID: null, code: SLEMAN, postalCode: '55281' }),
    });
    expect(office.data.createAddress).toMatchObject({
      title: 'Kantor',
      isDefault: false,
      districtName: 'Kabupaten Sleman',
      postalCode: '55281',
    });
    await browser.gql(CREATE, { input: form('Kos') });

    const id = home.data.createAddress.id;
    expect((await browser.gql(ONE, { id })).data.address).toEqual(home.data.createAddress);
    expect((await browser.gql(DEFAULT)).data.defaultAddress).toEqual({ id, title: 'Rumah', isDefault: true });

    const all = await browser.gql(LIST);
    expect(all.data.addresses.items.map((a: { title: string }) => a.title)).toEqual([
      'Rumah',
      'Kos',
      'Kantor',
    ]);
    expect(all.data.addresses.paging).toEqual({ count: 3, page: 1, limit: 10 });
    const second = await browser.gql(LIST, { page: { page: 2, limit: 2 } });
    expect(second.data.addresses).toEqual({
      items: [{ id: office.data.createAddress.id, title: 'Kantor', isDefault: false }],
      paging: { count: 3, page: 2, limit: 2 },
    });
    const skipped = await browser.gql(LIST, { page: { skip: 1, limit: 1, page: 3 } });
    expect(skipped.data.addresses.paging).toEqual({ count: 3, page: 2, limit: 1 });
    const found = await browser.gql(LIST, { q: 'kant' });
    expect(found.data.addresses).toEqual({
      items: [{ id: office.data.createAddress.id, title: 'Kantor', isDefault: false }],
      paging: { count: 1, page: 1, limit: 10 },
    });
  });

  it('updates, moves the default and deletes, answering the changed address', async () => {
    const browser = await signedInMember(stack, 'addr-change');
    const first = (await browser.gql(CREATE, { input: form('Rumah') })).data.createAddress;
    const second = (await browser.gql(CREATE, { input: form('Kantor') })).data.createAddress;

    const updated = await browser.gql(UPDATE, {
      id: second.id,
      input: { districtID: BANDUNG_KOTA, note: 'Lantai 3', title: null },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateAddress).toMatchObject({
      id: second.id,
      title: 'Kantor',
      note: 'Lantai 3',
      districtID: BANDUNG_KOTA,
      districtName: 'Kota Bandung',
      provinceName: 'Jawa Barat',
    });

    expect((await browser.gql(SET_DEFAULT, { id: second.id })).data.setDefaultAddress).toEqual({
      id: second.id,
      isDefault: true,
    });
    expect((await browser.gql(ONE, { id: first.id })).data.address.isDefault).toBe(false);

    const deleted = await browser.gql(DELETE, { id: second.id });
    expect(deleted.data.deleteAddress).toEqual({ id: second.id, title: 'Kantor', isDefault: true });
    // The remaining address takes over as the default.
    expect((await browser.gql(DEFAULT)).data.defaultAddress).toEqual({
      id: first.id,
      title: 'Rumah',
      isDefault: true,
    });
    expect(errorOf(await browser.gql(ONE, { id: second.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Address not found',
    });
  });

  it('names the bad field of a refused address', async () => {
    const browser = await signedInMember(stack, 'addr-bad');
    expect(errorOf(await browser.gql(CREATE, { input: form('Rumah', { districtID: null }) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'districtID is required',
    });
    expect(errorOf(await browser.gql(CREATE, { input: form('  ') }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'title is required',
    });
    expect(errorOf(await browser.gql(CREATE, { input: form('Rumah', { districtID: '999999' }) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'districtID: unknown city',
    });
    expect(errorOf(await browser.gql(CREATE, { input: form('Rumah', { provinceID: '9' }) }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'provinceID: the city is not in this province',
    });
    expect(errorOf(await browser.gql(ONE, { id: 'not-an-id' })).code).toBe('BAD_USER_INPUT');
  });

  it("answers NOT_FOUND for another member's address, and UNAUTHENTICATED to visitors", async () => {
    const owner = await signedInMember(stack, 'addr-owner');
    const mine = (await owner.gql(CREATE, { input: form('Rumah') })).data.createAddress;
    const stranger = await signedInMember(stack, 'addr-stranger');
    const notFound = { code: 'NOT_FOUND', message: 'Address not found' };
    expect(errorOf(await stranger.gql(ONE, { id: mine.id }))).toEqual(notFound);
    expect(errorOf(await stranger.gql(UPDATE, { id: mine.id, input: { title: 'Mine now' } }))).toEqual(
      notFound,
    );
    expect(errorOf(await stranger.gql(SET_DEFAULT, { id: mine.id }))).toEqual(notFound);
    expect(errorOf(await stranger.gql(DELETE, { id: mine.id }))).toEqual(notFound);
    expect((await stranger.gql(LIST)).data.addresses).toEqual({
      items: [],
      paging: { count: 0, page: 1, limit: 10 },
    });
    // Still the owner's, unchanged.
    expect((await owner.gql(ONE, { id: mine.id })).data.address).toEqual(mine);

    const visitor = stack.agent();
    expect(errorOf(await visitor.gql(LIST)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await visitor.gql(DEFAULT)).code).toBe('UNAUTHENTICATED');
  });
});
