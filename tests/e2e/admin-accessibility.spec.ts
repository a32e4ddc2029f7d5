// Accessibility of every back-office screen (lists, create and edit forms, the order detail, the cashier) at a
// phone's 360 px and a laptop's 1366 px, signed in as root: axe-core finds no serious or critical violation, and
// at 360 px no screen scrolls sideways (a wide table scrolls inside its own box).
import type { Page } from '@playwright/test';
import { signInAsStaff, staffToken } from './steps/staff.js';
import { audit, h1, LANGUAGES, useLanguage, VIEWPORTS, type Screen } from './support/axe.js';
import { test } from './support/fixtures.js';
import { restAs } from './support/rest.js';

/** The newest record of a list, for its edit screen. */
async function firstId(token: string, list: string): Promise<string> {
  const answer = await restAs<{ data: { id: string }[] }>(token, 'GET', `${list}?limit=1`);
  const id = answer.data[0]?.id;
  if (!id) throw new Error(`${list} is empty`);
  return id;
}

const form = (page: Page) => page.locator('form').first();

/** A voucher for its edit screen: the newest, or one made for the check when the shop has none yet. */
async function voucherId(token: string): Promise<string> {
  const answer = await restAs<{ data: { id: string }[] }>(token, 'GET', '/v1/voucher?limit=1');
  if (answer.data[0]) return answer.data[0].id;
  const made = await restAs<{ data: { id: string } }>(token, 'POST', '/v1/voucher', {
    code: `AXE${Date.now().toString(36).toUpperCase()}`,
    kind: 'percent',
    value: 10,
    maxDiscount: 50000,
    minSpend: 100000,
    totalUses: 100,
  });
  return made.data.id;
}

async function adminScreens(): Promise<Screen[]> {
  const token = await staffToken('root');
  const [category, product, affiliate, widget, group, user, role, permission, order, color, size] =
    await Promise.all(
      [
        '/v1/category',
        '/v1/product',
        '/v1/afilliate',
        '/v1/widget',
        '/v1/widget-group',
        '/v1/user',
        '/v1/role',
        '/v1/permission',
        '/v1/order',
        '/v1/product-color',
        '/v1/product-size',
      ].map((list) => firstId(token, list)),
    );
  const voucher = await voucherId(token);
  return [
    // With its low-stock card (issue 21) loaded.
    { path: '/admin/dashboard', ready: (page) => page.getByTestId('low-stock-threshold') },
    { path: '/admin/order', ready: (page) => page.getByTestId('order-card').first() },
    // The table view with its day and payment filters (issue 22).
    { path: '/admin/order?view=table', ready: (page) => page.getByTestId('admin-row').first() },
    // With its timeline loaded (issue 22).
    { path: `/admin/order/${order}`, ready: (page) => page.getByTestId('timeline-event').first() },
    { path: '/admin/payment', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/shipping', ready: h1('Shipping') },
    { path: '/admin/product', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/product/add', ready: form },
    { path: `/admin/product/${product}`, ready: (page) => page.getByTestId('variant-cell').first() },
    { path: '/admin/product-color', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/product-color/add', ready: form },
    { path: `/admin/product-color/${color}`, ready: form },
    { path: '/admin/product-size', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/product-size/add', ready: form },
    { path: `/admin/product-size/${size}`, ready: form },
    { path: '/admin/category', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/category/add', ready: form },
    { path: `/admin/category/${category}`, ready: form },
    { path: '/admin/afilliate', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/afilliate/add', ready: form },
    { path: `/admin/afilliate/${affiliate}`, ready: form },
    { path: '/admin/widget', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/widget/add', ready: form },
    { path: `/admin/widget/${widget}`, ready: form },
    { path: '/admin/widget-group', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/widget-group/add', ready: form },
    { path: `/admin/widget-group/${group}`, ready: form },
    // Vouchers (issue 22).
    { path: '/admin/voucher', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/voucher/create', ready: form },
    { path: `/admin/voucher/${voucher}/edit`, ready: form },
    { path: '/admin/user', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/user-add', ready: form },
    { path: `/admin/user/${user}`, ready: form },
    { path: '/admin/role', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/role-add', ready: form },
    { path: `/admin/role/${role}`, ready: form },
    { path: '/admin/permission', ready: (page) => page.getByTestId('admin-row').first() },
    { path: '/admin/permission-add', ready: form },
    { path: `/admin/permission/${permission}`, ready: form },
    { path: '/admin/profile', ready: form },
    { path: '/admin/setting', ready: form },
    // Free shipping's threshold and the couriers' services it covers, and the couriers offered (issue 32).
    { path: '/admin/setting?tab=shipping', ready: form },
    // The seller on the invoices (issue 22).
    { path: '/admin/setting?tab=invoice', ready: form },
    // The days after which shipped orders complete (issue 22).
    { path: '/admin/setting?tab=orders', ready: form },
    // The payment methods the payment page offers (issue 23).
    { path: '/admin/setting?tab=payment', ready: form },
    // The policy pages the footer links to (issue 32).
    { path: '/admin/setting?tab=policies', ready: form },
    { path: '/test3', ready: (page) => page.getByTestId('cashier-product').first() },
  ];
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test.describe(`at ${viewport.width} px in ${language === 'id' ? 'Bahasa Indonesia' : 'English'}`, () => {
      test.use({ viewport });

      test('the back-office screens', async ({ page, baseURL }, testInfo) => {
        // 46 screens, some with a hundred controls (the role form): axe takes a while on a busy machine.
        test.setTimeout(600_000);
        await signInAsStaff(page, 'root');
        // Set up in English (the steps read its words), audited in the test's language.
        await useLanguage(page.context(), baseURL!, language);
        await audit(page, await adminScreens(), testInfo);
      });
    });
  }
}
