// Placing an order (storefront.md §5): the one checkout mutation the storefront's Shipping step and the cashier
// both run, and its input for a set of lines and a chosen shipping service, the client's fixed fields added.
import { graphql } from '@/generated/gql';
import type { CheckoutShipmentInput } from '@/generated/graphql';
import { cartSubtotal, type CartLine, checkoutLines } from '@/lib/cart';
import { CHECKOUT_CLIENT_CODE, DISABLED_PAYMENT_METHODS } from '@/lib/constants';
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

/**
 * What checkout receives for `lines` sent to `destination` (a saved addressID, or the address fields) by the
 * chosen `option`: the amount is the goods and the rate, as the server will charge them.
 */
export function checkoutInput(
  customerID: string,
  destination: Omit<CheckoutShipmentInput, 'courier' | 'service'>,
  lines: readonly Pick<CartLine, 'productID' | 'color' | 'size' | 'quantity' | 'sellPrice'>[],
  option: ShippingOption,
) {
  return {
    customerID,
    shipment: { courier: option.code, service: option.service, ...destination },
    orderDetail: checkoutLines(lines),
    amount: cartSubtotal(lines) + option.value,
    clientCode: CHECKOUT_CLIENT_CODE,
    disabledPaymentMethod: [...DISABLED_PAYMENT_METHODS],
  };
}
