// Free shipping from a threshold, as the cart and checkout tell it: how much more the goods need. The rule itself is
// the server's (the quote and checkout charge 0 from the threshold on); this only says where the cart stands.

export interface FreeShippingSetting {
  enabled: boolean;
  threshold: number;
}

/**
 * Rupiah still to add for free shipping: 0 once the subtotal reaches the threshold (the server's >=), undefined
 * while free shipping is off or the setting is not known.
 */
export function freeShippingShortfall(
  setting: FreeShippingSetting | undefined,
  subtotal: number,
): number | undefined {
  if (!setting?.enabled) return undefined;
  return Math.max(setting.threshold - subtotal, 0);
}
