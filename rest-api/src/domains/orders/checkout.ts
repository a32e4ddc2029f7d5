// Checkout: the server prices everything itself, reserves stock under row locks, and only then asks the payment
// provider for a payment page. Nothing the client says about prices, weights or totals is trusted.
import { createHash, randomInt } from 'node:crypto';
import {
  formatRupiah,
  goodsDiscountOf,
  itemWeight,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_SUFFIX_LENGTH,
  shopDayOf,
  isShippingCourier,
  SHIPPING_COURIER_NAMES,
  type ShippingCourier,
  DEFAULT_LANGUAGE,
  type Language,
} from '@lemari/shop/rules';
import type { FastifyInstance } from 'fastify';
import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from '../../db/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { isPhone } from '../../lib/phone.js';
import { PAYMENT_METHODS } from '../payment/provider.js';
import { orderPlacedMail } from './mail.js';
import { serviceIn } from '../shipping/provider.js';
import { withFreeShipping } from '../shipping/schemas.js';
import {
  freeShippingSetting,
  paymentMethodsSetting,
  shippingCouriersSetting,
} from '../settings/repository.js';
import { shipsFree } from '../settings/schemas.js';
import { getAddress } from '../addresses/repository.js';
import { removeLines } from '../cart/repository.js';
import { cityWithProvince } from '../locations/repository.js';
import { insertPayment } from '../payment/repository.js';
import {
  addSold,
  lockProducts,
  productsForCheckout,
  takeVariantStock,
  type CheckoutProduct,
  type CheckoutVariant,
} from '../products/repository.js';
import { cellName, SELECT_VARIANT, variantNamed } from '../products/variant-grid.js';
import { insertShipment } from '../shipping/repository.js';
import { insertRedemption } from '../vouchers/repository.js';
import { guardedVoucherTry } from '../vouchers/guesses.js';
import { weighVoucher, type VoucherUse } from '../vouchers/rules.js';
import { contactOf } from '../users/repository.js';
import {
  insertLines,
  insertOrder,
  orderByIdempotencyKey,
  returnStock,
  type NewLine,
} from './checkout-repository.js';
import { customerActor, recordOrderEvent, systemActor, type Actor } from './events-repository.js';
import { getOrder } from './read-repository.js';
import { setOrderStatus } from './status-repository.js';
import type { CheckoutBody, CheckoutResult } from './schemas.js';
import { defineMessage, t, type Text } from '../../i18n/index.js';

const IDEMPOTENCY_KEY = /^[\w.:-]{1,200}$/;

/** ORD-20261121-7KQ2M: the date in Jakarta, then five random base32 characters. */
export function newOrderCode(now = new Date()): string {
  const day = shopDayOf(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < ORDER_CODE_SUFFIX_LENGTH; i += 1) {
    suffix += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  }
  return `ORD-${day}-${suffix}`;
}

/**
 * The methods left on the payment page: those the shop offers (staff's setting) less those the checkout disables;
 * unknown names are a 400 so that a typo is not silently ignored. `off` is every other method, which the order
 * keeps (the sandbox page offers the same as Snap, whatever the setting says later).
 */
function enabledPayments(disabled: CheckoutBody['disabledPaymentMethod'], offered: readonly string[]) {
  const names = (Array.isArray(disabled) ? disabled : (disabled ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PAYMENT_METHODS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.unknown-payment-method',
          defaultMessage: 'disabledPaymentMethod: unknown method {names} (known: {known})',
        }),
        { names: unknown.join(', '), known: PAYMENT_METHODS.join(', ') },
      ),
    );
  }
  const on = PAYMENT_METHODS.filter((name) => offered.includes(name) && !names.includes(name));
  if (on.length === 0) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.disabledpaymentmethod-must-leave-an-offered-one',
          defaultMessage:
            'disabledPaymentMethod must leave at least one of the payment methods the shop offers ({offered})',
        }),
        { offered: offered.join(', ') },
      ),
    );
  }
  const off = PAYMENT_METHODS.filter((name) => !on.includes(name));
  return { off, on };
}

/** Lines for the same product, colour and size are one line. */
function mergeLines(lines: CheckoutBody['orderDetail']) {
  const merged = new Map<string, { productId: string; color: string; size: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productID}|${line.color.trim().toLowerCase()}|${line.size.trim().toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(key, {
        productId: line.productID,
        color: line.color.trim(),
        size: line.size.trim(),
        quantity: line.quantity,
      });
  }
  return [...merged.values()];
}

