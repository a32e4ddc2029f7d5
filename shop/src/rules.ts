// The shop's rules, each written once here and imported by the REST API, the gateway and the web app, so that a
// rule changes in one edit. Browser-safe and tree-shakable: literal values and pure functions, no imports and
// nothing computed at the top level, so a bundle keeps only the rules it uses.

// --- Catalogue -------------------------------------------------------------------------------------------------

/**
 * The spec's colours (back-office.md §3), in their order: what the shop's colour list starts with (REST migration
 * 0010 seeds it; staff manage it since, GET /public/v1/product-color) and what the demo catalogue uses. A product's
 * colours are checked against the shop's list, not this.
 */
export const PRODUCT_COLORS = ['Grey', 'Navy', 'Black'] as const;
export type ProductColor = (typeof PRODUCT_COLORS)[number];

/**
 * The spec's sizes (back-office.md §3), in their order: what the shop's size list starts with (migration 0010;
 * GET /public/v1/product-size) and what the demo catalogue uses. A product's sizes are checked against the list.
 */
export const PRODUCT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/**
 * A colour's or size's name in the shop's lists: at most this long and without a comma (the original client sends
 * a product's colours comma-joined); unique without regard to case. The REST API's options schemas hold the same.
 */
export const OPTION_NAME_MAX_LENGTH = 20;

/** A colour's swatch: the colour shown for it, #rrggbb (stored in lower case). */
export const SWATCH_PATTERN = '^#[0-9a-fA-F]{6}$';

/** Images per product (back-office.md §3: up to 4; the first is the main image). */
export const MAX_PRODUCT_IMAGES = 4;

/** The highest price in whole rupiah, and the most stock a product can have. */
export const MAX_PRICE = 1_000_000_000_000;
export const MAX_STOCK = 1_000_000;

/** The heaviest product, and the heaviest parcel quoted, in grams: a tonne, far above any order of clothes. */
export const MAX_WEIGHT_GRAMS = 1_000_000;

/** The weight an item without one counts as, in grams (storefront.md §9). */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 500;

/** An item's weight for shipping: its own, or the default when it has none. */
export function itemWeight(weight: number | null | undefined): number {
  return weight != null && weight > 0 ? weight : DEFAULT_ITEM_WEIGHT_GRAMS;
}

// --- Slugs -----------------------------------------------------------------------------------------------------

/** Lower-case letters and digits in words joined by single hyphens: new-arrival, kemeja-pria-2 (categories, widget groups). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 100;

/**
 * A slug made from a name, as the REST API makes one left out and the back office shows it while typing: accents
 * dropped, lower-case, every run of other characters a hyphen, no hyphen at either end, at most SLUG_MAX_LENGTH
 * characters. Empty when the name has no letters or digits a slug can hold.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/gu, '');
}

// --- Variants --------------------------------------------------------------------------------------------------

/** A SKU: letters, digits, dots, dashes and underscores, starting with a letter or digit; unique in the shop. */
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
export const SKU_MAX_LENGTH = 64;

/** Text as a SKU part: its slug in capitals, at most `max` long. */
const skuPart = (text: string, max: number) => slugOf(text).slice(0, max).replace(/-+$/, '').toUpperCase();

/**
 * The SKU suggested for a product's variant: its name, colour and size ('Kemeja Linen', 'Navy', 'M' →
 * KEMEJA-LINEN-NAVY-M). Migration 0011's sku_part is the same rule in SQL (without dropping accents), for the
 * variants it made.
 */
export function suggestSku(productName: string, color: string, size: string): string {
  return [skuPart(productName, 30) || 'SKU', skuPart(color, 10), skuPart(size, 10)].filter(Boolean).join('-');
}

/**
 * A stock figure spread over `cells` variants: the quotient to each, the remainder one by one to the first (24
 * over 8: 3 each; 10 over 3: 4, 3, 3). How a product's stock sent without variants is shared (migration 0011 did
 * the same to the shop's products).
 */
