// The sandbox provider's hosted payment page, standing in for Midtrans's Snap widget: the web app embeds
// GET /payment-sandbox/:token in an iframe; "Pay" or "Fail" sends the notification Midtrans would send. It speaks
// the order's language (the checkout's, as its e-mails do), or the request's when there is no order (issue 32).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  formatRupiah,
  isLanguage,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SHOP_TIME_ZONE,
  type Language,
  type PaymentMethod,
} from '@lemari/shop/rules';
import type { FastifyError, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { LOCALES } from '@lemari/shop/server/i18n';
import { HttpError, badRequest, orNotFound } from '../../lib/errors.js';
import { StringEnum } from '../../lib/schemas.js';
import {
  defineMessage,
  requestLanguage,
  t,
  translate,
  type Descriptor,
  type Values,
} from '../../i18n/index.js';
import { validationMessage } from '../../plugins/errors.js';
import {
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

/** The page's words (the REST API's catalogue, src/i18n/locales). */
const WORDS = {
  pageTitle: defineMessage({ id: 'sandbox.page-title', defaultMessage: '{title} · Lemari payment sandbox' }),
  badge: defineMessage({ id: 'sandbox.badge', defaultMessage: 'Sandbox · no real money' }),
  order: defineMessage({ id: 'sandbox.order', defaultMessage: 'Order' }),
  amount: defineMessage({ id: 'sandbox.amount', defaultMessage: 'Amount' }),
  payBefore: defineMessage({ id: 'sandbox.pay-before', defaultMessage: 'Pay before' }),
  paidTitle: defineMessage({ id: 'sandbox.paid-title', defaultMessage: 'This order is already paid' }),
  paidNote: defineMessage({
    id: 'sandbox.paid-note',
    defaultMessage: 'The payment has been received. Nothing more to pay.',
  }),
  cancelledTitle: defineMessage({
    id: 'sandbox.cancelled-title',
    defaultMessage: 'This order was cancelled',
  }),
  cancelledNote: defineMessage({ id: 'sandbox.cancelled-note', defaultMessage: 'It can no longer be paid.' }),
  expiredTitle: defineMessage({ id: 'sandbox.expired-title', defaultMessage: 'This payment has expired' }),
  expiredNote: defineMessage({
    id: 'sandbox.expired-note',
    defaultMessage: 'The time to pay has run out; the order can no longer be paid.',
  }),
  backToOrders: defineMessage({ id: 'sandbox.back-to-orders', defaultMessage: 'Back to my orders' }),
  seeOrder: defineMessage({ id: 'sandbox.see-order', defaultMessage: 'See my order' }),
  payOrder: defineMessage({ id: 'sandbox.pay-order', defaultMessage: 'Pay order {code}' }),
  noMethod: defineMessage({
    id: 'sandbox.no-method',
    defaultMessage: 'No payment method is available for this order.',
  }),
  method: defineMessage({ id: 'sandbox.method', defaultMessage: 'Payment method' }),
  pay: defineMessage({ id: 'sandbox.pay', defaultMessage: 'Pay' }),
  fail: defineMessage({ id: 'sandbox.fail', defaultMessage: 'Fail' }),
  howTo: defineMessage({
    id: 'sandbox.how-to',
    defaultMessage: 'Pay settles the payment; Fail makes the provider refuse it, as a declined card would.',
  }),
  notFound: defineMessage({ id: 'sandbox.not-found', defaultMessage: 'Payment not found' }),
  notMade: defineMessage({ id: 'sandbox.not-made', defaultMessage: 'The payment could not be made' }),
  formUnreadable: defineMessage({
    id: 'sandbox.form-unreadable',
    defaultMessage: 'The form could not be read.',
  }),
  wentWrong: defineMessage({ id: 'sandbox.went-wrong', defaultMessage: 'Something went wrong' }),
  wentWrongNote: defineMessage({
    id: 'sandbox.went-wrong-note',
    defaultMessage: 'Something went wrong on our side. Please try again.',
  }),
  received: defineMessage({ id: 'sandbox.received', defaultMessage: 'Payment received' }),
  paidWith: defineMessage({ id: 'sandbox.paid-with', defaultMessage: 'Paid with {method}. Thank you!' }),
  failed: defineMessage({ id: 'sandbox.failed', defaultMessage: 'Payment failed' }),
  refused: defineMessage({ id: 'sandbox.refused', defaultMessage: 'The payment with {method} was refused.' }),
  tryAgain: defineMessage({ id: 'sandbox.try-again', defaultMessage: 'Try again' }),
  // The labels that are words rather than names (brands and banks' products read the same in each language).
  creditCard: defineMessage({ id: 'sandbox.method-credit-card', defaultMessage: 'Credit or debit card' }),
  otherVa: defineMessage({ id: 'sandbox.method-other-va', defaultMessage: 'Other bank transfer' }),
  bankTransfer: defineMessage({ id: 'sandbox.method-bank-transfer', defaultMessage: 'Bank transfer' }),
} satisfies Record<string, Descriptor>;

/** A word of the page in a language. */
const say = (language: Language, descriptor: Descriptor, values?: Values) =>
  translate(t(descriptor, values), language);

/** A payment method's name in a language ('QRIS' in both; 'Credit or debit card' / 'Kartu kredit atau debit'). */
export function methodLabel(method: PaymentMethod, language: Language): string {
  const words: Partial<Record<PaymentMethod | 'bank_transfer', Descriptor>> = {
    credit_card: WORDS.creditCard,
    other_va: WORDS.otherVa,
    bank_transfer: WORDS.bankTransfer,
  };
  const descriptor = words[method];
  return descriptor ? say(language, descriptor) : PAYMENT_METHOD_LABELS[method];
}

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

/** "21 November 2026, 17:58 WIB", the month named in the page's language (Intl, as the e-mails write dates). */
export function jakartaDisplayTime(iso: string, language: Language = 'en'): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString(LOCALES[language], {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // Hours and minutes with a colon in both languages (id-ID would write 17.58).
  const time = at.toLocaleTimeString(LOCALES.en, {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time} WIB`;
}

export const enabledMethods = (payment: SandboxPayment): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => !payment.disabledPaymentMethods.includes(method));

function layout(language: Language, title: string, content: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(say(language, WORDS.pageTitle, { title }))}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
<span class="badge">${escapeHtml(say(language, WORDS.badge))}</span>
<h1>${keepWordsWhole(title)}</h1>
${content}
</div></main></body>
</html>`;
}

/** The language of a payment's page: its order's. */
const languageOf = (payment: SandboxPayment): Language =>
  isLanguage(payment.language) ? payment.language : 'en';

function orderFacts(payment: SandboxPayment, withExpiry: boolean): string {
  const language = languageOf(payment);
  return `<dl>
<dt>${escapeHtml(say(language, WORDS.order))}</dt><dd class="nowrap">${escapeHtml(payment.orderCode)}</dd>
<dt>${escapeHtml(say(language, WORDS.amount))}</dt><dd>${escapeHtml(formatRupiah(payment.total))}</dd>
${withExpiry ? `<dt>${escapeHtml(say(language, WORDS.payBefore))}</dt><dd>${escapeHtml(jakartaDisplayTime(payment.expiresAt, language))}</dd>` : ''}
</dl>`;
}

const STATE_TITLES: Record<Exclude<PayableState, 'payable'>, [Descriptor, Descriptor]> = {
  paid: [WORDS.paidTitle, WORDS.paidNote],
  cancelled: [WORDS.cancelledTitle, WORDS.cancelledNote],
  expired: [WORDS.expiredTitle, WORDS.expiredNote],
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

  const backLink = (language: Language) =>
    `<p><a href="${escapeHtml(orderListUrl)}" target="_top">${escapeHtml(say(language, WORDS.backToOrders))}</a></p>`;
  // Where a paid payment finishes, as Midtrans's callbacks.finish: the storefront's payment-success page, which
  // reads the order by this token (GET /public/v1/order/payment/:token), for guests too.
  const successLink = (token: string, language: Language) =>
    `<p><a href="${escapeHtml(
      `${publicWebUrl}/payment/payment-success?token=${encodeURIComponent(token)}`,
    )}" target="_top">${escapeHtml(say(language, WORDS.seeOrder))}</a></p>`;

  const messagePage = (language: Language, title: string, message: string) =>
    layout(language, title, `<p>${escapeHtml(message)}</p>${backLink(language)}`);

  const statePage = (current: SandboxPayment, state: Exclude<PayableState, 'payable'>, token: string) => {
    const language = languageOf(current);
    const [title, note] = STATE_TITLES[state];
    const links =
      state === 'paid' ? `${successLink(token, language)}${backLink(language)}` : backLink(language);
    return layout(
      language,
      say(language, title),
      `${orderFacts(current, false)}<p class="note">${escapeHtml(say(language, note))}</p>${links}`,
    );
  };

  function paymentPage(current: SandboxPayment): string {
    const language = languageOf(current);
    const methods = enabledMethods(current);
    const title = say(language, WORDS.payOrder, { code: current.orderCode });
    if (methods.length === 0) {
      return layout(
        language,
        title,
        `${orderFacts(current, true)}<p>${escapeHtml(say(language, WORDS.noMethod))}</p>${backLink(language)}`,
      );
    }
    // One select, the phone's own picker, rather than a radio per method: the page (Pay included) then fits a
    // phone's screen inside the storefront's frame without a scroll of its own.
    const options = methods
      .map(
        (method, index) =>
          `<option value="${escapeHtml(method)}"${index === 0 ? ' selected' : ''}>${escapeHtml(
            methodLabel(method, language),
          )}</option>`,
      )
      .join('\n');
    // No action attribute: the form posts back to this very URL, whatever prefix a proxy puts in front.
    return layout(
      language,
      title,
      `${orderFacts(current, true)}
<form method="post">
<div class="field"><label for="method">${escapeHtml(say(language, WORDS.method))}</label>
<select id="method" name="method" required>
${options}
</select></div>
<div class="actions">
<button type="submit" name="action" value="pay">${escapeHtml(say(language, WORDS.pay))}</button>
<button type="submit" name="action" value="fail">${escapeHtml(say(language, WORDS.fail))}</button>
</div>
</form>
<p class="note">${escapeHtml(say(language, WORDS.howTo))}</p>`,
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
  // The order's language when there is one, else the request's (a link to no payment).
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { token } = (request.params ?? {}) as { token?: string };
    const found = token ? await sandboxPaymentByToken(app.db, token).catch(() => undefined) : undefined;
    const language = found ? languageOf(found) : await requestLanguage(request);
    if (error instanceof HttpError) {
      const title = say(language, error.statusCode === 404 ? WORDS.notFound : WORDS.notMade);
      return send(reply, error.statusCode, messagePage(language, title, translate(error.text, language)));
    }
    if (error.validation) {
      const message = translate(
        validationMessage(
          error.validation as Parameters<typeof validationMessage>[0],
          error.validationContext,
        ),
        language,
      );
      return send(reply, 400, messagePage(language, say(language, WORDS.notMade), message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(
        reply,
        status,
        messagePage(language, say(language, WORDS.notMade), say(language, WORDS.formUnreadable)),
      );
    }
    request.log.error({ err: error }, 'payment sandbox failed');
    return send(
      reply,
      500,
      messagePage(language, say(language, WORDS.wentWrong), say(language, WORDS.wentWrongNote)),
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
            { method: methodLabel(method, languageOf(current)) },
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
      const language = languageOf(after);
      const label = methodLabel(method, language);
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
            language,
            say(language, WORDS.received),
            `${orderFacts(after, false)}<p>${escapeHtml(say(language, WORDS.paidWith, { method: label }))}</p>${successLink(request.params.token, language)}${backLink(language)}`,
          ),
        );
      }
      const retry =
        afterState === 'payable' ? `<p><a href="">${escapeHtml(say(language, WORDS.tryAgain))}</a></p>` : '';
      return send(
        reply,
        200,
        layout(
          language,
          say(language, WORDS.failed),
          `${orderFacts(after, false)}<p>${escapeHtml(say(language, WORDS.refused, { method: label }))}</p>${retry}${backLink(language)}`,
        ),
      );
    },
  );
};

export default sandboxRoutes;
