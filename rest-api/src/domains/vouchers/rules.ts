// Whether a voucher can be used, and for how much: the refusals a person reads (shop rules' VOUCHER_MESSAGES), the
// back office's checks of a voucher's terms, and the voucher checkout takes in the order's own transaction.
import {
  formatRupiah,
  VOUCHER_MESSAGES,
  VOUCHER_PERCENT_MAX,
  voucherCodeOf,
  voucherDiscount,
  voucherMinSpendMessage,
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

/**
 * A refusal: 409 when the shop's state refuses it (no use left, the customer's uses spent), 400 when the code or
 * the order does (unknown or inactive, outside its window, below the minimum spend). details.voucher names why.
 */
function refused(reason: VoucherRefusal, minSpend = 0): HttpError {
  const message = reason === 'minSpend' ? voucherMinSpendMessage(minSpend) : VOUCHER_MESSAGES[reason];
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
    throw badRequest(`A percent voucher's value must be 1 to ${VOUCHER_PERCENT_MAX} (percent).`);
  }
  if (body.kind === 'fixed' && body.value < 1) {
    throw badRequest(`A fixed voucher's value must be at least ${formatRupiah(1)}.`);
  }
  if (body.kind === 'free_shipping' && body.value !== 0) {
    throw badRequest("A free-shipping voucher's value must be 0.");
  }
  if (body.kind !== 'percent' && body.maxDiscount != null) {
    throw badRequest('Only a percent voucher has a maxDiscount.');
  }
  const validFrom = body.validFrom ?? null;
  const validTo = body.validTo ?? null;
  if (validFrom && validTo && Date.parse(validFrom) >= Date.parse(validTo)) {
    throw badRequest('validTo must be after validFrom.');
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
