// Permissions: GET/POST /v1/permission and GET/PUT/DELETE /v1/permission/:id, and how the access check reads
// them on every request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { NIL_UUID } from '../src/lib/schemas.js';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';

let t: TestApp;
let root: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [root, admin] = await Promise.all([t.tokenOf('root'), t.tokenOf('admin')]);
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>) =>
  t.call('GET', '/v1/permission', { token: root, query });
const read = (id: string) => t.call('GET', `/v1/permission/${id}`, { token: root });
const create = (body: Record<string, unknown>) => t.call('POST', '/v1/permission', { token: root, body });
const update = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/v1/permission/${id}`, { token: root, body });
const remove = (id: string) => t.call('DELETE', `/v1/permission/${id}`, { token: root });
const countPermissions = async () =>
  (await t.db.maybeOne<{ n: number }>('SELECT count(*) AS n FROM permissions'))!.n;

/** The stored permission for a method and endpoint, as the API shows it. */
async function find(method: string, endpoint: string) {
  const { body } = await list({ q: endpoint, limit: 100 });
  const found = body.data.find((row: any) => row.method === method && row.endpoint === endpoint);
  expect(found, `${method} ${endpoint}`).toBeDefined();
  return found;
}

let serial = 0;
/** A custom role, and a confirmed user who holds only it, signed in. */
async function staffWithRole(role: Record<string, unknown>) {
  serial += 1;
  const created = await expectStatus(t.call('POST', '/v1/role', { token: root, body: role }), 201);
  const email = `staff${serial}@example.com`;
  const password = 'Staff-pass-1';
  await expectStatus(
    t.call('POST', '/v1/user', { token: root, body: { email, password, roles: [created.data.id] } }),
    201,
  );
  return { role: created.data, session: await t.login(email, password), email, password };
}

const setRolePermissions = (roleId: string, permissions: string[]) =>
  expectStatus(t.call('PUT', `/v1/role/${roleId}`, { token: root, body: { permissions } }), 200);

describe('GET /v1/permission', () => {
  it('lists the seeded permissions by endpoint then method, each with the ids of the roles holding it', async () => {
    const { status, body } = await list({ limit: 100 });
    expect(status).toBe(200);
    const total = await countPermissions();
    expect(body.paging).toEqual({ count: total, page: 1 });
    // More than a page of 100 (the policy pages' made 102): the rest on the next page.
    const rest = await list({ limit: 100, page: 2 });
    const rows = [...body.data, ...rest.body.data];
    expect(rows).toHaveLength(total);
    const userKeys = rows
      .filter((row: any) => row.endpoint.startsWith('/v1/user'))
      .map((row: any) => `${row.method} ${row.endpoint}`);
    expect(userKeys).toEqual([
      'GET /v1/user',
      'POST /v1/user',
      'DELETE /v1/user/:id',
      'GET /v1/user/:id',
      'PUT /v1/user/:id',
    ]);

    expect(await find('GET', '/v1/profile')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      endpoint: '/v1/profile',
      description: 'Read my profile',
      roles: [ROLE_IDS.admin, ROLE_IDS.member],
    });
    expect((await find('DELETE', '/v1/user/:id')).roles).toEqual([ROLE_IDS.admin]);
    expect((await find('POST', '/v1/role')).roles).toEqual([]);
  });

  it('searches endpoint, method and description, matching _ literally', async () => {
    const profile = (await list({ q: '/V1/PROFILE' })).body;
    expect(profile.data.map((row: any) => `${row.method} ${row.endpoint}`)).toEqual([
      'GET /v1/profile',
      'PUT /v1/profile',
      'PUT /v1/profile/update-password',
    ]);
    expect(profile.paging.count).toBe(3);
    const deletes = (await list({ q: 'delete', limit: 100 })).body.data;
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((row: any) => row.method === 'DELETE')).toBe(true);

    const snake = (await expectStatus(create({ method: 'GET', endpoint: '/v1/report_daily' }), 201)).data;
    await expectStatus(create({ method: 'GET', endpoint: '/v1/reportXdaily' }), 201);
    expect((await list({ q: 't_d' })).body.data.map((row: any) => row.id)).toEqual([snake.id]);
    expect((await list({ q: 'no-such-endpoint' })).body).toEqual({ data: [], paging: { count: 0, page: 1 } });
  });

  it('pages by limit, page and skip, with at most 100 a page', async () => {
    const all = (await list({ limit: 100 })).body.data.map((row: any) => row.id);
    const total = await countPermissions();
    const second = await list({ limit: 3, page: 2 });
    expect(second.body).toEqual({ data: expect.any(Array), paging: { count: total, page: 2 } });
    expect(second.body.data.map((row: any) => row.id)).toEqual(all.slice(3, 6));
    const skipped = await list({ limit: 3, page: 9, skip: 7 });
    expect(skipped.body.paging).toEqual({ count: total, page: 3 });
    expect(skipped.body.data.map((row: any) => row.id)).toEqual(all.slice(7, 10));
    expect((await list({})).body.data).toHaveLength(10);
    expectError(await list({ limit: 101 }), 400, 'limit must be at most 100');
  });
});

describe('POST /v1/permission', () => {
  it('stores "/v1/report/{id}/" as "/v1/report/:id", gives it to the roles named and ignores the nil id', async () => {
    const { status, body } = await create({
      method: 'GET',
      endpoint: '/v1/report/{id}/',
      description: 'Read a report',
      roles: [NIL_UUID, ROLE_IDS.member, ROLE_IDS.admin],
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      endpoint: '/v1/report/:id',
      description: 'Read a report',
      roles: [ROLE_IDS.admin, ROLE_IDS.member],
    });
    expect((await read(body.data.id)).body).toEqual(body);
    const member = await t.call('GET', `/v1/role/${ROLE_IDS.member}`, { token: root });
    expect(member.body.data.permissions).toContainEqual({
      id: body.data.id,
      method: 'GET',
      endpoint: '/v1/report/:id',
    });
  });

  it('normalises every {param} and trailing slashes', async () => {
    const nested = await create({ method: 'PUT', endpoint: '/v1/widget-group/{groupId}/widget/{id}//' });
    expect(nested.body.data).toMatchObject({
      endpoint: '/v1/widget-group/:groupId/widget/:id',
      description: '',
      roles: [],
    });
  });

  it('answers 409 for a method and endpoint that exist, also when written another way', async () => {
    const before = await countPermissions();
    for (const endpoint of ['/v1/user/:id', '/v1/user/{id}', '/v1/user/{id}/']) {
      expectError(
        await create({ method: 'GET', endpoint }),
        409,
        'A permission for this method and endpoint already exists',
      );
    }
    expect(await countPermissions()).toBe(before);
    // The same endpoint with a new method is a new permission.
    await expectStatus(create({ method: 'POST', endpoint: '/v1/user/{id}' }), 201);
  });

  it('refuses a method other than GET, POST, PUT or DELETE, and an endpoint that is not a route path', async () => {
    const before = await countPermissions();
    const cases = [
      [{ method: 'PATCH', endpoint: '/v1/thing' }, /^method /],
      [{ method: 'get', endpoint: '/v1/thing' }, /^method /],
      [{ method: 'HEAD', endpoint: '/v1/thing' }, /^method /],
      [{ endpoint: '/v1/thing' }, 'method is required'],
      [{ method: 'GET' }, 'endpoint is required'],
      [{ method: 'GET', endpoint: 'v1/thing' }, 'endpoint has an invalid format'],
      [{ method: 'GET', endpoint: '/v1/thing?x=1' }, 'endpoint has an invalid format'],
      [{ method: 'GET', endpoint: '/v1/some thing' }, 'endpoint has an invalid format'],
      [{ method: 'GET', endpoint: '/' }, 'endpoint must be at least 2 characters'],
      [{ method: 'GET', endpoint: '//' }, /endpoint/],
      [{ method: 'GET', endpoint: '/v1/thing', roles: ['admin'] }, 'roles.0 must be a valid uuid'],
    ] as const;
    for (const [body, message] of cases) expectError(await create(body), 400, message);
    expect(await countPermissions()).toBe(before);
  });

  it('refuses an unknown role id with 400 and creates nothing', async () => {
    const unknown = randomUUID();
    const answer = await create({
      method: 'DELETE',
      endpoint: '/v1/ghost/:id',
      roles: [ROLE_IDS.admin, unknown],
    });
    expectError(answer, 400, `roles: unknown id ${unknown}`);
    expect((await list({ q: '/v1/ghost' })).body.paging.count).toBe(0);
  });
});

describe('PUT /v1/permission/:id', () => {
  it('changes method, endpoint (normalised) and description; roles replace the current ones only when given', async () => {
    const created = (
      await expectStatus(create({ method: 'GET', endpoint: '/v1/banner', roles: [ROLE_IDS.admin] }), 201)
    ).data;
    const changed = await update(created.id, {
      method: 'DELETE',
      endpoint: '/v1/banner/{id}/',
      description: 'Drop a banner',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      ...created,
      method: 'DELETE',
      endpoint: '/v1/banner/:id',
      description: 'Drop a banner',
      roles: [ROLE_IDS.admin],
    });
    const moved = await update(created.id, { roles: [ROLE_IDS.member, NIL_UUID] });
    expect(moved.body.data).toMatchObject({ endpoint: '/v1/banner/:id', roles: [ROLE_IDS.member] });
    expect((await update(created.id, { roles: [] })).body.data.roles).toEqual([]);
    expect((await read(created.id)).body.data).toEqual({ ...changed.body.data, roles: [] });
  });

  it('answers 409 onto an existing method and endpoint, and 400 for an unknown role, changing nothing', async () => {
    const created = (
      await expectStatus(create({ method: 'GET', endpoint: '/v1/coupon', roles: [ROLE_IDS.admin] }), 201)
    ).data;
    expectError(await update(created.id, { endpoint: '/v1/user/' }), 409, /already exists/);
    expectError(
      await update(created.id, { description: 'Changed', roles: [randomUUID()] }),
      400,
      /roles: unknown id/,
    );
    expectError(await update(created.id, { method: 'OPTIONS' }), 400, /^method /);
    expect((await read(created.id)).body.data).toEqual(created);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await update(randomUUID(), { description: 'x' }), 404, 'Permission not found');
    expectError(await update('123', { description: 'x' }), 400, 'id must be a valid uuid');
    expectError(await read(randomUUID()), 404, 'Permission not found');
    expectError(await read('abc'), 400, 'id must be a valid uuid');
  });
});

describe('DELETE /v1/permission/:id', () => {
  it('deletes, answering the permission; afterwards 404 and no role holds it', async () => {
    const created = (
      await expectStatus(create({ method: 'POST', endpoint: '/v1/gift-card', roles: [ROLE_IDS.admin] }), 201)
    ).data;
    const deleted = await remove(created.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: created });
    expectError(await read(created.id), 404, 'Permission not found');
    expectError(await remove(created.id), 404, 'Permission not found');
    expectError(await remove('nope'), 400, 'id must be a valid uuid');
    const adminRole = await t.call('GET', `/v1/role/${ROLE_IDS.admin}`, { token: root });
    expect(adminRole.body.data.permissions.map((p: any) => p.id)).not.toContain(created.id);
  });
});

describe('changes apply on the next request', () => {
  it('grants and takes away access to the same access token, through the role or the permission', async () => {
    const { role, session } = await staffWithRole({ roleName: 'Auditor', landingPage: '/admin/profile' });
    const token = session.accessToken;
    const listUsers = () => t.call('GET', '/v1/user', { token });
    const getUser = await find('GET', '/v1/user');

    expectError(await listUsers(), 403, 'You do not have permission to do this');

    await setRolePermissions(role.id, [getUser.id]);
    const granted = await listUsers();
    expect(granted.status).toBe(200);
    expect(granted.body.paging.count).toBeGreaterThanOrEqual(4);
    // Only that permission: reading one user is still refused.
    expect((await t.call('GET', `/v1/user/${session.user.id}`, { token })).status).toBe(403);

    await setRolePermissions(role.id, []);
    expectError(await listUsers(), 403, 'You do not have permission to do this');

    // The same through the permission's roles, which replace the holders: admin must be kept.
    await expectStatus(update(getUser.id, { roles: [ROLE_IDS.admin, role.id] }), 200);
    expect((await listUsers()).status).toBe(200);
    await expectStatus(update(getUser.id, { roles: [ROLE_IDS.admin] }), 200);
    expect((await listUsers()).status).toBe(403);
    expect((await t.call('GET', '/v1/user', { token: admin })).status).toBe(200);
  });

  it('enforces a permission created with "{id}/" against the route it names, and drops access when deleted', async () => {
    const { role, session } = await staffWithRole({ roleName: 'Role Reader', landingPage: '/admin/profile' });
    const readRole = () => t.call('GET', `/v1/role/${ROLE_IDS.member}`, { token: session.accessToken });
    expect((await readRole()).status).toBe(403);

    const seeded = await find('GET', '/v1/role/:id');
    await expectStatus(remove(seeded.id), 200);
    const recreated = await expectStatus(
      create({ method: 'GET', endpoint: '/v1/role/{id}/', roles: [role.id] }),
      201,
    );
    const answer = await readRole();
    expect(answer.status).toBe(200);
    expect(answer.body.data.roleName).toBe('member');

    await expectStatus(remove(recreated.data.id), 200);
    expectError(await readRole(), 403, 'You do not have permission to do this');
    // Root needs no permission row.
    expect((await t.call('GET', `/v1/role/${ROLE_IDS.member}`, { token: root })).status).toBe(200);
  });

  it("stops admin's deletes at once when DELETE /v1/user/:id is taken from the admin role", async () => {
    const victim = await expectStatus(
      t.call('POST', '/v1/user', {
        token: root,
        body: { email: 'victim@example.com', password: 'Victim-pass-1' },
      }),
      201,
    );
    const deleteUser = await find('DELETE', '/v1/user/:id');
    const adminRole = (await t.call('GET', `/v1/role/${ROLE_IDS.admin}`, { token: root })).body.data;
    const held: string[] = adminRole.permissions.map((p: any) => p.id);
    expect(held).toContain(deleteUser.id);

    await setRolePermissions(
      ROLE_IDS.admin,
      held.filter((id) => id !== deleteUser.id),
    );
    expect((await read(deleteUser.id)).body.data.roles).toEqual([]);
    expectError(await t.call('DELETE', `/v1/user/${victim.data.id}`, { token: admin }), 403, /permission/);
    expect((await t.call('GET', `/v1/user/${victim.data.id}`, { token: admin })).status).toBe(200);

    await setRolePermissions(ROLE_IDS.admin, held);
    const deleted = await t.call('DELETE', `/v1/user/${victim.data.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.email).toBe('victim@example.com');
  });
});

