import {
  MAX_LINE_QUANTITY,
  MAX_REFUND_REASON_LENGTH,
  REFUND_STATUSES,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTE_LENGTH,
  ORDER_STAGES,
  ORDER_STATUSES,
  SHIPMENT_STATUSES,
  SHIPPING_COURIERS,
  VOUCHER_KINDS,
  LANGUAGES,
  PAYMENT_STATUSES,
  type OrderStatus,
} from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import { Phone } from '../../lib/phone.js';
import { PostalCode, SubdistrictName } from '../../lib/postal-code.js';
import { Data, List, Nullable, SearchQuery, StringEnum, Uuid } from '../../lib/schemas.js';
import { PAYMENT_METHODS } from '../payment/provider.js';

export type { OrderStatus };

const Rupiah = (description: string) => Type.Integer({ minimum: 0, description });

const CityId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]{1,6}$' })], {
  description: 'A city id (RajaOngkir numbering), as a number or a digit string',
});

export const CheckoutLine = Type.Object(
  {
    productID: Uuid,
    color: Type.String({
      maxLength: 30,
      description: "One of the product's colours; empty when it has none",
    }),
    size: Type.String({ maxLength: 10, description: "One of the product's sizes; empty when it has none" }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  },
  { description: 'A cart line; names, prices and weights the client sends with it are ignored' },
);

export const CheckoutShipment = Type.Object({
  courier: Type.String({
    minLength: 1,
    maxLength: 20,
    description:
      'One courier the shop offers (GET /public/v1/setting/couriers): jne, jnt, sicepat, pos or tiki',
  }),
  service: Type.String({ minLength: 1, maxLength: 20, description: 'A service of GET /v1/shipment/cost' }),
  addressID: Type.Optional(Uuid),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Phone),
  address: Type.Optional(Type.String({ maxLength: 500 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
  districtID: Type.Optional(CityId),
  code: Type.Optional(CityId),
  postalCode: Type.Optional(PostalCode),
  subdistrictName: Type.Optional(SubdistrictName),
});

const PaymentMethodName = Type.String({ maxLength: 30 });

export const CheckoutBody = Type.Object({
  customerID: Type.String({ format: 'email', maxLength: 254, description: "The customer's e-mail" }),
  shipment: CheckoutShipment,
  orderDetail: Type.Array(CheckoutLine, { minItems: 1, maxItems: MAX_ORDER_LINES }),
  amount: Type.Number({
    minimum: 0,
    maximum: 1e13,
    description: 'The total the customer saw; a different total answers 409 with the correct one',
  }),
  clientCode: Type.Optional(Type.String({ maxLength: 100 })),
  note: Type.Optional(
    Type.String({
      maxLength: MAX_ORDER_NOTE_LENGTH,
      description: `The customer's note to the shop (the cart page's order note), at most ${MAX_ORDER_NOTE_LENGTH} characters; trimmed, and empty means none`,
    }),
  ),
  voucherCode: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        "A voucher code (any case); the server weighs it in the order's transaction and `amount` is the total " +
        'after its discount. A refusal answers 400 or 409 with the reason to show; empty means none',
    }),
  ),
  disabledPaymentMethod: Type.Optional(
    Type.Union([Type.Array(PaymentMethodName, { maxItems: PAYMENT_METHODS.length }), PaymentMethodName], {
      description: `Methods to leave out (list or comma-joined): ${PAYMENT_METHODS.join(', ')}`,
    }),
  ),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

export const CheckoutAnswer = Data(
  Type.Object({
    token: Type.String({ description: 'The payment token: the storefront opens /payment/{token}' }),
    redirectUrl: Type.String({ description: "The provider's hosted payment page" }),
    orderID: Uuid,
    orderCode: Type.String(),
    amount: Rupiah('The total to pay'),
    expiresAt: Type.String({ format: 'date-time', description: 'Unpaid orders expire then' }),
  }),
);
export type CheckoutResult = Static<typeof CheckoutAnswer>['data'];

export const OrderLine = Type.Object({
  id: Uuid,
  productID: Uuid,
  productName: Type.String(),
  productImage: Type.String(),
  color: Type.String(),
  size: Type.String(),
  variantId: Nullable(Uuid),
  sku: Type.String({ description: "The variant's SKU when ordered" }),
  quantity: Type.Integer(),
  normalPrice: Rupiah('Price before discount, when ordered'),
  sellPrice: Rupiah('Price paid per item'),
  discount: Type.Integer(),
  weight: Type.Integer({ description: 'Grams per item' }),
  subtotal: Rupiah('sellPrice × quantity'),
});

export const OrderPayment = Type.Object({
  provider: Type.String(),
  paymentMethod: Type.String({ description: 'Empty until paid' }),
  totalAmount: Rupiah('The amount asked'),
  paymentDate: Nullable(Type.String({ format: 'date-time' })),
  status: StringEnum(PAYMENT_STATUSES, {
    description:
      'pending, paid, failed (the last attempt), cancelled, expired; refunded (all of the amount went back) or ' +
      'partially_refunded (part of it), from refundedAmount against totalAmount',
  }),
  token: Type.String(),
  redirectUrl: Type.String(),
  refundedAmount: Rupiah('Rupiah given back by succeeded refunds; 0 when none'),
  refundedAt: Nullable(
    Type.String({ format: 'date-time', description: 'When the last refund went back, or null' }),
  ),
});

/** The money given back when staff cancelled the paid order (the succeeded refund, else the latest attempt). */
export const OrderRefund = Type.Object({
  amount: Rupiah("Rupiah given back: the order's total"),
  status: StringEnum(REFUND_STATUSES, {
    description:
      'requested (the provider has not confirmed it yet), succeeded or failed (the order stays paid)',
  }),
  at: Type.String({ format: 'date-time', description: 'When the provider last answered (or it was asked)' }),
});

/** The courier's service and the parcel, as every reader of an order's shipment sees them. */
const ShipmentService = {
  courier: Type.String(),
  service: Type.String(),
  description: Type.String(),
  etd: Type.String(),
  cost: Rupiah('Shipping cost'),
  weight: Type.Integer({ description: 'Grams' }),
  resiNumber: Type.String({ description: "The courier's tracking number; empty until processing" }),
};

/** Where the shipment stands, after its delivery address. */
const ShipmentProgress = {
  shipmentDate: Nullable(Type.String({ format: 'date-time' })),
  status: StringEnum(SHIPMENT_STATUSES, {
    description:
      'pending (not sent), shipped (with the courier, from the resi), delivered (its tracking said so, or the ' +
      'order completed) or cancelled',
  }),
  deliveredAt: Nullable(
    Type.String({
      format: 'date-time',
      description:
        'When the parcel arrived, as its tracking said (or when the order completed); null until then',
    }),
  ),
};

export const OrderShipment = Type.Object({
  ...ShipmentService,
  destination: Type.String({ description: 'The delivery address on one line' }),
  destinationCityID: Type.String(),
  address: Type.Record(Type.String(), Type.Unknown(), { description: 'The delivery address as given' }),
  ...ShipmentProgress,
});

/** An order's code, status and dates, as every reader of the order sees them. */
const OrderHead = {
  id: Uuid,
  orderCode: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  stage: StringEnum(ORDER_STAGES, {
    description:
      'Where the order stands as its reader is told: its status, with processing told apart by its parcel — ' +
      "processing (being packed), shipped (on its way) or delivered (arrived, waiting for the customer's " +
      '"Pesanan diterima" unless the shop completes orders on delivery). The rules\' orderStage',
  }),
  orderDate: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
};

/** The language the order's e-mails speak (migration 0026). */
const OrderLanguage = {
  language: StringEnum(LANGUAGES, {
    description: "The language of the order's e-mails (en or id): the checkout request's",
  }),
};

/** An order's amounts, lines and payment, after whatever its reader may see of the customer. */
const OrderContent = {
  subtotal: Rupiah('Σ sellPrice × quantity'),
  shippingCost: Rupiah('Shipping'),
  discount: Rupiah("The voucher's discount; 0 when none"),
  voucherCode: Nullable(Type.String({ description: 'The voucher used (in capitals), or null' })),
  voucherKind: Nullable(
    StringEnum(VOUCHER_KINDS, {
      description:
        "The voucher's kind at checkout, or null: percent and fixed lower the goods' price (and its tax), " +
        'free_shipping pays the shipping',
    }),
  ),
  total: Rupiah(
    'subtotal + shipping − discount: what the customer pays (the 11 % tax is included in prices)',
  ),
  tax: Rupiah("The 11 % tax included in the goods' price after a percent or fixed voucher"),
  firstProductName: Type.String(),
  firstProductImage: Type.String(),
  otherProductCount: Type.Integer({ description: 'Lines after the first' }),
  orderDetails: Type.Array(OrderLine),
  payment: Nullable(OrderPayment),
  refund: Nullable(OrderRefund),
};

export const Order = Type.Object({
  ...OrderHead,
  customerID: Type.String({ description: "The customer's e-mail" }),
  customerName: Type.String(),
  customerPhone: Type.String(),
  userID: Nullable(Uuid),
  note: Nullable(Type.String({ description: "The customer's note to the shop, or null" })),
  ...OrderLanguage,
  ...OrderContent,
  shipment: Nullable(OrderShipment),
});
export type Order = Static<typeof Order>;

/** What a payment token reveals: the shipment without the recipient or the street address, only the city. */
export const PublicOrderShipment = Type.Object({
  ...ShipmentService,
  destinationCityID: Type.String(),
  city: Type.String({ description: 'The delivery city, e.g. Kota Jakarta Pusat' }),
  ...ShipmentProgress,
});

/**
 * An order as its payment token shows it to whoever holds the token (a guest on the payment-success page): no
 * customer e-mail, name, phone, member id, note or delivery address beyond the city.
 */
export const PublicOrder = Type.Object({
  ...OrderHead,
  ...OrderLanguage,
  ...OrderContent,
  shipment: Nullable(PublicOrderShipment),
});
export type PublicOrder = Static<typeof PublicOrder>;
export const PublicOrderAnswer = Data(PublicOrder);

/** A payment token as checkout answers it (the sandbox's base64url, Midtrans's UUID). */
export const PaymentTokenParams = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'The payment token checkout answered',
  }),
});

