// Ready for Indonesia (issue 23), on a phone (360 × 740, touch): a guest puts a product in the cart, switches the
// shop to Bahasa Indonesia in the header (the English journey stays in English), checks out choosing J&T Express
// among the couriers grouped on the shipping step, pays in the sandbox, staff ship the parcel with a J&T resi from
// the back office (in the same language, on a desktop), and
// the shopper follows the tracking timeline on /order-status until it reads delivered. The shipped e-mail carries
// the resi, the courier and the link to follow it, in the shopper's language. Once delivered, the guest's page and
// staff's order tell one story (issue 32): the same stage and the same delivered shipment, nothing on its way.
import type { Browser, Page } from '@playwright/test';
import { AddressForm } from './pages/checkout-pages.js';
import { addToCart } from './steps/cart.js';
import { newAccount } from './steps/accounts.js';
import { journeyProduct } from './steps/products.js';
import { signInAsStaff } from './steps/staff.js';
import { expect, test } from './support/fixtures.js';
import { restUrl, shopProduct, waitForMail } from './support/rest.js';

/** What the journey reads and taps, in each language (web/src/locales/id/*.po). */
const WORDS = {
  en: {
    cart: 'Cart',
    shop: 'Shop',
    email: 'Email',
    address: 'Address',
    continue: 'Continue to shipping',
    shipping: 'Shipping',
    payNow: 'Pay Now',
    pay: 'Pay',
    seeMyOrder: 'See my order',
    orderCode: 'Order code',
    find: 'Find my order',
    onTheWay: 'On the way',
    delivered: 'Delivered',
    shippedSubject: /^Order ORD-\S+ is on its way$/,
    markProcessing: 'Mark as processing',
    resiNumber: 'Resi number',
    courier: 'Courier',
    next: 'Continue',
    yes: 'Yes',
    shipped: 'Shipped',
    deliveredOn: /^Delivered on \d{1,2} \S+ \d{4}$/,
    stillMoving: /on its way|on the way|processing/i,
    deliveredEvent: 'Parcel delivered',
  },
  id: {
    cart: 'Keranjang',
    shop: 'Belanja',
    // One word for e-mail in every Indonesian catalogue (issue 32).
    email: 'E-mail',
    address: 'Alamat',
    continue: 'Lanjut ke pengiriman',
    shipping: 'Pengiriman',
    payNow: 'Bayar Sekarang',
    // The sandbox payment page speaks the shopper's language too (rest-api/src/i18n/locales/id.json).
    pay: 'Bayar',
    seeMyOrder: 'Lihat pesanan saya',
    orderCode: 'Kode pesanan',
    find: 'Cari pesanan saya',
    onTheWay: 'Dalam perjalanan',
    delivered: 'Terkirim',
    shippedSubject: /^Pesanan ORD-\S+ telah dikirim$/,
    markProcessing: 'Tandai diproses',
    resiNumber: 'Nomor resi',
    courier: 'Kurir',
    next: 'Lanjut',
    yes: 'Ya',
    shipped: 'Dikirim',
    deliveredOn: /^Terkirim pada \d{1,2} \S+ \d{4}$/,
    stillMoving: /dalam perjalanan|diproses/i,
    deliveredEvent: 'Paket terkirim',
  },
} as const;
type Language = keyof typeof WORDS;

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

test.describe('on a phone (360 × 740, touch)', () => {
  test.use(PHONE);
  for (const language of ['id', 'en'] as const) {
    test(`a shopper in ${language === 'id' ? 'Bahasa Indonesia' : 'English'} buys with J&T and follows the parcel to delivered`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await parcelJourney(page, browser, language);
    });
  }
});

