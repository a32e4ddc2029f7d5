// The order e-mails, plain text and HTML, in the order's language (orders.lang, the checkout request's): "received"
// at checkout (with the pay link first), "paid" when the payment notification marks the order paid, "shipped" when
// staff give its resi (with the courier and a link to follow the parcel), and "refunded" when staff cancel a paid
// order. Callers queue them through app.mail.enqueue in the transaction of the change that causes them. Every
// sentence is a catalogue message (src/i18n); rupiah are formatRupiah's in both languages and dates Intl's in the
// order's language, in the shop's time zone.
import {
  courierName,
  formatRupiah,
  REFUND_WORKING_DAYS,
  TAX_RATE_PERCENT,
  type Language,
} from '@lemari/shop/rules';
import { defineMessage, intlFor, type Descriptor, type IntlShape } from '../../i18n/index.js';
import type { Message } from '../mail/plugin.js';
import type { Order } from './schemas.js';

const M = {
  at: defineMessage({ id: 'mail.order.time', defaultMessage: '{at, date, long} at {at, time, short} WIB' }),
  line: defineMessage({
    id: 'mail.order.line',
    defaultMessage: '- {product}: {quantity} x {price} = {subtotal}',
  }),
  lineVariant: defineMessage({
    id: 'mail.order.line-variant',
    defaultMessage: '- {product} ({variant}): {quantity} x {price} = {subtotal}',
  }),
  subtotal: defineMessage({ id: 'mail.order.subtotal', defaultMessage: 'Subtotal' }),
  shipping: defineMessage({ id: 'mail.order.shipping', defaultMessage: 'Shipping' }),
  shippingBy: defineMessage({ id: 'mail.order.shipping-by', defaultMessage: 'Shipping ({service})' }),
  voucher: defineMessage({ id: 'mail.order.voucher', defaultMessage: 'Voucher' }),
  voucherCode: defineMessage({ id: 'mail.order.voucher-code', defaultMessage: 'Voucher {code}' }),
  total: defineMessage({ id: 'mail.order.total', defaultMessage: 'Total' }),
  amountLine: defineMessage({ id: 'mail.order.amount-line', defaultMessage: '{label}: {amount}' }),
  totalLine: defineMessage({
    id: 'mail.order.total-line',
    defaultMessage: 'Total: {total} (including {rate}% VAT: {tax})',
  }),
  taxNote: defineMessage({ id: 'mail.order.tax-note', defaultMessage: 'Including {rate}% VAT: {tax}' }),
  hello: defineMessage({ id: 'mail.hello', defaultMessage: 'Hello,' }),
  helloName: defineMessage({ id: 'mail.hello-name', defaultMessage: 'Hello {name},' }),
  regards: defineMessage({ id: 'mail.regards', defaultMessage: 'Warm regards,' }),
  details: defineMessage({ id: 'mail.order.details', defaultMessage: 'Order details:' }),
  detailsHeading: defineMessage({ id: 'mail.order.details-heading', defaultMessage: 'Order details' }),
  seeOrder: defineMessage({ id: 'mail.order.see', defaultMessage: 'See your order:' }),
  seeButton: defineMessage({ id: 'mail.order.see-button', defaultMessage: 'See order' }),
  placedSubject: defineMessage({
    id: 'mail.placed.subject',
    defaultMessage: 'We have received order {code}',
  }),
  placedThanks: defineMessage({
    id: 'mail.placed.thanks',
    defaultMessage:
      'Thank you for shopping at Lemari. We have received order {code}, and it is waiting for payment.',
  }),
  placedPayHere: defineMessage({ id: 'mail.placed.pay-here', defaultMessage: 'Pay for your order here:' }),
  placedPayButton: defineMessage({ id: 'mail.placed.pay-button', defaultMessage: 'Pay now' }),
  placedDeadline: defineMessage({
    id: 'mail.placed.deadline',
    defaultMessage:
      'Please complete the payment before {deadline}. After that the order is cancelled automatically.',
  }),
  placedStatus: defineMessage({
    id: 'mail.placed.status',
    defaultMessage: 'Check the order status any time at {link} with the order code {code} and this e-mail.',
  }),
  placedNote: defineMessage({ id: 'mail.placed.note', defaultMessage: 'Your note: {note}' }),
  paidSubject: defineMessage({
    id: 'mail.paid.subject',
    defaultMessage: 'Payment for order {code} received',
  }),
  paidThanks: defineMessage({
    id: 'mail.paid.thanks',
    defaultMessage: 'We have received the payment of {amount} for order {code}. Thank you!',
  }),
  paidNext: defineMessage({
    id: 'mail.paid.next',
    defaultMessage:
      'We will pack and ship your order soon; we send the tracking number (resi) once the parcel is with the courier.',
  }),
  paidNextBy: defineMessage({
    id: 'mail.paid.next-by',
    defaultMessage:
      'We will pack and ship your order soon with {service}; we send the tracking number (resi) once the parcel ' +
      'is with the courier.',
  }),
  shippedSubject: defineMessage({ id: 'mail.shipped.subject', defaultMessage: 'Order {code} is on its way' }),
  shippedIntro: defineMessage({
    id: 'mail.shipped.intro',
    defaultMessage: 'We have handed order {code} to {courier}, with resi number {resi}.',
  }),
  shippedTrackMember: defineMessage({
    id: 'mail.shipped.track-member',
    defaultMessage: "Follow your parcel on your order's page:",
  }),
  shippedTrackGuest: defineMessage({
    id: 'mail.shipped.track-guest',
    defaultMessage: 'Follow your parcel here with order code {code} and this e-mail address:',
  }),
  shippedButton: defineMessage({ id: 'mail.shipped.button', defaultMessage: 'Track the parcel' }),
  refundedSubject: defineMessage({
    id: 'mail.refunded.subject',
    defaultMessage: 'Order {code} cancelled, your money is refunded',
  }),
  refundedIntro: defineMessage({
    id: 'mail.refunded.intro',
    defaultMessage:
      'We have cancelled order {code} and are refunding your payment of {amount} to the original payment method.',
  }),
  refundedIntroMethod: defineMessage({
    id: 'mail.refunded.intro-method',
    defaultMessage:
      'We have cancelled order {code} and are refunding your payment of {amount} to the original payment method ' +
      '({method}).',
  }),
  refundedWhen: defineMessage({
    id: 'mail.refunded.when',
    defaultMessage:
      'The money usually arrives within {min}–{max} working days, depending on your bank or e-wallet.',
  }),
  refundedSorry: defineMessage({
    id: 'mail.refunded.sorry',
    defaultMessage:
      'We are sorry for the inconvenience. If the money has not arrived by then, reply to this e-mail.',
  }),
  refundedLookup: defineMessage({
    id: 'mail.refunded.lookup',
    defaultMessage: 'Check the order status here with the order code {code} and this e-mail:',
  }),
};

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

