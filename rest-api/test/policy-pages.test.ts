// The shop's policy pages (issue 32, migration 0031): anyone reads a page in their language, an unknown page is a
// 404 with a sentence, and staff whose role may change the settings save both languages, checked and trimmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
import { newMember } from './helpers/members.js';

let t: TestApp;
let admin: string;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
  root = await t.tokenOf('root');
});
afterAll(() => t.close());

const readPage = (slug: string, language?: string) =>
  t.call('GET', `/public/v1/pages/${slug}`, language ? { headers: { 'accept-language': language } } : {});
const savePage = (slug: string, body: unknown, token: string | undefined = admin) =>
  t.call('PUT', `/v1/pages/${slug}`, { token, body });

const RETURNS = {
  en: { title: 'Returns', body: 'Return unworn items within 7 days.\n\n- Tags on\n- Unwashed' },
  id: { title: 'Pengembalian', body: 'Kembalikan barang yang belum dipakai dalam 7 hari.' },
};

describe('the policy pages shoppers read', () => {
  it('answers each of the four pages in the reader’s language, seeded in both', async () => {
    const english = await readPage('shipping', 'en-US,en;q=0.9');
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.body.data).toMatchObject({ slug: 'shipping', language: 'en', title: 'Shipping Policy' });
    expect(english.body.data.body).toMatch(/Yogyakarta/);
    for (const courier of ['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'TIKI']) {
      expect(english.body.data.body).toContain(`- ${courier}`);
    }
    const indonesian = await readPage('shipping', 'id-ID,id;q=0.9');
    expect(indonesian.body.data).toMatchObject({ language: 'id', title: 'Kebijakan Pengiriman' });
    expect(indonesian.body.data.body).toMatch(/dikirim dari studio kami di Yogyakarta/);

    expect((await readPage('returns', 'en')).body.data.body).toMatch(/within 7 days/);
    expect((await readPage('returns', 'id')).body.data.body).toMatch(/label \(tag\) asli/);
    expect((await readPage('privacy', 'en')).body.data.body).toMatch(/Nomor 27 Tahun 2022/);
    expect((await readPage('privacy', 'id')).body.data.title).toBe('Kebijakan Privasi');
    expect((await readPage('terms', 'id')).body.data.title).toBe('Syarat dan Ketentuan');
  });

  it('answers the shop’s default language to a reader who names none', async () => {
    expect((await readPage('terms')).body.data).toMatchObject({ language: 'en', title: 'Terms of Service' });
  });

  it('answers an unknown page with a 404 that names the pages there are, in the reader’s language', async () => {
    expectError(
      await readPage('refunds', 'en'),
      404,
      'There is no policy page called “refunds”. The policy pages are shipping, returns, privacy, terms.',
    );
    expectError(await readPage('refunds', 'id'), 404, /Tidak ada halaman kebijakan “refunds”/);
    expectError(await t.call('GET', '/v1/pages/refunds', { token: admin }), 404, /refunds/);
    expectError(await savePage('refunds', RETURNS), 404, /refunds/);
  });
});