async function parcelJourney(page: Page, browser: Browser, language: Language) {
  const words = WORDS[language];
  const guest = newAccount(`parcel-${language}`).email;
  const made = await journeyProduct(`Kurir ${language}`);
  const product = await shopProduct(made.id);
  await addToCart(page, product, { colour: made.colour, size: made.size });

  await test.step('the shopper reads the shop in their language', async () => {
    await page.goto('/cart');
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    if (language === 'id') {
      await page.getByTestId('language-switch').click();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: words.cart, exact: true })).toBeVisible();
    // The choice is kept for the next visit: the server renders the next page in it too.
    const cookies = await page.context().cookies();
    if (language === 'id') expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('id');
  });

  await test.step('checks out, choosing J&T Express on the shipping step grouped by courier', async () => {
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel(words.email, { exact: true }).fill(guest);
    const address = new AddressForm(page);
    await address.name.fill('Tamu Kurir');
    await address.phone.fill('081234512345');
    await address.province.selectOption({ label: 'DI Yogyakarta' });
    await address.chooseCity('Sleman');
    await page.getByLabel(words.address, { exact: true }).fill('Jl. Kaliurang Km 5 No. 12');
    await page.getByRole('button', { name: words.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/shipment$/);
    await expect(page.getByRole('heading', { level: 1, name: words.shipping, exact: true })).toBeVisible();

    // Every offered courier has its group; the cheapest and the fastest services are marked.
    const groups = page.getByTestId('courier-group');
    await expect(groups.first()).toBeVisible();
    for (const courier of ['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'TIKI']) {
      await expect(groups.filter({ hasText: courier }).first()).toBeVisible();
    }
    await expect(page.getByTestId('cheapest-mark')).toHaveCount(1);
    await expect(page.getByTestId('fastest-mark').first()).toBeVisible();
    const jnt = page.getByRole('radio', { name: /^J&T Express EZ\b/ });
    await jnt.check();
    await expect(jnt).toBeChecked();
    await page.getByRole('button', { name: words.payNow, exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/[^/]+$/);
  });

  const token = await test.step('pays in the sandbox', async () => {
    const token = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: words.pay, exact: true }).click();
    const success = /\/payment\/payment-success/;
    const ways = [
      frame.getByRole('link', { name: words.seeMyOrder, exact: true }),
      page.getByRole('main').getByRole('button', { name: words.seeMyOrder, exact: true }),
    ];
    await expect
      .poll(
        async () => {
          for (const way of ways) {
            if (success.test(page.url())) return true;
            if (await way.isVisible()) await way.click({ timeout: 2_000 }).catch(() => undefined);
          }
          return success.test(page.url());
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return token;
  });

  const order = await test.step('staff ship it with a J&T resi from the back office', async () => {
    const answer = await fetch(`${restUrl()}/public/v1/order/payment/${encodeURIComponent(token)}`, {
      headers: { 'client-id': 'client_web' },
    });
    const { data } = (await answer.json()) as {
      data: { id: string; orderCode: string; status: string; shipment: { courier: string; service: string } };
    };
    expect(data.status).toBe('paid');
    expect(data.shipment).toMatchObject({ courier: 'jnt', service: 'EZ' });
    const resi = `JT${Date.now().toString().slice(-10)}`;
    const staffContext = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    try {
      const staff = await staffContext.newPage();
      await signInAsStaff(staff, 'admin');
      // Staff read the back office in the shopper's language too (the switch's cookie).
      await staffContext.addCookies([{ name: 'lang', value: language, url: staff.url() }]);
      await staff.goto(`/admin/order/${data.id}`);
      await expect(staff.locator('html')).toHaveAttribute('lang', language);
      await staff.getByRole('button', { name: words.markProcessing, exact: true }).click();
      const dialog = staff.getByTestId('resi-dialog');
      // The shopper's courier is the dialog's first choice.
      await expect(dialog.getByLabel(words.courier, { exact: true })).toHaveValue('jnt');
      await dialog.getByLabel(words.resiNumber, { exact: true }).fill(resi);
      await dialog.getByRole('button', { name: words.next, exact: true }).click();
      const confirm = staff.getByTestId('confirm-dialog');
      await expect(confirm).toContainText(`J&T Express`);
      await expect(confirm).toContainText(resi);
      await confirm.getByRole('button', { name: words.yes, exact: true }).click();
      // Processing, its parcel on its way: the headline is the stage (issue 32).
      await expect(staff.getByTestId('order-status')).toHaveText(words.shipped);
      await expect(staff.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
      await expect(staff.getByTestId('order-resi')).toHaveText(resi);
    } finally {
      await staffContext.close();
    }
    return { ...data, resi };
  });

  await test.step('the shipped e-mail carries the resi, the courier and the way to follow it', async () => {
    const mail = await waitForMail(
      guest,
      (message) => words.shippedSubject.test(message.subject),
      'the shipped e-mail',
    );
    expect(mail.text).toContain(order.resi);
    expect(mail.text).toContain('J&T Express');
    expect(mail.text).toContain('/order-status');
  });

  await test.step('the shopper follows the tracking timeline to delivered', async () => {
    await page.goto('/order-status');
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByLabel(words.orderCode, { exact: true }).fill(order.orderCode);
    await page.getByLabel(words.email, { exact: true }).fill(guest);
    await page.getByRole('button', { name: words.find, exact: true }).click();
    const tracking = page.getByTestId('parcel-tracking');
    await expect(tracking).toBeVisible();
    await expect(tracking.getByTestId('tracking-resi')).toContainText(order.resi);
    await expect(tracking).toContainText('J&T Express');
    await expect(tracking.getByTestId('tracking-event').first()).toBeVisible();
    // The built-in tracker moves a step every few seconds here (TRACKING_STEP_HOURS): the shopper looks again
    // until the parcel has arrived.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: words.find, exact: true }).click();
          return (await tracking.getByTestId('tracking-state').textContent())?.trim();
        },
        { timeout: 90_000, intervals: [3_000] },
      )
      .toBe(words.delivered);
    expect(await tracking.getByTestId('tracking-event').count()).toBeGreaterThan(2);
  });

  const guestStory =
    await test.step('the guest page tells one story: delivered, nothing on its way', async () => {
      const found = page.getByTestId('found-order');
      await expect(found.getByTestId('order-status')).toHaveText(words.delivered);
      await expect(found.getByTestId('order-status')).toHaveAttribute('data-stage', 'delivered');
      const shipment = found.getByTestId('order-shipment-status');
      await expect(shipment).toHaveText(words.deliveredOn);
      // (The courier's own story may say 'in transit' of the past: the order's words may not.)
      await expect(found.getByTestId('order-shipment')).not.toContainText(words.stillMoving);
      return { shipment: (await shipment.textContent())?.trim() };
    });

  await test.step("staff's order says what the guest's page says", async () => {
    const staffContext = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    try {
      const staff = await staffContext.newPage();
      await signInAsStaff(staff, 'admin');
      await staffContext.addCookies([{ name: 'lang', value: language, url: staff.url() }]);
      await staff.goto(`/admin/order/${order.id}`);
      await expect(staff.locator('html')).toHaveAttribute('lang', language);
      const headline = staff.getByTestId('order-status');
      await expect(headline).toHaveText(words.delivered);
      await expect(headline).toHaveAttribute('data-stage', 'delivered');
      await expect(staff.getByTestId('order-shipment-status')).toHaveText(guestStory.shipment!);
      await expect(staff.getByTestId('parcel-tracking').getByTestId('tracking-state')).toHaveText(
        words.delivered,
      );
      await expect(staff.getByTestId('order-shipment')).not.toContainText(words.stillMoving);
      // The delivery is one event on the timeline, however often the tracking was read.
      const timeline = staff.getByTestId('order-timeline');
      await expect(timeline.getByTestId('timeline-event').last()).toBeVisible();
      expect(
        await timeline.getByTestId('timeline-event').filter({ hasText: words.deliveredEvent }).count(),
      ).toBe(1);
    } finally {
      await staffContext.close();
    }
  });
}
