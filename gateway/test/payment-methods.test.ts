// The payment methods the payment page offers, through the gateway (issue 23): staff read and choose them; the
// REST API's refusals answer BAD_USER_INPUT, and members are FORBIDDEN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@lemari/shop/rules';
import { insertMember } from '../../rest-api/test/helpers/members.js';
import { errorOf } from './helpers/expect.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  stack = await startStack();
  const ayu = await insertMember(stack.rest, 'ayu');
  [member, admin] = await Promise.all([signInAs(stack, ayu.email), stack.signedIn('admin')]);
}, 120_000);
afterAll(() => stack.close());

const READ = `{ paymentMethodsSetting { enabled } }`;
const SET = `mutation ($enabled: [String!]!) { updatePaymentMethodsSetting(enabled: $enabled) { enabled } }`;

describe('paymentMethodsSetting', () => {
  it('offers every method until staff choose, then their choice in the shop order', async () => {
    expect((await admin.gql(READ)).data.paymentMethodsSetting).toEqual({ enabled: [...PAYMENT_METHODS] });
    const set = await admin.gql(SET, { enabled: ['indomaret', 'qris', 'gopay'] });
    expect(set.data.updatePaymentMethodsSetting).toEqual({ enabled: ['gopay', 'qris', 'indomaret'] });
    expect((await admin.gql(READ)).data.paymentMethodsSetting).toEqual({
      enabled: ['gopay', 'qris', 'indomaret'],
    });
  });

  it('refuses none or an unknown method as BAD_USER_INPUT, changing nothing', async () => {
    expect(errorOf(await admin.gql(SET, { enabled: [] }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(await admin.gql(SET, { enabled: ['gopay', 'paypal'] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await admin.gql(READ)).data.paymentMethodsSetting.enabled).toEqual([
      'gopay',
      'qris',
      'indomaret',
    ]);
  });

  it('is FORBIDDEN for members', async () => {
    expect(errorOf(await member.gql(READ))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await member.gql(SET, { enabled: ['gopay'] }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