describe('session scope of custom roles', () => {
  it('is admin when the landing page is in the back office, member otherwise, read at each sign-in', async () => {
    const staff = await staffWithRole({
      roleName: 'Packer',
      landingPage: '/admin/order',
      capabilities: ['orders.view'],
    });
    expect(staff.session.scope).toBe('admin');
    expect(staff.session.user.scope).toBe('admin');

    const shopper = await staffWithRole({ roleName: 'Reseller', landingPage: '/order-list' });
    expect(shopper.session.scope).toBe('member');

    await expectStatus(
      t.call('PUT', `/v1/role/${staff.role.id}`, { token: root, body: { landingPage: '/shop' } }),
      200,
    );
    expect((await t.login(staff.email, staff.password)).scope).toBe('member');
  });

  it('keeps members members even when the member role lands in the back office', async () => {
    const member = `/v1/role/${ROLE_IDS.member}`;
    await expectStatus(t.call('PUT', member, { token: root, body: { landingPage: '/admin/profile' } }), 200);
    try {
      expect((await t.login(ACCOUNTS.member.email, ACCOUNTS.member.password)).scope).toBe('member');
    } finally {
      await expectStatus(t.call('PUT', member, { token: root, body: { landingPage: '/order-list' } }), 200);
    }
  });
});

describe('access', () => {
  it('keeps permissions to root: admin and member get 403 on every permission route', async () => {
    const target = await find('GET', '/v1/profile');
    const before = await countPermissions();
    for (const who of ['admin', 'member'] as const) {
      const token = await t.tokenOf(who);
      const calls: [string, string, unknown][] = [
        ['GET', '/v1/permission', undefined],
        ['GET', `/v1/permission/${target.id}`, undefined],
        ['POST', '/v1/permission', { method: 'GET', endpoint: `/v1/by-${who}` }],
        ['PUT', `/v1/permission/${target.id}`, { roles: [] }],
        ['DELETE', `/v1/permission/${target.id}`, undefined],
      ];
      for (const [method, url, body] of calls) {
        expectError(await t.call(method, url, { token, body }), 403, 'You do not have permission to do this');
      }
    }
    expect(await countPermissions()).toBe(before);
    expect((await read(target.id)).body.data).toEqual(target);
    expectError(await t.call('GET', '/v1/permission'), 401, /sign in/);
  });
});
