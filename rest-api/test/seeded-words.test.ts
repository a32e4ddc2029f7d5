// The texts the seed writes (issue 32): the system roles' descriptions, the storefront's widget groups and the
// default permissions' descriptions answer in the request's language while they are as seeded; once staff change
// one, it reads as typed in every language; and a form that sends a seeded text back as it showed it keeps it
// seeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
let root: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.tokenOf('root');
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const ID = { 'accept-language': 'id' };
const EN = { 'accept-language': 'en' };

/** GET path as `token` in the language of `headers`, answering its data. */
async function read(path: string, token: string, headers: Record<string, string>) {
  const answer = await t.call('GET', path, { token, headers, query: { limit: 100 } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function put(path: string, token: string, body: Record<string, unknown>, headers = EN) {
  const answer = await t.call('PUT', path, { token, headers, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const stored = async (sql: string, params: unknown[]) =>
  (await t.db.maybeOne<{ text: string }>(sql, params))!.text;

describe('the system roles', () => {
  const descriptions = async (headers: Record<string, string>) =>
    Object.fromEntries(
      ((await read('/v1/role', root, headers)) as any[])
        .filter((role) => role.isSystem)
        .map((role) => [role.roleName, role.description]),
    );

  it('describe themselves in the reader’s language, in the list and one by one', async () => {
    expect(await descriptions(ID)).toEqual({
      root: 'Semuanya, termasuk peran dan izin',
      admin: 'Staf toko: back office',
      member: 'Pelanggan',
    });
    expect(await descriptions(EN)).toEqual({
      root: 'Everything, including roles and permissions',
      admin: 'Shop staff: the back office',
      member: 'Customers',
    });
    expect((await read(`/v1/role/${ROLE_IDS.member}`, root, ID)).description).toBe('Pelanggan');
  });

  it('keep the seeded text when a form sends it back as shown, and read a staff member’s text as typed', async () => {
    // The Indonesian form saved unchanged: still the seed's, so English readers read English.
    const saved = await put(`/v1/role/${ROLE_IDS.member}`, root, { description: 'Pelanggan' }, ID);
    expect(saved.description).toBe('Pelanggan');
    const sql = 'SELECT description AS text FROM roles WHERE id = $1';
    expect(await stored(sql, [ROLE_IDS.member])).toBe('Customers');
    expect((await read(`/v1/role/${ROLE_IDS.member}`, root, EN)).description).toBe('Customers');

    await put(`/v1/role/${ROLE_IDS.admin}`, root, { description: 'Tim toko Lemari' });
    expect((await descriptions(ID)).admin).toBe('Tim toko Lemari');
    expect((await descriptions(EN)).admin).toBe('Tim toko Lemari');
    expect((await descriptions(ID)).root).toBe('Semuanya, termasuk peran dan izin');
  });
});

describe('the storefront’s widget groups', () => {
  const group = async (slug: string, headers: Record<string, string>) =>
    ((await read('/v1/widget-group', admin, headers)) as any[]).find((item) => item.slug === slug);

  it('are named and described in the reader’s language, and so is a widget’s group', async () => {
    expect(await group('hero-image', ID)).toMatchObject({
      name: 'Gambar hero',
      description: 'Hero halaman beranda: IMAGE atau VIDEO dengan nama dan konten',
    });
    expect(await group('highlight', ID)).toMatchObject({ name: 'Sorotan' });
    expect(await group('hero-image', EN)).toMatchObject({
      name: 'Hero image',
      description: 'The home page hero: an IMAGE or a VIDEO with a name and content',
    });
    const hero = await group('hero-image', EN);
    const made = await t.call('POST', '/v1/widget', {
      token: admin,
      headers: ID,
      body: { groupID: hero.id, name: 'Koleksi musim hujan', type: 'IMAGE' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ groupName: 'Gambar hero', groupSlug: 'hero-image' });
    expect((await read(`/v1/widget/${made.body.data.id}`, admin, EN)).groupName).toBe('Hero image');
    const listed = (await read('/v1/widget', admin, ID)) as any[];
    expect(listed.find((widget) => widget.id === made.body.data.id).groupName).toBe('Gambar hero');
  });

  it('keep the seeded words when sent back as shown, and read staff’s words as typed', async () => {
    const banner = await group('banner', ID);
    const sql = 'SELECT name AS text FROM widget_groups WHERE slug = $1';
    await put(
      `/v1/widget-group/${banner.id}`,
      admin,
      { name: banner.name, description: banner.description },
      ID,
    );
    expect(await stored(sql, ['banner'])).toBe('Banner');
    expect((await group('banner', EN)).description).toBe('The home page banner: name, content and image');

    const highlight = await group('highlight', ID);
    await put(`/v1/widget-group/${highlight.id}`, admin, { name: 'Pita promo' });
    expect(await group('highlight', EN)).toMatchObject({
      name: 'Pita promo',
      description: 'The strip of text above the header, with a link',
    });
    expect(await group('highlight', ID)).toMatchObject({
      name: 'Pita promo',
      description: 'Baris teks di atas header, dengan link',
    });
  });
});

describe('the default permissions', () => {
  const description = async (method: string, endpoint: string, headers: Record<string, string>) =>
    ((await read('/v1/permission', root, headers)) as any[]).find(
      (permission) => permission.method === method && permission.endpoint === endpoint,
    )?.description;

  it('are described in the reader’s language, in the list and one by one', async () => {
    expect(await description('GET', '/v1/address', ID)).toBe('Lihat daftar alamat');
    expect(await description('DELETE', '/v1/address/:id', ID)).toBe('Hapus alamat');
    expect(await description('GET', '/v1/address', EN)).toBe('List addresses');
    const { id } = (await t.db.maybeOne<{ id: string }>(
      "SELECT id FROM permissions WHERE method = 'PUT' AND endpoint = '/v1/order/:id/status'",
    ))!;
    expect((await read(`/v1/permission/${id}`, root, ID)).description).toBe(
      'Pindahkan pesanan ke tahap berikutnya',
    );
    expect((await read(`/v1/permission/${id}`, root, EN)).description).toBe('Move an order on');
  });

  it('keep the seeded text when sent back as shown, and read staff’s text as typed', async () => {
    const row = async (method: string, endpoint: string) =>
      (await t.db.maybeOne<{ id: string }>('SELECT id FROM permissions WHERE method = $1 AND endpoint = $2', [
        method,
        endpoint,
      ]))!.id;
    const sql = 'SELECT description AS text FROM permissions WHERE id = $1';
    const voucher = await row('GET', '/v1/voucher');
    await put(`/v1/permission/${voucher}`, root, { description: 'Lihat daftar voucher' }, ID);
    expect(await stored(sql, [voucher])).toBe('List vouchers');

    const colour = await row('POST', '/v1/product-color');
    await put(`/v1/permission/${colour}`, root, { description: 'Tambah warna kain' });
    expect(await description('POST', '/v1/product-color', ID)).toBe('Tambah warna kain');
    expect(await description('POST', '/v1/product-color', EN)).toBe('Tambah warna kain');
  });
});
