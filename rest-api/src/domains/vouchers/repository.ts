// SQL for vouchers and their redemptions: the back office's list and edits, the voucher a code names (locked in
// checkout's transaction), its uses so far, and the redemption an order writes and gives back.
import type { VoucherKind } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import type { PageWindow } from '../../lib/schemas.js';
import { insertedId, isoTime, searchCondition, selectPage } from '../../lib/sql.js';
import type { Voucher } from './schemas.js';

const nullableTime = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoTime(column)} END`;

/** A voucher's terms, without its uses. */
const TERMS = `v.id, v.code, v.kind, v.value, v.max_discount AS "maxDiscount", v.min_spend AS "minSpend",
  ${nullableTime('v.valid_from')} AS "validFrom", ${nullableTime('v.valid_to')} AS "validTo",
  v.total_uses AS "totalUses", v.uses_per_customer AS "usesPerCustomer", v.active`;

const COLUMNS = `${TERMS},
  (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.released_at IS NULL)::int
    AS "usedCount",
  ${isoTime('v.created_at')} AS "createdAt", ${isoTime('v.updated_at')} AS "updatedAt"`;

export function getVoucher(db: Queryable, id: string) {
  return db.maybeOne<Voucher>(`SELECT ${COLUMNS} FROM vouchers v WHERE v.id = $1`, [id]);
}

export interface VoucherFilter {
  q?: string | undefined;
  active?: boolean | undefined;
}

export function listVouchers(db: Queryable, filter: VoucherFilter, window: PageWindow) {
  const params: unknown[] = [];
  const where = [searchCondition(['v.code'], filter.q, params)];
  if (filter.active !== undefined) {
    params.push(filter.active);
    where.push(`v.active = $${params.length}`);
  }
  return selectPage<Voucher>(
    db,
    { columns: COLUMNS, from: 'vouchers v', where, params, orderBy: 'v.created_at DESC, v.id' },
    window,
  );
}

/** A voucher as checkout and the quote weigh it: its terms and where now stands in its window (the database's clock). */
export interface VoucherState {
  id: string;
  code: string;
  kind: VoucherKind;
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  totalUses: number | null;
  usesPerCustomer: number | null;
  active: boolean;
  notYetValid: boolean;
  expired: boolean;
}

const STATE = `${TERMS}, COALESCE(v.valid_from > now(), false) AS "notYetValid",
  COALESCE(v.valid_to <= now(), false) AS expired`;

/**
 * The voucher with this code (already in capitals), or undefined. With `lock`, its row stays locked until the
 * transaction ends: checkouts with the same voucher count and take its uses one at a time.
 */
export function voucherByCode(db: Queryable, code: string, options: { lock?: boolean } = {}) {
  return db.maybeOne<VoucherState>(
    `SELECT ${STATE} FROM vouchers v WHERE v.code = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [code],
  );
}

/** Who a use counts for: a member by their id (and the e-mail they order with), a guest by e-mail. */
export interface VoucherCustomer {
  userId: string | null;
  /** Lower-cased. */
  email: string | null;
}

/** The voucher's uses not given back, in all and by this customer. */
export async function usesOf(db: Queryable, voucherId: string, customer: VoucherCustomer) {
  const row = await db.maybeOne<{ used: number; byCustomer: number }>(
    `SELECT count(*)::int AS used,
       count(*) FILTER (WHERE ($2::uuid IS NOT NULL AND r.user_id = $2::uuid)
                          OR ($3::text IS NOT NULL AND r.customer_email = $3::text))::int AS "byCustomer"
     FROM voucher_redemptions r WHERE r.voucher_id = $1 AND r.released_at IS NULL`,
    [voucherId, customer.userId, customer.email],
  );
  return row ?? { used: 0, byCustomer: 0 };
}

export interface VoucherRecord {
  code: string;
  kind: VoucherKind;
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  validFrom: string | null;
  validTo: string | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  active: boolean;
}

const RECORD_PARAMS = (voucher: VoucherRecord) => [
  voucher.code,
  voucher.kind,
  voucher.value,
  voucher.maxDiscount,
  voucher.minSpend,
  voucher.validFrom,
  voucher.validTo,
  voucher.totalUses,
  voucher.usesPerCustomer,
  voucher.active,
];

export function insertVoucher(db: Queryable, voucher: VoucherRecord): Promise<string> {
  return insertedId(
    db,
    `INSERT INTO vouchers (code, kind, value, max_discount, min_spend, valid_from, valid_to, total_uses,
       uses_per_customer, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    RECORD_PARAMS(voucher),
  );
}

/** Replaces the voucher's terms; answers false when there is no such voucher. */
export async function updateVoucher(db: Queryable, id: string, voucher: VoucherRecord): Promise<boolean> {
  return (
    (await db.execute(
      `UPDATE vouchers SET code = $2, kind = $3, value = $4, max_discount = $5, min_spend = $6, valid_from = $7,
         valid_to = $8, total_uses = $9, uses_per_customer = $10, active = $11, updated_at = now()
       WHERE id = $1`,
      [id, ...RECORD_PARAMS(voucher)],
    )) > 0
  );
}

export async function deactivateVoucher(db: Queryable, id: string): Promise<boolean> {
  return (await db.execute(`UPDATE vouchers SET active = false, updated_at = now() WHERE id = $1`, [id])) > 0;
}

/** The use an order takes, in checkout's transaction (after voucherByCode with lock and usesOf). */
export async function insertRedemption(
  tx: Queryable,
  redemption: { voucherId: string; orderId: string; userId: string | null; email: string; discount: number },
) {
  await tx.execute(
    `INSERT INTO voucher_redemptions (voucher_id, order_id, user_id, customer_email, discount)
     VALUES ($1, $2, $3, lower($4), $5)`,
    [redemption.voucherId, redemption.orderId, redemption.userId, redemption.email, redemption.discount],
  );
}

/** Gives back the uses of these orders (cancelled or expired), in the transaction that moves them; once each. */
export async function releaseRedemptions(tx: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx.execute(
    `UPDATE voucher_redemptions SET released_at = now()
     WHERE order_id = ANY($1::uuid[]) AND released_at IS NULL`,
    [orderIds],
  );
}
