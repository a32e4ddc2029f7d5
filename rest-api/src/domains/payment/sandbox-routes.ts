// The sandbox provider's hosted payment page, standing in for Midtrans's Snap widget: the web app embeds
// GET /payment-sandbox/:token in an iframe; "Pay" or "Fail" sends the notification Midtrans would send.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatRupiah, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@lemari/shop/rules';
import type { FastifyError, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError, badRequest, orNotFound } from '../../lib/errors.js';
import { StringEnum } from '../../lib/schemas.js';
import { defineMessage, inEnglish, t } from '../../i18n/index.js';
import { validationMessage } from '../../plugins/errors.js';
import {
  jakartaTime,
  payableState,
  sandboxNotification,
  sandboxPaymentByToken,
  type PayableState,
  type SandboxPayment,
} from './sandbox.js';
import { recordSandboxTransaction } from './sandbox-repository.js';

const NOTIFICATION_URL = '/v1/payment/notification';
/** The form holds two short fields; anything bigger is not from the page. */
const FORM_BODY_LIMIT = 4096;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const TokenParams = Type.Object({
  token: Type.String({
    minLength: 16,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'The payment token checkout answered',
  }),
});

const PayForm = Type.Object({
  action: StringEnum(['pay', 'fail'], {
    description: 'pay: the customer pays; fail: the payment is refused',
  }),
  method: StringEnum(PAYMENT_METHODS, { description: 'The payment method chosen on the page' }),
});

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f7f9}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border:1px solid #d8dde3;border-radius:8px;padding:20px}
.nowrap{white-space:nowrap}
.badge{display:inline-block;font-size:12px;letter-spacing:.04em;text-transform:uppercase;color:#8a5a00;
background:#fff4d6;border-radius:4px;padding:2px 8px;margin-bottom:12px}
h1{font-size:20px;margin:0 0 12px}
dl{margin:0 0 16px}
dt{color:#57606a}dd{font-weight:600;overflow-wrap:anywhere}
.field{margin:0 0 16px}
label{display:block;font-weight:600;margin-bottom:6px}
select{display:block;width:100%;font:inherit;padding:10px;border:1px solid #57606a;border-radius:6px;background:#fff;
color:inherit}
.actions{display:flex;gap:8px}
button{flex:1;font:inherit;font-weight:600;padding:10px;border-radius:6px;border:1px solid #1f2328;cursor:pointer}
button[value=pay]{background:#1f2328;color:#fff}
button[value=fail]{background:#fff;color:#b42318;border-color:#b42318}
.note{color:#57606a;font-size:14px;margin-bottom:0}
dd{margin:0 0 8px}
@media (max-width:420px){main{padding:8px}.card{padding:16px}}
a{color:#0b57d0}
`;
// The page carries no script and only this stylesheet, which the CSP allows by its hash.
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (value: string | number) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Escaped, with each hyphenated word (an order code, ORD-20261127-AB12) kept on one line. */
const keepWordsWhole = (text: string) =>
  escapeHtml(text).replace(/\S+-\S+/g, (word) => `<span class="nowrap">${word}</span>`);

/** "21 November 2026, 17:58 WIB". */
export function jakartaDisplayTime(iso: string): string {
  const [date = '', time = ''] = jakartaTime(new Date(iso)).split(' ');
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${time.slice(0, 5)} WIB`;
}

export const enabledMethods = (payment: SandboxPayment): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => !payment.disabledPaymentMethods.includes(method));

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Lemari payment sandbox</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
<span class="badge">Sandbox · no real money</span>
<h1>${keepWordsWhole(title)}</h1>
${content}
</div></main></body>
</html>`;
}

function orderFacts(payment: SandboxPayment, withExpiry: boolean): string {
  return `<dl>
<dt>Order</dt><dd class="nowrap">${escapeHtml(payment.orderCode)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatRupiah(payment.total))}</dd>
${withExpiry ? `<dt>Pay before</dt><dd>${escapeHtml(jakartaDisplayTime(payment.expiresAt))}</dd>` : ''}
</dl>`;
}

const STATE_TITLES: Record<Exclude<PayableState, 'payable'>, [string, string]> = {
  paid: ['This order is already paid', 'The payment has been received. Nothing more to pay.'],
  cancelled: ['This order was cancelled', 'It can no longer be paid.'],
  expired: ['This payment has expired', 'The time to pay has run out; the order can no longer be paid.'],
};

const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { publicWebUrl, payment } = app.config;
  const orderListUrl = `${publicWebUrl}/order-list`;
  const headers = {
    'content-security-policy': [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors 'self' ${new URL(publicWebUrl).origin}`,
    ].join('; '),
    // The token in the URL is the key to the page: never hand it on in a Referer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };

  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(headers).type('text/html; charset=utf-8').send(html);

  const backLink = `<p><a href="${escapeHtml(orderListUrl)}" target="_top">Back to my orders</a></p>`;
  // Where a paid payment finishes, as Midtrans's callbacks.finish: the storefront's payment-success page, which
  // reads the order by this token (GET /public/v1/order/payment/:token), for guests too.
  const successLink = (token: string) =>
    `<p><a href="${escapeHtml(
      `${publicWebUrl}/payment/payment-success?token=${encodeURIComponent(token)}`,
    )}" target="_top">See my order</a></p>`;

  const messagePage = (title: string, message: string) =>
    layout(title, `<p>${escapeHtml(message)}</p>${backLink}`);

  const statePage = (current: SandboxPayment, state: Exclude<PayableState, 'payable'>, token: string) => {
    const [title, note] = STATE_TITLES[state];
    const links = state === 'paid' ? `${successLink(token)}${backLink}` : backLink;
    return layout(title, `${orderFacts(current, false)}<p class="note">${escapeHtml(note)}</p>${links}`);
  };

  function paymentPage(current: SandboxPayment): string {
    const methods = enabledMethods(current);
    if (methods.length === 0) {
      return layout(
        `Pay order ${current.orderCode}`,
        `${orderFacts(current, true)}<p>No payment method is available for this order.</p>${backLink}`,
      );
    }
    // One select, the phone's own picker, rather than a radio per method: the page (Pay included) then fits a
    // phone's screen inside the storefront's frame without a scroll of its own.
    const options = methods
      .map(
        (method, index) =>
          `<option value="${escapeHtml(method)}"${index === 0 ? ' selected' : ''}>${escapeHtml(
            PAYMENT_METHOD_LABELS[method],
          )}</option>`,
      )
      .join('\n');
    // No action attribute: the form posts back to this very URL, whatever prefix a proxy puts in front.
    return layout(
      `Pay order ${current.orderCode}`,
      `${orderFacts(current, true)}
<form method="post">
<div class="field"><label for="method">Payment method</label>
<select id="method" name="method" required>
${options}
</select></div>
<div class="actions">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="fail">Fail</button>
</div>
</form>
<p class="note">Pay settles the payment; Fail makes the provider refuse it, as a declined card would.</p>`,
    );
  }

  const load = (token: string): Promise<SandboxPayment> =>
    orNotFound(
      sandboxPaymentByToken(app.db, token),
      defineMessage({
        id: 'payment.no-payment-for-link',
        defaultMessage: 'There is no payment for this link. Please check it and try again.',
      }),
    );

  // Form posts from the page; scoped to this plugin so that the JSON API takes JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // This plugin answers people in a browser frame: every failure is a page, not JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const title = error.statusCode === 404 ? 'Payment not found' : 'The payment could not be made';
      return send(reply, error.statusCode, messagePage(title, error.message));
    }
    if (error.validation) {
      // The stand-in's page speaks English, as Midtrans' sandbox does.
      const message = inEnglish(
        validationMessage(
          error.validation as Parameters<typeof validationMessage>[0],
          error.validationContext,
        ),
      );
      return send(reply, 400, messagePage('The payment could not be made', message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, messagePage('The payment could not be made', 'The form could not be read.'));
    }
    request.log.error({ err: error }, 'payment sandbox failed');
    return send(
      reply,
      500,
      messagePage('Something went wrong', 'Something went wrong on our side. Please try again.'),
    );
  });

  app.get(
    '/payment-sandbox/:token',
    {
      schema: {
        hide: true,
        tags: ['payment'],
        summary: "The sandbox provider's hosted payment page (HTML, embeddable in the web app)",
        params: TokenParams,
      },
    },
    async (request, reply) => {
      const current = await load(request.params.token);
      const state = payableState(current);
      return send(
        reply,
        200,
        state === 'payable' ? paymentPage(current) : statePage(current, state, request.params.token),
      );
    },
  );

  app.post(
    '/payment-sandbox/:token',
    {
      schema: {
        hide: true,
        tags: ['payment'],
        summary: 'Pays or fails a sandbox payment and notifies the shop as Midtrans would',
        params: TokenParams,
        body: PayForm,
      },
    },
    async (request, reply) => {
      const { action, method } = request.body;
      const current = await load(request.params.token);
      const state = payableState(current);
      // A repeated or late submission changes nothing: the page reports where the order stands.
      if (state !== 'payable') return send(reply, 200, statePage(current, state, request.params.token));
      if (!enabledMethods(current).includes(method)) {
        throw badRequest(
          t(
            defineMessage({
              id: 'payment.method-not-available',
              defaultMessage: '{method} is not available for this order.',
            }),
            { method: PAYMENT_METHOD_LABELS[method] },
          ),
        );
      }

      const notification = sandboxNotification({
        orderCode: current.orderCode,
        total: current.total,
        action,
        method,
        serverKey: payment.sandboxServerKey,
      });
      // The provider's side first, as Midtrans records a payment before it notifies: the shop confirms the
      // notification with the status API, which answers from this record.
      await recordSandboxTransaction(app.db, {
        orderCode: notification.order_id,
        transactionId: notification.transaction_id!,
        transactionStatus: notification.transaction_status,
        statusCode: notification.status_code,
        grossAmount: notification.gross_amount,
        paymentType: method,
        fraudStatus: notification.fraud_status ?? null,
      });
      // Through the shop's own notification route, so the sandbox exercises exactly what Midtrans calls.
      const answer = await app.inject({
        method: 'POST',
        url: NOTIFICATION_URL,
        headers: { 'user-agent': 'Lemari payment sandbox' },
        payload: notification,
      });
      if (answer.statusCode !== 200) {
        request.log.error(
          { status: answer.statusCode, body: answer.body.slice(0, 500), orderCode: current.orderCode },
          'the shop refused a sandbox payment notification',
        );
        throw new HttpError(
          502,
          defineMessage({
            id: 'payment.shop-did-not-accept-payment',
            defaultMessage: 'The shop did not accept the payment. Please try again.',
          }),
        );
      }

      const after = await load(request.params.token);
      const afterState = payableState(after);
      if (action === 'pay') {
        if (afterState === 'payable') {
          request.log.error(
            { orderCode: after.orderCode },
            'the shop took a settlement but the order is unpaid',
          );
          throw new HttpError(
            502,
            defineMessage({
              id: 'payment.shop-did-not-record-payment',
              defaultMessage: 'The shop did not record the payment. Please try again.',
            }),
          );
        }
        if (afterState !== 'paid') {
          return send(reply, 200, statePage(after, afterState, request.params.token));
        }
        return send(
          reply,
          200,
          layout(
            'Payment received',
            `${orderFacts(after, false)}<p>Paid with ${escapeHtml(PAYMENT_METHOD_LABELS[method])}. Thank you!</p>${successLink(request.params.token)}${backLink}`,
          ),
        );
      }
      const retry = afterState === 'payable' ? '<p><a href="">Try again</a></p>' : '';
      return send(
        reply,
        200,
        layout(
          'Payment failed',
          `${orderFacts(after, false)}<p>The payment with ${escapeHtml(PAYMENT_METHOD_LABELS[method])} was refused.</p>${retry}${backLink}`,
        ),
      );
    },
  );
};

export default sandboxRoutes;