function priceLines(products: CheckoutProduct[], wanted: ReturnType<typeof mergeLines>): NewLine[] {
  return wanted.map((line) => {
    const product = products.find((item) => item.id === line.productId);
    if (!product)
      throw notFound(
        t(
          defineMessage({
            id: 'orders.product-gone',
            defaultMessage: 'Product {id} is not available any more',
          }),
          { id: line.productId },
        ),
      );
    const variant = variantNamed(product.variants, line);
    if ('problem' in variant) {
      throw badRequest(
        variant.problem === SELECT_VARIANT
          ? SELECT_VARIANT
          : t(defineMessage({ id: 'orders.line-problem', defaultMessage: '{product}: {problem}' }), {
              product: product.productName,
              problem: variant.problem,
            }),
      );
    }
    if (line.quantity > variant.stock) throw conflict(outOfStock(product, variant, line.quantity));
    return {
      product,
      variant,
      color: variant.color,
      size: variant.size,
      quantity: line.quantity,
      weight: itemWeight(product.weight),
    };
  });
}

/** "Kemeja Linen (Navy / M) is out of stock", or how many are left when some are. */
function outOfStock(product: { productName: string }, variant: CheckoutVariant, wanted: number): Text {
  const name = variant.color || variant.size ? lineName(product.productName, variant) : product.productName;
  return variant.stock <= 0
    ? t(defineMessage({ id: 'orders.out-of-stock', defaultMessage: '{name} is out of stock' }), { name })
    : t(
        defineMessage({
          id: 'orders.out-of-stock-for',
          defaultMessage: '{name} is out of stock for {wanted}: only {left} left',
        }),
        { name, wanted, left: variant.stock },
      );
}

/** "Kemeja Linen (Navy / M)". */
const lineName = (productName: string, cell: { color: string; size: string }) =>
  t(defineMessage({ id: 'orders.line-name', defaultMessage: '{product} ({variant})' }), {
    product: productName,
    variant: cellName(cell),
  });

const samePrice = (a: CheckoutProduct, b: CheckoutProduct) =>
  a.sellPrice === b.sellPrice &&
  a.buyPrice === b.buyPrice &&
  a.normalPrice === b.normalPrice &&
  a.weight === b.weight;

function requestHash(body: CheckoutBody, userId: string | null) {
  return createHash('sha256').update(JSON.stringify({ userId, body })).digest('hex');
}

interface Destination {
  cityId: number;
  address: Record<string, string>;
  name: string;
  phone: string;
}

async function destinationOf(db: Queryable, body: CheckoutBody, userId: string | null): Promise<Destination> {
  const shipment = body.shipment;
  let fields = {
    name: shipment.name?.trim() ?? '',
    phone: shipment.phone?.trim() ?? '',
    address: shipment.address?.trim() ?? '',
    note: shipment.note?.trim() ?? '',
    postalCode: shipment.postalCode?.trim() ?? '',
    subdistrictName: shipment.subdistrictName?.trim() ?? '',
    cityId: Number(shipment.districtID ?? shipment.code ?? 0),
  };
  if (shipment.addressID) {
    if (!userId)
      throw badRequest(
        defineMessage({
          id: 'orders.shipment-addressid-needs-signed-in',
          defaultMessage: 'shipment.addressID needs a signed-in member; guests send the address',
        }),
      );
    const saved = await getAddress(db, userId, shipment.addressID);
    if (!saved)
      throw notFound(defineMessage({ id: 'orders.address-not-found', defaultMessage: 'Address not found' }));
    fields = {
      name: saved.name,
      phone: saved.phone,
      address: saved.address,
      note: saved.note,
      postalCode: saved.postalCode,
      subdistrictName: saved.subdistrictName,
      cityId: Number(saved.districtID),
    };
  }
  if (!fields.name)
    throw badRequest(
      defineMessage({ id: 'orders.shipment-name-required', defaultMessage: 'shipment.name is required' }),
    );
  if (!fields.phone)
    throw badRequest(
      defineMessage({ id: 'orders.shipment-phone-required', defaultMessage: 'shipment.phone is required' }),
    );
  // A saved address may be older than the phone rule, which the checkout body's schema holds for typed ones.
  if (!isPhone(fields.phone)) {
    throw badRequest(
      defineMessage({
        id: 'orders.address-phone-invalid',
        defaultMessage:
          "The address's phone must be an Indonesian mobile number: 08\u2026 or +628\u2026, 10 to 13 digits: please edit the address first",
      }),
    );
  }
  if (!fields.address)
    throw badRequest(
      defineMessage({
        id: 'orders.shipment-address-required',
        defaultMessage: 'shipment.address is required',
      }),
    );
  if (!fields.cityId)
    throw badRequest(
      defineMessage({
        id: 'orders.shipment-districtid-city-required',
        defaultMessage: 'shipment.districtID (the city) is required',
      }),
    );
  const city = await cityWithProvince(db, fields.cityId);
  if (!city)
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.unknown-city',
          defaultMessage: 'shipment.districtID: unknown city {id}',
        }),
        { id: fields.cityId },
      ),
    );
  return {
    cityId: city.id,
    name: fields.name,
    phone: fields.phone,
    address: {
      name: fields.name,
      phone: fields.phone,
      address: fields.address,
      note: fields.note,
      subdistrictName: fields.subdistrictName,
      cityID: String(city.id),
      city: `${city.type} ${city.city}`,
      provinceID: String(city.provinceId),
      province: city.province,
      postalCode: fields.postalCode || city.postalCode,
    },
  };
}

