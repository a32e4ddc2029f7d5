// SQL for the shop's settings: one row (migration 0008; the seller, 0021; the default language, 0026).
import {
  DEFAULT_FREE_SHIPPING_SERVICES,
  DEFAULT_LANGUAGE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@lemari/shop/rules';
import { MAX_ORDER_AUTO_COMPLETE_DAYS, MIN_ORDER_AUTO_COMPLETE_DAYS } from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import { SHIPPING_COURIERS } from '@lemari/shop/rules';
import type {
  FreeShipping,
  FreeShippingBody,
  LanguageSetting,
  LowStockSetting,
  Seller,
  ShippingCouriersSetting,
} from './schemas.js';
import { inShopOrder } from './schemas.js';
import type {
  CompleteOnDeliverySetting,
  OrderAutoCompleteSetting,
  PaymentMethodsSetting,
} from './schemas.js';

const FREE_SHIPPING_COLUMNS =
  'free_shipping_enabled AS enabled, free_shipping_threshold AS threshold, free_shipping_services AS services';

export async function freeShippingSetting(db: Queryable): Promise<FreeShipping> {
  const row = await db.maybeOne<FreeShipping>(
    `SELECT ${FREE_SHIPPING_COLUMNS} FROM shop_settings WHERE id = 1`,
  );
  // The migration inserts the row and nothing deletes it; without it nothing is free.
  return row ?? { enabled: false, threshold: 0, services: [...DEFAULT_FREE_SHIPPING_SERVICES] };
}

/**
 * Saves the setting; services left out stay as they were. Free shipping that is on covers some service (issue 32):
 * turned on with none to cover (sent, or as saved; the statement itself checks the saved ones), nothing is saved
 * and undefined comes back.
 */
export async function updateFreeShipping(
  db: Queryable,
  setting: FreeShippingBody,
): Promise<FreeShipping | undefined> {
  if (setting.enabled && setting.services?.length === 0) return undefined;
  const row = await db.maybeOne<FreeShipping>(
    `INSERT INTO shop_settings (id, free_shipping_enabled, free_shipping_threshold, free_shipping_services)
     VALUES (1, $1, $2, COALESCE($3::text[], $4::text[]))
     ON CONFLICT (id) DO UPDATE SET free_shipping_enabled = $1, free_shipping_threshold = $2,
       free_shipping_services = COALESCE($3::text[], shop_settings.free_shipping_services), updated_at = now()
     WHERE NOT ($1 AND cardinality(COALESCE($3::text[], shop_settings.free_shipping_services)) = 0)
     RETURNING ${FREE_SHIPPING_COLUMNS}`,
    [setting.enabled, setting.threshold, setting.services ?? null, [...DEFAULT_FREE_SHIPPING_SERVICES]],
  );
  return row;
}

export async function lowStockSetting(db: Queryable): Promise<LowStockSetting> {
  const row = await db.maybeOne<LowStockSetting>(
    'SELECT low_stock_threshold AS threshold FROM shop_settings WHERE id = 1',
  );
  return row ?? { threshold: DEFAULT_LOW_STOCK_THRESHOLD };
}

export async function updateLowStockSetting(
  db: Queryable,
  setting: LowStockSetting,
): Promise<LowStockSetting> {
  const row = await db.maybeOne<LowStockSetting>(
    `INSERT INTO shop_settings (id, low_stock_threshold) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET low_stock_threshold = $1, updated_at = now()
     RETURNING low_stock_threshold AS threshold`,
    [setting.threshold],
  );
  return row!;
}

/**
 * The days after shipping when housekeeping completes an order: staff's setting, or `fallback`
 * (ORDER_AUTO_COMPLETE_DAYS) until they set one.
 */
export async function orderAutoCompleteSetting(
  db: Queryable,
  fallback: number,
): Promise<OrderAutoCompleteSetting> {
  const row = await db.maybeOne<{ days: number | null }>(
    'SELECT order_auto_complete_days AS days FROM shop_settings WHERE id = 1',
  );
  // An ORDER_AUTO_COMPLETE_DAYS past the setting's bounds counts as the bound: the form can save what it shows.
  return {
    days:
      row?.days ?? Math.min(Math.max(fallback, MIN_ORDER_AUTO_COMPLETE_DAYS), MAX_ORDER_AUTO_COMPLETE_DAYS),
  };
}

export async function updateOrderAutoCompleteSetting(
  db: Queryable,
  setting: OrderAutoCompleteSetting,
): Promise<OrderAutoCompleteSetting> {
  const row = await db.maybeOne<OrderAutoCompleteSetting>(
    `INSERT INTO shop_settings (id, order_auto_complete_days) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET order_auto_complete_days = $1, updated_at = now()
     RETURNING order_auto_complete_days AS days`,
    [setting.days],
  );
  return row!;
}

const SELLER_COLUMNS =
  'seller_name AS name, seller_address AS address, seller_phone AS phone, seller_email AS email, seller_npwp AS npwp';

export async function sellerSetting(db: Queryable): Promise<Seller> {
  const row = await db.maybeOne<Seller>(`SELECT ${SELLER_COLUMNS} FROM shop_settings WHERE id = 1`);
  return row ?? { name: 'Lemari', address: '', phone: '', email: '', npwp: '' };
}

export async function updateSeller(db: Queryable, seller: Seller): Promise<Seller> {
  const row = await db.maybeOne<Seller>(
    `INSERT INTO shop_settings (id, seller_name, seller_address, seller_phone, seller_email, seller_npwp)
     VALUES (1, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET seller_name = $1, seller_address = $2, seller_phone = $3, seller_email = $4,
       seller_npwp = $5, updated_at = now()
     RETURNING ${SELLER_COLUMNS}`,
    [seller.name, seller.address, seller.phone, seller.email, seller.npwp],
  );
  return row!;
}

/** The couriers the shop offers at checkout (migration 0023), in the order shoppers see them. */
export async function shippingCouriersSetting(db: Queryable): Promise<ShippingCouriersSetting> {
  const row = await db.maybeOne<{ couriers: string[] }>(
    'SELECT shipping_couriers AS couriers FROM shop_settings WHERE id = 1',
  );
  return { couriers: inShopOrder(row?.couriers ?? SHIPPING_COURIERS) };
}

export async function updateShippingCouriers(
  db: Queryable,
  setting: ShippingCouriersSetting,
): Promise<ShippingCouriersSetting> {
  const row = await db.maybeOne<{ couriers: string[] }>(
    `INSERT INTO shop_settings (id, shipping_couriers) VALUES (1, $1::text[])
     ON CONFLICT (id) DO UPDATE SET shipping_couriers = $1::text[], updated_at = now()
     RETURNING shipping_couriers AS couriers`,
    [inShopOrder(setting.couriers)],
  );
  return { couriers: inShopOrder(row!.couriers) };
}

/** In the shop's order (PAYMENT_METHODS), known ones only: a method the shop no longer knows is not offered. */
const methodsInShopOrder = (methods: readonly string[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => methods.includes(method));

/** The payment methods the payment page offers (migration 0025): staff's choice, or every method until they make one. */
export async function paymentMethodsSetting(db: Queryable): Promise<PaymentMethodsSetting> {
  const row = await db.maybeOne<{ enabled: string[] | null }>(
    'SELECT enabled_payment_methods AS enabled FROM shop_settings WHERE id = 1',
  );
  const enabled = row?.enabled ? methodsInShopOrder(row.enabled) : [];
  return { enabled: enabled.length > 0 ? enabled : [...PAYMENT_METHODS] };
}

export async function updatePaymentMethodsSetting(
  db: Queryable,
  setting: PaymentMethodsSetting,
): Promise<PaymentMethodsSetting> {
  const enabled = methodsInShopOrder(setting.enabled);
  await db.execute(
    `INSERT INTO shop_settings (id, enabled_payment_methods) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET enabled_payment_methods = $1, updated_at = now()`,
    [enabled],
  );
  return { enabled };
}

/** Whether tracking's "delivered" completes a shipped order (migration 0024; off until staff turn it on). */
export async function completeOnDeliverySetting(db: Queryable): Promise<CompleteOnDeliverySetting> {
  const row = await db.maybeOne<CompleteOnDeliverySetting>(
    'SELECT complete_on_delivery AS enabled FROM shop_settings WHERE id = 1',
  );
  return row ?? { enabled: false };
}

export async function updateCompleteOnDeliverySetting(
  db: Queryable,
  setting: CompleteOnDeliverySetting,
): Promise<CompleteOnDeliverySetting> {
  const row = await db.maybeOne<CompleteOnDeliverySetting>(
    `INSERT INTO shop_settings (id, complete_on_delivery) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET complete_on_delivery = $1, updated_at = now()
     RETURNING complete_on_delivery AS enabled`,
    [setting.enabled],
  );
  return row!;
}

/** The language of a reader whose request names none (migration 0026; English until staff choose). */
export async function defaultLanguageSetting(db: Queryable): Promise<LanguageSetting> {
  const row = await db.maybeOne<LanguageSetting>(
    'SELECT default_lang AS language FROM shop_settings WHERE id = 1',
  );
  return row ?? { language: DEFAULT_LANGUAGE };
}

export async function updateDefaultLanguageSetting(
  db: Queryable,
  setting: LanguageSetting,
): Promise<LanguageSetting> {
  const row = await db.maybeOne<LanguageSetting>(
    `INSERT INTO shop_settings (id, default_lang) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET default_lang = $1, updated_at = now()
     RETURNING default_lang AS language`,
    [setting.language],
  );
  return row!;
}
