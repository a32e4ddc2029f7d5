// Checkout: the server prices everything itself, reserves stock under row locks, and only then asks the payment
// provider for a payment page. Nothing the client says about prices, weights or totals is trusted. The steps live
// beside it: prices (checkout-pricing.ts), the parcel's destination, courier and rate (checkout-destination.ts),
// the Idempotency-Key (checkout-idempotency.ts) and placing the order (checkout-placing.ts).
import { formatRupiah, goodsDiscountOf, DEFAULT_LANGUAGE, type Language } from '@lemari/shop/rules';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError } from '../../lib/errors.js';
import { PAYMENT_METHODS } from '../payment/provider.js';
import { orderPlacedMail } from './mail.js';
import { paymentMethodsSetting } from '../settings/repository.js';
import { removeLines } from '../cart/repository.js';
import { insertPayment } from '../payment/repository.js';
import { productsForCheckout } from '../products/stock-repository.js';
import { guardedVoucherTry } from '../vouchers/guesses.js';
import { weighVoucher, type VoucherUse } from '../vouchers/rules.js';
import { contactOf } from '../users/repository.js';
import { returnStock } from './checkout-repository.js';
import { chosenRate, destinationOf, offeredCourier } from './checkout-destination.js';
import { checkIdempotencyKey, replay, replayAfterRefusal, requestHash } from './checkout-idempotency.js';
import { mergeLines, priceLines } from './checkout-pricing.js';
import { placeOrder } from './checkout-placing.js';
import { customerActor, systemActor, type Actor } from './events-repository.js';
import { getOrder } from './read-repository.js';
import { setOrderStatus } from './status-repository.js';
import type { CheckoutBody, CheckoutResult } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

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
  checkIdempotencyKey(idempotencyKey);
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
  const subtotal = priced.reduce((sum, line) => sum + line.product.sellPrice * line.quantity, 0);
  const rate = await chosenRate(app, {
    destination: destination.cityId,
    weight,
    courier,
    service: body.shipment.service,
    subtotal,
  });
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
