// The order e-mails, in Indonesian, plain text and HTML: "received" at checkout (with the pay link first),
// "paid" when the payment notification marks the order paid, "shipped" when staff give its resi, and "refunded" when staff cancel a paid order. Callers queue them through app.mail.enqueue in the
// transaction of the change that causes them.
import {
  formatRupiah,
  isShippingCourier,
  REFUND_WORKING_DAYS,
  SHIPPING_COURIER_NAMES,
  TAX_RATE_PERCENT,
} from '@lemari/shop/rules';
import type { Message } from '../../plugins/mail.js';
import type { Order } from './schemas.js';

/** "25 November 2026 pukul 18.48 WIB". */
const jakartaTime = (iso: string) =>
  `${new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso))} WIB`;

const escapeHtml = (value: string | number) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The storefront's pages an order mail links to. */
export const orderLinks = (publicWebUrl: string, order: Pick<Order, 'id' | 'payment'>) => {
  const token = encodeURIComponent(order.payment?.token ?? '');
  return {
    pay: `${publicWebUrl}/payment/${token}`,
    success: `${publicWebUrl}/payment/payment-success?token=${token}`,
    detail: `${publicWebUrl}/order-detail/${order.id}`,
    /** Where anyone finds the order again with its code and this e-mail (guests have no order list). */
    status: `${publicWebUrl}/order-status`,
  };
};

const variant = (line: Order['orderDetails'][number]) => [line.color, line.size].filter(Boolean).join(' / ');

function lineText(line: Order['orderDetails'][number]) {
  const kind = variant(line);
  return `- ${line.productName}${kind ? ` (${kind})` : ''}: ${line.quantity} x ${formatRupiah(line.sellPrice)} = ${formatRupiah(line.subtotal)}`;
}

function shippingName(order: Order) {
  return order.shipment ? `${order.shipment.courier.toUpperCase()} ${order.shipment.service}` : '';
}

/** "Voucher LEMARI10": the discount line's label, when the order has a voucher that took something off. */
const voucherLabel = (order: Order) =>
  order.discount > 0 ? `Voucher${order.voucherCode ? ` ${order.voucherCode}` : ''}` : undefined;

function summaryText(order: Order) {
  const shipping = shippingName(order);
  const voucher = voucherLabel(order);
  return [
    ...order.orderDetails.map(lineText),
    '',
    `Subtotal: ${formatRupiah(order.subtotal)}`,
    `Ongkos kirim${shipping ? ` (${shipping})` : ''}: ${formatRupiah(order.shippingCost)}`,
    ...(voucher ? [`${voucher}: ${formatRupiah(-order.discount)}`] : []),
    `Total: ${formatRupiah(order.total)} (termasuk PPN ${TAX_RATE_PERCENT}%: ${formatRupiah(order.tax)})`,
  ];
}

