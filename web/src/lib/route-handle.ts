/** What a route in router.tsx can flag in its `handle` for the storefront layout (storefront.md §2, Header). */
export interface RouteHandle {
  /** The page has no site header (checkout, shipment, payment). */
  hideHeader?: boolean;
  /**
   * No floating chat button: the screen's total and buttons sit where it would float on a phone (the cart, the
   * payment's success). Pages without a header have none either.
   */
  hideChat?: boolean;
  /** The highlight strip shows above the header. */
  highlight?: boolean;
}