export const OrderAnswer = Data(Order);
export const OrderList = List(Order);

/** A payment's statuses (the shop rules') and a shipment's, as the payments and shipping screens filter by them. */
export { PAYMENT_STATUSES, SHIPMENT_STATUSES };

/** The order lists' and the export's days (Jakarta's, inclusive) and payment methods. */
const OrderRangeFields = {
  from: Type.Optional(
    Type.String({ maxLength: 40, description: 'The first day, YYYY-MM-DD in Asia/Jakarta (inclusive)' }),
  ),
  to: Type.Optional(
    Type.String({ maxLength: 40, description: 'The last day, YYYY-MM-DD in Asia/Jakarta (inclusive)' }),
  ),
  paymentMethod: Type.Optional(
    Type.String({
      maxLength: 400,
      description: `Comma list of payment methods: ${PAYMENT_METHODS.join(', ')}`,
    }),
  ),
};

export const OrderListQuery = Type.Object({
  ...SearchQuery.properties,
  status: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Comma list of statuses: ${ORDER_STATUSES.join(', ')}`,
    }),
  ),
  paymentStatus: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Comma list of payment statuses: ${PAYMENT_STATUSES.join(', ')}`,
    }),
  ),
  shipmentStatus: Type.Optional(
    Type.String({
      maxLength: 200,
      description: `Comma list of shipment statuses: ${SHIPMENT_STATUSES.join(', ')}`,
    }),
  ),
  ...OrderRangeFields,
  ids: Type.Optional(Type.String({ maxLength: 4000, description: 'Comma list of order ids (at most 100)' })),
});

