// Root manages who may do what: a new permission, and a role built from what staff do (issue 32) — Products: view,
// landing on the categories chosen among the screens it opens — holding that permission too, and a user with that
// role; the user signs in to the back office, lands on the categories, the menu shows only what the role allows,
// no add, edit or delete buttons show, and a screen the role may not use (the orders) shows the not-allowed page
// inside the back office. Admin asking for the root-only roles screen sees it too; a member asking for the
// dashboard is sent to the storefront's /?forbidden=true.
import { randomUUID } from 'node:crypto';
import { SignInPage } from './pages/account-pages.js';
import { createConfirmedAccount, signIn } from './steps/accounts.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';

test('root makes a permission, a role with it, and a user with the role, who sees only what it allows', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const endpoint = `/v1/report-${tag}`;
  const roleName = `Clerk ${tag}`;
  const clerk = { email: `clerk-${tag}@lemari.test`, password: `Clerk-pass-${tag}1` };
  await signInAsStaff(page, 'root');

  await test.step('a new permission', async () => {
    await page.goto('/admin/permission-add');
    await page.getByLabel('Method', { exact: true }).selectOption('GET');
    await page.getByLabel('Endpoint', { exact: true }).fill(endpoint);
    await page.getByLabel('Description', { exact: true }).fill('Read the clerk report');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success add new data' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill(tag);
    await expect(page.getByRole('row').filter({ hasText: endpoint })).toBeVisible();
  });

  await test.step('a role built from capabilities, with the new permission, landing on the categories', async () => {
    await page.goto('/admin/role-add');
    await page.getByLabel('Role name', { exact: true }).fill(roleName);
    await page.getByLabel('Description', { exact: true }).fill('Keeps an eye on the catalogue');
    const products = page.getByRole('group', { name: 'Products', exact: true });
    await products.getByRole('checkbox', { name: 'view', exact: true }).check({ force: true });
    await expect(products.getByRole('checkbox', { name: 'edit', exact: true })).not.toBeChecked();
    // The landing page is one of the screens the capabilities open: the categories, not the orders.
    const landing = page.getByLabel('Landing page', { exact: true });
    await expect(landing.getByRole('option', { name: 'Orders', exact: true })).toHaveCount(0);
    await landing.selectOption({ label: 'Categories' });
    await page.getByLabel('Filter permissions', { exact: true }).fill(endpoint);
    await page.getByRole('checkbox', { name: `[GET] ${endpoint}`, exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success add new data' })).toBeVisible();
    await expect(page.getByRole('link', { name: roleName, exact: true })).toBeVisible();
  });

  await test.step('a user with the role', async () => {
    await page.goto('/admin/user-add');
    await page.getByLabel('Username', { exact: true }).fill(`clerk${tag}`);
    await page.getByLabel('Password', { exact: true }).fill(clerk.password);
    await page.getByLabel('Email', { exact: true }).fill(clerk.email);
    await page.getByLabel('Name', { exact: true }).fill(`Clerk ${tag}`);
    await page.getByLabel('Role', { exact: true }).selectOption({ label: roleName });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success add new data' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user$/);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(clerk.email);
    await expect(page.getByRole('row').filter({ hasText: clerk.email })).toContainText(roleName);
  });

  await test.step('the user lands on the categories and sees only what the role allows', async () => {
    const context = await browser.newContext();
    const clerkPage = await context.newPage();
    const signInPage = new SignInPage(clerkPage);
    await signInPage.goto();
    await signInPage.signIn(clerk.email, clerk.password);
    await expect(clerkPage).toHaveURL(/\/admin\/category$/);
    await expect(clerkPage.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const menu = clerkPage.getByRole('navigation', { name: 'Back office menu' });
    for (const shown of ['Categories', 'Products', 'Colours', 'Sizes']) {
      await expect(menu.getByRole('link', { name: shown, exact: true })).toBeVisible();
    }
    for (const hidden of ['Dashboard', 'Users', 'Roles', 'Permissions', 'Widgets', 'Orders', 'Vouchers']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    // Viewing is all the role does: no add, edit or delete buttons.
    await expect(clerkPage.getByTestId('admin-row').first()).toBeVisible();
    await expect(clerkPage.getByRole('link', { name: 'Add category' })).toHaveCount(0);
    await expect(clerkPage.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(clerkPage.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    // A screen the role may not use: the not-allowed page inside the back office, not the storefront.
    await clerkPage.goto('/admin/order');
    await expect(clerkPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(clerkPage).toHaveURL(/\/admin\/order$/);
    await expect(clerkPage.getByTestId('admin-layout')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Categories', exact: true })).toBeVisible();
    await clerkPage.getByRole('link', { name: 'Go to my start page' }).click();
    await expect(clerkPage).toHaveURL(/\/admin\/category$/);
    await context.close();
  });

  await test.step('admin asking for the roles screen is told it is not allowed, inside the back office', async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await signInAsStaff(adminPage, 'admin');
    await adminPage.goto('/admin/role');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(adminPage).toHaveURL(/\/admin\/role$/);
    await expect(adminPage.getByTestId('admin-layout')).toBeVisible();
    await context.close();
  });

  await test.step('a member asking for the dashboard is sent away', async () => {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const member = await createConfirmedAccount('access');
    await signIn(memberPage, member);
    await memberPage.goto('/admin/dashboard');
    await expect(memberPage).toHaveURL(/\/\?forbidden=true$/);
    await context.close();
  });
});
