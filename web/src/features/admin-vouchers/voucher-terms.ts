// A voucher's terms as the back office reads them: its kind in words, its value ('10% up to Rp 50.000'), its dates
// (Jakarta days) and its uses so far against its limit, in the language shown (issue 23); and the form's days as the
// DateTime the server keeps.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isShopDay, SHOP_UTC_OFFSET, shopDayOf } from '@lemari/shop/rules';
import type { VoucherKind } from '@/generated/graphql';
import { formatDate, formatRupiah } from '@/lib/format';

export const VOUCHER_KIND_LABELS: Readonly<Record<VoucherKind, MessageDescriptor>> = {
  percent: msg`Percent`,
  fixed: msg`Fixed amount`,
  free_shipping: msg`Free shipping`,
};

interface Terms {
  kind: VoucherKind;
  value: number;
  maxDiscount?: number | null;
}

/** '10% up to Rp 50.000', '10%', 'Rp 20.000', 'Shipping cost'. */
export function voucherValueText({ kind, value, maxDiscount }: Terms, i18n: I18n): string {
  switch (kind) {
    case 'percent': {
      if (!maxDiscount) return `${value}%`;
      const cap = formatRupiah(maxDiscount);
      return i18n._(msg`${value}% up to ${cap}`);
    }
    case 'fixed':
      return formatRupiah(value);
    default:
      return i18n._(msg`Shipping cost`);
  }
}

/** '1 December 2026 – 31 December 2026', 'From …', 'Until …', 'Always' (dates in the language shown). */
export function validityText(
  validFrom: string | null | undefined,
  validTo: string | null | undefined,
  i18n: I18n,
): string {
  const from = validFrom ? formatDate(validFrom) : '';
  const to = validTo ? formatDate(validTo) : '';
  if (from && to) return `${from} – ${to}`;
  if (from) return i18n._(msg`From ${from}`);
  if (to) return i18n._(msg`Until ${to}`);
  return i18n._(msg`Always`);
}

/** '3 / 100', or '3 / no limit'. */
export function usesText(usedCount: number, totalUses: number | null | undefined, i18n: I18n): string {
  if (totalUses === null || totalUses === undefined) return i18n._(msg`${usedCount} / no limit`);
  return `${usedCount} / ${totalUses}`;
}

/** An ISO instant as the Jakarta day a date field shows ('2026-12-01'); '' for none. */
export function jakartaDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shopDayOf(date);
}

/** A date field's day as an instant: its first moment in Jakarta (`end`: its last), or null for none. */
export function dayInstant(day: string, { end = false } = {}): string | null {
  if (!isShopDay(day)) return null;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}${SHOP_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
