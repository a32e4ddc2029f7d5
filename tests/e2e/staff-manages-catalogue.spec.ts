// Staff run the catalogue: the admin signs in to the dashboard (counters and both charts), creates a category,
// then a product in it with a 3 × 4 variant grid (Black L sold out) and two uploaded images, one tagged Navy; the
// product is on the storefront's /shop and category page, its page marking Black L "Habis"; its price is changed
// and the shop shows the new one; deleted after the confirm dialog, it leaves both.
import { randomUUID } from 'node:crypto';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { pngFile } from './support/images.js';

test('admin creates a category and a product with two images, sees it in the shop, reprices and deletes it', async ({
  page,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);
  const categoryName = `Koleksi ${tag}`;
  const slug = `koleksi-${tag}`;
  const productName = `Tunik Uji ${tag}`;
  const COLOURS = ['Grey', 'Navy', 'Black'];
  const SIZES = ['S', 'M', 'L', 'XL'];

  await test.step('the dashboard shows its counters and both charts', async () => {
    await signInAsStaff(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const counter of ['transactions', 'revenue', 'profit', 'products']) {
      await expect(page.getByTestId(`counter-${counter}`)).toHaveText(/\d/);
    }
    await expect(page.getByTestId('status-bar-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('status-pie-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Latest orders' })).toBeVisible();
  });

  await test.step('a new category', async () => {
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Categories' })
      .click();
    await page.getByRole('link', { name: 'Add category' }).click();
    await page.getByLabel('Category name', { exact: true }).fill(categoryName);
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success add new data' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/category$/);
  });

  await test.step('a product in it with a 3 × 4 variant grid and two uploaded images, one tagged with its colour', async () => {
    await page.goto('/admin/product/add');
    await page.getByLabel('Product name', { exact: true }).fill(productName);
    await page.getByLabel('Description', { exact: true }).fill('Tunik katun untuk uji.');
    await page.getByLabel('Buy price (Rp)', { exact: true }).fill('100000');
    await page.getByLabel('Normal price (Rp)', { exact: true }).fill('250000');
    await page.getByLabel('Sell price (Rp)', { exact: true }).fill('200000');
    await expect(page.getByTestId('product-discount')).toHaveText('Discount: 20%');
    await page.getByLabel('Weight (grams)', { exact: true }).fill('300');
    // The variant grid: 3 colours × 4 sizes, every cell filled with 5, then Black L sold out.
    for (const colour of COLOURS)
      await page.getByRole('checkbox', { name: colour, exact: true }).check({ force: true });
    for (const size of SIZES)
      await page.getByRole('checkbox', { name: size, exact: true }).check({ force: true });
    for (const colour of COLOURS) {
      for (const size of SIZES)
        await expect(page.getByLabel(`SKU of ${colour} ${size}`, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Stock for every cell on sale', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Fill all' }).click();
    await expect(page.getByTestId('variant-total')).toContainText('Total stock: 60');
    await page.getByLabel('Stock of Black L', { exact: true }).fill('0');
    await expect(page.getByTestId('variant-total')).toContainText('Total stock: 55');
    await page
      .getByLabel('Add image', { exact: true })
      .setInputFiles([pngFile('front.png'), pngFile('back.png', 64, 48)]);
    await expect(page.getByTestId('product-image-tile')).toHaveCount(2);
    // The first picture shows the Navy one.
    await page.getByLabel('Colour of image 1', { exact: true }).selectOption('Navy');
    await page.getByLabel('Filter categories', { exact: true }).fill(categoryName);
    await page.getByRole('checkbox', { name: categoryName }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Successfully added new product' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/product$/);
  });

  await test.step('it is in the shop and on its category page', async () => {
    await page.goto(`/shop?q=${encodeURIComponent(productName)}`);
    const card = page.getByTestId('product-card').filter({ hasText: productName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('200.000');
    await page.goto(`/product/category/${slug}`);
    await expect(page.getByTestId('product-card').filter({ hasText: productName })).toBeVisible();
    // Its page offers every colour and size, Black L marked sold out.
    await page.getByTestId('product-card').filter({ hasText: productName }).getByRole('link').first().click();
    const colours = page.getByRole('radiogroup', { name: 'Color', exact: true });
    const sizes = page.getByRole('radiogroup', { name: 'Size', exact: true });
    await expect(colours.getByRole('radio')).toHaveCount(3);
    await colours.getByRole('radio', { name: 'Black', exact: true }).check();
    await expect(sizes.getByRole('radio')).toHaveCount(4);
    await expect(sizes.getByRole('radio', { name: 'L, Sold out', exact: true })).toBeVisible();
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeVisible();
  });

  await test.step('a new price shows in the shop', async () => {
    await page.goto(`/admin/product?q=${encodeURIComponent(productName)}`);
    await page.getByRole('link', { name: productName, exact: true }).click();
    await expect(page.getByLabel('Product name', { exact: true })).toHaveValue(productName);
    await expect(page.getByLabel('Colour of image 1', { exact: true })).toHaveValue('Navy');
    await expect(page.getByLabel('Stock of Navy M', { exact: true })).toHaveValue('5');
    await expect(page.getByLabel('Stock of Black L', { exact: true })).toHaveValue('0');
    await page.getByLabel('Sell price (Rp)', { exact: true }).fill('175000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Product updated successfully' })).toBeVisible();
    // The gateway caches public catalogue answers for 60 s by their search: another spelling of the same search
    // (it is case-insensitive) asks the shop afresh, as a shopper arriving now would.
    await page.goto(`/shop?q=${encodeURIComponent(productName.toLowerCase())}`);
    await expect(page.getByTestId('product-card').filter({ hasText: productName })).toContainText('175.000');
  });

  await test.step('deleted after the confirm dialog, it leaves the list and the shop', async () => {
    await page.goto(`/admin/product?q=${encodeURIComponent(productName)}`);
    await page.getByRole('button', { name: `Delete ${productName}` }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this product?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'success delete data' })).toBeVisible();
    await expect(page.getByText('No data available.')).toBeVisible();
    await page.goto(`/shop?q=${encodeURIComponent(productName.toUpperCase())}`);
    await expect(page.getByText('No data available.')).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: productName })).toHaveCount(0);
  });
});
