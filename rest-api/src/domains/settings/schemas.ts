// The shop's settings that staff edit in the back office, and their rules. First: free shipping from a threshold.
import {
  MAX_FREE_SHIPPING_SERVICES,
  MAX_ORDER_AUTO_COMPLETE_DAYS,
  MIN_ORDER_AUTO_COMPLETE_DAYS,
} from '@lemari/shop/rules';
import {
  formatRupiah,
  MAX_LOW_STOCK_THRESHOLD,
  NPWP_PATTERN,
  NPWP_RULE,
  SELLER_ADDRESS_MAX_LENGTH,
  SELLER_NAME_MAX_LENGTH,
  SELLER_PHONE_PATTERN,
  SELLER_PHONE_RULE,
} from '@lemari/shop/rules';
import {
  isShippingCourier,
  SHIPPING_COURIER_NAMES,
  SHIPPING_COURIERS,
  type ShippingCourier,
} from '@lemari/shop/rules';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Data, LanguageCode, PATTERN_MESSAGE, StringEnum } from '../../lib/schemas.js';

/** The highest threshold staff may set: Rp 1.000.000.000 (a bound, far above any order of clothes). */
export const MAX_FREE_SHIPPING_THRESHOLD = 1_000_000_000;

/**
 * What a widget's text (highlight, banner, hero) may say instead of the amount: the storefront's answer puts the
 * threshold there as "Rp 300.000", and leaves the widget out while free shipping is off, so the promise is always
 * the setting's.
 */
export const FREE_SHIPPING_THRESHOLD_TOKEN = '{freeShippingThreshold}';

/** A service free shipping covers: 'jne:REG', 'pos:Pos Reguler' (courier code, a colon, the service's code). */
export const FREE_SHIPPING_SERVICE_PATTERN = `^(?:${SHIPPING_COURIERS.join('|')}):[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$`;

const FreeShippingServices = Type.Array(
  Type.String({
    pattern: FREE_SHIPPING_SERVICE_PATTERN,
    description: "A courier's service: its code, a colon and the service as the rates name it ('jnt:EZ')",
    [PATTERN_MESSAGE]: `must be a courier (${SHIPPING_COURIERS.join(', ')}), a colon and a service, e.g. jne:REG`,
  }),
  {
    maxItems: MAX_FREE_SHIPPING_SERVICES,
    uniqueItems: true,
    description:
      "The services free shipping covers (default each courier's regular service: jne:REG, jnt:EZ, " +
      'sicepat:REG, pos:Pos Reguler, tiki:REG). Another service of a covered courier costs the shopper the ' +
      'difference to the covered one; a courier with no service named pays in full',
  },
);

export const FreeShipping = Type.Object({
  enabled: Type.Boolean({ description: 'Whether orders from the threshold on ship for free' }),
  threshold: Type.Integer({
    minimum: 0,
    maximum: MAX_FREE_SHIPPING_THRESHOLD,
    description:
      "Rupiah: an order whose goods' subtotal is at least this (>=) ships for free, when enabled. " +
      '"Di atas Rp 300.000" is read as "from Rp 300.000 on"',
  }),
  services: FreeShippingServices,
});
export type FreeShipping = Static<typeof FreeShipping>;

export const FreeShippingBody = Type.Object({
  enabled: FreeShipping.properties.enabled,
  threshold: FreeShipping.properties.threshold,
  services: Type.Optional(FreeShippingServices),
});
export type FreeShippingBody = Static<typeof FreeShippingBody>;

export const FreeShippingAnswer = Data(FreeShipping);