/** The export's filters: the list's, without its pages and ids (GET /v1/order/export). */
export const OrderExportQuery = Type.Object({
  q: SearchQuery.properties.q,
  status: OrderListQuery.properties.status,
  paymentStatus: OrderListQuery.properties.paymentStatus,
  shipmentStatus: OrderListQuery.properties.shipmentStatus,
  ...OrderRangeFields,
});

export const StatusBody = Type.Object({
  status: StringEnum(ORDER_STATUSES, {
    description:
      'paid → processing → completed; pending → cancelled; paid (or processing without a tracking number) → ' +
      'cancelled refunds the total',
  }),
  reason: Type.Optional(
    Type.String({
      maxLength: MAX_REFUND_REASON_LENGTH,
      description:
        'Why a paid order is cancelled and refunded: kept with the refund and sent to the provider',
    }),
  ),
  resiNumber: Type.Optional(
    Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9-]*$', description: "The courier's tracking number" }),
  ),
  courier: Type.Optional(
    StringEnum(SHIPPING_COURIERS, {
      description:
        `The courier that carries the parcel under resiNumber (given with it): ${SHIPPING_COURIERS.join(', ')}. ` +
        'Without it, the one given before, at first the courier the shopper chose at checkout',
    }),
  ),
});

export const Notification = Type.Object({
  order_id: Type.String({ minLength: 1, maxLength: 100 }),
  status_code: Type.String({ maxLength: 10 }),
  gross_amount: Type.String({ maxLength: 30 }),
  signature_key: Type.String({ maxLength: 256 }),
  transaction_status: Type.String({ maxLength: 50 }),
  transaction_id: Type.Optional(Type.String({ maxLength: 100 })),
  payment_type: Type.Optional(Type.String({ maxLength: 50 })),
  fraud_status: Type.Optional(Type.String({ maxLength: 50 })),
  transaction_time: Type.Optional(Type.String({ maxLength: 50 })),
  settlement_time: Type.Optional(Type.String({ maxLength: 50 })),
});

export const NotificationAnswer = Data(
  Type.Object({
    orderCode: Type.String(),
    status: Type.String({ description: "The order's status after the notification" }),
    applied: Type.Boolean({ description: 'False when it repeated or did not change anything' }),
    queued: Type.Optional(
      Type.Boolean({
        description:
          'True when the answer came before the status API confirmed the notification: the work goes on after it',
      }),
    ),
  }),
);
