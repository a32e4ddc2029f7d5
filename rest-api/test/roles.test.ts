// Roles: GET/POST /v1/role and GET/PUT/DELETE /v1/role/:id, root only by default.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, SYSTEM_ROLES } from '../src/domains/roles/system-roles.js';
import { NIL_UUID } from '../src/lib/schemas.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

let t: TestApp;
let root: string;
/** Seeded permission ids by "METHOD endpoint". */
const permission: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  root = await t.tokenOf('root');
  const rows = await t.db.query<{ id: string; key: string }>(
    "SELECT id, method || ' ' || endpoint AS key FROM permissions",
  );
  for (const row of rows) permission[row.key] = row.id;
});
afterAll(() => t.close());

/** The {id, method, endpoint} a role shows for a seeded permission. */
function ref(key: string) {
  const [method, endpoint] = key.split(' ');
  expect(permission[key], `seeded permission ${key}`).toBeDefined();
  return { id: permission[key], method, endpoint };
}

async function createRole(body: Record<string, unknown>) {
  const answer = await t.call('POST', '/v1/role', { token: root, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const list = (query: Record<string, string | number>) => t.call('GET', '/v1/role', { token: root, query });
const read = (id: string) => t.call('GET', `/v1/role/${id}`, { token: root });
const update = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/v1/role/${id}`, { token: root, body });
const remove = (id: string) => t.call('DELETE', `/v1/role/${id}`, { token: root });
const countRoles = async () => (await t.db.maybeOne<{ n: number }>('SELECT count(*) AS n FROM roles'))!.n;

describe('GET /v1/role', () => {
  it('lists the system roles first, each with its permissions', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.paging).toEqual({ count: await countRoles(), page: 1 });
    const system = body.data.slice(0, 3);
    expect(system.map((role: any) => role.id).sort()).toEqual(Object.values(ROLE_IDS).sort());
    for (const role of system) {
      const seeded = SYSTEM_ROLES.find((item) => item.id === role.id)!;
      expect(role).toMatchObject({
        roleName: seeded.roleName,
        description: seeded.description.defaultMessage,
        landingPage: seeded.landingPage,
        isSystem: true,
      });
    }
    const byName = (name: string) => system.find((role: any) => role.roleName === name);
    // Root lists no permission rows yet holds them all: it says so rather than reading as 'no permissions'.
    expect(byName('root')).toMatchObject({ permissions: [], allPermissions: true });
    expect(byName('admin').allPermissions).toBe(false);
    expect(byName('member').allPermissions).toBe(false);
    // Members hold the customer's calls (profile, cart, wishlist, addresses, their orders) and no staff call.
    expect(byName('member').permissions).toEqual(
      expect.arrayContaining(
        [
          'GET /v1/profile',
          'PUT /v1/profile',
          'PUT /v1/profile/update-password',
          'POST /v1/upload/image',
          'POST /v1/cart',
          'POST /v1/wishlist/:productId',
          'PUT /v1/address/default/:id',
          'GET /v1/order/:id',
        ].map(ref),
      ),
    );
    for (const staffOnly of ['POST /v1/product', 'GET /v1/user', 'PUT /v1/order/:id/status']) {
      expect(byName('member').permissions).not.toContainEqual(ref(staffOnly));
    }
    expect(byName('admin').permissions).toEqual(
      expect.arrayContaining([ref('DELETE /v1/user/:id'), ref('GET /v1/user')]),
    );
    expect(byName('admin').permissions).not.toContainEqual(ref('GET /v1/role'));
  });

  it('searches name and description, matching % literally', async () => {
    const percent = await createRole({ roleName: 'Diskon 100%', description: 'Promo staff' });
    const other = await createRole({ roleName: 'Diskon 1000', description: 'Gudang promo' });
    const ids = async (q: string) => (await list({ q })).body.data.map((role: any) => role.id);
    expect(await ids('diskon 100')).toEqual([percent.id, other.id]);
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('GUDANG')).toEqual([other.id]);
    expect((await list({ q: 'no-such-role' })).body).toEqual({ data: [], paging: { count: 0, page: 1 } });
  });

  it('pages by limit, page and skip, with at most 100 a page', async () => {
    for (const name of ['Pager A', 'Pager B', 'Pager C']) await createRole({ roleName: name });
    const all = (await list({ limit: 100 })).body.data.map((role: any) => role.roleName);
    expect(all.slice(-3)).toEqual(['Pager A', 'Pager B', 'Pager C']);
    const total = await countRoles();

    const second = await list({ limit: 2, page: 2 });
    expect(second.body.paging).toEqual({ count: total, page: 2 });
    expect(second.body.data.map((role: any) => role.roleName)).toEqual(all.slice(2, 4));
    const skipped = await list({ limit: 2, page: 1, skip: 4 });
    expect(skipped.body.paging).toEqual({ count: total, page: 3 });
    expect(skipped.body.data.map((role: any) => role.roleName)).toEqual(all.slice(4, 6));
    expect((await list({ q: 'pager' })).body.data).toHaveLength(3);
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
  });
});

describe('POST /v1/role', () => {
  it('creates a role whose permission ids come back as {id, method, endpoint}, ignoring the nil id', async () => {
    const { status, body } = await t.call('POST', '/v1/role', {
      token: root,
      body: {
        roleName: '  Gudang ',
        description: 'Warehouse staff',
        landingPage: '/admin/user',
        permissions: [
          NIL_UUID,
          permission['GET /v1/user/:id'],
          permission['GET /v1/user'],
          permission['GET /v1/user'],
        ],
      },
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      roleName: 'Gudang',
      description: 'Warehouse staff',
      landingPage: '/admin/user',
      isSystem: false,
      allPermissions: false,
      permissions: [ref('GET /v1/user'), ref('GET /v1/user/:id')],
      // The raw permissions make a capability whole (issue 32).
      capabilities: ['users.view'],
    });
    expect((await read(body.data.id)).body).toEqual(body);
  });

  it('defaults to no description, landing page / and no permissions', async () => {
    const role = await createRole({ roleName: 'Bare', permissions: [NIL_UUID] });
    expect(role).toMatchObject({ description: '', landingPage: '/', permissions: [] });
  });

  it('refuses an unknown permission id with 400 and creates nothing', async () => {
    const unknown = randomUUID();
    const before = await countRoles();
    const answer = await t.call('POST', '/v1/role', {
      token: root,
      body: { roleName: 'Ghost', permissions: [permission['GET /v1/user'], unknown] },
    });
    expectError(answer, 400, `permissions: unknown id ${unknown}`);
    expect(await countRoles()).toBe(before);
  });

  it('answers 409 for a role name that exists, in any case', async () => {
    await createRole({ roleName: 'Kasir' });
    for (const roleName of ['kasir', 'KASIR ', 'Admin']) {
      const answer = await t.call('POST', '/v1/role', { token: root, body: { roleName } });
      expectError(answer, 409, 'A role with this name already exists');
    }
  });

  it('refuses a missing or blank name, a landing page that is not a path and a malformed permission id', async () => {
    const cases = [
      [{}, 'roleName is required'],
      [{ roleName: '   ' }, 'roleName has an invalid format'],
      [{ roleName: '' }, 'roleName must not be empty'],
      [{ roleName: 'x'.repeat(51) }, 'roleName must be at most 50 characters'],
      [{ roleName: 'Path', landingPage: 'admin/order' }, 'landingPage has an invalid format'],
      [{ roleName: 'Perm', permissions: ['GET /v1/user'] }, 'permissions.0 must be a valid uuid'],
    ] as const;
    for (const [body, message] of cases) {
      expectError(await t.call('POST', '/v1/role', { token: root, body }), 400, message);
    }
  });
});

describe('GET /v1/role/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await read(ROLE_IDS.member)).body.data.roleName).toBe('member');
    expectError(await read(randomUUID()), 404, 'Role not found');
    expectError(await read('member'), 400, 'id must be a valid uuid');
  });
});

describe('PUT /v1/role/:id', () => {
  it('changes fields, keeps permissions when none are given and replaces them when they are', async () => {
    const role = await createRole({ roleName: 'Editor', permissions: [permission['GET /v1/user']] });
    const renamed = await update(role.id, {
      roleName: 'Senior Editor',
      description: 'Edits',
      landingPage: '/admin/profile',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      ...role,
      roleName: 'Senior Editor',
      description: 'Edits',
      landingPage: '/admin/profile',
    });

    const replaced = await update(role.id, { permissions: [NIL_UUID, permission['PUT /v1/user/:id']] });
    expect(replaced.body.data.permissions).toEqual([ref('PUT /v1/user/:id')]);
    expect(replaced.body.data.roleName).toBe('Senior Editor');
    const emptied = await update(role.id, { permissions: [] });
    expect(emptied.body.data.permissions).toEqual([]);
    expect((await read(role.id)).body.data).toEqual(emptied.body.data);
  });

  it('changes nothing when a permission id is unknown', async () => {
    const role = await createRole({ roleName: 'Atomic', permissions: [permission['GET /v1/user']] });
    const answer = await update(role.id, { description: 'Changed', permissions: [randomUUID()] });
    expectError(answer, 400, /permissions: unknown id/);
    expect((await read(role.id)).body.data).toEqual(role);
  });

  it('answers 409 when renaming onto another role, in any case, and allows a change of case of its own name', async () => {
    const role = await createRole({ roleName: 'Kurir' });
    expectError(await update(role.id, { roleName: 'MEMBER' }), 409, 'A role with this name already exists');
    expect((await update(role.id, { roleName: 'KURIR' })).body.data.roleName).toBe('KURIR');
  });

  it('refuses to rename a system role but lets its description and landing page change', async () => {
    for (const seeded of SYSTEM_ROLES) {
      expectError(
        await update(seeded.id, { roleName: `${seeded.roleName}-renamed` }),
        409,
        /cannot be renamed/,
      );
      expectError(
        await update(seeded.id, { roleName: seeded.roleName.toUpperCase(), description: 'Nope' }),
        409,
        /cannot be renamed/,
      );
      const edited = await update(seeded.id, {
        roleName: seeded.roleName,
        description: `${seeded.roleName} desk`,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        roleName: seeded.roleName,
        description: `${seeded.roleName} desk`,
        isSystem: true,
      });
    }
    const moved = await update(ROLE_IDS.admin, { landingPage: '/admin/order' });
    expect(moved.body.data).toMatchObject({ roleName: 'admin', landingPage: '/admin/order' });
    expect((await update(ROLE_IDS.admin, { landingPage: '/admin/dashboard' })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await update(randomUUID(), { description: 'x' }), 404, 'Role not found');
    expectError(await update('nope', { description: 'x' }), 400, 'id must be a valid uuid');
  });
});

describe('DELETE /v1/role/:id', () => {
  it('deletes a role, answering it; afterwards 404, and its permissions remain without it', async () => {
    const role = await createRole({ roleName: 'Temporary', permissions: [permission['GET /v1/user']] });
    const deleted = await remove(role.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: role });
    expectError(await read(role.id), 404, 'Role not found');
    expectError(await remove(role.id), 404, 'Role not found');

    const kept = await t.call('GET', `/v1/permission/${permission['GET /v1/user']}`, { token: root });
    expect(kept.status).toBe(200);
    expect(kept.body.data.roles).toContain(ROLE_IDS.admin);
    expect(kept.body.data.roles).not.toContain(role.id);
  });

  it('refuses to delete the system roles', async () => {
    for (const id of Object.values(ROLE_IDS)) {
      expectError(await remove(id), 409, /role cannot be deleted/);
      expect((await read(id)).status).toBe(200);
    }
  });

  it('refuses with 409 while a user still has the role, and deletes it once nobody does', async () => {
    const role = await createRole({ roleName: 'Assigned' });
    const user = await t.call('POST', '/v1/user', {
      token: root,
      body: { email: 'assigned@example.com', password: 'Assigned-pass-1', roles: [role.id] },
    });
    expect(user.body.data.roles).toEqual([{ idRole: role.id, roleName: 'Assigned' }]);

    expectError(
      await remove(role.id),
      409,
      'This role is still assigned to users; give them another role first',
    );
    expect((await read(role.id)).body.data).toEqual(role);

    const moved = await t.call('PUT', `/v1/user/${user.body.data.id}`, {
      token: root,
      body: { roles: [ROLE_IDS.member] },
    });
    expect(moved.status).toBe(200);
    expect((await remove(role.id)).status).toBe(200);
    expectError(await read(role.id), 404, 'Role not found');
  });

  it('answers 400 for a malformed id', async () => {
    expectError(await remove('0000'), 400, 'id must be a valid uuid');
  });
});

describe('a landing page in the back office (issue 32)', () => {
  const notOpened = (page: string) =>
    new RegExp(`^landingPage: the role's capabilities do not open ${page}; choose one of `, 'u');

  it('refuses to create a role landing on a screen its capabilities do not open, naming the page, creating nothing', async () => {
    const before = await countRoles();
    const built = await t.call('POST', '/v1/role', {
      token: root,
      body: { roleName: 'Lost clerk', landingPage: '/admin/order', capabilities: ['vouchers.view'] },
    });
    expectError(built, 400, notOpened('/admin/order'));
    expect(built.body.errors).toMatch(/choose one of \/admin\/voucher, \/admin\/profile$/u);
    // Raw permissions that make no capability open no screen either.
    const raw = await t.call('POST', '/v1/role', {
      token: root,
      body: {
        roleName: 'Half clerk',
        landingPage: '/admin/order/abc',
        permissions: [permission['GET /v1/order']],
      },
    });
    expectError(raw, 400, notOpened('/admin/order/abc'));
    expectError(
      await t.call('POST', '/v1/role', { token: root, body: { roleName: 'Nowhere', landingPage: '/admin' } }),
      400,
      notOpened('/admin'),
    );
    expect(await countRoles()).toBe(before);
    expect(
      await t.db.query("SELECT id FROM roles WHERE role_name IN ('Lost clerk', 'Half clerk', 'Nowhere')"),
    ).toEqual([]);
  });

  it('says so in Indonesian when asked', async () => {
    const answer = await t.call('POST', '/v1/role', {
      token: root,
      headers: { 'accept-language': 'id' },
      body: { roleName: 'Kasir tersesat', landingPage: '/admin/setting' },
    });
    expectError(
      answer,
      400,
      'landingPage: kemampuan peran ini tidak membuka /admin/setting; pilih halaman awal dari /admin/profile',
    );
  });

  it('accepts a screen the capabilities open, /admin/profile whatever they are, and a storefront page', async () => {
    const desk = await createRole({
      roleName: 'Order desk',
      landingPage: '/admin/order',
      capabilities: ['orders.view'],
    });
    expect(desk).toMatchObject({ landingPage: '/admin/order', capabilities: ['orders.view'] });
    const detail = await createRole({
      roleName: 'Order reader',
      landingPage: '/admin/order/some-order',
      capabilities: ['orders.view'],
    });
    expect(detail.landingPage).toBe('/admin/order/some-order');
    const profile = await createRole({ roleName: 'Anyone staff', landingPage: '/admin/profile' });
    expect(profile).toMatchObject({ landingPage: '/admin/profile', permissions: [], capabilities: [] });
    const shopper = await createRole({ roleName: 'Reseller', landingPage: '/order-list' });
    expect(shopper).toMatchObject({ landingPage: '/order-list', permissions: [] });
    // Taking every capability away keeps /admin/profile open.
    const emptied = await update(desk.id, { capabilities: [], landingPage: '/admin/profile' });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect((await update(profile.id, { permissions: [] })).status).toBe(200);
  });

  it('refuses an update that leaves the landing page unopened and keeps the role and its permissions as they were', async () => {
    const role = await createRole({
      roleName: 'Voucher desk',
      landingPage: '/admin/voucher',
      capabilities: ['vouchers.view', 'vouchers.edit'],
    });
    // Capabilities that no longer open the stored page: the permissions are not replaced.
    expectError(
      await update(role.id, { capabilities: ['orders.view'], description: 'Orders now' }),
      400,
      notOpened('/admin/voucher'),
    );
    expectError(await update(role.id, { permissions: [] }), 400, notOpened('/admin/voucher'));
    // A landing page the capabilities do not open: the name and description are not changed either.
    expectError(
      await update(role.id, { roleName: 'Settings desk', landingPage: '/admin/setting' }),
      400,
      notOpened('/admin/setting'),
    );
    expect((await read(role.id)).body.data).toEqual(role);
    // Both together make a valid role.
    const moved = await update(role.id, { capabilities: ['orders.view'], landingPage: '/admin/payment' });
    expect(moved.body.data).toMatchObject({ landingPage: '/admin/payment', capabilities: ['orders.view'] });
  });

  it('lets a role saved before the rule be renamed or described, and asks for a screen when its page is set', async () => {
    const { id } = (await t.db.maybeOne<{ id: string }>(
      `INSERT INTO roles (role_name, landing_page) VALUES ('Old widget desk', '/admin/widget') RETURNING id`,
    ))!;
    const described = await update(id, { roleName: 'Older widget desk', description: 'From before' });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect(described.body.data).toMatchObject({ description: 'From before', landingPage: '/admin/widget' });
    expectError(await update(id, { landingPage: '/admin/widget' }), 400, notOpened('/admin/widget'));
    expectError(await update(id, { capabilities: [] }), 400, notOpened('/admin/widget'));
    expect((await update(id, { capabilities: ['content.view'] })).body.data.landingPage).toBe(
      '/admin/widget',
    );
  });

  it('leaves root alone: it opens every screen', async () => {
    const moved = await update(ROLE_IDS.root, { landingPage: '/admin/permission' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.landingPage).toBe('/admin/permission');
    expect((await update(ROLE_IDS.root, { landingPage: '/admin/dashboard' })).status).toBe(200);
  });

  it('holds the admin role to it too: it cannot lose the screen it lands on', async () => {
    const before = (await read(ROLE_IDS.admin)).body.data;
    const withoutDashboard = before.capabilities.filter((id: string) => id !== 'dashboard.view');
    expectError(
      await update(ROLE_IDS.admin, { capabilities: withoutDashboard }),
      400,
      notOpened('/admin/dashboard'),
    );
    expect((await read(ROLE_IDS.admin)).body.data).toEqual(before);
  });
});

describe('access', () => {
  it('keeps roles to root: admin and member get 403 on every role route', async () => {
    const role = await createRole({ roleName: 'Guarded' });
    const before = await countRoles();
    for (const who of ['admin', 'member'] as const) {
      const token = await t.tokenOf(who);
      const calls: [string, string, unknown][] = [
        ['GET', '/v1/role', undefined],
        ['GET', `/v1/role/${role.id}`, undefined],
        ['POST', '/v1/role', { roleName: `By ${who}` }],
        ['PUT', `/v1/role/${role.id}`, { description: 'hijacked' }],
        ['DELETE', `/v1/role/${role.id}`, undefined],
      ];
      for (const [method, url, body] of calls) {
        expectError(await t.call(method, url, { token, body }), 403, 'You do not have permission to do this');
      }
    }
    expect((await read(role.id)).body.data).toEqual(role);
    expect(await countRoles()).toBe(before);
    expectError(await t.call('GET', '/v1/role'), 401, /sign in/);
  });
});
