// Voucher codes are secrets a shopper may guess: the quote and checkout count the codes tried against the same two
// limits, per IP address (every quote, every refused code at checkout) and per customer (every refused code: a
// member by account, a guest by the e-mail given), so checkout is no way round the quote's limit (issue 32, fault 2).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import { defineMessage } from '../../i18n/index.js';
import type { VoucherCustomer } from './repository.js';

const FROM_NETWORK = defineMessage({
  id: 'vouchers.too-many-voucher-checks-from',
  defaultMessage: 'Too many voucher checks from your network.',
});
const FOR_CUSTOMER = defineMessage({
  id: 'vouchers.too-many-voucher-checks-for',
  defaultMessage: 'Too many voucher codes tried for this customer.',
});

const ipKey = (ip: string) => `voucher-quote:ip:${ip}`;
const customerKey = (customer: VoucherCustomer) =>
  customer.userId
    ? `voucher-quote:user:${customer.userId}`
    : customer.email
      ? `voucher-quote:email:${customer.email}`
      : undefined;

/** Whether an error is a voucher's refusal (details.voucher names why), as weighVoucher throws it. */
export const isVoucherRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.details?.voucher !== undefined;

/**
 * Weighs a code within the guessing limits: 429 before anything is read when this IP address or customer has
 * used its tries up (`countEvery`: this try counts for the IP address whatever the answer, as the quote does);
 * a refusal counts against both before it is thrown.
 */
export async function guardedVoucherTry<T>(
  app: FastifyInstance,
  who: { ip: string; customer: VoucherCustomer },
  weigh: () => Promise<T>,
  options: { countEvery?: boolean } = {},
): Promise<T> {
  const { limiter } = app;
  const { voucherQuotePerIp: perIp, voucherQuotePerCustomer: perCustomer } = app.config.orders;
  const customer = customerKey(who.customer);
  if (options.countEvery) await limiter.hit(ipKey(who.ip), perIp, FROM_NETWORK);
  else await limiter.check(ipKey(who.ip), perIp, FROM_NETWORK);
  if (customer) await limiter.check(customer, perCustomer, FOR_CUSTOMER);
  try {
    return await weigh();
  } catch (error) {
    if (isVoucherRefusal(error)) {
      if (!options.countEvery) await limiter.hit(ipKey(who.ip), perIp, FROM_NETWORK).catch(() => undefined);
      if (customer) await limiter.hit(customer, perCustomer, FOR_CUSTOMER).catch(() => undefined);
    }
    throw error;
  }
}