/** An order mail's words in its language, and the pieces every order mail shares. */
function wording(order: Order) {
  const language: Language = order.language;
  const intl: IntlShape = intlFor(language);
  const say = (descriptor: Descriptor, values?: Record<string, string | number | Date>) =>
    intl.formatMessage(descriptor, values);
  const variantOf = (line: Order['orderDetails'][number]) =>
    [line.color, line.size].filter(Boolean).join(' / ');
  const service = order.shipment ? `${courierName(order.shipment.courier)} ${order.shipment.service}` : '';
  const shippingLabel = service ? say(M.shippingBy, { service }) : say(M.shipping);
  // The discount line's label, when the order has a voucher that took something off.
  const voucherLabel =
    order.discount > 0
      ? order.voucherCode
        ? say(M.voucherCode, { code: order.voucherCode })
        : say(M.voucher)
      : undefined;
  const tax = { rate: TAX_RATE_PERCENT, tax: formatRupiah(order.tax) };

  function lineText(line: Order['orderDetails'][number]) {
    const variant = variantOf(line);
    const values = {
      product: line.productName,
      quantity: line.quantity,
      price: formatRupiah(line.sellPrice),
      subtotal: formatRupiah(line.subtotal),
    };
    return variant ? say(M.lineVariant, { ...values, variant }) : say(M.line, values);
  }

  const summaryText = () => [
    say(M.details),
    ...order.orderDetails.map(lineText),
    '',
    say(M.amountLine, { label: say(M.subtotal), amount: formatRupiah(order.subtotal) }),
    say(M.amountLine, { label: shippingLabel, amount: formatRupiah(order.shippingCost) }),
    ...(voucherLabel
      ? [say(M.amountLine, { label: voucherLabel, amount: formatRupiah(-order.discount) })]
      : []),
    say(M.totalLine, { total: formatRupiah(order.total), ...tax }),
  ];

  function summaryHtml() {
    const rows = order.orderDetails
      .map((line) => {
        const kind = variantOf(line);
        return `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(line.productName)}${
          kind ? `<br><small>${escapeHtml(kind)}</small>` : ''
        }</td><td style="padding:4px 8px;text-align:right">${line.quantity} x ${escapeHtml(
          formatRupiah(line.sellPrice),
        )}</td><td style="padding:4px 0;text-align:right">${escapeHtml(formatRupiah(line.subtotal))}</td></tr>`;
      })
      .join('\n');
    const total = (label: string, amount: number, strong = false) => {
      const [open, close] = strong ? ['<strong>', '</strong>'] : ['', ''];
      return (
        `<tr><td colspan="2" style="padding:4px 8px 4px 0">${open}${escapeHtml(label)}${close}</td>` +
        `<td style="padding:4px 0;text-align:right">${open}${escapeHtml(formatRupiah(amount))}${close}</td></tr>`
      );
    };
    return `<h2 style="font-size:16px">${escapeHtml(say(M.detailsHeading))}</h2>
<table style="border-collapse:collapse;width:100%;max-width:560px">
${rows}
${total(say(M.subtotal), order.subtotal)}
${total(shippingLabel, order.shippingCost)}
${voucherLabel ? total(voucherLabel, -order.discount) : ''}
${total(say(M.total), order.total, true)}
</table>
<p style="color:#57606a;font-size:13px">${escapeHtml(say(M.taxNote, tax))}</p>`;
  }

  const greeting = order.customerName ? say(M.helloName, { name: order.customerName }) : say(M.hello);
  const regards = say(M.regards);

  /** A plain-text body: the greeting, the paragraphs, the regards. */
  const text = (...paragraphs: string[][]) =>
    [greeting, '', ...paragraphs.flatMap((lines) => [...lines, '']), regards, 'Lemari'].join('\n');

  /** An HTML body in the order's language (its paragraphs already escaped HTML). */
  const html = (body: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:16px;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328">
<p>${escapeHtml(greeting)}</p>
${body}
<p>${escapeHtml(regards)}<br>Lemari</p>
</body></html>`;

  const button = (href: string, label: string) =>
    `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1f2328;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

  /** A sentence with some values in bold in HTML (already escaped), and the same sentence as plain text. */
  const both = (descriptor: Descriptor, values: Record<string, string | number>, bold: string[] = []) => ({
    text: say(descriptor, values),
    html: say(
      descriptor,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          bold.includes(name) ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value),
        ]),
      ),
    ),
  });

  return { say, text, html, button, both, summaryText, summaryHtml, service };
}