/** The one place that says whether goods worth subtotal ship for free. */
export function shipsFree(setting: Pick<FreeShipping, 'enabled' | 'threshold'>, subtotal: number): boolean {
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
/**
 * The seller on the shop's invoices (migration 0021): what a Faktur/Invoice names above the buyer. Anyone may read
 * it (it is printed on every invoice a customer holds); staff change it.
 */
export const Seller = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: SELLER_NAME_MAX_LENGTH,
    pattern: '\\S',
    description: "The shop's name as its invoices give it, e.g. Lemari or PT Lemari Busana Nusantara",
  }),
  address: Type.String({
    maxLength: SELLER_ADDRESS_MAX_LENGTH,
    description: 'Street, kelurahan, kecamatan, city, province and postal code; may span lines',
  }),
  phone: Type.String({
    maxLength: 30,
    pattern: SELLER_PHONE_PATTERN,
    [PATTERN_MESSAGE]: SELLER_PHONE_RULE,
    description: 'A landline with its area code or a mobile number; empty leaves it off the invoice',
  }),
  email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')], {
    description: "The shop's e-mail for customers; empty leaves it off the invoice",
  }),
  npwp: Type.String({
    maxLength: 30,
    pattern: NPWP_PATTERN,
    [PATTERN_MESSAGE]: NPWP_RULE,
    description: "The seller's NPWP (tax number), 15 or 16 digits; empty leaves it off the invoice",
  }),
});
export type Seller = Static<typeof Seller>;
export const SellerAnswer = Data(Seller);

/** A seller as saved: every field trimmed, the address's lines trimmed and blank ones dropped. */
export function tidySeller(seller: Seller): Seller {
  return {
    name: seller.name.trim(),
    address: seller.address
      .split(/\r?\n/u)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
    phone: seller.phone.trim(),
    email: seller.email.trim(),
    npwp: seller.npwp.trim(),
  };
}

/**
 * The couriers the shop offers at checkout (issue 23): RajaOngkir's codes, at least one, each once. Rates default to
 * them and checkout takes no other.
 */
export const ShippingCouriersSetting = Type.Object({
  couriers: Type.Array(
    StringEnum(SHIPPING_COURIERS, {
      description: SHIPPING_COURIERS.map((code) => `${code} (${SHIPPING_COURIER_NAMES[code]})`).join(', '),
    }),
    {
      minItems: 1,
      maxItems: SHIPPING_COURIERS.length,
      uniqueItems: true,
      description: 'The couriers shoppers may choose, at least one; answered in the order shoppers see them',
    },
  ),
});
export type ShippingCouriersSetting = { couriers: ShippingCourier[] };
export const ShippingCouriersSettingAnswer = Data(ShippingCouriersSetting);

/** Known courier codes of a list, each once, in the order shoppers see them (JNE, J&T, SiCepat, POS, TIKI). */
export function inShopOrder(couriers: readonly string[]): ShippingCourier[] {
  const known = couriers.filter(isShippingCourier);
  return SHIPPING_COURIERS.filter((code) => known.includes(code));
}

/**
 * The payment methods Snap offers (and the sandbox page), staff's choice in the back office (issue 23): at least
 * one, each once. Checkout sends these to Snap as enabled_payments, less those a checkout disables.
 */
export const PaymentMethodsSetting = Type.Object({
  enabled: Type.Array(
    StringEnum(PAYMENT_METHODS, {
      description: `A payment method: ${PAYMENT_METHODS.map((method) => `${method} (${PAYMENT_METHOD_LABELS[method]})`).join(', ')}`,
    }),
    {
      minItems: 1,
      maxItems: PAYMENT_METHODS.length,
      uniqueItems: true,
      description:
        "The methods the payment page offers, at least one, each once (answered in the shop's order)",
    },
  ),
});
export type PaymentMethodsSetting = Static<typeof PaymentMethodsSetting>;
export const PaymentMethodsSettingAnswer = Data(PaymentMethodsSetting);

/** Whether a tracking answer saying "delivered" completes a shipped (processing) order by itself (issue 23). */
export const CompleteOnDeliverySetting = Type.Object(
  {
    enabled: Type.Boolean({
      description:
        'When on, a processing order whose parcel tracking says delivered is completed (by the system), as if ' +
        'the customer had confirmed it arrived; off by default',
    }),
  },
  { additionalProperties: false },
);
export type CompleteOnDeliverySetting = Static<typeof CompleteOnDeliverySetting>;
export const CompleteOnDeliverySettingAnswer = Data(CompleteOnDeliverySetting);

/**
 * The shop's default language (migration 0026): what pages, messages and e-mails speak to a reader whose browser
 * asks for neither English nor Indonesian and who has not chosen (shipped: en).
 */
export const LanguageSetting = Type.Object({ language: LanguageCode });
export type LanguageSetting = Static<typeof LanguageSetting>;
export const LanguageSettingAnswer = Data(LanguageSetting);