export interface CheckoutOutcome {
  created: boolean;
  result: CheckoutResult;
}

export async function checkout(
  app: FastifyInstance,
  body: CheckoutBody,
  userId: string | null,
  idempotencyKey: string | undefined,
  /**
   * keepCart: staff placed the order for the customer, whose cart stays as it is. placedBy: who placed it, the
   * first event of its timeline (the customer unless told). ip: the caller's address, whose refused voucher codes
   * count against the quote's limits.
   */
  options: { keepCart?: boolean; placedBy?: Actor; language?: Language; ip?: string } = {},
): Promise<CheckoutOutcome> {
  const { db } = app;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw badRequest(
      defineMessage({
        id: 'orders.idempotency-key-must-1-200',
        defaultMessage:
          'Idempotency-Key must be 1 to 200 letters, digits, dots, colons, dashes or underscores',
      }),
    );
  }
  const account = userId ? await contactOf(db, userId) : undefined;
  const email = body.customerID.trim().toLowerCase();
  const hash = requestHash(body, userId);

  if (idempotencyKey) {
    const earlier = await replay(db, email, idempotencyKey, hash);
    if (earlier) return { created: false, result: earlier };
  }

  const { off, on } = enabledPayments(body.disabledPaymentMethod, (await paymentMethodsSetting(db)).enabled);
  const wanted = mergeLines(body.orderDetail);
  const priced = priceLines(
    await productsForCheckout(
      db,
      wanted.map((line) => line.productId),
    ),
    wanted,
  );
  const destination = await destinationOf(db, body, userId);
  const weight = priced.reduce((sum, line) => sum + line.weight * line.quantity, 0);
  const courier = await offeredCourier(db, body.shipment.courier);
  // Priced again from the provider (or the estimate standing in for it), never from what the client says.
  const rates = await app.shipping.costs({
    origin: app.config.shipping.originCityId,
    destination: destination.cityId,
    weight,
    courier,
  });
  const subtotal = priced.reduce((sum, line) => sum + line.product.sellPrice * line.quantity, 0);
  // The shop pays the courier for the services free shipping covers when it is on and the goods reach its
  // threshold (the setting of now), and part of a faster one: the shopper pays the difference, as the rates said.
  const freeShipping = await freeShippingSetting(db);
  const rate = serviceIn(
    shipsFree(freeShipping, subtotal) ? withFreeShipping(rates, freeShipping.services) : rates,
    body.shipment.service.trim(),
  );
  if (!rate) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.service-not-to-city',
          defaultMessage: 'shipment.service: {courier} {service} does not deliver to this city',
        }),
        { courier: SHIPPING_COURIER_NAMES[courier], service: body.shipment.service },
      ),
    );
  }
  const shippingCost = rate.value;
  // The voucher, weighed on the server's prices for this customer (a member by account, a guest by e-mail); the
  // order's transaction weighs it again under its row lock before taking a use.
  const voucherCode = body.voucherCode?.trim() || undefined;
  const customer = { userId, email };
  let voucher: VoucherUse | undefined;
  try {
    // A refused code is a guess like the quote's, and counts against the same limits (issue 32, fault 2).
    voucher = voucherCode
      ? await guardedVoucherTry(app, { ip: options.ip ?? 'unknown', customer }, () =>
          weighVoucher(db, voucherCode, customer, { subtotal, shippingCost }),
        )
      : undefined;
  } catch (error) {
    // The same checkout retried while its first try committed (a double click): that order took the use.
    const earlier = await replayAfterRefusal(db, error, email, idempotencyKey, hash);
    if (earlier) return { created: false, result: earlier };
    throw error;
  }
  const discount = voucher?.discount ?? 0;
  const total = subtotal + shippingCost - discount;
  if (body.amount !== total) {
    throw conflict(
      t(
        defineMessage({
          id: 'orders.total-differs',
          defaultMessage: 'The total is {total}, not {sent}. Please review your order.',
        }),
        { total: formatRupiah(total), sent: formatRupiah(body.amount) },
      ),
      {
        amount: total,
        subtotal,
        shippingCost,
        ...(voucher ? { discount } : {}),
      },
    );
  }
  // What the goods earn after a voucher that takes money off them (a free-shipping one pays the courier instead,
  // as the shop's free shipping does, and leaves the goods' profit as it is).
  const profit =
    priced.reduce((sum, line) => sum + (line.product.sellPrice - line.product.buyPrice) * line.quantity, 0) -
    goodsDiscountOf({ discount, voucherKind: voucher?.voucher.kind });

  // 1. Reserve stock and write the order, in one transaction. Products are locked in id order before their
  //    variants (lockProducts), so that checkouts of overlapping products cannot deadlock.
  const placed = await placeOrder(app, {
    lines: [...priced].sort(
      (a, b) => a.product.id.localeCompare(b.product.id) || a.variant.id.localeCompare(b.variant.id),
    ),
    order: {
      userId,
      customerEmail: email,
      customerName: destination.name || account?.name || '',
      customerPhone: destination.phone,
      subtotal,
      shippingCost,
      discount,
      voucherCode: voucher?.voucher.code ?? null,
      voucherKind: voucher?.voucher.kind ?? null,
      total,
      profit,
      clientCode: body.clientCode?.trim() ?? '',
      note: body.note?.trim() || null,
      disabledPaymentMethods: off,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
      expiryMinutes: app.config.orders.paymentExpiryMinutes,
      language: options.language ?? DEFAULT_LANGUAGE,
    },
    shipment: {
      courier: rate.courier,
      service: rate.service,
      description: rate.description,
      etd: rate.etd,
      cost: shippingCost,
      weight,
      originCityId: app.config.shipping.originCityId,
      destinationCityId: destination.cityId,
      address: destination.address,
    },
    ordered: priced,
    placedBy: options.placedBy ?? customerActor(userId),
    ...(voucherCode && voucher ? { voucher: { code: voucherCode, expected: voucher } } : {}),
  });
  if ('replayed' in placed) return { created: false, result: placed.replayed };

  // 2. Ask the provider for a payment page, outside any transaction: no row stays locked during a network call.
  //    When it fails, the order is cancelled and its stock goes back.
  let transaction;
  try {
    transaction = await app.payments.createTransaction({
      orderCode: placed.orderCode,
      grossAmount: total,
      customer: { email, name: destination.name, phone: destination.phone },
      items: [
        ...priced.map((line) => ({
          id: line.product.id,
          name: [line.product.productName, line.color, line.size].filter(Boolean).join(' '),
          price: line.product.sellPrice,
          quantity: line.quantity,
        })),
        // Free shipping is no item: the provider's lines add up to the total without it.
        ...(shippingCost > 0
          ? [
              {
                id: 'shipping',
                name: `Ongkir ${rate.courier.toUpperCase()} ${rate.service}`,
                price: shippingCost,
                quantity: 1,
              },
            ]
          : []),
        // The voucher is a negative line, so that the lines still add up to gross_amount (Snap checks it).
        ...(discount > 0
          ? [{ id: 'voucher', name: `Voucher ${voucher!.voucher.code}`, price: -discount, quantity: 1 }]
          : []),
      ],
      enabledPayments: on,
      expiresAt: new Date(placed.expiresAt),
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      await setOrderStatus(
        tx,
        placed.orderId,
        'cancelled',
        systemActor('the payment provider refused the order'),
      );
      await returnStock(tx, [placed.orderId]);
    });
    app.log.error({ err: error, orderCode: placed.orderCode }, 'payment provider refused the order');
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      503,
      defineMessage({
        id: 'orders.payment-provider-unavailable-try-again',
        defaultMessage: 'The payment provider is unavailable. Please try again.',
      }),
    );
  }

  // 3. Record the payment, take the ordered lines out of the member's cart and queue the customer's mail with
  //    the pay link, all at once: a replayed checkout never gets here, so the mail goes once.
  await db.transaction(async (tx) => {
    await insertPayment(tx, placed.orderId, {
      provider: app.payments.name,
      token: transaction.token,
      redirectUrl: transaction.redirectUrl,
      totalAmount: total,
    });
    if (userId && !options.keepCart) {
      await removeLines(
        tx,
        userId,
        priced.map((line) => ({ productId: line.product.id, color: line.color, size: line.size })),
      );
    }
    const order = await getOrder(tx, placed.orderId);
    if (order) await app.mail.enqueue(tx, orderPlacedMail(order, app.config.publicWebUrl));
  });
  return {
    created: true,
    result: {
      token: transaction.token,
      redirectUrl: transaction.redirectUrl,
      orderID: placed.orderId,
      orderCode: placed.orderCode,
      amount: total,
      expiresAt: placed.expiresAt,
    },
  };
}

