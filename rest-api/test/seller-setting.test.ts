// The seller on the shop's invoices (issue 22, migration 0021): read by anyone, changed by staff with the
// permission, checked and trimmed; a new shop starts as Lemari in Yogyakarta with nothing made up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';
import { newMember } from './helpers/members.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenOf('admin');
});
afterAll(() => t.close());

const SETTING = '/v1/setting/seller';
const PUBLIC_SETTING = '/public/v1/setting/seller';

const SELLER = {
  name: 'PT Lemari Busana Nusantara',
  address: 'Jl. Malioboro No. 52\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
  npwp: '01.234.567.8-541.000',
};

const setSeller = (body: unknown, token: string | undefined = admin) =>
  t.call('PUT', SETTING, { token, body });

describe('the seller on the invoices', () => {
  it('starts as Lemari in Yogyakarta, with no phone, e-mail or NPWP made up, and anyone reads it', async () => {
    const answer = await t.call('GET', PUBLIC_SETTING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: {
        name: 'Lemari',
        address: 'Jl. Malioboro No. 52, Sosromenduran, Gedong Tengen, Kota Yogyakarta, DI Yogyakarta 55271',
        phone: '',
        email: '',
        npwp: '',
      },
    });
  });

  it('is changed by staff, trimmed, and read back as saved', async () => {
    const answer = await setSeller({
      ...SELLER,
      name: '  PT Lemari Busana Nusantara ',
      address: ' Jl. Malioboro No. 52 \r\n\r\n  Kota Yogyakarta, DI Yogyakarta 55271  ',
      npwp: ' 01.234.567.8-541.000 ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ data: SELLER });
    expect((await t.call('GET', PUBLIC_SETTING)).body).toEqual({ data: SELLER });
    // A 16-digit NPWP and empty optional fields are taken too.
    const bare = { ...SELLER, phone: '', email: '', npwp: '3404011234560001' };
    expect((await expectStatus(setSeller(bare), 200)).data).toEqual(bare);
    await expectStatus(setSeller(SELLER), 200);
  });

  it('refuses what is no name, phone, e-mail or NPWP with a sentence naming the field', async () => {
    expectError(await setSeller({ ...SELLER, name: '   ' }), 400, /name/);
    expectError(await setSeller({ ...SELLER, name: 'x'.repeat(101) }), 400, /name must be at most 100/);
    expectError(await setSeller({ ...SELLER, address: 'x'.repeat(301) }), 400, /address must be at most 300/);
    expectError(await setSeller({ ...SELLER, phone: 'call us' }), 400, /phone must be a phone number/);
    expectError(await setSeller({ ...SELLER, email: 'halo at lemari' }), 400, /email/);
    expectError(
      await setSeller({ ...SELLER, npwp: '01.234.567.8-541' }),
      400,
      /npwp must be an NPWP of 15 digits/,
    );
    const { npwp: _npwp, ...withoutNpwp } = SELLER;
    expectError(await setSeller(withoutNpwp), 400, /npwp/);
    // Nothing changed.
    expect((await t.call('GET', PUBLIC_SETTING)).body).toEqual({ data: SELLER });
  });

  it('is changed only with the permission: members 403, visitors 401', async () => {
    const member = await newMember(t);
    expectError(await setSeller({ ...SELLER, name: 'Not Lemari' }, member.token), 403, /permission/);
    expectError(await t.call('PUT', SETTING, { body: SELLER }), 401, /./);
    expect((await t.call('GET', PUBLIC_SETTING)).body.data.name).toBe(SELLER.name);
  });
});
