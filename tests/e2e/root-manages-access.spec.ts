// Root manages who may do what: a new permission, a role holding it and the right to list and add categories
// (landing on /admin/category), and a user with that role; the user signs in to the back office and the menu shows
// only what the role allows. Admin asking for the root-only roles screen, and a member for the dashboard, are
// sent to /?forbidden=true.
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

  await test.step('a role with it and the category permissions, landing on the categories', async () => {
    await page.goto('/admin/role-add');
    await page.getByLabel('Role name', { exact: true }).fill(roleName);
    await page.getByLabel('Description', { exact: true }).fill('Keeps the categories');
    await page.getByLabel('Landing page', { exact: true }).fill('/admin/category');
    const filter = page.getByLabel('Filter permissions', { exact: true });
    for (const label of [`[GET] ${endpoint}`, '[GET] /v1/category', '[POST] /v1/category']) {
      await filter.fill(label.replace(/^\[\w+\] /u, ''));
      await page.getByRole('checkbox', { name: label, exact: true }).check({ force: true });
    }
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
    await expect(menu.getByRole('link', { name: 'Categories' })).toBeVisible();
    for (const hidden of ['Dashboard', 'Products', 'Users', 'Roles', 'Permissions', 'Widgets', 'Orders']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await context.close();
  });

  await test.step('admin asking for the roles screen is sent away', async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await signInAsStaff(adminPage, 'admin');
    await adminPage.goto('/admin/role');
    await expect(adminPage).toHaveURL(/\/\?forbidden=true$/);
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