/** "We have received order {code}": the order, its total and the pay link (the message's first link). */
export function orderPlacedMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const w = wording(order);
  const code = order.orderCode;
  const thanks = w.both(M.placedThanks, { code }, ['code']);
  const deadline = w.both(M.placedDeadline, { deadline: w.say(M.at, { at: new Date(order.expiresAt) }) });
  const status = {
    text: w.say(M.placedStatus, { link: links.status, code }),
    html: w.say(M.placedStatus, {
      link: `<a href="${escapeHtml(links.status)}">${escapeHtml(links.status)}</a>`,
      code: `<strong>${escapeHtml(code)}</strong>`,
    }),
  };
  const note = order.note ? w.both(M.placedNote, { note: order.note }) : undefined;
  return {
    to: order.customerID,
    subject: w.say(M.placedSubject, { code }),
    text: w.text(
      [thanks.text],
      [w.say(M.placedPayHere), links.pay],
      [deadline.text],
      [status.text],
      w.summaryText(),
      ...(note ? [[note.text]] : []),
    ),
    html: w.html(`<p>${thanks.html}</p>
${w.button(links.pay, w.say(M.placedPayButton))}
<p>${deadline.html}</p>
<p>${status.html}</p>
${w.summaryHtml()}
${note ? `<p>${note.html}</p>` : ''}`),
    links: [links.pay],
  };
}

