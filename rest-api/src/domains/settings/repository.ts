// SQL for the shop's settings: one row of shop_settings (migration 0008; the seller, 0021; the default language,
// 0026), read and written through one table, SETTINGS, that says for each setting its columns, what it reads as
// until staff set it, how a saved value is read and what a body saves. The exported functions are its accessors.
import {
  DEFAULT_FREE_SHIPPING_SERVICES,
  DEFAULT_LANGUAGE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_ORDER_AUTO_COMPLETE_DAYS,
  MIN_ORDER_AUTO_COMPLETE_DAYS,
  PAYMENT_METHODS,
  SHIPPING_COURIERS,
  type PaymentMethod,
} from '@lemari/shop/rules';
import type { Queryable } from '../../db/index.js';
import type {
  CompleteOnDeliverySetting,
  FreeShipping,
  FreeShippingBody,
  LanguageSetting,
  LowStockSetting,
  OrderAutoCompleteSetting,
  PaymentMethodsSetting,
  Seller,
  ShippingCouriersSetting,
} from './schemas.js';
import { inShopOrder } from './schemas.js';

/** Each field of a setting with something for it: its column, or an SQL expression. */
type PerField<Value, T> = { readonly [Field in keyof Value]-?: T };

/** One of the shop's settings: where its fields live in the one row of shop_settings, and how they read and save. */
interface Setting<Value extends object, Body = Value, Args extends unknown[] = []> {
  /** Each field's column. */
  readonly columns: PerField<Value, string>;
  /** What the setting reads as until staff set it: no row yet (the migration inserts it), or a column still NULL. */
  readonly fallback: (...args: Args) => Value;
  /** A saved value as it is answered and used (known values only, in the shop's order); as saved when left out. */
  readonly parse?: (saved: Value) => Value;
  /** Whether a body may be saved at all; when not, nothing is saved and undefined comes back. */
  readonly accepts?: (body: Body) => boolean;
  /** What a body saves; a field left undefined keeps its saved value (a new row, its column's default). */
  readonly serialize?: (body: Body) => { [Field in keyof Value]: Value[Field] | undefined };
  /**
   * A condition (SQL) the saved row must meet, given each field's value after the save; when it fails, nothing is
   * saved and undefined comes back.
   */
  readonly guard?: (after: PerField<Value, string>) => string;
}

const setting = <Value extends object, Body = Value, Args extends unknown[] = []>(
  spec: Setting<Value, Body, Args>,
) => spec;

