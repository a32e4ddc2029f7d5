// The seller on the shop's invoices through the gateway, with the response cache on: public and cached, a staff
// change shows at once, only staff may change it, and bad input answers BAD_USER_INPUT naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  stack = await startStack();
  [admin, member] = await Promise.all([stack.signedIn('admin'), stack.signedIn('member')]);
});
afterAll(() => stack.close());

const READ = '{ seller { name address phone email npwp } }';
const UPDATE = `mutation ($input: SellerInput!) {
  updateSeller(input: $input) { name address phone email npwp }
}`;
const SELLER = {
  name: 'PT Lemari Busana Nusantara',
  address: 'Jl. Malioboro No. 52\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
  npwp: '01.234.567.8-541.000',
};

describe('the seller on the invoices', () => {
  it('is read by visitors from the cache, and a staff change shows at once', async () => {
    const first = await stack.agent().gql(READ);
    expect(expectData(first).seller).toMatchObject({ name: 'Lemari', npwp: '' });
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect((await stack.agent().gql(READ)).headers.age, 'the second read is the kept answer').toBeDefined();

    const saved = await admin.gql(UPDATE, { input: { ...SELLER, name: ` ${SELLER.name} ` } });
    expect(expectData(saved)).toEqual({ updateSeller: SELLER });

    const fresh = await stack.agent().gql(READ);
    expect(fresh.headers.age, 'read from the REST API again').toBeUndefined();
    expect(expectData(fresh)).toEqual({ seller: SELLER });
  });

  it('is changed by staff only, with a sentence for bad input', async () => {
    expectGqlError(await member.gql(UPDATE, { input: SELLER }), 'FORBIDDEN');
    expectGqlError(await stack.agent().gql(UPDATE, { input: SELLER }), 'UNAUTHENTICATED');
    expectGqlError(
      await admin.gql(UPDATE, { input: { ...SELLER, npwp: '12345' } }),
      'BAD_USER_INPUT',
      /npwp must be an NPWP of 15 digits/,
    );
    expectGqlError(
      await admin.gql(UPDATE, { input: { ...SELLER, phone: 'call us' } }),
      'BAD_USER_INPUT',
      /phone must be a phone number/,
    );
    expect(expectData(await stack.agent().gql(READ))).toEqual({ seller: SELLER });
  });
});
