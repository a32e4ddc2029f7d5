// The spec's business constants the client uses (storefront.md §9), each defined once.

/** Page sizes per list. */
export const PAGE_SIZE = {
  shop: 10,
  newArrival: 4,
  category: 4,
  affiliates: 4,
  orders: 4,
  addresses: 10,
  related: 4,
} as const;

/** The visitor's cart lives in localStorage under this key (members' carts live on the server). */
export const CART_STORAGE_KEY = 'cart';

/** The year the footer's copyright names. */
export const COPYRIGHT_YEAR = 2025;

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 3000;

/** The text of every empty list. */
export const EMPTY_TEXT = 'No data available.';

/** The largest image an upload may be (the server's limit, UPLOAD_MAX_BYTES in the REST API and the gateway). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