async function replay(
  db: Queryable,
  email: string,
  key: string,
  hash: string,
): Promise<CheckoutResult | undefined> {
  const earlier = await orderByIdempotencyKey(db, email, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) {
    throw conflict(
      defineMessage({
        id: 'orders.idempotency-key-was-already-used',
        defaultMessage: 'This Idempotency-Key was already used for a different checkout',
      }),
    );
  }
  if (!earlier.token || !earlier.redirectUrl) {
    if (earlier.status === 'cancelled') {
      throw conflict(
        defineMessage({
          id: 'orders.checkout-with-idempotency-key-failed',
          defaultMessage:
            'The checkout with this Idempotency-Key failed; please check out again with a new key',
        }),
      );
    }
    throw conflict(
      defineMessage({
        id: 'orders.checkout-with-idempotency-key-still',
        defaultMessage:
          'A checkout with this Idempotency-Key is still being processed; try again in a moment',
      }),
    );
  }
  return {
    token: earlier.token,
    redirectUrl: earlier.redirectUrl,
    orderID: earlier.id,
    orderCode: earlier.orderCode,
    amount: earlier.total,
    expiresAt: earlier.expiresAt,
  };
}

/**
 * The order a retry with this Idempotency-Key placed, when a voucher was refused because that order took its last
 * use (the retry came while the first try was committing); undefined otherwise, and the refusal stands.
 */
