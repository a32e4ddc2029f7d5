// Staff write the footer's policy pages and its contact (issue 32): the seller's phone saved under Settings ›
// Invoice and the Return Policy saved in both languages under Settings › Policies show at once to a visitor — in the
// server-rendered footer, on /policy/returns (its title in <title>) and in Bahasa Indonesia. The journey puts both
// back as they were, since other journeys read the same shop.
import { randomInt } from 'node:crypto';
import { signInAsStaff, staffToken } from './steps/staff.js';
import { restAs } from './support/rest.js';
import { expect, test } from './support/fixtures.js';

interface Seller {
  name: string;
  address: string;
  phone: string;
  email: string;
  npwp: string;
}
interface PolicyText {
  title: string;
  body: string;
}

test('staff change the contact and a policy page, and a visitor reads them at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const token = await staffToken('admin');
  const seller = (await restAs<{ data: Seller }>(token, 'GET', '/public/v1/setting/seller')).data;
  const returns = (
    await restAs<{ data: { en: PolicyText; id: PolicyText } }>(token, 'GET', '/v1/pages/returns')
  ).data;
  const tag = String(randomInt(100_000, 999_999));
  const phone = `(0274) ${tag}`;
  const title = { en: `Returns within 14 days ${tag}`, id: `Pengembalian 14 hari ${tag}` };

  try {
    await signInAsStaff(page, 'admin');

    await test.step('Settings › Invoice: the seller’s phone', async () => {
      await page.goto('/admin/setting?tab=invoice');
      const field = page.getByLabel('Phone', { exact: true });
      await expect(field).toHaveValue(seller.phone);
      await field.fill(phone);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'success update data' })).toBeVisible();
    });

    await test.step('Settings › Policies: the Return Policy in both languages, a refusal shown first', async () => {
      await page.goto('/admin/setting?tab=policies');
      await page.getByRole('tab', { name: 'Return Policy' }).click();
      const english = page.getByLabel('Title (English)', { exact: true });
      await expect(english).toHaveValue(returns.en.title);
      await english.fill(' ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await english.fill(title.en);
      await page
        .getByLabel('Text (English)', { exact: true })
        .fill('Unworn, with its tags.\n\n- Write to us\n- Send it back');
      await page.getByLabel('Title (Bahasa Indonesia)', { exact: true }).fill(title.id);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'success update data' })).toBeVisible();
    });

    // A browser of its own, without the staff session: what a shopper gets.
    const visitor = await browser.newContext({ baseURL, locale: 'en-ID', timezoneId: 'Asia/Jakarta' });
    try {
      const shopper = await visitor.newPage();

      await test.step('a visitor’s server-rendered footer has the new phone and leads to the page', async () => {
        const html = await (await shopper.request.get('/', { headers: { accept: 'text/html' } })).text();
        expect(html).toContain(phone);
        await shopper.goto('/');
        const footer = shopper.getByTestId('site-footer');
        await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+62274${tag}`);
        await footer.getByRole('link', { name: 'Return Policy' }).click();
        await expect(shopper).toHaveURL(/\/policy\/returns$/);
        await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title.en);
        await expect(shopper.getByRole('article').getByRole('listitem')).toHaveText([
          'Write to us',
          'Send it back',
        ]);
        await expect(shopper).toHaveTitle(`${title.en} · Lemari`);
      });

      await test.step('in Bahasa Indonesia, the Indonesian text, server-rendered with its <title>', async () => {
        const html = await (
          await shopper.request.get('/policy/returns?lang=id', { headers: { accept: 'text/html' } })
        ).text();
        expect(html).toContain(`<title>${title.id} — Lemari</title>`);
        await shopper.goto('/policy/returns?lang=id');
        await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(title.id);
      });

      await test.step('an unknown policy page is not found', async () => {
        await shopper.goto('/policy/refunds');
        await expect(shopper.getByTestId('not-found')).toBeVisible();
      });
    } finally {
      await visitor.close();
    }
  } finally {
    await restAs(token, 'PUT', '/v1/setting/seller', seller);
    await restAs(token, 'PUT', '/v1/pages/returns', { en: returns.en, id: returns.id });
  }
});