export function spreadStock(total: number, cells: number): number[] {
  if (cells <= 0) return [];
  const each = Math.floor(total / cells);
  const rest = total - each * cells;
  return Array.from({ length: cells }, (_, index) => each + (index < rest ? 1 : 0));
}

/**
 * The product page's address parameter that picks one of its colours (/products/{id}?color=Navy, any case): a card
 * of a list filtered by colour opens the page so, in the colour it shows (web), and the page's preview preloads that
 * colour's first picture (gateway).
 */
export const PRODUCT_COLOR_PARAM = 'color';

/** A variant with this many pieces or fewer says so on the product page ("Sisa 2"); 0 is sold out ("Habis"). */
export const FEW_LEFT = 3;

/** The low-stock threshold a new shop starts with (a shop setting staff change): the dashboard's card. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const MAX_LOW_STOCK_THRESHOLD = 1000;

// --- Orders ----------------------------------------------------------------------------------------------------

/** Every order status, in the order an order moves through them (storefront.md §4). */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Each status's colour, as storefront.md §4 gives them: completed and paid green, pending and processing amber
 * (the theme's orange palette), cancelled and expired red. The one map every screen that colours a status reads.
 */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, 'green' | 'orange' | 'red'>> = {
  pending: 'orange',
  paid: 'green',
  processing: 'orange',
  completed: 'green',
  cancelled: 'red',
  expired: 'red',
};

/**
 * Where an order's parcel is: pending (not sent) → shipped (with the courier, from the resi) → delivered (the
 * tracking said so, or the order completed); cancelled when the order ended before it left.
 */
export const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * Where an order stands as its reader is told (issue 32): its status, with processing told apart by its parcel —
 * processing (being packed), shipped (on its way) and delivered (arrived; the customer's "Pesanan diterima", the
 * auto-complete days or, when the shop says so, the delivery itself completes it). Every headline (the member's
 * order, the guest's look-up, staff's order, the lists, the e-mails) is this one word.
 */
export const ORDER_STAGES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'expired',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stage of an order in `status` whose shipment is in `shipment` (null: it has none). */
export function orderStage(status: OrderStatus, shipment: ShipmentStatus | null | undefined): OrderStage {
  if (status !== 'processing') return status;
  if (shipment === 'delivered') return 'delivered';
  return shipment === 'shipped' ? 'shipped' : 'processing';
}

/**
 * Each stage's colour: its status's (storefront.md §4), a delivered parcel green as a completed order is — it
 * arrived; only the customer's confirmation is left.
 */
export const ORDER_STAGE_COLORS: Readonly<Record<OrderStage, 'green' | 'orange' | 'red'>> = {
  ...ORDER_STATUS_COLORS,
  shipped: 'orange',
  delivered: 'green',
};

/** The tax rate in percent; prices include it (storefront.md §9: 'Tax shown as 11% of the subtotal, rounded'). */
export const TAX_RATE_PERCENT = 11;

/**
 * The tax included in a subtotal, in whole rupiah: subtotal × rate / (100 + rate), rounded. Orders answer it as
 * `tax`, and the cart shows the same number before the order exists.
 */
export function includedTax(subtotal: number): number {
  return Math.round((subtotal * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT));
}

/**
 * An order's invoice number (Nomor Faktur/Invoice): INV/{yyyymmdd}/{order code}, the date being the day the order
 * was placed in Jakarta (Asia/Jakarta, UTC+7, no daylight saving) — ORD-20261121-7K3QX placed on 21 November 2026
 * → INV/20261121/ORD-20261121-7K3QX. Derived, never stored: one order has one invoice, and its number is found again
 * from the code printed on it.
 */
export function invoiceNumber(orderCode: string, orderDate: string | Date): string {
  return `INV/${shopDayOf(new Date(orderDate)).replaceAll('-', '')}/${orderCode}`;
}

/**
 * The tax an order's price includes: the 11 % in what its goods cost after its voucher. A percent or fixed
 * voucher lowers what the goods cost, and so the tax in it; a free-shipping voucher pays the shipping, which
 * carries no tax here, and leaves the goods' tax as it is. The server answers it as an order's `tax`; the
 * invoice, the e-mails and the screens show that figure.
 */
export function includedTaxOfOrder(order: {
  subtotal: number;
  discount?: number | null;
  voucherKind?: string | null;
}): number {
  return includedTax(Math.max(0, order.subtotal - goodsDiscountOf(order)));
}

/**
 * What a voucher took off an order's goods: a percent or fixed voucher's whole discount; none for a free-shipping
 * one, which pays the shipping instead (the goods' price, tax and profit stay as they are).
 */
export function goodsDiscountOf(order: { discount?: number | null; voucherKind?: string | null }): number {
  return order.voucherKind === 'free_shipping' ? 0 : Math.max(0, order.discount ?? 0);
}

/** An order's figures, as every screen, e-mail and the invoice show them (orderFigures). */
export interface OrderFigures {
  subtotal: number;
  /** The shipping the shopper pays; undefined while no service is chosen (the cart, the Information step). */
  shippingCost: number | undefined;
  discount: number;
  /** The PPN the total includes (includedTaxOfOrder). */
  tax: number;
  total: number;
}

/**
 * The one computation of an order's figures, from its goods' subtotal, the shipping it pays and its voucher's
 * discount: total = subtotal + shipping − discount (never below 0), and the PPN it includes. Checkout charges this
 * total (the REST API refuses another amount), and the cart and each checkout step show these figures before the
 * order exists; after, every view shows the order's own, which are these.
 */
export function orderFigures(order: {
  subtotal: number;
  shippingCost?: number | undefined;
  discount?: number | null;
  voucherKind?: string | null;
}): OrderFigures {
  const discount = Math.max(0, order.discount ?? 0);
  return {
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    discount,
    tax: includedTaxOfOrder({ subtotal: order.subtotal, discount, voucherKind: order.voucherKind ?? null }),
    total: Math.max(0, order.subtotal + (order.shippingCost ?? 0) - discount),
  };
}

/** Lines per order, and items per line. */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;

/** The longest order note the server keeps, counted after trimming. */
export const MAX_ORDER_NOTE_LENGTH = 500;

/** Who moved an order (its timeline): a staff member, its customer, the payment provider, or the shop itself. */
export const ORDER_ACTOR_KINDS = ['staff', 'customer', 'payment_provider', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/** The longest internal note staff may add to an order (never shown to the customer), after trimming. */
export const MAX_ORDER_INTERNAL_NOTE_LENGTH = 1000;

/** Orders one bulk move takes at most. */
export const MAX_BULK_ORDER_MOVE = 100;

/**
 * Days after its parcel left when a shipped order the customer did not confirm completes by itself (a shop
 * setting staff change, within these bounds; ORDER_AUTO_COMPLETE_DAYS is the default until they do).
 */
export const DEFAULT_ORDER_AUTO_COMPLETE_DAYS = 7;
export const MIN_ORDER_AUTO_COMPLETE_DAYS = 1;
export const MAX_ORDER_AUTO_COMPLETE_DAYS = 60;

/**
 * Refunds (issue 22): staff may cancel and refund an order that is paid, or processing while its parcel has not
 * left (no tracking number yet); the whole total goes back. A refund attempt is requested (sent, the answer not
 * known yet), succeeded or failed (the provider refused; the order stays paid).
 */
export const REFUNDABLE_ORDER_STATUSES = ['paid', 'processing'] as const satisfies readonly OrderStatus[];
export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** The longest refund reason: Midtrans's limit on its refund API's reason. */
export const MAX_REFUND_REASON_LENGTH = 255;
/**
 * Where an order's payment is (REST's payment status, GraphQL's PaymentStatus): pending → paid, or failed (the last
 * attempt; the order stays payable), cancelled or expired; once money went back, refunded (all of what was paid)
 * or partially_refunded (part of it), as refundedPaymentStatus derives it.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The payment statuses of money that came in: paid, and paid then given back in part or in full. */
export const PAID_PAYMENT_STATUSES = [
  'paid',
  'refunded',
  'partially_refunded',
] as const satisfies readonly PaymentStatus[];

/**
 * A payment's status once `refunded` rupiah of the `paid` went back: refunded when all of it did, partially_refunded
 * when some, paid when none (the one computation: the refund repository writes what it answers).
 */
export function refundedPaymentStatus(
  paid: number,
  refunded: number,
): 'paid' | 'refunded' | 'partially_refunded' {
  if (refunded <= 0) return 'paid';
  return refunded >= paid ? 'refunded' : 'partially_refunded';
}
/** Working days a refund takes to reach the customer, as the refund e-mail says (banks and e-wallets vary). */
export const REFUND_WORKING_DAYS = { min: 3, max: 14 } as const;

/**
 * The couriers the shop can offer (issue 23), by RajaOngkir's (Komerce) codes, in the order shoppers see them: JNE,
 * J&T Express, SiCepat, POS Indonesia and TIKI. Staff choose which of them the shop offers.
 */
export const SHIPPING_COURIERS = ['jne', 'jnt', 'sicepat', 'pos', 'tiki'] as const;
export type ShippingCourier = (typeof SHIPPING_COURIERS)[number];

/** How each courier reads on screen: the names the couriers use for themselves. */
export const SHIPPING_COURIER_NAMES: Readonly<Record<ShippingCourier, string>> = {
  jne: 'JNE',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
  pos: 'POS Indonesia',
  tiki: 'TIKI',
};

/** Several couriers in one rates request are joined by this, as RajaOngkir takes them ('jne:jnt:sicepat'). */
export const COURIER_SEPARATOR = ':';

/** Whether a text is one of the shop's courier codes. */
export function isShippingCourier(code: string): code is ShippingCourier {
  return (SHIPPING_COURIERS as readonly string[]).includes(code);
}

/** A courier's name as screens and e-mails write it ('J&T Express' for jnt); an unknown code in capitals. */
export function courierName(code: string): string {
  const lower = code.trim().toLowerCase();
  return isShippingCourier(lower) ? SHIPPING_COURIER_NAMES[lower] : code.trim().toUpperCase();
}

/**
 * A courier's service as a shop setting names it: courier code and service code joined by a colon, as RajaOngkir
 * and the built-in estimator answer them ('jne:REG', 'pos:Pos Reguler'); the service matched regardless of case.
 */
export const courierServiceKey = (courier: string, service: string) =>
  `${courier.trim().toLowerCase()}${COURIER_SEPARATOR}${service.trim()}`;

/**
 * The services free shipping covers until staff choose others (issue 32): each courier's regular service, as
 * RajaOngkir (Komerce) and the built-in estimator name them — JNE REG, J&T EZ, SiCepat REG, POS Reguler, TIKI REG.
 * A faster service of the same courier costs the shopper the difference to its covered one.
 */
export const DEFAULT_FREE_SHIPPING_SERVICES: readonly string[] = [
  'jne:REG',
  'jnt:EZ',
  'sicepat:REG',
  'pos:Pos Reguler',
  'tiki:REG',
];

/** What a courier's service is, for staff choosing what free shipping covers: the words for each are the web's. */
export type CourierServiceKind = 'economy' | 'regular' | 'next-day' | 'cargo';

/** One service of a courier: its code as the rates name it, and what it is. */
export interface CourierService {
  code: string;
  kind: CourierServiceKind;
}

const courierService = (code: string, kind: CourierServiceKind): CourierService => ({ code, kind });

/**
 * Each courier's services as RajaOngkir (Komerce) and the built-in estimator name them, cheapest kind first: the
 * choices the back office's free-shipping setting offers, each with what it is (the estimator answers exactly these;
 * rest-api's shipping test holds the two together).
 */
export const COURIER_SERVICE_CHOICES: Readonly<Record<ShippingCourier, readonly CourierService[]>> = {
  jne: [
    courierService('OKE', 'economy'),
    courierService('REG', 'regular'),
    courierService('YES', 'next-day'),
  ],
  jnt: [courierService('EZ', 'regular')],
  sicepat: [
    courierService('GOKIL', 'cargo'),
    courierService('REG', 'regular'),
    courierService('BEST', 'next-day'),
  ],
  pos: [courierService('Pos Reguler', 'regular'), courierService('Pos Nextday', 'next-day')],
  tiki: [
    courierService('ECO', 'economy'),
    courierService('REG', 'regular'),
    courierService('ONS', 'next-day'),
  ],
};

/** The most services the free-shipping setting names. */
export const MAX_FREE_SHIPPING_SERVICES = 50;

/**
 * Services a courier takes only from a weight on, in grams: SiCepat's GOKIL is cargo, from 10 kg (SiCepat's own
 * terms). Below it the service is not offered, by the built-in estimator nor from RajaOngkir's answer.
 */
export const SERVICE_MIN_WEIGHT_GRAMS: Readonly<Record<string, number>> = { 'sicepat:GOKIL': 10_000 };

/** Whether a courier's service takes a parcel of this many grams (its minimum weight, if it has one). */
export function takesWeight(courier: string, service: string, grams: number): boolean {
  const key = courierServiceKey(courier, service).toUpperCase();
  const entry = Object.entries(SERVICE_MIN_WEIGHT_GRAMS).find(([name]) => name.toUpperCase() === key);
  return entry === undefined || grams >= entry[1];
}

// --- Money ----------------------------------------------------------------------------------------------------

/** The no-break space between 'Rp' and the amount, so a line never ends after 'Rp'. */
export const RUPIAH_SPACE = '\u00a0';

/**
 * Rupiah as the shop writes them everywhere (screens, e-mails, invoices, messages, the payment page): IDR as the
 * Indonesian locale writes it, whole rupiah and never decimals, 150000 → 'Rp\u00a0150.000' (dot thousands, rounded
 * half away from zero); a debt → '-Rp\u00a0150.000'. The space after 'Rp' is always a no-break space
 * (RUPIAH_SPACE), so 'Rp' and its number never wrap apart. The one money formatter of every package (issue 32).
 *
 * Written out rather than by Intl.NumberFormat('id-ID'), which gives the same text: making that formatter loads the
 * locale's data, about 50 ms of a phone's main thread while the storefront hydrates, and the server's and the
 * browser's ICU could differ in the spaces they put in (shop/test/rules.test.ts compares the two).
 */
export function formatRupiah(amount: number): string {
  const units = Math.round(Math.abs(amount));
  const whole = String(units).replace(/\B(?=(?:\d{3})+$)/gu, '.');
  return `${amount < 0 && units > 0 ? '-' : ''}Rp${RUPIAH_SPACE}${whole}`;
}

// --- Vouchers --------------------------------------------------------------------------------------------------

/** What a voucher takes off: a percent of the goods (capped), a fixed amount of them, or the shipping. */
export const VOUCHER_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/**
 * A voucher code: 3 to 32 letters, digits, dashes or underscores. Stored and matched without regard to case, and
 * shown in capitals (voucherCodeOf). The regular expression's source, for a JSON schema's `pattern` and `new RegExp`.
 */
export const VOUCHER_CODE_PATTERN = '^[A-Za-z0-9_-]{3,32}$';
export const VOUCHER_CODE_MIN_LENGTH = 3;
export const VOUCHER_CODE_MAX_LENGTH = 32;

/** The rule as a person reads it after the field's name: "code must be …". */
export const VOUCHER_CODE_RULE = 'must be 3 to 32 letters, digits, dashes or underscores';

/** A code as the shop keeps and shows it: without the spaces around it, in capitals (' lemari10 ' → 'LEMARI10'). */
export function voucherCodeOf(code: string): string {
  return code.trim().toUpperCase();
}

/** A percent voucher takes 1 to 100 %; a fixed one at least Rp 1; a free-shipping one has value 0. */
export const VOUCHER_PERCENT_MAX = 100;

/** What a voucher's discount is computed from. */
export interface VoucherTerms {
  kind: VoucherKind;
  value: number;
  /** A percent voucher's cap in rupiah; null or undefined for none. */
  maxDiscount?: number | null | undefined;
}

/**
 * The rupiah a voucher takes off an order: percent → floor(subtotal × value / 100), capped by maxDiscount when
 * set; fixed → value, at most the subtotal; free_shipping → the shipping cost. Never more than what it applies to
 * and never negative, so total = subtotal + shippingCost − discount is never below 0.
 */
export function voucherDiscount(terms: VoucherTerms, subtotal: number, shippingCost: number): number {
  const goods = Math.max(0, subtotal);
  switch (terms.kind) {
    case 'percent': {
      const off = Math.floor((goods * Math.min(Math.max(terms.value, 0), VOUCHER_PERCENT_MAX)) / 100);
      return terms.maxDiscount != null ? Math.min(off, Math.max(0, terms.maxDiscount)) : off;
    }
    case 'fixed':
      return Math.min(Math.max(0, terms.value), goods);
    case 'free_shipping':
      return Math.max(0, shippingCost);
    default:
      return 0;
  }
}

/** Why a voucher is refused, each with the sentence a person reads (REST, gateway and web show it as is). */
export const VOUCHER_MESSAGES = {
  notFound: 'Voucher code not found.',
  notYetValid: 'This voucher is not valid yet.',
  expired: 'This voucher has expired.',
  exhausted: 'This voucher has been fully used.',
  alreadyUsed: 'You have already used this voucher.',
} as const;
export type VoucherRefusal = keyof typeof VOUCHER_MESSAGES | 'minSpend';

/** "This voucher needs a minimum spend of Rp 100.000." */
export function voucherMinSpendMessage(minSpend: number): string {
  return `This voucher needs a minimum spend of ${formatRupiah(minSpend)}.`;
}

// --- Payment methods -------------------------------------------------------------------------------------------

/** Snap's payment method codes: what checkout may disable and the sandbox's page offers. */
export const PAYMENT_METHODS = [
  'credit_card',
  'gopay',
  'shopeepay',
  'qris',
  'permata_va',
  'bca_va',
  'bni_va',
  'bri_va',
  'echannel',
  'other_va',
  'indomaret',
  'alfamart',
  'akulaku',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a payment method reads on screen: the names Midtrans and the banks use ('QRIS', 'GoPay'), never the codes
 * capitalised. Besides the Snap codes, 'bank_transfer': the payment_type a notification reports for a transfer.
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod | 'bank_transfer', string>> = {
  credit_card: 'Credit or debit card',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  qris: 'QRIS',
  permata_va: 'Permata Virtual Account',
  bca_va: 'BCA Virtual Account',
  bni_va: 'BNI Virtual Account',
  bri_va: 'BRI Virtual Account',
  echannel: 'Mandiri Bill Payment',
  other_va: 'Other bank transfer',
  bank_transfer: 'Bank transfer',
  indomaret: 'Indomaret',
  alfamart: 'Alfamart',
  akulaku: 'Akulaku PayLater',
};

// --- Languages -------------------------------------------------------------------------------------------------

/** The shop's languages (issue 23): English, the spec's, and Bahasa Indonesia. */
/**
 * The address parameters a product list reads (/shop?size=M&size=L&color=Black&min=100000&max=200000&category=batik
 * &stock=1&sort=price-asc&q=kemeja&page=2): the web client keeps the list's state in them, and the gateway's page
 * cache and hreflang alternates go by them only. Any other parameter (utm_source, fbclid, a typo) names no other
 * page.
 */
export const LIST_PARAMS = {
  size: 'size',
  color: 'color',
  category: 'category',
  min: 'min',
  max: 'max',
  stock: 'stock',
  sort: 'sort',
  q: 'q',
  page: 'page',
} as const;

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the shop speaks until staff choose otherwise (the default-language setting), as the spec is written. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a person's choice of language, read by the web app and the gateway's rendered pages. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language in its own words, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * The locale Intl formats dates and numbers with in each language: Indonesia's English and Indonesian (both write
 * rupiah as 'Rp 104.000'; months are 'August' and 'Agustus').
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-ID', id: 'id-ID' };

/** Whether a text is one of the shop's language codes. */
export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The shop's language an `Accept-Language` header prefers most ('id-ID,id;q=0.9,en;q=0.8' → 'id'), by its
 * q-values and then its order; undefined when it names neither language (or is missing or malformed).
 */
export function preferredLanguage(acceptLanguage: string | undefined | null): Language | undefined {
  if (!acceptLanguage) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    // 'in' is Indonesian's withdrawn ISO 639 code, which old Android browsers still send.
    const language = primary === 'in' ? 'id' : primary;
    if (!isLanguage(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language;
}

// --- Shop days -------------------------------------------------------------------------------------------------

/** The shop's days are Jakarta's: WIB, UTC+7 all year (Indonesia keeps no daylight saving time). */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';
export const SHOP_UTC_OFFSET = '+07:00';

/**
 * Whether text is a calendar day written YYYY-MM-DD (2026-11-28; not 2026-02-30 or 28/11/2026), as the order
 * filters' from and to take it.
 */
export function isShopDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * The days a filter on orders may name, both included: the shop sold nothing before the first, and no order is
 * placed after the last (at the far end, 9999-12-31's next day is in year 10000, which no database reads).
 */
export const FIRST_SHOP_DAY = '2000-01-01';
export const LAST_SHOP_DAY = '2099-12-31';

/** The Jakarta day of an instant, YYYY-MM-DD (today's by default). */
export function shopDayOf(at: Date = new Date()): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

// --- Lists -----------------------------------------------------------------------------------------------------

/** A list asked without a limit answers this many; no list answers more than MAX_PAGE_SIZE at once. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Page sizes per list (storefront.md §9; back-office.md §9 for the back office's lists). */
export const PAGE_SIZE = {
  shop: 10,
  newArrival: 4,
  category: 4,
  affiliates: 4,
  orders: 4,
  addresses: 10,
  related: 4,
  admin: 10,
} as const;

/** Option lists (categories of a product, permissions of a role) load this many at once (back-office.md §9). */
export const OPTION_LIST_LIMIT = 100;

// --- Uploads ---------------------------------------------------------------------------------------------------

/** The largest image an upload may be. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart field the image travels in (storefront.md §7: 'file under field images'). */
export const UPLOAD_FIELD = 'images';

// --- Errors ----------------------------------------------------------------------------------------------------

/** The gateway's error codes (extensions.code, schema/base.graphql): what kind of failure, for code to act on. */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_CALL_LIMIT',
  'VARIABLES_TOO_LARGE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of a REST answer's HTTP status; another 4xx is BAD_USER_INPUT, a 5xx UPSTREAM_UNAVAILABLE. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'BAD_USER_INPUT';
  }
}

// --- Roles -----------------------------------------------------------------------------------------------------

/** The three roles every installation has, with the fixed ids the REST API's seed gives them. */
export const SYSTEM_ROLE_IDS = {
  root: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c01',
  admin: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c02',
  member: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c03',
} as const;
export type SystemRole = keyof typeof SYSTEM_ROLE_IDS;

// --- Phone numbers ---------------------------------------------------------------------------------------------

/**
 * A phone number the shop takes (an address's Nomor HP, a checkout's recipient, a profile's or user's telephone):
 * an Indonesian mobile number, which couriers and payment providers text. Written 08…, it has 10 to 13 digits in
 * all (0812 3456 7890); the same number may be written with the country code instead of the leading 0, +628…
 * (+62 812 3456 7890). Single spaces or dashes may separate the digits; space around the number is ignored. The
 * regular expression's source, for a JSON schema's `pattern` and for `new RegExp` alike.
 */
export const PHONE_PATTERN = '^\\s*(?:0|\\+62[ -]?)8(?:[ -]?[0-9]){8,11}\\s*$';

/** The rule as a person reads it after the field's name: "phone must be …", "Nomor HP: Must be …". */
export const PHONE_RULE = 'must be an Indonesian mobile number: 08… or +628…, 10 to 13 digits';

/**
 * A delivery address's postal code (kode pos), which couriers need on the label: five digits (55122). Empty or
 * left out, an address takes its city's main postal code. The regular expression's source, for a JSON schema's
 * `pattern` and for `new RegExp` alike.
 */
export const POSTAL_CODE_PATTERN = '^([0-9]{5})?$';
export const POSTAL_CODE_RULE = "must be a postal code of 5 digits, e.g. 55122 (empty: the city's)";

/** A kecamatan's name (an address's subdistrictName), as typed. */
export const SUBDISTRICT_MAX_LENGTH = 100;

// --- The seller (invoices) -------------------------------------------------------------------------------------

/** The shop's name on its invoices, and its address (street, kelurahan, kecamatan, city, province, postal code). */
export const SELLER_NAME_MAX_LENGTH = 100;
export const SELLER_ADDRESS_MAX_LENGTH = 300;

/**
 * The shop's phone on its invoices: a landline with its area code ((0274) 512345, 0274-512345) or a mobile or
 * WhatsApp number (0812 2700 1234, +62 812…): 8 to 15 digits after an optional +, with spaces, dashes, dots or
 * brackets between them. Empty leaves the phone off.
 */
export const SELLER_PHONE_PATTERN = '^\\s*(?:\\+?\\(?[0-9](?:[ ().-]{0,2}[0-9]){7,14})?\\s*$';
export const SELLER_PHONE_RULE =
  'must be a phone number with its area code: 8 to 15 digits, e.g. (0274) 512345, or empty';

/**
 * An NPWP (Nomor Pokok Wajib Pajak, the seller's tax number): 15 digits as printed 01.234.567.8-541.000, or the 16
 * digits of the new NPWP (the NIK for a person) since 2024; dots, dashes or spaces may separate them. Empty: the
 * shop has none yet, and its invoices leave the line off.
 */
export const NPWP_PATTERN = '^\\s*(?:(?:[0-9][ .-]?){14,15}[0-9])?\\s*$';
export const NPWP_RULE = 'must be an NPWP of 15 digits (01.234.567.8-541.000) or 16 digits, or empty';

// --- E-mail addresses and order codes --------------------------------------------------------------------------

/**
 * An e-mail address as the shop takes one (sign-up, password reset, a guest's order look-up and checkout, the
 * forms): something@somewhere.tld with no spaces. The address's owner proves it by the link the shop sends; this
 * only catches typing mistakes. The regular expression's source, for `new RegExp` and a schema's `pattern`.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const EMAIL_REGEXP = new RegExp(EMAIL_PATTERN, 'u');

/** True for a well-formed e-mail address (space around it ignored). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_REGEXP.test(text.trim());
}

/** The characters after an order code's date: Crockford's base32, which has no I, L, O or U to misread. */
export const ORDER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many of them an order code has. */
export const ORDER_CODE_SUFFIX_LENGTH = 5;

/** An order code as checkout gives it: ORD-, the day in Jakarta (yyyymmdd), a dash and five characters. */
export const ORDER_CODE_PATTERN = `^ORD-\\d{8}-[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_SUFFIX_LENGTH}}$`;
const ORDER_CODE_REGEXP = new RegExp(ORDER_CODE_PATTERN, 'u');

/** An order code as typed (any case, space around it) in the shop's form: ORD-20261128-7KQ2M; null when not one. */
export function normalOrderCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return ORDER_CODE_REGEXP.test(code) ? code : null;
}
