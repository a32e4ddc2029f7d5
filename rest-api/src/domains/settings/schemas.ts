// The shop's settings that staff edit in the back office, and their rules. First: free shipping from a threshold.
import { formatRupiah, MAX_LOW_STOCK_THRESHOLD } from '@lemari/shop/rules';
import { MAX_ORDER_AUTO_COMPLETE_DAYS, MIN_ORDER_AUTO_COMPLETE_DAYS } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data } from '../../lib/schemas.js';

/** The highest threshold staff may set: Rp 1.000.000.000 (a bound, far above any order of clothes). */
export const MAX_FREE_SHIPPING_THRESHOLD = 1_000_000_000;

/**
 * What a widget's text (highlight, banner, hero) may say instead of the amount: the storefront's answer puts the
 * threshold there as "Rp 300.000", and leaves the widget out while free shipping is off, so the promise is always
 * the setting's.
 */
export const FREE_SHIPPING_THRESHOLD_TOKEN = '{freeShippingThreshold}';

export const FreeShipping = Type.Object({
  enabled: Type.Boolean({ description: 'Whether orders from the threshold on ship for free' }),
  threshold: Type.Integer({
    minimum: 0,
    maximum: MAX_FREE_SHIPPING_THRESHOLD,
    description:
      "Rupiah: an order whose goods' subtotal is at least this (>=) ships for free, when enabled. " +
      '"Di atas Rp 300.000" is read as "from Rp 300.000 on"',
  }),
});
export type FreeShipping = Static<typeof FreeShipping>;

export const FreeShippingBody = Type.Object({
  enabled: FreeShipping.properties.enabled,
  threshold: FreeShipping.properties.threshold,
});

export const FreeShippingAnswer = Data(FreeShipping);

/** The one place that says whether goods worth subtotal ship for free. */
export function shipsFree(setting: FreeShipping, subtotal: number): boolean {
  return setting.enabled && subtotal >= setting.threshold;
}

/** A widget's text with the threshold written in as the web writes it, "Rp 300.000" (a no-break space). */
export function withFreeShippingThreshold(text: string, setting: FreeShipping): string {
  return text.replaceAll(FREE_SHIPPING_THRESHOLD_TOKEN, formatRupiah(setting.threshold));
}

export const LowStockSetting = Type.Object({
  threshold: Type.Integer({
    minimum: 0,
    maximum: MAX_LOW_STOCK_THRESHOLD,
    description:
      'Active variants with at most this many pieces are low on stock (the dashboard card, the list mark)',
  }),
});
export type LowStockSetting = Static<typeof LowStockSetting>;
export const LowStockSettingAnswer = Data(LowStockSetting);

/** Days after its parcel left when housekeeping completes a shipped order the customer did not confirm. */
export const OrderAutoCompleteSetting = Type.Object({
  days: Type.Integer({
    minimum: MIN_ORDER_AUTO_COMPLETE_DAYS,
    maximum: MAX_ORDER_AUTO_COMPLETE_DAYS,
    description: `Days (${MIN_ORDER_AUTO_COMPLETE_DAYS} to ${MAX_ORDER_AUTO_COMPLETE_DAYS}) after shipping when an unconfirmed shipped order completes by itself`,
  }),
});
export type OrderAutoCompleteSetting = Static<typeof OrderAutoCompleteSetting>;
export const OrderAutoCompleteSettingAnswer = Data(OrderAutoCompleteSetting);