async function replayAfterRefusal(
  db: Queryable,
  error: unknown,
  email: string,
  key: string | undefined,
  hash: string,
): Promise<CheckoutResult | undefined> {
  if (!key || !(error instanceof HttpError) || error.details?.voucher === undefined) return undefined;
  return replay(db, email, key, hash);
}

type PlaceInput = {
  lines: NewLine[];
  order: Omit<Parameters<typeof insertOrder>[1], 'orderCode'>;
  shipment: Parameters<typeof insertShipment>[2];
  ordered: NewLine[];
  placedBy: Actor;
  /** The voucher code given, and what checkout weighed it at before the transaction. */
  voucher?: { code: string; expected: VoucherUse };
};

async function placeOrder(
  app: FastifyInstance,
  input: PlaceInput,
): Promise<{ orderId: string; orderCode: string; expiresAt: string } | { replayed: CheckoutResult }> {
  for (let attempt = 1; ; attempt += 1) {
    const orderCode = newOrderCode();
    try {
      return await app.db.transaction(async (tx) => {
        // The voucher first, under its row lock: checkouts with the same voucher take its uses one at a time, and
        // one refused here has locked and taken no stock. (Nothing locks a voucher after products, so the order
        // of locks stays the same everywhere.)
        const voucher = input.voucher && (await takeVoucher(tx, input));
        const locked = await lockProducts(
          tx,
          input.lines.map((line) => line.product.id),
        );
        for (const line of input.lines) {
          const now = locked.find((product) => product.id === line.product.id);
          if (!now)
            throw notFound(
              t(
                defineMessage({
                  id: 'orders.named-product-gone',
                  defaultMessage: '{product} is not available any more',
                }),
                { product: line.product.productName },
              ),
            );
          if (!samePrice(now, line.product)) {
            throw conflict(
              t(
                defineMessage({
                  id: 'orders.price-changed',
                  defaultMessage: 'The price of {product} has just changed. Please review your order.',
                }),
                { product: line.product.productName },
              ),
            );
          }
          const left = await takeVariantStock(tx, line.variant.id, line.quantity);
          if (left === undefined) {
            const current = now.variants.find((variant) => variant.id === line.variant.id);
            if (!current)
              throw notFound(
                t(
                  defineMessage({
                    id: 'orders.variant-not-sold',
                    defaultMessage: '{name} is not sold any more',
                  }),
                  { name: lineName(line.product.productName, line) },
                ),
              );
            throw conflict(outOfStock(now, current, line.quantity));
          }
        }
        await addSold(
          tx,
          input.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
        );
        const { id, expiresAt } = await insertOrder(tx, { ...input.order, orderCode });
        await insertLines(tx, id, input.ordered);
        await insertShipment(tx, id, input.shipment);
        await recordOrderEvent(tx, id, null, 'pending', input.placedBy);
        if (voucher) {
          await insertRedemption(tx, {
            voucherId: voucher.voucher.id,
            orderId: id,
            userId: input.order.userId,
            email: input.order.customerEmail,
            discount: voucher.discount,
          });
        }
        return { orderId: id, orderCode, expiresAt };
      });
    } catch (error) {
      const earlier = await replayAfterRefusal(
        app.db,
        error,
        input.order.customerEmail,
        input.order.idempotencyKey ?? undefined,
        input.order.requestHash,
      );
      if (earlier) return { replayed: earlier };
      if (isPgError(error, PG_UNIQUE_VIOLATION)) {
        // The same Idempotency-Key committed by a concurrent retry: answer what it answered.
        const key = input.order.idempotencyKey;
        if (key) {
          const earlier = await replay(app.db, input.order.customerEmail, key, input.order.requestHash);
          if (earlier) return { replayed: earlier };
        }
        // Otherwise two orders drew the same code on the same day (1 in 33 million): draw again.
        if (attempt < 5) continue;
      }
      throw error;
    }
  }
}

