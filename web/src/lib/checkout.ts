// Placing an order (storefront.md §5): the one checkout mutation the storefront's Shipping step and the cashier
// both run, and its input for a set of lines and a chosen shipping service, the client's fixed fields added. It
// sends no disabledPaymentMethod: the payment page offers what staff chose (Settings › Payment), none left out here.
import { graphql } from '@/generated/gql';
import type { CheckoutShipmentInput } from '@/generated/graphql';
import { cartSubtotal, type CartLine, checkoutLines } from '@/lib/cart';
import { CHECKOUT_CLIENT_CODE } from '@/lib/constants';
import type { ShippingOption } from '@/lib/shipping';

export const CheckoutMutation = graphql(`
  mutation Checkout($input: CheckoutInput!, $idempotencyKey: String) {
    checkout(input: $input, idempotencyKey: $idempotencyKey) {
      token
      redirectUrl
      orderID
      orderCode
      amount
    }
  }
`);

/** A voucher applied to the order: its code and the discount its quote gave for these amounts. */
export interface AppliedVoucher {
  code: string;
  discount: number;
}

/**
 * What checkout receives for `lines` sent to `destination` (a saved addressID, or the address fields) by the
 * chosen `option`, with the `voucher` applied: the amount is the goods and the rate less the voucher's discount, as
 * the server will charge them (it computes the discount again and refuses another amount).
 */
export function checkoutInput(
  customerID: string,
  destination: Omit<CheckoutShipmentInput, 'courier' | 'service'>,
  lines: readonly Pick<CartLine, 'productID' | 'color' | 'size' | 'quantity' | 'sellPrice'>[],
  option: ShippingOption,
  voucher?: AppliedVoucher,
) {
  return {
    customerID,
    shipment: { courier: option.code, service: option.service, ...destination },
    orderDetail: checkoutLines(lines),
    amount: cartSubtotal(lines) + option.value - (voucher?.discount ?? 0),
    ...(voucher ? { voucherCode: voucher.code } : {}),
    clientCode: CHECKOUT_CLIENT_CODE,
  };
}