/** "Payment for order {code} received": sent once, when a notification marks the order paid. */
export function orderPaidMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const w = wording(order);
  // Members find it among their orders; anyone can follow the payment-success page with the token.
  const see = order.userID ? links.detail : links.success;
  const thanks = w.both(M.paidThanks, { amount: formatRupiah(order.total), code: order.orderCode }, [
    'amount',
    'code',
  ]);
  const next = w.service ? w.say(M.paidNextBy, { service: w.service }) : w.say(M.paidNext);
  return {
    to: order.customerID,
    subject: w.say(M.paidSubject, { code: order.orderCode }),
    text: w.text([thanks.text, next], [w.say(M.seeOrder), see], w.summaryText()),
    html: w.html(`<p>${thanks.html}</p>
<p>${escapeHtml(next)}</p>
${w.button(see, w.say(M.seeButton))}
${w.summaryHtml()}`),
    links: [see],
  };
}

/**
 * "Order {code} cancelled, your money is refunded": sent once, in the transaction that cancels a paid order after
 * the provider confirmed the refund of its total.
 */
export function orderRefundedMail(order: Order, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const w = wording(order);
  const see = order.userID ? links.detail : links.status;
  const amount = formatRupiah(order.refund?.amount ?? order.total);
  const method = order.payment?.paymentMethod?.replace(/_/g, ' ');
  const intro = method
    ? w.both(M.refundedIntroMethod, { code: order.orderCode, amount, method }, ['code', 'amount'])
    : w.both(M.refundedIntro, { code: order.orderCode, amount }, ['code', 'amount']);
  const when = w.say(M.refundedWhen, { min: REFUND_WORKING_DAYS.min, max: REFUND_WORKING_DAYS.max });
  const sorry = w.say(M.refundedSorry);
  const lookup = order.userID ? w.say(M.seeOrder) : w.say(M.refundedLookup, { code: order.orderCode });
  return {
    to: order.customerID,
    subject: w.say(M.refundedSubject, { code: order.orderCode }),
    text: w.text([intro.text, when, sorry], [lookup, see], w.summaryText()),
    html: w.html(`<p>${intro.html}</p>
<p>${escapeHtml(when)}</p>
<p>${escapeHtml(sorry)}</p>
${w.button(see, w.say(M.seeButton))}
${w.summaryHtml()}`),
    links: [see],
  };
}

/**
 * "Order {code} is on its way": sent when staff give the order its resi (again when they correct it), with the
 * courier's name and a link to where the customer follows the parcel — the order's page for a member, the order
 * lookup (code and this e-mail) for a guest.
 */
export function orderShippedMail(order: Order, courier: string | undefined, publicWebUrl: string): Message {
  const links = orderLinks(publicWebUrl, order);
  const w = wording(order);
  const track = order.userID ? links.detail : links.status;
  const carrier = courierName(courier ?? order.shipment?.courier ?? '');
  const resi = order.shipment?.resiNumber ?? '';
  const code = order.orderCode;
  const intro = w.both(M.shippedIntro, { code, courier: carrier, resi }, ['code', 'courier', 'resi']);
  const how = order.userID ? w.say(M.shippedTrackMember) : w.say(M.shippedTrackGuest, { code });
  return {
    to: order.customerID,
    subject: w.say(M.shippedSubject, { code }),
    text: w.text([intro.text], [how, track], w.summaryText()),
    html: w.html(`<p>${intro.html}</p>
<p>${escapeHtml(how)}</p>
${w.button(track, w.say(M.shippedButton))}
${w.summaryHtml()}`),
    links: [track],
  };
}