function summaryHtml(order: Order) {
  const rows = order.orderDetails
    .map((line) => {
      const kind = variant(line);
      return `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(line.productName)}${
        kind ? `<br><small>${escapeHtml(kind)}</small>` : ''
      }</td><td style="padding:4px 8px;text-align:right">${line.quantity} x ${escapeHtml(
        formatRupiah(line.sellPrice),
      )}</td><td style="padding:4px 0;text-align:right">${escapeHtml(formatRupiah(line.subtotal))}</td></tr>`;
    })
    .join('\n');
  const shipping = shippingName(order);
  const voucher = voucherLabel(order);
  const total = (label: string, amount: number, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 8px 4px 0">${strong ? `<strong>${label}</strong>` : label}</td>` +
    `<td style="padding:4px 0;text-align:right">${strong ? `<strong>${escapeHtml(formatRupiah(amount))}</strong>` : escapeHtml(formatRupiah(amount))}</td></tr>`;
  return `<table style="border-collapse:collapse;width:100%;max-width:560px">
${rows}
${total('Subtotal', order.subtotal)}
${total(`Ongkos kirim${shipping ? ` (${escapeHtml(shipping)})` : ''}`, order.shippingCost)}
${voucher ? total(escapeHtml(voucher), -order.discount) : ''}
${total('Total', order.total, true)}
</table>
<p style="color:#57606a;font-size:13px">Termasuk PPN ${TAX_RATE_PERCENT}%: ${escapeHtml(formatRupiah(order.tax))}</p>`;
}

const greeting = (order: Order) => (order.customerName ? `Halo ${order.customerName},` : 'Halo,');

function html(body: string) {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:16px;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328">
${body}
<p>Salam hangat,<br>Lemari</p>
</body></html>`;
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** "Pesanan {code} telah kami terima": the order, its total and the pay link (the message's first link). */
export function orderPlacedMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const note = order.note ? [`Catatan Anda: ${order.note}`, ''] : [];
  return {
    to: order.customerID,
    subject: `Pesanan ${order.orderCode} telah kami terima`,
    text: [
      greeting(order),
      '',
      `Terima kasih telah berbelanja di Lemari. Pesanan ${order.orderCode} telah kami terima dan menunggu pembayaran.`,
      '',
      'Bayar pesanan Anda di sini:',
      links.pay,
      '',
      `Mohon selesaikan pembayaran sebelum ${jakartaTime(order.expiresAt)}. Setelah itu pesanan dibatalkan otomatis.`,
      '',
      `Cek status pesanan kapan saja di ${links.status} dengan kode pesanan ${order.orderCode} dan e-mail ini.`,
      '',
      'Rincian pesanan:',
      ...summaryText(order),
      '',
      ...note,
      'Salam hangat,',
      'Lemari',
    ].join('\n'),
    html: html(`<p>${escapeHtml(greeting(order))}</p>
<p>Terima kasih telah berbelanja di Lemari. Pesanan <strong>${escapeHtml(order.orderCode)}</strong> telah kami terima dan menunggu pembayaran.</p>
${button(links.pay, 'Bayar sekarang')}
<p>Mohon selesaikan pembayaran sebelum ${escapeHtml(jakartaTime(order.expiresAt))}. Setelah itu pesanan dibatalkan otomatis.</p>
<p>Cek status pesanan kapan saja di <a href="${escapeHtml(links.status)}">${escapeHtml(links.status)}</a> dengan kode pesanan <strong>${escapeHtml(order.orderCode)}</strong> dan e-mail ini.</p>
<h2 style="font-size:16px">Rincian pesanan</h2>
${summaryHtml(order)}
${order.note ? `<p>Catatan Anda: ${escapeHtml(order.note)}</p>` : ''}`),
    links: [links.pay],
  };
}

/** "Pembayaran pesanan {code} berhasil": sent once, when a notification marks the order paid. */
export function orderPaidMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  // Members find it among their orders; anyone can follow the payment-success page with the token.
  const see = order.userID ? links.detail : links.success;
  const shipping = shippingName(order);
  const next = `Pesanan Anda segera kami kemas dan kirim${shipping ? ` dengan ${shipping}` : ''}; nomor resi kami kirimkan setelah paket diserahkan ke kurir.`;
  return {
    to: order.customerID,
    subject: `Pembayaran pesanan ${order.orderCode} berhasil`,
    text: [
      greeting(order),
      '',
      `Pembayaran pesanan ${order.orderCode} sebesar ${formatRupiah(order.total)} telah kami terima. Terima kasih!`,
      next,
      '',
      'Lihat pesanan Anda:',
      see,
      '',
      'Rincian pesanan:',
      ...summaryText(order),
      '',
      'Salam hangat,',
      'Lemari',
    ].join('\n'),
    html: html(`<p>${escapeHtml(greeting(order))}</p>
<p>Pembayaran pesanan <strong>${escapeHtml(order.orderCode)}</strong> sebesar <strong>${escapeHtml(
      formatRupiah(order.total),
    )}</strong> telah kami terima. Terima kasih!</p>
<p>${escapeHtml(next)}</p>
${button(see, 'Lihat pesanan')}
<h2 style="font-size:16px">Rincian pesanan</h2>
${summaryHtml(order)}`),
    links: [see],
  };
}

/**
 * "Pesanan {code} dibatalkan, dana Anda dikembalikan": sent once, in the transaction that cancels a paid order after
 * the provider confirmed the refund of its total.
 */
export function orderRefundedMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const see = order.userID ? links.detail : links.status;
  const amount = formatRupiah(order.refund?.amount ?? order.total);
  const method = order.payment?.paymentMethod ? ` (${order.payment.paymentMethod.replace(/_/g, ' ')})` : '';
  const when = `Dana biasanya masuk dalam ${REFUND_WORKING_DAYS.min}–${REFUND_WORKING_DAYS.max} hari kerja, tergantung bank atau e-wallet Anda.`;
  const intro = `Pesanan ${order.orderCode} telah kami batalkan, dan pembayaran Anda sebesar ${amount} kami kembalikan ke metode pembayaran semula${method}.`;
  const lookup = order.userID
    ? 'Lihat pesanan Anda:'
    : `Cek status pesanan di sini dengan kode pesanan ${order.orderCode} dan e-mail ini:`;
  return {
    to: order.customerID,
    subject: `Pesanan ${order.orderCode} dibatalkan, dana Anda dikembalikan`,
    text: [
      greeting(order),
      '',
      intro,
      when,
      'Mohon maaf atas ketidaknyamanannya. Jika dana belum masuk setelah itu, balas e-mail ini.',
      '',
      lookup,
      see,
      '',
      'Rincian pesanan:',
      ...summaryText(order),
      '',
      'Salam hangat,',
      'Lemari',
    ].join('\n'),
    html: html(`<p>${escapeHtml(greeting(order))}</p>
<p>Pesanan <strong>${escapeHtml(order.orderCode)}</strong> telah kami batalkan, dan pembayaran Anda sebesar <strong>${escapeHtml(
      amount,
    )}</strong> kami kembalikan ke metode pembayaran semula${escapeHtml(method)}.</p>
<p>${escapeHtml(when)}</p>
<p>Mohon maaf atas ketidaknyamanannya. Jika dana belum masuk setelah itu, balas e-mail ini.</p>
${button(see, 'Lihat pesanan')}
<h2 style="font-size:16px">Rincian pesanan</h2>
${summaryHtml(order)}`),
    links: [see],
  };
}

/**
 * "Pesanan {code} telah dikirim": sent when staff give the order its resi (again when they correct it), with the
 * courier's name and a link to where the customer follows the parcel — the order's page for a member, the order
 * lookup (code and this e-mail) for a guest.
 */
export function orderShippedMail(order: Order, courier: string | undefined, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const track = order.userID ? links.detail : links.status;
  const code = courier ?? order.shipment?.courier ?? '';
  const courierName = isShippingCourier(code) ? SHIPPING_COURIER_NAMES[code] : code.toUpperCase();
  const resi = order.shipment?.resiNumber ?? '';
  const intro = `Pesanan ${order.orderCode} telah kami serahkan ke kurir ${courierName} dengan nomor resi ${resi}.`;
  const how = order.userID
    ? 'Lacak paket Anda di halaman pesanan:'
    : `Lacak paket Anda di sini dengan kode pesanan ${order.orderCode} dan e-mail ini:`;
  return {
    to: order.customerID,
    subject: `Pesanan ${order.orderCode} telah dikirim`,
    text: [
      greeting(order),
      '',
      intro,
      '',
      how,
      track,
      '',
      'Rincian pesanan:',
      ...summaryText(order),
      '',
      'Salam hangat,',
      'Lemari',
    ].join('\n'),
    html: html(`<p>${escapeHtml(greeting(order))}</p>
<p>Pesanan <strong>${escapeHtml(order.orderCode)}</strong> telah kami serahkan ke kurir <strong>${escapeHtml(
      courierName,
    )}</strong> dengan nomor resi <strong>${escapeHtml(resi)}</strong>.</p>
<p>${escapeHtml(how)}</p>
${button(track, 'Lacak paket')}
<h2 style="font-size:16px">Rincian pesanan</h2>
${summaryHtml(order)}`),
    links: [track],
  };
}
