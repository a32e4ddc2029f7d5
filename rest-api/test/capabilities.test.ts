// Roles by what staff do (issue 32): GET /v1/capability, roles built from capabilities, the permission checks a
// role built so passes and fails, and the capabilities a signed-in staff member reads in GET /v1/profile/permissions.
import { CAPABILITY_IDS } from '@lemari/shop/capabilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../src/domains/roles/system-roles.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { expectError, expectStatus } from './helpers/expect.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.tokenOf('root');
});
afterAll(() => t.close());

let serial = 0;
/** A role built from capabilities, and a confirmed user holding only it, signed in. */
async function staffWith(capabilities: string[], extra: Record<string, unknown> = {}) {
  serial += 1;
  const created = await expectStatus(
    t.call('POST', '/v1/role', {
      token: root,
      body: { roleName: `Built ${serial}`, landingPage: '/admin/order', capabilities, ...extra },
    }),
    201,
  );
  const email = `built${serial}@example.com`;
  await expectStatus(
    t.call('POST', '/v1/user', {
      token: root,
      body: { email, password: 'Staff-pass-1', roles: [created.data.id] },
    }),
    201,
  );
  const session = await t.login(email, 'Staff-pass-1');
  return { role: created.data, token: session.accessToken as string };
}

describe('GET /v1/capability', () => {
  it('lists the groups with words for people in English', async () => {
    const body = await expectStatus(t.call('GET', '/v1/capability', { token: root }), 200);
    const orders = body.data.find((group: any) => group.group === 'orders');
    expect(orders.label).toBe('Orders');
    expect(orders.actions.map((action: any) => action.label)).toEqual(['view', 'move', 'refund', 'export']);
    expect(orders.actions[0].calls).toContainEqual({ method: 'GET', endpoint: '/v1/order' });
    expect(body.data.flatMap((group: any) => group.actions.map((a: any) => a.id))).toEqual(CAPABILITY_IDS);
  });

  it('speaks Indonesian when asked', async () => {
    const body = await expectStatus(
      t.call('GET', '/v1/capability', { token: root, headers: { 'accept-language': 'id' } }),
      200,
    );
    const orders = body.data.find((group: any) => group.group === 'orders');
    expect(orders.label).toBe('Pesanan');
    expect(orders.actions.map((action: any) => action.label)).toEqual([
      'lihat',
      'pindahkan',
      'refund',
      'ekspor',
    ]);
  });

  it('answers a member too (the words are no secret), but nobody signed out', async () => {
    const member = await t.tokenOf('member');
    await expectStatus(t.call('GET', '/v1/capability', { token: member }), 200);
    expect((await t.call('GET', '/v1/capability')).status).toBe(401);
  });
});

describe('a role built from capabilities', () => {
  it('holds what its capabilities need and says so', async () => {
    const { role } = await staffWith(['orders.view', 'products.view']);
    expect(role.capabilities).toEqual(['orders.view', 'products.view']);
    const held = role.permissions.map((p: any) => `${p.method} ${p.endpoint}`);
    expect(held).toEqual(expect.arrayContaining(['GET /v1/order', 'GET /v1/order/:id', 'GET /v1/product']));
    expect(held).not.toContain('PUT /v1/order/:id/status');
  });

  it('passes the permission checks of its capabilities and is refused the rest (403)', async () => {
    const { token } = await staffWith(['orders.view', 'products.view']);
    await expectStatus(t.call('GET', '/v1/order', { token }), 200);
    await expectStatus(t.call('GET', '/v1/product', { token }), 200);
    expectError(await t.call('POST', '/v1/product', { token, body: { name: 'Nope' } }), 403, /permission/iu);
    expectError(await t.call('GET', '/v1/order/export', { token }), 403, /permission/iu);
    expectError(await t.call('GET', '/v1/voucher', { token }), 403, /permission/iu);
  });

  it('tells the staff member their capabilities in GET /v1/profile/permissions', async () => {
    const { token } = await staffWith(['orders.view', 'orders.export']);
    const body = await expectStatus(t.call('GET', '/v1/profile/permissions', { token }), 200);
    expect(body.data.capabilities).toEqual(['orders.view', 'orders.export']);
    expect(body.data.landingPage).toBe('/admin/order');
  });

  it('gives root every capability and admin every one but roles and permissions', async () => {
    const rootAccess = await expectStatus(t.call('GET', '/v1/profile/permissions', { token: root }), 200);
    expect(rootAccess.data.capabilities).toEqual(CAPABILITY_IDS);
    const admin = await expectStatus(t.call('GET', `/v1/role/${ROLE_IDS.admin}`, { token: root }), 200);
    expect(admin.data.capabilities).toEqual(CAPABILITY_IDS.filter((id) => id !== 'access.manage'));
  });

  it('keeps the raw permissions outside every capability when its capabilities change', async () => {
    const extra = await expectStatus(
      t.call('POST', '/v1/permission', {
        token: root,
        body: { method: 'GET', endpoint: '/v1/report-built', description: 'A report' },
      }),
      201,
    );
    const { role } = await staffWith(['orders.view'], { permissions: [extra.data.id] });
    const changed = await expectStatus(
      t.call('PUT', `/v1/role/${role.id}`, {
        token: root,
        body: { capabilities: ['vouchers.view'], landingPage: '/admin/voucher' },
      }),
      200,
    );
    expect(changed.data.capabilities).toEqual(['vouchers.view']);
    const held = changed.data.permissions.map((p: any) => `${p.method} ${p.endpoint}`);
    expect(held).toContain('GET /v1/report-built');
    expect(held).not.toContain('GET /v1/order');
  });

  it('refuses an unknown capability with a sentence, changing nothing', async () => {
    const before = await t.db.maybeOne<{ n: number }>('SELECT count(*)::int AS n FROM roles');
    const answer = await t.call('POST', '/v1/role', {
      token: root,
      body: { roleName: 'Unknown capability', capabilities: ['orders.fly'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatch(/capabilities/u);
    expect(await t.db.maybeOne('SELECT count(*)::int AS n FROM roles')).toEqual(before);
  });

  it('refuses staff without roles and permissions rights (403), as the raw API does', async () => {
    const { token } = await staffWith(['users.view', 'users.edit'], { landingPage: '/admin/user' });
    expectError(
      await t.call('POST', '/v1/role', {
        token,
        body: { roleName: 'Sneaky', capabilities: ['orders.view'] },
      }),
      403,
      /permission/iu,
    );
  });
});
