// Roles by what staff do (issue 32), through the gateway on the real REST API: capabilityGroups in both languages,
// a role built from capabilities (Role.capabilities), the staff member's me.access.capabilities, and a refused
// mutation answering FORBIDDEN with the REST API's sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from './helpers/expect.js';
import { signInAs, startStack, type Agent, type Stack } from './helpers/stack.js';

let stack: Stack;
let root: Agent;
beforeAll(async () => {
  stack = await startStack();
  root = await stack.signedIn('root');
});
afterAll(() => stack.close());

const GROUPS =
  '{ capabilityGroups { group label actions { id label description calls { method endpoint } } } }';

describe('capabilityGroups', () => {
  it('names the groups and actions for people, in English and in Indonesian', async () => {
    const english = await root.gql(GROUPS);
    expect(english.errors).toBeUndefined();
    const orders = english.data.capabilityGroups.find((group: any) => group.group === 'orders');
    expect(`${orders.label}: ${orders.actions.map((a: any) => a.label).join(', ')}`).toBe(
      'Orders: view, move, refund, export',
    );
    expect(orders.actions[0].calls).toContainEqual({ method: 'GET', endpoint: '/v1/order' });
    const indonesian = await root.gql(GROUPS, {}, { 'accept-language': 'id' });
    const pesanan = indonesian.data.capabilityGroups.find((group: any) => group.group === 'orders');
    expect(pesanan.label).toBe('Pesanan');
  });
});

describe('a role built from capabilities', () => {
  it('is made and read by its capabilities, and its staff member reads theirs in me.access', async () => {
    const created = await root.gql(
      `mutation ($input: CreateRoleInput!) {
        createRole(input: $input) { id roleName landingPage capabilities permissions { method endpoint } }
      }`,
      {
        input: {
          roleName: 'Packer',
          landingPage: '/admin/order',
          capabilities: ['orders.view', 'orders.move'],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const role = created.data.createRole;
    expect(role.capabilities).toEqual(['orders.view', 'orders.move']);
    expect(role.permissions).toContainEqual({ method: 'PUT', endpoint: '/v1/order/:id/status' });

    const user = await root.gql('mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email: 'packer@example.com', password: 'Packer-pass-1', name: 'Packer', roles: [role.id] },
    });
    expect(user.errors).toBeUndefined();
    const packer = await signInAs(stack, 'packer@example.com', 'Packer-pass-1');
    const access = await packer.gql('{ me { scope access { landingPage capabilities } } }');
    expect(access.data.me).toEqual({
      scope: 'admin',
      access: { landingPage: '/admin/order', capabilities: ['orders.view', 'orders.move'] },
    });

    // A mutation the role lacks: FORBIDDEN, with the sentence the web shows the person.
    const refused = await packer.gql('mutation ($id: ID!) { deleteCategory(id: $id) { id } }', {
      id: '00000000-0000-4000-8000-000000000001',
    });
    expect(errorOf(refused)).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
  });

  it('refuses an unknown capability as bad input, with a sentence', async () => {
    const answer = await root.gql(
      'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }',
      { input: { roleName: 'Flyer', capabilities: ['orders.fly'] } },
    );
    expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
    expect(errorOf(answer).message).toMatch(/capabilities/u);
  });

  it('refuses, as bad input naming the field, a landing page its capabilities do not open', async () => {
    const created = await root.gql(
      'mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }',
      { input: { roleName: 'Lost', landingPage: '/admin/order', capabilities: ['vouchers.view'] } },
    );
    expect(errorOf(created)).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        "landingPage: the role's capabilities do not open /admin/order; choose one of /admin/voucher, /admin/profile",
    });
    const role = await root.gql('mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }', {
      input: { roleName: 'Voucher desk', landingPage: '/admin/voucher', capabilities: ['vouchers.view'] },
    });
    expect(role.errors).toBeUndefined();
    const updated = await root.gql(
      'mutation ($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { id } }',
      { id: role.data.createRole.id, input: { landingPage: '/admin/setting' } },
      { 'accept-language': 'id' },
    );
    expect(errorOf(updated)).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'landingPage: kemampuan peran ini tidak membuka /admin/setting; pilih halaman awal dari /admin/voucher, /admin/profile',
    });
  });
});
