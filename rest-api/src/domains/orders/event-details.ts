// A timeline event's detail in the reader's language (issue 32: the staff timeline speaks one language). The shop
// records an event's detail as English words the code writes (the provider's transaction status, why the system
// moved the order, the resi); here each of those shapes has its message, so the timeline answers it in the
// request's language, rows written before this module included. A detail of no known shape passes as it came.
import type { Language } from '@lemari/shop/rules';
import { defineMessage, t, translate, type Localized } from '../../i18n/index.js';

/** Midtrans' transaction statuses, each as staff read it; the provider's own word stays in parentheses. */
const PROVIDER_STATUS = {
  capture: defineMessage({
    id: 'timeline.provider-capture',
    defaultMessage: 'Card payment captured (capture)',
  }),
  settlement: defineMessage({
    id: 'timeline.provider-settlement',
    defaultMessage: 'Payment received (settlement)',
  }),
  pending: defineMessage({ id: 'timeline.provider-pending', defaultMessage: 'Awaiting payment (pending)' }),
  deny: defineMessage({ id: 'timeline.provider-deny', defaultMessage: 'Payment denied (deny)' }),
  cancel: defineMessage({ id: 'timeline.provider-cancel', defaultMessage: 'Payment cancelled (cancel)' }),
  expire: defineMessage({ id: 'timeline.provider-expire', defaultMessage: 'Payment time ran out (expire)' }),
  failure: defineMessage({ id: 'timeline.provider-failure', defaultMessage: 'Payment failed (failure)' }),
  refund: defineMessage({ id: 'timeline.provider-refund', defaultMessage: 'Refunded (refund)' }),
  partial_refund: defineMessage({
    id: 'timeline.provider-partial-refund',
    defaultMessage: 'Partly refunded (partial_refund)',
  }),
} as const;

const STATUS_WORDS = {
  cancelled: defineMessage({ id: 'timeline.status-cancelled', defaultMessage: 'cancelled' }),
  expired: defineMessage({ id: 'timeline.status-expired', defaultMessage: 'expired' }),
} as const;

/** An order status inside a sentence, in the reader's words where the sentence can name it. */
const statusWord = (status: string) => STATUS_WORDS[status as keyof typeof STATUS_WORDS] ?? status;

const resiText = (resi: string) => {
  const [, number = resi, courier] = /^(.*?)(?: \((.+)\))?$/u.exec(resi) ?? [];
  return courier
    ? t(defineMessage({ id: 'timeline.resi-with-courier', defaultMessage: 'resi {number} ({courier})' }), {
        number,
        courier,
      })
    : t(defineMessage({ id: 'timeline.resi', defaultMessage: 'resi {number}' }), { number });
};

/** Each detail the shop writes, by its shape, and its message. */
const SHAPES: { pattern: RegExp; say: (match: RegExpExecArray) => Localized }[] = [
  {
    pattern: /^(capture|settlement|pending|deny|cancel|expire|failure|refund|partial_refund)$/u,
    say: ([, status]) => t(PROVIDER_STATUS[status as keyof typeof PROVIDER_STATUS]),
  },
  {
    pattern: /^resi (.+)$/u,
    say: ([, resi]) => resiText(resi!),
  },
  {
    pattern: /^tracking: resi (.+) delivered$/u,
    say: ([, resi]) =>
      t(
        defineMessage({
          id: 'timeline.tracking-delivered',
          defaultMessage: 'tracking says delivered: {resi}',
        }),
        {
          resi: resiText(resi!),
        },
      ),
  },
  {
    pattern: /^bulk move$/u,
    say: () => t(defineMessage({ id: 'timeline.bulk-move', defaultMessage: 'moved with other orders' })),
  },
  {
    pattern: /^received$/u,
    say: () =>
      t(defineMessage({ id: 'timeline.received', defaultMessage: 'the customer confirmed receipt' })),
  },
  {
    pattern: /^the payment provider refused the order$/u,
    say: () =>
      t(
        defineMessage({
          id: 'timeline.provider-refused-order',
          defaultMessage: 'the payment provider refused the order',
        }),
      ),
  },
  {
    pattern: /^housekeeping: shipped more than (\d+) days ago$/u,
    say: ([, days]) =>
      t(
        defineMessage({
          id: 'timeline.completed-after-days',
          defaultMessage:
            'completed by itself: shipped more than {days, plural, one {# day} other {# days}} ago',
        }),
        { days: Number(days) },
      ),
  },
  {
    pattern: /^complete on delivery: the parcel had arrived$/u,
    say: () =>
      t(
        defineMessage({
          id: 'timeline.completed-on-delivery',
          defaultMessage: 'completed on delivery: the parcel had arrived',
        }),
      ),
  },
  {
    pattern: /^expiry sweep: not paid in time$/u,
    say: () => t(defineMessage({ id: 'timeline.expired-unpaid', defaultMessage: 'not paid in time' })),
  },
  {
    pattern: /^paid \((\w+)\) after the order was (\w+): refunded$/u,
    say: ([, status, was]) =>
      t(
        defineMessage({
          id: 'timeline.late-payment-refunded',
          defaultMessage: 'paid ({status}) after the order was {was}: refunded',
        }),
        { status: status!, was: statusWord(was!) },
      ),
  },
  {
    pattern: /^paid \((\w+)\) after the order was (\w+): refund needed, the provider refused it \((.*)\)$/u,
    say: ([, status, was, why]) =>
      t(
        defineMessage({
          id: 'timeline.late-payment-refund-refused',
          defaultMessage:
            'paid ({status}) after the order was {was}: a refund is needed, the provider refused it ({why})',
        }),
        { status: status!, was: statusWord(was!), why: why! },
      ),
  },
];

/** The detail of a timeline event in `language`: the shop's own words translated, anything else as it came. */
export function eventDetailIn(detail: string | null, language: Language): string | null {
  if (detail === null) return null;
  for (const { pattern, say } of SHAPES) {
    const match = pattern.exec(detail);
    if (match) return translate(say(match), language);
  }
  return detail;
}
