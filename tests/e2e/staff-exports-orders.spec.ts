// Staff export orders: two orders a guest placed today are found in /admin/order by today's days (Jakarta) and
// the guest's e-mail, shown as a table, and 'Export CSV' downloads a file with the BOM, the header and one row
// per line of those orders, nothing else.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { checkoutByApi } from './support/rest.js';
import { journeyProduct, lineOf } from './steps/products.js';

/** Today's day in Jakarta (UTC+7 all year), as the day fields take it. */
const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

test('staff choose a day range on /admin/order, see the table and export its orders as CSV', async ({
  page,
}) => {
  test.slow();
  const email = `export.${randomBytes(4).toString('hex')}@example.com`;
  const flanel = await journeyProduct('Ekspor Satu');
  const chino = await journeyProduct('Ekspor Dua', { price: 189_000, size: 'L' });
  const first = await checkoutByApi({
    customerID: email,
    orderDetail: [lineOf(flanel, 1), lineOf(chino, 2)],
  });
  const second = await checkoutByApi({ customerID: email, orderDetail: [lineOf(chino, 1)] });
  const today = jakartaToday();

  await signInAsStaff(page, 'admin');
  await test.step('staff filter by today and the e-mail, in the table view', async () => {
    await page.goto('/admin/order');
    await page.getByTestId('order-from').fill(today);
    await page.getByTestId('order-to').fill(today);
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('searchbox', { name: 'Search orders (code, product, customer)' }).fill(email);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByTestId('admin-row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: first.orderCode })).toBeVisible();
    await expect(table.getByRole('link', { name: second.orderCode })).toBeVisible();
    await expect(table.getByTestId('admin-row').first()).toContainText('1 item');
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(address)).toMatchObject({ from: today, to: today, view: 'table', q: email });
  });

  await test.step('Export CSV downloads those orders, one row per line', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lemari-orders_${today}_${today}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFOrder code,Date (Asia/Jakarta),Status,Customer name,E-mail,Phone,')).toBe(
      true,
    );
    const rows = text.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.startsWith(`${second.orderCode},`))).toHaveLength(1);
    const firstRows = rows.filter((row) => row.startsWith(`${first.orderCode},`));
    expect(firstRows).toHaveLength(2);
    expect(firstRows[0]).toContain(`,${email},`);
    expect(firstRows[0]).toContain(`,${flanel.productName},`);
    expect(firstRows[1]).toContain(`,${chino.productName},`);
    expect(firstRows[0]).toMatch(
      new RegExp(`^${first.orderCode},${today}T\\d{2}:\\d{2}:\\d{2}\\+07:00,pending,`),
    );
  });
});
