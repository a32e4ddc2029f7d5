/** What a route in router.tsx can flag in its `handle` for the storefront layout (storefront.md §2, Header). */
export interface RouteHandle {
  /** The page has no site header (checkout, shipment, payment). */
  hideHeader?: boolean;
  /** The highlight strip shows above the header. */
  highlight?: boolean;
}
