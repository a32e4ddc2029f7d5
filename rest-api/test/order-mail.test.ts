// The order e-mails through the outbox: "Pesanan … telah kami terima" at checkout with the pay link first, and
// "Pembayaran pesanan … berhasil" when the payment notification marks the order paid; each queued once, in the
// transaction of its change, for guests and members alike. They speak the order's language (issue 23): this shop's
// default is set to Indonesian, so orders without Accept-Language speak it; an English checkout gets English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { insertMember } from './helpers/members.js';
import {
  checkoutBody,
  insertProduct,
  line,
  notification,
  notify,
  placeOrder,
  postCheckout,
  priced,
  type ProductFixture,
} from './helpers/shop.js';

let t: TestApp;
let shirt: ProductFixture;
beforeAll(async () => {
  t = await createTestApp();
  shirt = await insertProduct(t.db, {
    productName: 'Kemeja <Batik> & Co',
    sellPrice: 150_000,
    normalPrice: 150_000,
    stock: 50,
  });
  const admin = await t.tokenOf('admin');
  const setting = await t.call('PUT', '/v1/setting/language', { token: admin, body: { language: 'id' } });
  expect(setting.status).toBe(200);
});
afterAll(() => t.close());

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

const mailsTo = (email: string) =>
  t.db.query<Mail>(
    `SELECT to_address AS "to", subject, text_body AS text, html_body AS html, links FROM outbox
     WHERE to_address = $1 ORDER BY created_at, subject`,
    [email],
  );

let serial = 0;
const newEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(serial += 1)}@example.com`;

describe('the order-received mail', () => {
  it("goes to a guest's e-mail with the lines, the total and the pay link first", async () => {
    const email = newEmail('tamu');
    const placed = await placeOrder(t, [line(shirt, 2, 'Navy', 'M')], {
      overrides: { customerID: email, note: 'Tolong <dibungkus> kado' },
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [Mail];
    const payLink = `http://shop.test/payment/${placed.token}`;
    expect(mail.subject).toBe(`Pesanan ${placed.orderCode} telah kami terima`);
    expect(mail.links[0]).toBe(payLink);
    expect(mail.text).toContain(payLink);
    expect(mail.text).toContain('Halo Budi Santoso,');
    expect(mail.text).toContain('- Kemeja <Batik> & Co (Navy / M): 2 x Rp\u00a0150.000 = Rp\u00a0300.000');
    expect(mail.text).toContain(`Total: Rp\u00a0${new Intl.NumberFormat('id-ID').format(placed.amount)}`);
    expect(mail.text).toContain('Ongkos kirim (JNE REG)');
    expect(mail.text).toContain('Catatanmu: Tolong <dibungkus> kado');
    expect(mail.text).toMatch(/sebelum \d{1,2} \w+ \d{4} pukul \d\d\.\d\d WIB/);
    // Guests have no order list: the mail tells where to look the order up with its code and this e-mail.
    expect(mail.text).toContain(
      `Cek status pesanan kapan saja di http://shop.test/order-status dengan kode pesanan ${placed.orderCode}`,
    );
    expect(mail.html).toContain('href="http://shop.test/order-status"');
    // The HTML says the same, with everything the customer or staff typed escaped.
    expect(mail.html).toContain(`href="${payLink}"`);
    expect(mail.html).toContain('Kemeja &lt;Batik&gt; &amp; Co');
    expect(mail.html).toContain('Tolong &lt;dibungkus&gt; kado');
    expect(mail.html).not.toContain('<Batik>');
    expect(mail.html).toContain('<html lang="id">');
  });

  it("goes to a member's e-mail too", async () => {
    const member = await insertMember(t, 'anggota');
    const placed = await placeOrder(t, [line(shirt)], {
      token: member.token,
      overrides: { customerID: member.email },
    });
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Pesanan ${placed.orderCode} telah kami terima`]);
    expect(mails[0]!.links[0]).toBe(`http://shop.test/payment/${placed.token}`);
  });

  it('is queued once for a checkout retried with the same Idempotency-Key, and never for a refused one', async () => {
    const email = newEmail('ulang');
    const body = await priced(t, checkoutBody([line(shirt)], { customerID: email }));
    const headers = { 'idempotency-key': `mail-${serial}` };
    expect((await postCheckout(t, body, { headers })).status).toBe(201);
    expect((await postCheckout(t, body, { headers })).status).toBe(200);
    expect((await postCheckout(t, body, { headers })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);

    const refused = newEmail('ditolak');
    const wrong = await postCheckout(t, { ...body, customerID: refused, amount: body.amount + 1 });
    expect(wrong.status).toBe(409);
    expect(await mailsTo(refused)).toEqual([]);
  });
});

