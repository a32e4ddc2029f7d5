// The permission matrix: every API route × visitor, member, admin, root. The route list comes from the app
// itself, so a new route without an entry here fails this test until someone decides who may call it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiUrl } from '../src/plugins/auth.js';
import { ACCOUNTS, createTestApp, type SeededRole, type TestApp } from './helpers/app.js';

type Who = 'visitor' | SeededRole;
/** public: anyone; signed-in: any session; otherwise the seeded roles that pass (root passes everything). */
type Rule = 'public' | 'signed-in' | ('member' | 'admin')[];

const CUSTOMER: Rule = ['member', 'admin'];
const STAFF: Rule = ['admin'];
const ROOT_ONLY: Rule = [];

/** The five routes of a back-office resource, all under one rule. */
const crud = (path: string, rule: Rule): Record<string, Rule> => ({
  [`GET ${path}`]: rule,
  [`POST ${path}`]: rule,
  [`GET ${path}/:id`]: rule,
  [`PUT ${path}/:id`]: rule,
  [`DELETE ${path}/:id`]: rule,
});

const MATRIX: Record<string, Rule> = {
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/refresh': 'public',
  'DELETE /v1/auth/logout': 'signed-in',
  'POST /public/v1/signup': 'public',
  'GET /public/v1/users/confirmation': 'public',
  'POST /v1/auth/confirmation/resend': 'public',
  'POST /v1/auth/password/forgot': 'public',
  'POST /v1/auth/password/reset': 'public',
  'GET /v1/profile': 'signed-in',
  'GET /v1/profile/permissions': 'signed-in',
  'PUT /v1/profile': 'signed-in',
  'PUT /v1/profile/update-password': 'signed-in',
  'POST /v1/upload/image': CUSTOMER,
  'GET /v1/user': STAFF,
  'POST /v1/user': STAFF,
  'GET /v1/user/:id': STAFF,
  'PUT /v1/user/:id': STAFF,
  'DELETE /v1/user/:id': STAFF,
  'GET /v1/role': ROOT_ONLY,
  'POST /v1/role': ROOT_ONLY,
  'GET /v1/role/:id': ROOT_ONLY,
  'PUT /v1/role/:id': ROOT_ONLY,
  'DELETE /v1/role/:id': ROOT_ONLY,
  // The capabilities' names (issue 32): the role form's choice, no secret.
  'GET /v1/capability': 'signed-in',
  'GET /v1/permission': ROOT_ONLY,
  'POST /v1/permission': ROOT_ONLY,
  'GET /v1/permission/:id': ROOT_ONLY,
  'PUT /v1/permission/:id': ROOT_ONLY,
  'DELETE /v1/permission/:id': ROOT_ONLY,
  // Catalogue and content.
  ...crud('/v1/product', STAFF),
  'GET /public/v1/product': 'public',
  'GET /public/v1/product/:id': 'public',
  'GET /public/v1/product/related/:id': 'public',
  'GET /public/v1/product/related': 'public',
  'GET /public/v1/catalogue/version': 'public',
  'GET /public/v1/product/category/:slug': 'public',
  'GET /public/v1/product/facets': 'public',
  'GET /public/v1/product/category/:slug/facets': 'public',
  'GET /public/v1/product/suggest': 'public',
  ...crud('/v1/category', STAFF),
  'GET /public/v1/category': 'public',
  ...crud('/v1/product-color', STAFF),
  ...crud('/v1/product-size', STAFF),
  'GET /public/v1/product-color': 'public',
  'GET /public/v1/product-size': 'public',
  ...crud('/v1/afilliate', STAFF),
  'GET /public/v1/afilliate': 'public',
  ...crud('/v1/widget-group', STAFF),
  ...crud('/v1/widget', STAFF),
  'GET /public/v1/widget/highlight': 'public',
  'GET /public/v1/widget/banner': 'public',
  'GET /public/v1/widget/hero-image': 'public',
  'GET /public/v1/storefront': 'public',
  'GET /public/v1/setting/free-shipping': 'public',
  'PUT /v1/setting/free-shipping': STAFF,
  'GET /v1/setting/low-stock': STAFF,
  'PUT /v1/setting/low-stock': STAFF,
  'GET /public/v1/setting/seller': 'public',
  'PUT /v1/setting/seller': STAFF,
  'GET /public/v1/setting/couriers': 'public',
  'PUT /v1/setting/couriers': STAFF,
  'GET /public/v1/setting/language': 'public',
  'PUT /v1/setting/language': STAFF,
  // The policy pages (issue 32): shoppers read one language, staff both.
  'GET /public/v1/pages/:slug': 'public',
  'GET /v1/pages/:slug': STAFF,
  'PUT /v1/pages/:slug': STAFF,
  'GET /v1/product-variant/low-stock': STAFF,
  // Member data.
  'GET /v1/cart': CUSTOMER,
  'POST /v1/cart': CUSTOMER,
  'POST /v1/cart/merge': CUSTOMER,
  'PUT /v1/cart/:id': CUSTOMER,
  'DELETE /v1/cart/:id': CUSTOMER,
  'GET /v1/wishlist': CUSTOMER,
  'POST /v1/wishlist/:productId': CUSTOMER,
  'DELETE /v1/wishlist/:productId': CUSTOMER,
  ...crud('/v1/address', CUSTOMER),
  'GET /v1/address/default': CUSTOMER,
  'PUT /v1/address/default/:id': CUSTOMER,
  // Guests check out too, so they need locations and rates without signing in.
  'GET /v1/location/province': 'public',
  'GET /v1/location/city': 'public',
  'GET /v1/shipment/cost': 'public',
  'POST /v1/order/checkout': 'public',
  'POST /v1/payment/notification': 'public',
  'GET /v1/order': CUSTOMER,
  'GET /v1/order/export': STAFF,
  'GET /v1/order/export.xlsx': STAFF,
  'GET /v1/order/:id': CUSTOMER,
  'GET /public/v1/order/payment/:token': 'public',
  'POST /public/v1/order/lookup': 'public',
  'PUT /v1/order/:id/status': STAFF,
  'POST /v1/order/:id/cancel': CUSTOMER,
  'POST /v1/order/:id/received': CUSTOMER,
  'GET /v1/order/timeline': STAFF,
  'POST /v1/order/:id/notes': STAFF,
  'POST /v1/order/bulk-status': STAFF,
  'GET /v1/setting/order-auto-complete': STAFF,
  'PUT /v1/setting/order-auto-complete': STAFF,
  'GET /v1/setting/payment-methods': STAFF,
  'PUT /v1/setting/payment-methods': STAFF,
  // Parcel tracking (issue 23): members their own order's (others' answer 404), staff any.
  'GET /v1/order/:id/tracking': CUSTOMER,
  'GET /v1/setting/complete-on-delivery': STAFF,
  'PUT /v1/setting/complete-on-delivery': STAFF,
  'GET /v1/dashboard/statistics/counter': STAFF,
  'GET /v1/dashboard/statistics/transaction': STAFF,
  // Vouchers: staff manage them (no delete); anyone previews one.
  'GET /v1/voucher': STAFF,
  'POST /v1/voucher': STAFF,
  'GET /v1/voucher/:id': STAFF,
  'PUT /v1/voucher/:id': STAFF,
  'POST /v1/voucher/:id/deactivate': STAFF,
  'POST /public/v1/voucher/quote': 'public',
};

