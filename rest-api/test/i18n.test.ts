// The REST API in Bahasa Indonesia and English (issue 23): the catalogues are complete and current, and a request
// reads errors and validation messages in the language its Accept-Language asks for, else the shop's default.
import { checkCatalogues } from '@lemari/shop/server/catalogue-check';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectStatus } from './helpers/expect.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const MISSING_PRODUCT = '/public/v1/product/00000000-0000-4000-8000-000000000000';

describe('catalogues', () => {
  const report = checkCatalogues(fileURLToPath(new URL('..', import.meta.url)));

  it('en.json is what the sources define (run `pnpm --filter @lemari/rest-api i18n:extract`)', () => {
    expect(report.stale).toEqual([]);
  });

  it('id.json has exactly the keys of en.json', () => {
    expect(report.keys).toEqual([]);
  });

  it('every translation is valid ICU naming the same placeholders as the English', () => {
    expect(report.placeholders).toEqual([]);
  });
});

describe('the language of a request', () => {
  const missing = (headers?: Record<string, string>) => t.call('GET', MISSING_PRODUCT, { headers });

  it('answers English without Accept-Language or with en, and Indonesian with id or id-ID', async () => {
    for (const headers of [undefined, { 'accept-language': 'en' }, { 'accept-language': 'en-US,en;q=0.9' }]) {
      expect((await missing(headers)).body).toEqual({ errors: 'Product not found' });
    }
    for (const language of ['id', 'id-ID', 'id-ID,id;q=0.9,en;q=0.8', 'en;q=0.5, id-ID;q=0.8']) {
      expect((await missing({ 'accept-language': language })).body).toEqual({
        errors: 'Produk tidak ditemukan',
      });
    }
    // A language the shop does not speak falls through to the next one asked for, then to the default.
    expect((await missing({ 'accept-language': 'fr-FR, id;q=0.7' })).body.errors).toBe(
      'Produk tidak ditemukan',
    );
    expect((await missing({ 'accept-language': 'fr-FR' })).body.errors).toBe('Product not found');
  });

  it('words validation messages in the language, the field names as sent', async () => {
    const lowStock = (body: unknown, headers?: Record<string, string>) =>
      t.call('PUT', '/v1/setting/low-stock', { headers, token: admin, body });
    const id = { 'accept-language': 'id' };
    expect((await lowStock({ threshold: 'x' })).body.errors).toBe('threshold must be a whole number');
    expect((await lowStock({ threshold: 'x' }, id)).body.errors).toBe('threshold harus bilangan bulat');
    expect((await lowStock({ threshold: 5000 }, id)).body.errors).toBe('threshold paling banyak 1000');
    expect((await lowStock({}, id)).body.errors).toBe('threshold wajib diisi');
    expect((await lowStock({}, { 'accept-language': 'en' })).body.errors).toBe('threshold is required');
    // A worded pattern's rule is translated too; the field keeps its name.
    const seller = { name: 'Lemari', address: '', phone: 'abc', email: '', npwp: '' };
    const refused = await t.call('PUT', '/v1/setting/seller', { headers: id, token: admin, body: seller });
    expect(refused.body.errors).toBe(
      'phone harus nomor telepon dengan kode areanya: 8 sampai 15 digit, mis. (0274) 512345, atau kosong',
    );
  });

  it('says an unknown route in the language', async () => {
    expect((await t.call('GET', '/v1/nowhere')).body.errors).toBe('No route for GET /v1/nowhere');
    expect((await t.call('GET', '/v1/nowhere', { headers: { 'accept-language': 'id' } })).body.errors).toBe(
      'Tidak ada rute untuk GET /v1/nowhere',
    );
  });
});

describe("the shop's default language", () => {
  it('is English as shipped, read by anyone; staff set it, and requests without Accept-Language follow it', async () => {
    expect((await t.call('GET', '/public/v1/setting/language')).body).toEqual({ data: { language: 'en' } });
    await expectStatus(
      t.call('PUT', '/v1/setting/language', { token: admin, body: { language: 'id' } }),
      200,
    );
    try {
      expect((await t.call('GET', '/public/v1/setting/language')).body).toEqual({ data: { language: 'id' } });
      expect((await t.call('GET', MISSING_PRODUCT)).body.errors).toBe('Produk tidak ditemukan');
      // The reader's own language still wins.
      const english = await t.call('GET', MISSING_PRODUCT, { headers: { 'accept-language': 'en' } });
      expect(english.body.errors).toBe('Product not found');
    } finally {
      await expectStatus(
        t.call('PUT', '/v1/setting/language', { token: admin, body: { language: 'en' } }),
        200,
      );
    }
  });

  it('takes only en or id, from staff', async () => {
    const refused = await t.call('PUT', '/v1/setting/language', { token: admin, body: { language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toBe('language must be one of: en, id');
    const member = await t.call('PUT', '/v1/setting/language', { body: { language: 'id' } });
    expect(member.status).toBe(401);
  });
});

describe("e-mails in the recipient's language", () => {
  const outbox = async (to: string) =>
    (await t.call('GET', '/dev/outbox', { query: { to } })).body.data as { subject: string; text: string }[];

  it("sends an Indonesian sign-up its confirmation in Indonesian, and the account's later mails too", async () => {
    const email = `bahasa.${Date.now().toString(36)}@example.com`;
    const password = 'Rahasia-123';
    const signUp = await t.call('POST', '/public/v1/signup', {
      headers: { 'accept-language': 'id-ID' },
      body: { email, password, repeatPassword: password },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const [confirmation] = await outbox(email);
    expect(confirmation!.subject).toBe('Konfirmasi akunmu di Lemari');
    expect(confirmation!.text).toContain('Selamat datang di Lemari!');
    expect(confirmation!.text).toMatch(/Link berlaku \d+ (jam|menit) dan hanya dapat dipakai sekali\./);

    // A password e-mail asked for without Accept-Language still speaks the account's language.
    expect((await t.call('POST', '/v1/auth/password/forgot', { body: { email } })).status).toBe(200);
    const [reset] = await outbox(email);
    expect(reset!.subject).toBe('Atur password baru akunmu di Lemari');
  });

  it('sends an English sign-up its confirmation in English, with the plural the lifetime needs', async () => {
    const email = `english.${Date.now().toString(36)}@example.com`;
    const password = 'Secret-1234';
    const signUp = await t.call('POST', '/public/v1/signup', {
      body: { email, password, repeatPassword: password },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const [confirmation] = await outbox(email);
    expect(confirmation!.subject).toBe('Confirm your Lemari account');
    expect(confirmation!.text).toMatch(/The link is valid for \d+ (hours?|minutes?) and can be used once\./);
  });
});