/** In the shop's order (PAYMENT_METHODS), known ones only: a method the shop no longer knows is not offered. */
const methodsInShopOrder = (methods: readonly string[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => methods.includes(method));

const SETTINGS = {
  /**
   * Free shipping from a threshold, for the services it covers (migrations 0008, 0029); without the row nothing is
   * free. Services left out stay as they were. Free shipping that is on covers some service (issue 32): turned on
   * with none to cover (sent, or as saved: the statement itself checks the saved ones), nothing is saved.
   */
  freeShipping: setting<FreeShipping, FreeShippingBody>({
    columns: {
      enabled: 'free_shipping_enabled',
      threshold: 'free_shipping_threshold',
      services: 'free_shipping_services',
    },
    fallback: () => ({ enabled: false, threshold: 0, services: [...DEFAULT_FREE_SHIPPING_SERVICES] }),
    accepts: (body) => !(body.enabled && body.services?.length === 0),
    serialize: (body) => ({ enabled: body.enabled, threshold: body.threshold, services: body.services }),
    guard: (after) => `NOT (${after.enabled} AND cardinality(${after.services}) = 0)`,
  }),
  /** Active variants with at most this many pieces are low on stock (migration 0011). */
  lowStock: setting<LowStockSetting>({
    columns: { threshold: 'low_stock_threshold' },
    fallback: () => ({ threshold: DEFAULT_LOW_STOCK_THRESHOLD }),
  }),
  /**
   * The days after shipping when housekeeping completes an order (migration 0018): staff's setting, or the
   * fallback given (ORDER_AUTO_COMPLETE_DAYS) until they set one. One past the setting's bounds counts as the
   * bound: the form can save what it shows.
   */
  orderAutoComplete: setting<OrderAutoCompleteSetting, OrderAutoCompleteSetting, [fallbackDays: number]>({
    columns: { days: 'order_auto_complete_days' },
    fallback: (fallbackDays) => ({
      days: Math.min(Math.max(fallbackDays, MIN_ORDER_AUTO_COMPLETE_DAYS), MAX_ORDER_AUTO_COMPLETE_DAYS),
    }),
  }),
  /** The seller on the shop's invoices (migration 0021). */
  seller: setting<Seller>({
    columns: {
      name: 'seller_name',
      address: 'seller_address',
      phone: 'seller_phone',
      email: 'seller_email',
      npwp: 'seller_npwp',
    },
    fallback: () => ({ name: 'Lemari', address: '', phone: '', email: '', npwp: '' }),
  }),
  /** The couriers the shop offers at checkout (migration 0023), in the order shoppers see them. */
  shippingCouriers: setting<ShippingCouriersSetting>({
    columns: { couriers: 'shipping_couriers' },
    fallback: () => ({ couriers: [...SHIPPING_COURIERS] }),
    parse: (saved) => ({ couriers: inShopOrder(saved.couriers) }),
    serialize: (body) => ({ couriers: inShopOrder(body.couriers) }),
  }),
  /** The payment methods the payment page offers (migration 0025): staff's choice, or every method until they make one. */
  paymentMethods: setting<PaymentMethodsSetting>({
    columns: { enabled: 'enabled_payment_methods' },
    fallback: () => ({ enabled: [...PAYMENT_METHODS] }),
    parse: (saved) => {
      const enabled = methodsInShopOrder(saved.enabled);
      return { enabled: enabled.length > 0 ? enabled : [...PAYMENT_METHODS] };
    },
    serialize: (body) => ({ enabled: methodsInShopOrder(body.enabled) }),
  }),
  /** Whether tracking's "delivered" completes a shipped order (migration 0024; off until staff turn it on). */
  completeOnDelivery: setting<CompleteOnDeliverySetting>({
    columns: { enabled: 'complete_on_delivery' },
    fallback: () => ({ enabled: false }),
  }),
  /** The language of a reader whose request names none (migration 0026; English until staff choose). */
  defaultLanguage: setting<LanguageSetting>({
    columns: { language: 'default_lang' },
    fallback: () => ({ language: DEFAULT_LANGUAGE }),
  }),
};

const fieldsOf = <Value extends object>(spec: { columns: PerField<Value, string> }) =>
  Object.keys(spec.columns) as (keyof Value & string)[];

/** `column AS "field", …`: a row with the setting's own field names. */
const selectList = <Value extends object>(spec: { columns: PerField<Value, string> }) =>
  fieldsOf(spec)
    .map((field) => `${spec.columns[field]} AS "${field}"`)
    .join(', ');

async function readSetting<Value extends object, Body, Args extends unknown[]>(
  db: Queryable,
  spec: Setting<Value, Body, Args>,
  ...args: Args
): Promise<Value> {
  const row = await db.maybeOne<{ [Field in keyof Value]: Value[Field] | null }>(
    `SELECT ${selectList(spec)} FROM shop_settings WHERE id = 1`,
  );
  const fallback = spec.fallback(...args);
  const value = Object.fromEntries(
    fieldsOf(spec).map((field) => [field, row?.[field] ?? fallback[field]]),
  ) as Value;
  return spec.parse ? spec.parse(value) : value;
}

/** Saves a body and answers the setting as saved, or undefined when the setting refuses it (accepts, guard). */
async function writeSetting<Value extends object, Body, Args extends unknown[]>(
  db: Queryable,
  spec: Setting<Value, Body, Args>,
  body: Body,
): Promise<Value | undefined> {
  if (spec.accepts && !spec.accepts(body)) return undefined;
  const values = spec.serialize ? spec.serialize(body) : (body as unknown as Value);
  const fields = fieldsOf(spec);
  const sent = fields.filter((field) => values[field] !== undefined);
  const columns = sent.map((field) => spec.columns[field]);
  const after = Object.fromEntries(
    fields.map((field) => [
      field,
      `${sent.includes(field) ? 'EXCLUDED' : 'shop_settings'}.${spec.columns[field]}`,
    ]),
  ) as PerField<Value, string>;
  const row = await db.maybeOne<Value>(
    `INSERT INTO shop_settings (id, ${columns.join(', ')}) VALUES (1, ${sent.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')},
       updated_at = now()
     ${spec.guard ? `WHERE ${spec.guard(after)}` : ''}
     RETURNING ${selectList(spec)}`,
    sent.map((field) => values[field]),
  );
  return row && spec.parse ? spec.parse(row) : row;
}

export function freeShippingSetting(db: Queryable): Promise<FreeShipping> {
  return readSetting(db, SETTINGS.freeShipping);
}

/** Saves free shipping; undefined when it would be on with no service to cover (nothing is saved then). */
export function updateFreeShipping(
  db: Queryable,
  setting: FreeShippingBody,
): Promise<FreeShipping | undefined> {
  return writeSetting(db, SETTINGS.freeShipping, setting);
}

export function lowStockSetting(db: Queryable): Promise<LowStockSetting> {
  return readSetting(db, SETTINGS.lowStock);
}

export async function updateLowStockSetting(
  db: Queryable,
  setting: LowStockSetting,
): Promise<LowStockSetting> {
  return (await writeSetting(db, SETTINGS.lowStock, setting))!;
}

/** Staff's days, or `fallback` (ORDER_AUTO_COMPLETE_DAYS, within the setting's bounds) until they set them. */
export function orderAutoCompleteSetting(db: Queryable, fallback: number): Promise<OrderAutoCompleteSetting> {
  return readSetting(db, SETTINGS.orderAutoComplete, fallback);
}

export async function updateOrderAutoCompleteSetting(
  db: Queryable,
  setting: OrderAutoCompleteSetting,
): Promise<OrderAutoCompleteSetting> {
  return (await writeSetting(db, SETTINGS.orderAutoComplete, setting))!;
}

export function sellerSetting(db: Queryable): Promise<Seller> {
  return readSetting(db, SETTINGS.seller);
}

export async function updateSeller(db: Queryable, seller: Seller): Promise<Seller> {
  return (await writeSetting(db, SETTINGS.seller, seller))!;
}

export function shippingCouriersSetting(db: Queryable): Promise<ShippingCouriersSetting> {
  return readSetting(db, SETTINGS.shippingCouriers);
}

export async function updateShippingCouriers(
  db: Queryable,
  setting: ShippingCouriersSetting,
): Promise<ShippingCouriersSetting> {
  return (await writeSetting(db, SETTINGS.shippingCouriers, setting))!;
}

export function paymentMethodsSetting(db: Queryable): Promise<PaymentMethodsSetting> {
  return readSetting(db, SETTINGS.paymentMethods);
}

export async function updatePaymentMethodsSetting(
  db: Queryable,
  setting: PaymentMethodsSetting,
): Promise<PaymentMethodsSetting> {
  return (await writeSetting(db, SETTINGS.paymentMethods, setting))!;
}

export function completeOnDeliverySetting(db: Queryable): Promise<CompleteOnDeliverySetting> {
  return readSetting(db, SETTINGS.completeOnDelivery);
}

export async function updateCompleteOnDeliverySetting(
  db: Queryable,
  setting: CompleteOnDeliverySetting,
): Promise<CompleteOnDeliverySetting> {
  return (await writeSetting(db, SETTINGS.completeOnDelivery, setting))!;
}

export function defaultLanguageSetting(db: Queryable): Promise<LanguageSetting> {
  return readSetting(db, SETTINGS.defaultLanguage);
}

export async function updateDefaultLanguageSetting(
  db: Queryable,
  setting: LanguageSetting,
): Promise<LanguageSetting> {
  return (await writeSetting(db, SETTINGS.defaultLanguage, setting))!;
}