/**
 * The voucher weighed again in the order's transaction, its row locked until the order commits: a use counted
 * here is still free when the redemption is written. A discount other than the one the total was checked with
 * (staff changed the voucher meanwhile) asks the customer to review the order.
 */
async function takeVoucher(tx: Queryable, input: PlaceInput): Promise<VoucherUse> {
  const { code, expected } = input.voucher!;
  const { order } = input;
  const now = await weighVoucher(
    tx,
    code,
    { userId: order.userId, email: order.customerEmail },
    { subtotal: order.subtotal, shippingCost: order.shippingCost },
    { lock: true },
  );
  if (now.discount !== expected.discount || now.voucher.id !== expected.voucher.id) {
    throw conflict(
      t(
        defineMessage({
          id: 'orders.voucher-changed',
          defaultMessage: 'The voucher {code} has just changed. Please review your order.',
        }),
        { code: now.voucher.code },
      ),
    );
  }
  return now;
}

/**
 * The courier a checkout chose, one of those the shop offers (the setting of now); 400 naming the offered ones for
 * an unknown code, several codes, or a courier the shop does not offer.
 */
async function offeredCourier(db: Queryable, text: string): Promise<ShippingCourier> {
  const code = text.trim().toLowerCase();
  const { couriers } = await shippingCouriersSetting(db);
  const offered = couriers.map((item) => `${item} (${SHIPPING_COURIER_NAMES[item]})`).join(', ');
  if (!isShippingCourier(code)) {
    throw badRequest(`shipment.courier: unknown courier '${code.slice(0, 20)}'; the shop offers ${offered}`);
  }
  if (!couriers.includes(code)) {
    throw badRequest(
      `shipment.courier: the shop does not offer ${SHIPPING_COURIER_NAMES[code]}; it offers ${offered}`,
    );
  }
  return code;
}