describe('staff editing a policy page', () => {
  it('reads both languages, saves them trimmed, and shoppers read the new text at once', async () => {
    const before = await expectStatus(t.call('GET', '/v1/pages/returns', { token: admin }), 200);
    expect(before.data).toMatchObject({ slug: 'returns', en: { title: 'Return Policy' } });
    expect(before.data.id.title).toBe('Kebijakan Pengembalian');

    const saved = await expectStatus(
      savePage('returns', {
        en: { title: '  Returns ', body: `\r\n${RETURNS.en.body.replace(/\n/g, '\r\n')}  \n` },
        id: RETURNS.id,
      }),
      200,
    );
    expect(saved.data).toMatchObject({ slug: 'returns', ...RETURNS });
    expect(Date.parse(saved.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.data.updatedAt));
    expect((await readPage('returns', 'en')).body.data).toMatchObject(RETURNS.en);
    expect((await readPage('returns', 'id')).body.data).toMatchObject(RETURNS.id);
    expect((await t.call('GET', '/v1/pages/returns', { token: admin })).body.data).toMatchObject(RETURNS);
  });

  it('keeps markup as text: a body is stored as typed, never cleaned into HTML', async () => {
    const body = 'Sizes < 38 ship in 1 day. <script>alert(1)</script> & more';
    const saved = await expectStatus(savePage('terms', { ...RETURNS, en: { title: 'Terms', body } }), 200);
    expect(saved.data.en.body).toBe(body);
  });

  it('refuses a blank or long title, a long body or a missing language with a sentence, and changes nothing', async () => {
    await expectStatus(savePage('privacy', RETURNS), 200);
    expectError(
      await savePage('privacy', { ...RETURNS, en: { ...RETURNS.en, title: '   ' } }),
      400,
      /en\.title is required/,
    );
    expectError(
      await savePage('privacy', { ...RETURNS, id: { ...RETURNS.id, title: '' } }),
      400,
      /id\.title/,
    );
    expectError(
      await savePage('privacy', { ...RETURNS, en: { ...RETURNS.en, title: 'x'.repeat(121) } }),
      400,
      /en\.title must be at most 120 characters/,
    );
    expectError(
      await savePage('privacy', { ...RETURNS, id: { ...RETURNS.id, body: 'x'.repeat(20_001) } }),
      400,
      /id\.body must be at most 20000 characters/,
    );
    expectError(await savePage('privacy', { en: RETURNS.en }), 400, /id/);
    // The longest title and body are taken.
    const longest = { title: 'x'.repeat(120), body: 'y'.repeat(20_000) };
    await expectStatus(savePage('privacy', { ...RETURNS, id: longest }), 200);
    await expectStatus(savePage('privacy', RETURNS), 200);
    expect((await readPage('privacy', 'en')).body.data).toMatchObject(RETURNS.en);
  });

  it('is refused to members (403) and visitors (401), and nothing changes', async () => {
    const member = await newMember(t);
    const changed = { ...RETURNS, en: { title: 'Not ours', body: 'No.' } };
    expectError(await savePage('shipping', changed, member.token), 403, /permission/);
    expectError(await t.call('GET', '/v1/pages/shipping', { token: member.token }), 403, /permission/);
    expectError(await t.call('PUT', '/v1/pages/shipping', { body: changed }), 401, /./);
    expect((await readPage('shipping', 'en')).body.data.title).toBe('Shipping Policy');
  });

  it('belongs to the settings capability: a role with settings.view reads, with settings.edit saves', async () => {
    async function staffWith(capabilities: string[], name: string) {
      const role = await expectStatus(
        t.call('POST', '/v1/role', {
          token: root,
          body: { roleName: name, landingPage: '/admin/setting', capabilities },
        }),
        201,
      );
      const email = `${name.toLowerCase().replace(/\W/g, '')}@example.com`;
      await expectStatus(
        t.call('POST', '/v1/user', {
          token: root,
          body: { email, password: 'Staff-pass-1', roles: [role.data.id] },
        }),
        201,
      );
      return (await t.login(email, 'Staff-pass-1')).accessToken as string;
    }
    const reader = await staffWith(['settings.view'], 'Settings reader');
    await expectStatus(t.call('GET', '/v1/pages/terms', { token: reader }), 200);
    expectError(await savePage('terms', RETURNS, reader), 403, /permission/);
    const editor = await staffWith(['settings.view', 'settings.edit'], 'Settings editor');
    await expectStatus(savePage('terms', RETURNS, editor), 200);
  });

  it('is given to roles made before it that held the settings capabilities, so they keep them', async () => {
    // A shop from before the policy pages: neither their permissions nor the seed's marks of them exist.
    await t.db.execute(`DELETE FROM permissions WHERE endpoint = '/v1/pages/:slug'`);
    await t.db.execute(`DELETE FROM seed_marks WHERE key LIKE 'permission:% /v1/pages/:slug'`);
    async function roleWith(capabilities: string[], name: string, landingPage: string) {
      const role = await expectStatus(
        t.call('POST', '/v1/role', {
          token: root,
          body: { roleName: name, landingPage, capabilities },
        }),
        201,
      );
      return role.data.id as string;
    }
    const editor = await roleWith(
      ['settings.view', 'settings.edit'],
      'Older settings editor',
      '/admin/setting',
    );
    const reader = await roleWith(['settings.view'], 'Older settings reader', '/admin/setting');
    const orders = await roleWith(['orders.view'], 'Older orders clerk', '/admin/order');
    // The new version starts: its seed adds the pages' permissions.
    await seed(t.db);
    const held = async (roleId: string) =>
      (
        await t.db.query<{ call: string }>(
          `SELECT p.method || ' ' || p.endpoint AS call FROM role_permissions rp
           JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = $1 AND p.endpoint = '/v1/pages/:slug'`,
          [roleId],
        )
      )
        .map((row) => row.call)
        .sort();
    expect(await held(editor)).toEqual(['GET /v1/pages/:slug', 'PUT /v1/pages/:slug']);
    expect(await held(reader)).toEqual(['GET /v1/pages/:slug']);
    expect(await held(orders)).toEqual([]);
    const roles = await expectStatus(t.call('GET', `/v1/role/${editor}`, { token: root }), 200);
    expect(roles.data.capabilities).toEqual(expect.arrayContaining(['settings.view', 'settings.edit']));
  });
});
