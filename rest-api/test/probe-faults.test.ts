// Regression tests for the faults an outside probe found in the REST API (issue 10, faults 1–4; fault 7 is in
// payment-providers.test.ts): each test is named after its fault and failed before the fix.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { insertMember } from './helpers/members.js';
import { insertProduct, line, placeOrder } from './helpers/shop.js';

let t: TestApp;
let root: string;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  [root, admin] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin')]);
  adminId = (await t.login(ACCOUNTS.admin.email, ACCOUNTS.admin.password)).user.id;
});
afterAll(() => t.close());

const PASSWORD = 'Staff-pass-1';

/** A fresh account with these roles, made by root, and its session. */
async function staffWith(roles: string[]) {
  const email = `probe.${randomBytes(4).toString('hex')}@example.com`;
  const created = await t.call('POST', '/v1/user', {
    token: root,
    body: { email, password: PASSWORD, name: 'Probe Staff', roles },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const session = await t.login(email, PASSWORD);
  return { id: created.body.data.id as string, token: session.accessToken as string };
}

async function permissionIds(keys: string[]): Promise<string[]> {
  const rows = await t.db.query<{ id: string; key: string }>(
    "SELECT id, method || ' ' || endpoint AS key FROM permissions WHERE method || ' ' || endpoint = ANY($1)",
    [keys],
  );
  expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
  return rows.map((row) => row.id);
}

/** A role with these raw permissions, landing in the back office (its users are staff) on a screen all staff open. */
async function roleWith(name: string, keys: string[], landingPage = '/admin/profile') {
  const answer = await t.call('POST', '/v1/role', {
    token: root,
    body: {
      roleName: `${name} ${randomBytes(3).toString('hex')}`,
      landingPage,
      permissions: await permissionIds(keys),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

const rolesOf = async (id: string) =>
  ((await t.call('GET', `/v1/user/${id}`, { token: root })).body.data.roles as { idRole: string }[])
    .map((role) => role.idRole)
    .sort();

describe('fault 1: a demoted staff member keeps staff access until the token expires', () => {
  it('takes staff access away on the next request after root changes the roles', async () => {
    const shopper = await insertMember(t, 'demotion');
    const product = await insertProduct(t.db);
    await placeOrder(t, [line(product)], { token: shopper.token });
    const staff = await staffWith([ROLE_IDS.admin, ROLE_IDS.member]);

    const before = await t.call('GET', '/v1/order', { token: staff.token, query: { limit: 100 } });
    expect(before.status).toBe(200);
    expect(before.body.data.some((order: { userID: string }) => order.userID === shopper.id)).toBe(true);

    const demoted = await t.call('PUT', `/v1/user/${staff.id}`, {
      token: root,
      body: { roles: [ROLE_IDS.member] },
    });
    expect(demoted.status).toBe(200);

    // The same access token, still unexpired: only the caller's own orders now.
    const after = await t.call('GET', '/v1/order', { token: staff.token, query: { limit: 100 } });
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual([]);
    expect(after.body.paging.count).toBe(0);
  });

  it("follows a role's landing page: a custom staff role moved out of the back office stops being staff", async () => {
    const shopper = await insertMember(t, 'landing');
    const product = await insertProduct(t.db);
    const placed = await placeOrder(t, [line(product)], { token: shopper.token });
    const role = await roleWith('Order desk', ['GET /v1/order/:id', 'GET /v1/order']);
    const staff = await staffWith([role]);
    expect((await t.call('GET', `/v1/order/${placed.orderID}`, { token: staff.token })).status).toBe(200);

    const moved = await t.call('PUT', `/v1/role/${role}`, {
      token: root,
      body: { landingPage: '/order-list' },
    });
    expect(moved.status).toBe(200);
    expectError(
      await t.call('GET', `/v1/order/${placed.orderID}`, { token: staff.token }),
      404,
      'Order not found',
    );
  });
});

describe('fault 2: an admin can raise its own rights', () => {
  it('refuses to give a role holding rights the giver lacks, to anyone, and changes nothing', async () => {
    const roleManager = await roleWith('Role manager', ['GET /v1/role', 'PUT /v1/role/:id']);
    const clerk = await staffWith([ROLE_IDS.member]);

    const toSelf = await t.call('PUT', `/v1/user/${adminId}`, {
      token: admin,
      body: { roles: [ROLE_IDS.admin, roleManager] },
    });
    expectError(toSelf, 403, 'You cannot change your own roles');
    const toOther = await t.call('PUT', `/v1/user/${clerk.id}`, {
      token: admin,
      body: { roles: [roleManager] },
    });
    expectError(toOther, 403, /cannot give the role "Role manager .*": it holds rights you do not have/);
    const created = await t.call('POST', '/v1/user', {
      token: admin,
      body: {
        email: `raise.${randomBytes(3).toString('hex')}@example.com`,
        password: PASSWORD,
        roles: [roleManager],
      },
    });
    expectError(created, 403, /it holds rights you do not have/);

    expect(await rolesOf(adminId)).toEqual([ROLE_IDS.admin]);
    expect(await rolesOf(clerk.id)).toEqual([ROLE_IDS.member]);
    expect((await t.call('GET', '/v1/role', { token: admin })).status).toBe(403);
  });

  it('still lets an admin give roles within its own rights, and root give any', async () => {
    const clerk = await staffWith([ROLE_IDS.member]);
    const promoted = await t.call('PUT', `/v1/user/${clerk.id}`, {
      token: admin,
      body: { roles: [ROLE_IDS.admin] },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    const keepsOwn = await t.call('PUT', `/v1/user/${adminId}`, {
      token: admin,
      body: { name: 'Admin Lemari', roles: [ROLE_IDS.admin] },
    });
    expect(keepsOwn.status).toBe(200);
    const roleManager = await roleWith('Root grants', ['GET /v1/role']);
    expect(
      (await t.call('PUT', `/v1/user/${clerk.id}`, { token: root, body: { roles: [roleManager] } })).status,
    ).toBe(200);
  });

  it('refuses a role manager who would widen the role it holds or hand out rights it lacks', async () => {
    const [listRoles, editRole, createPermission] = await permissionIds([
      'GET /v1/role',
      'PUT /v1/role/:id',
      'POST /v1/permission',
    ]);
    const own = await roleWith('Role editor', ['GET /v1/role', 'PUT /v1/role/:id', 'POST /v1/permission']);
    const other = await roleWith('Other desk', []);
    const editor = await staffWith([own]);

    const widen = await t.call('PUT', `/v1/role/${own}`, {
      token: editor.token,
      body: {
        permissions: [
          listRoles,
          editRole,
          createPermission,
          ...(await permissionIds(['DELETE /v1/user/:id'])),
        ],
      },
    });
    expectError(widen, 403, 'You cannot change a role you hold');
    const beyond = await t.call('PUT', `/v1/role/${other}`, {
      token: editor.token,
      body: { permissions: await permissionIds(['DELETE /v1/user/:id']) },
    });
    expectError(beyond, 403, 'You cannot give a role rights you do not have');
    const within = await t.call('PUT', `/v1/role/${other}`, {
      token: editor.token,
      body: { permissions: [listRoles] },
    });
    expect(within.status).toBe(200);
    const newRight = await t.call('POST', '/v1/permission', {
      token: editor.token,
      body: { method: 'DELETE', endpoint: '/v1/role/:id', roles: [own] },
    });
    expect(newRight.status).toBe(403);
    const held = (await t.call('GET', `/v1/role/${own}`, { token: root })).body.data.permissions as unknown[];
    expect(held).toHaveLength(3);
  });
});

describe('fault 3: the "cannot delete your own account" guard is bypassed by an upper-case id', () => {
  it('refuses to delete yourself whatever the case of the id, and answers ids in lower case', async () => {
    expectError(
      await t.call('DELETE', `/v1/user/${adminId.toUpperCase()}`, { token: admin }),
      409,
      'You cannot delete your own account',
    );
    expect((await t.call('GET', `/v1/user/${adminId}`, { token: root })).status).toBe(200);
    const read = await t.call('GET', `/v1/user/${adminId.toUpperCase()}`, { token: root });
    expect(read.body.data.id).toBe(adminId);
  });

  it('does not let an upper-case root role id past the "only root gives root" rule', async () => {
    const clerk = await staffWith([ROLE_IDS.member]);
    const answer = await t.call('PUT', `/v1/user/${clerk.id}`, {
      token: admin,
      body: { roles: [ROLE_IDS.root.toUpperCase()] },
    });
    expectError(answer, 403, 'Only root can give the root role');
    expect(await rolesOf(clerk.id)).toEqual([ROLE_IDS.member]);
  });
});