function allowed(rule: Rule, who: Who): boolean {
  if (rule === 'public') return true;
  if (who === 'visitor') return false;
  if (rule === 'signed-in' || who === 'root') return true;
  return rule.includes(who);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A cached session per role, but a fresh one for sign-out, which ends the session it is called with. */
async function tokenFor(who: SeededRole, url: string): Promise<string> {
  if (url !== '/v1/auth/logout') return t.tokenOf(who);
  return (await t.login(ACCOUNTS[who].email, ACCOUNTS[who].password)).accessToken;
}

const apiRoutes = () => t.app.routeTable.filter((route) => isApiUrl(route.url));

describe('permission matrix', () => {
  it('has a rule for every API route, and no rule for a route that does not exist', () => {
    const keys = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect(
      keys.filter((key) => !(key in MATRIX)),
      'routes missing from MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !keys.includes(key)),
      'MATRIX rules without a route',
    ).toEqual([]);
  });

  it('answers every route × caller as the rules say', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes()) {
      const rule = MATRIX[`${route.method} ${route.url}`]!;
      const url = route.url.replace(/:\w+/g, () => randomUUID());
      for (const who of ['visitor', 'member', 'admin', 'root'] as const) {
        const token = who === 'visitor' ? undefined : await tokenFor(who, route.url);
        const body = ['POST', 'PUT'].includes(route.method) ? {} : undefined;
        const { status, body: answer } = await t.call(route.method, url, { token, body });
        const expected = allowed(rule, who) ? 'passes' : who === 'visitor' ? 401 : 403;
        const ok =
          expected === 'passes' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) failures.push(`${route.method} ${route.url} as ${who}: ${status} ${JSON.stringify(answer)}`);
        if (expected !== 'passes') expect(typeof answer.errors).toBe('string');
      }
    }
    expect(failures).toEqual([]);
  });

  it('seeds a permission row for every route that needs one, so root can hand it to roles', async () => {
    const rows = await t.db.query<{ key: string }>(
      "SELECT method || ' ' || endpoint AS key FROM permissions",
    );
    const seeded = new Set(rows.map((row) => row.key));
    // A route another permission allows (the export's .xlsx, by the CSV's) needs no row of its own.
    const needing = apiRoutes()
      .filter((route) => Array.isArray(MATRIX[`${route.method} ${route.url}`]))
      .map((route) => `${route.method} ${route.permission ?? route.url}`);
    expect(needing.filter((key) => !seeded.has(key))).toEqual([]);
  });
});
