// Staff run the storefront's content: an affiliate saved without an image is refused with the spec's text and,
// with an uploaded one, is listed; a widget created in the banner group (the original's create screen posted to
// the affiliate call) becomes the home page's banner, and goes again when deleted.
import { randomUUID } from 'node:crypto';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { pngFile } from './support/images.js';

test('an affiliate needs an image; a banner widget shows on the home page', async ({ page }) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const affiliate = `Kreator ${tag}`;
  const banner = `Promo akhir tahun ${tag}`;
  await signInAsStaff(page, 'admin');

  await test.step("an affiliate without an image: 'Please upload an image first'", async () => {
    await page.goto('/admin/afilliate/add');
    await page.getByLabel('Name', { exact: true }).fill(affiliate);
    await page.getByLabel('Social media', { exact: true }).selectOption('Instagram');
    await page.getByLabel('Username', { exact: true }).fill(`@kreator${tag}`);
    await page.getByLabel('Link', { exact: true }).fill(`https://instagram.com/kreator${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Please upload an image first' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/afilliate\/add$/);
  });

  await test.step('with an uploaded image it is added and listed', async () => {
    await page.getByLabel('Image', { exact: true }).setInputFiles(pngFile('kreator.png'));
    await expect(page.getByTestId('toast').filter({ hasText: 'Image uploaded successfully!' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Successfully added new affiliate' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/afilliate$/);
    await page.getByRole('searchbox', { name: 'Search affiliates' }).fill(affiliate);
    await expect(page.getByRole('row').filter({ hasText: affiliate })).toBeVisible();
    await page.getByLabel('Sort by', { exact: true }).selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
  });

  await test.step('a widget in the banner group is the home page banner', async () => {
    await page.goto('/admin/widget/add');
    const group = page.getByLabel('Group', { exact: true });
    await expect(group.locator('option', { hasText: 'Banner' })).toHaveCount(1);
    await group.selectOption({ label: 'Banner' });
    await page.getByLabel('Title', { exact: true }).fill(banner);
    await page.getByLabel('Banner text', { exact: true }).fill('Diskon sampai 50% untuk koleksi pilihan.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(pngFile('banner.png', 96, 48));
    await expect(page.getByTestId('toast').filter({ hasText: 'Image uploaded successfully!' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success add new data' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/widget$/);

    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page.getByTestId('banner').innerText();
        },
        {
          message: 'the home page shows the new banner (public answers are cached up to 60 s)',
          timeout: 75_000,
        },
      )
      .toContain(banner);
  });

  await test.step('deleted, it leaves the widget list', async () => {
    await page.goto(`/admin/widget?q=${encodeURIComponent(banner)}`);
    await page.getByRole('button', { name: `Delete ${banner}` }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success delete data' })).toBeVisible();
    await expect(page.getByText('No data available.')).toBeVisible();
  });
});
