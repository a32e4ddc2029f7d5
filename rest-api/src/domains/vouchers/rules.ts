// Whether a voucher can be used, and for how much: the refusals a person reads (shop rules' VOUCHER_MESSAGES), the
// back office's checks of a voucher's terms, and the voucher checkout takes in the order's own transaction.
import {
  formatRupiah,
  VOUCHER_PERCENT_MAX,
  voucherCodeOf,
  voucherDiscount,
  type VoucherRefusal,
} from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import {
  usesOf,
  voucherByCode,
  type VoucherCustomer,
  type VoucherRecord,
  type VoucherState,
} from './repository.js';
import type { VoucherBody } from './schemas.js';
import { defineMessage, type Descriptor, t } from '../../i18n/index.js';

/**
 * A refusal: 409 when the shop's state refuses it (no use left, the customer's uses spent), 400 when the code or
 * the order does (unknown or inactive, outside its window, below the minimum spend). details.voucher names why.
 */
const REFUSALS: Record<Exclude<VoucherRefusal, 'minSpend'>, Descriptor> = {
  notFound: defineMessage({ id: 'vouchers.refused.not-found', defaultMessage: 'Voucher code not found.' }),
  notYetValid: defineMessage({
    id: 'vouchers.refused.not-yet-valid',
    defaultMessage: 'This voucher is not valid yet.',
  }),
  expired: defineMessage({ id: 'vouchers.refused.expired', defaultMessage: 'This voucher has expired.' }),
  exhausted: defineMessage({
    id: 'vouchers.refused.exhausted',
    defaultMessage: 'This voucher has been fully used.',
  }),
  alreadyUsed: defineMessage({
    id: 'vouchers.refused.already-used',
    defaultMessage: 'You have already used this voucher.',
  }),
};

const MIN_SPEND = defineMessage({
  id: 'vouchers.refused.min-spend',
  defaultMessage: 'This voucher needs a minimum spend of {amount}.',
});

function refused(reason: VoucherRefusal, minSpend = 0): HttpError {
  // The shop rules' VOUCHER_MESSAGES are these messages' English (the web shows them as they are).
  const message = reason === 'minSpend' ? t(MIN_SPEND, { amount: formatRupiah(minSpend) }) : REFUSALS[reason];
  const status = reason === 'exhausted' || reason === 'alreadyUsed' ? 409 : 400;
  return new HttpError(status, message, {}, { voucher: reason });
}

export interface VoucherUse {
  voucher: VoucherState;
  discount: number;
}

/**
 * The voucher a code names weighed for this customer and order: its discount, or the refusal thrown. With a
 * transaction and `lock`, the voucher's row stays locked until it ends, so the uses counted here are still the
 * voucher's when the order's redemption is written.
 */
export async function weighVoucher(
  db: Queryable,
  rawCode: string,
  customer: VoucherCustomer,
  amounts: { subtotal: number; shippingCost: number },
  options: { lock?: boolean } = {},
): Promise<VoucherUse> {
  const voucher = await voucherByCode(db, voucherCodeOf(rawCode), options);
  if (!voucher || !voucher.active) throw refused('notFound');
  if (voucher.notYetValid) throw refused('notYetValid');
  if (voucher.expired) throw refused('expired');
  if (voucher.totalUses !== null || voucher.usesPerCustomer !== null) {
    const uses = await usesOf(db, voucher.id, customer);
    if (voucher.totalUses !== null && uses.used >= voucher.totalUses) throw refused('exhausted');
    if (
      voucher.usesPerCustomer !== null &&
      (customer.userId !== null || customer.email !== null) &&
      uses.byCustomer >= voucher.usesPerCustomer
    ) {
      throw refused('alreadyUsed');
    }
  }
  if (amounts.subtotal < voucher.minSpend) throw refused('minSpend', voucher.minSpend);
  return { voucher, discount: voucherDiscount(voucher, amounts.subtotal, amounts.shippingCost) };
}

/** The back office's form as a voucher's terms: the code in capitals, each kind's value checked. */
export function voucherRecordOf(body: VoucherBody, keptActive = true): VoucherRecord {
  const code = voucherCodeOf(body.code);
  if (body.kind === 'percent' && (body.value < 1 || body.value > VOUCHER_PERCENT_MAX)) {
    throw badRequest(
      t(
        defineMessage({
          id: 'vouchers.percent-value',
          defaultMessage: "A percent voucher's value must be 1 to {max} (percent).",
        }),
        { max: VOUCHER_PERCENT_MAX },
      ),
    );
  }
  if (body.kind === 'fixed' && body.value < 1) {
    throw badRequest(
      t(
        defineMessage({
          id: 'vouchers.fixed-value',
          defaultMessage: "A fixed voucher's value must be at least {min}.",
        }),
        { min: formatRupiah(1) },
      ),
    );
  }
  if (body.kind === 'free_shipping' && body.value !== 0) {
    throw badRequest(
      defineMessage({
        id: 'vouchers.free-shipping-voucher-s-value',
        defaultMessage: "A free-shipping voucher's value must be 0.",
      }),
    );
  }
  if (body.kind !== 'percent' && body.maxDiscount != null) {
    throw badRequest(
      defineMessage({
        id: 'vouchers.only-percent-voucher-has-maxdiscount',
        defaultMessage: 'Only a percent voucher has a maxDiscount.',
      }),
    );
  }
  const validFrom = body.validFrom ?? null;
  const validTo = body.validTo ?? null;
  if (validFrom && validTo && Date.parse(validFrom) >= Date.parse(validTo)) {
    throw badRequest(
      defineMessage({
        id: 'vouchers.validto-must-after-validfrom',
        defaultMessage: 'validTo must be after validFrom.',
      }),
    );
  }
  return {
    code,
    kind: body.kind,
    value: body.value,
    maxDiscount: body.maxDiscount ?? null,
    minSpend: body.minSpend ?? 0,
    validFrom,
    validTo,
    totalUses: body.totalUses ?? null,
    usesPerCustomer: body.usesPerCustomer ?? null,
    active: body.active ?? keptActive,
  };
}