describe('the payment-received mail', () => {
  it('is queued once when the notification marks a guest order paid, linking the payment-success page', async () => {
    const email = newEmail('bayar');
    const placed = await placeOrder(t, [line(shirt)], { overrides: { customerID: email } });
    const settlement = notification(t, placed, 'settlement');
    expect((await notify(t, settlement)).status).toBe(200);
    expect((await notify(t, settlement)).status).toBe(200);
    expect((await notify(t, notification(t, placed, 'settlement'))).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Pesanan ${placed.orderCode} telah kami terima`,
      `Pembayaran pesanan ${placed.orderCode} berhasil`,
    ]);
    const paid = mails[1]!;
    const success = `http://shop.test/payment/payment-success?token=${placed.token}`;
    expect(paid.links).toEqual([success]);
    expect(paid.text).toContain(
      `Pembayaran pesanan ${placed.orderCode} sebesar Rp\u00a0${new Intl.NumberFormat('id-ID').format(placed.amount)} telah kami terima.`,
    );
    expect(paid.text).toContain(success);
    expect(paid.html).toContain(`href="${success}"`);
  });

  it("links a member's order to its detail page", async () => {
    const member = await insertMember(t, 'lunas');
    const placed = await placeOrder(t, [line(shirt)], {
      token: member.token,
      overrides: { customerID: member.email },
    });
    expect((await notify(t, notification(t, placed, 'settlement'))).status).toBe(200);
    const paid = (await mailsTo(member.email)).find((mail) => mail.subject.startsWith('Pembayaran'))!;
    expect(paid.links).toEqual([`http://shop.test/order-detail/${placed.orderID}`]);
  });

  it('is not queued for a failed attempt, a cancellation or a payment after expiry', async () => {
    const email = newEmail('gagal');
    const failed = await placeOrder(t, [line(shirt)], { overrides: { customerID: email } });
    expect((await notify(t, notification(t, failed, 'deny', { status_code: '202' }))).status).toBe(200);
    const cancelled = await placeOrder(t, [line(shirt)], { overrides: { customerID: email } });
    expect((await notify(t, notification(t, cancelled, 'cancel', { status_code: '200' }))).status).toBe(200);
    expect((await notify(t, notification(t, cancelled, 'settlement'))).status).toBe(200);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Pembayaran'))).toEqual([]);
    expect(subjects).toHaveLength(2);
  });
});

describe("the order's language", () => {
  it("is the checkout request's: an English checkout gets its mails in English, rupiah and dates alike", async () => {
    const email = newEmail('english');
    const body = await priced(
      t,
      checkoutBody([line(shirt, 2, 'Navy', 'M')], { customerID: email, note: 'Gift wrap' }),
    );
    const answer = await postCheckout(t, body, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const placed = answer.body.data;
    const [mail] = (await mailsTo(email)) as [Mail];
    expect(mail.subject).toBe(`We have received order ${placed.orderCode}`);
    expect(mail.text).toContain('Hello Budi Santoso,');
    expect(mail.text).toContain('- Kemeja <Batik> & Co (Navy / M): 2 x Rp\u00a0150.000 = Rp\u00a0300.000');
    expect(mail.text).toContain('Shipping (JNE REG)');
    expect(mail.text).toContain('Your note: Gift wrap');
    expect(mail.text).toMatch(/before \d{1,2} \w+ \d{4} at \d\d:\d\d WIB/);
    expect(mail.text).toContain('Warm regards,');
    expect(mail.html).toContain('<html lang="en">');
    expect((await t.call('GET', `/public/v1/order/payment/${placed.token}`)).body.data.language).toBe('en');

    // The payment mail follows the order, not the notification's request.
    expect((await notify(t, notification(t, placed, 'settlement'))).status).toBe(200);
    const paid = (await mailsTo(email))[1]!;
    expect(paid.subject).toBe(`Payment for order ${placed.orderCode} received`);
    expect(paid.text).toContain(`We have received the payment of Rp\u00a0`);
  });

  it("is a member's own language when staff place the order for them", async () => {
    const member = await insertMember(t, 'pilih');
    const chosen = await t.call('PUT', '/v1/profile', { token: member.token, body: { language: 'en' } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data.language).toBe('en');
    const admin = await t.tokenOf('admin');
    const body = await priced(t, checkoutBody([line(shirt)], { customerID: member.email }), admin);
    const answer = await postCheckout(t, body, { token: admin, headers: { 'accept-language': 'id' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const mails = await mailsTo(member.email);
    expect(mails.at(-1)!.subject).toBe(`We have received order ${answer.body.data.orderCode}`);
  });
});
