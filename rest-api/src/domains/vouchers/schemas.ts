// TypeBox schemas of vouchers: the back office's records and form, and the storefront's quote.
import {
  MAX_PRICE,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_PATTERN,
  VOUCHER_CODE_RULE,
  VOUCHER_KINDS,
} from '@lemari/shop/rules';
import { Type, type Static } from 'typebox';
import {
  Data,
  List,
  Nullable,
  PATTERN_MESSAGE,
  SearchQuery,
  StringEnum,
  Timestamps,
  Uuid,
} from '../../lib/schemas.js';

const Rupiah = (description: string, minimum = 0) =>
  Type.Integer({ minimum, maximum: MAX_PRICE, description });

export const VoucherCode = Type.String({
  minLength: 1,
  maxLength: VOUCHER_CODE_MAX_LENGTH + 10,
  pattern: `^\\s*${VOUCHER_CODE_PATTERN.slice(1, -1)}\\s*$`,
  [PATTERN_MESSAGE]: VOUCHER_CODE_RULE,
  description: 'Letters, digits, dashes or underscores (3 to 32); any case, kept in capitals',
});

export const VoucherKind = StringEnum(VOUCHER_KINDS, {
  description: 'percent (of the goods, capped by maxDiscount), fixed (rupiah off the goods) or free_shipping',
});

const Time = Type.String({ format: 'date-time' });

export const Voucher = Type.Object({
  id: Uuid,
  code: Type.String({ description: 'In capitals' }),
  kind: VoucherKind,
  value: Type.Integer({ description: 'percent: 1 to 100; fixed: rupiah; free_shipping: 0' }),
  maxDiscount: Nullable(Type.Integer({ description: "A percent voucher's cap in rupiah, or null" })),
  minSpend: Type.Integer({ description: "The goods' subtotal an order needs; 0 for none" }),
  validFrom: Nullable(Time),
  validTo: Nullable(Time),
  totalUses: Nullable(Type.Integer({ description: 'Uses in all, or null for no limit' })),
  usesPerCustomer: Nullable(Type.Integer({ description: 'Uses per customer, or null for no limit' })),
  usedCount: Type.Integer({ description: 'Uses so far: orders with it that were not cancelled or expired' }),
  active: Type.Boolean(),
  ...Timestamps,
});
export type Voucher = Static<typeof Voucher>;

/** The back office's voucher form: POST creates, PUT replaces (fields left out are cleared; active is kept). */
export const VoucherBody = Type.Object({
  code: VoucherCode,
  kind: VoucherKind,
  value: Rupiah('percent: 1 to 100; fixed: at least 1 rupiah; free_shipping: 0'),
  maxDiscount: Type.Optional(Nullable(Rupiah("A percent voucher's cap in rupiah; none when left out", 1))),
  minSpend: Type.Optional(Rupiah("The goods' subtotal an order needs; 0 when left out")),
  validFrom: Type.Optional(Nullable(Time)),
  validTo: Type.Optional(Nullable(Time)),
  totalUses: Type.Optional(
    Nullable(Type.Integer({ minimum: 1, maximum: 1e9, description: 'Uses in all; no limit when left out' })),
  ),
  usesPerCustomer: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 1e9,
        description: 'Uses per customer (members by account, guests by e-mail); no limit when left out',
      }),
    ),
  ),
  active: Type.Optional(Type.Boolean({ description: 'Shoppers can use it when true (default on create)' })),
});
export type VoucherBody = Static<typeof VoucherBody>;

export const VoucherListQuery = Type.Object({
  ...SearchQuery.properties,
  active: Type.Optional(Type.Boolean({ description: 'Only active (true) or inactive (false) vouchers' })),
});

export const QuoteBody = Type.Object({
  code: VoucherCode,
  subtotal: Rupiah("The goods' subtotal the shopper sees"),
  shippingCost: Type.Optional(Rupiah('The shipping cost the shopper sees; 0 when left out')),
  email: Type.Optional(
    Type.String({
      format: 'email',
      maxLength: 254,
      description:
        "The guest's e-mail, for the per-customer limit (a signed-in member is counted by account)",
    }),
  ),
});

export const VoucherQuote = Type.Object({
  code: Type.String({ description: 'In capitals' }),
  kind: VoucherKind,
  discount: Type.Integer({ description: 'Rupiah off this subtotal and shipping' }),
  freeShipping: Type.Boolean({ description: 'True for a free-shipping voucher' }),
});
export type VoucherQuote = Static<typeof VoucherQuote>;

export const VoucherAnswer = Data(Voucher);
export const VoucherList = List(Voucher);
export const QuoteAnswer = Data(VoucherQuote);
