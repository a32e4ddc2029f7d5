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
  /** Every back-office list (back-office.md §9). */
  admin: 10,
} as const;

/** Option lists (categories of a product, permissions of a role) load this many at once (back-office.md §9). */
export const OPTION_LIST_LIMIT = 100;

/** The visitor's cart lives in localStorage under this key (members' carts live on the server). */
export const CART_STORAGE_KEY = 'cart';

/** The year the footer's copyright names. */
export const COPYRIGHT_YEAR = 2025;

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 3000;

/** The text of every empty list. */
export const EMPTY_TEXT = 'No data available.';

/** The category whose products /new-arrival lists (storefront.md §7). */
export const NEW_ARRIVAL_SLUG = 'new-arrival';

/** The tax rate in percent; prices include it (storefront.md §9: 'Tax shown as 11% of the subtotal, rounded'). */
export const TAX_RATE_PERCENT = 11;

/** The courier checkout asks rates from and ships with (storefront.md §9). */
export const SHIPPING_COURIER = 'jne';

/** Payment methods left off the payment page (storefront.md §9). */
export const DISABLED_PAYMENT_METHODS: readonly string[] = ['bni_va', 'bca_va'];

/** The client code sent with every checkout (storefront.md §9, §7: Client-Id 'client_web'). */
export const CHECKOUT_CLIENT_CODE = 'client_web';

/** How often, and for how long, the payment-success page asks whether the order is paid. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/** The largest image an upload may be (the server's limit, UPLOAD_MAX_BYTES in the REST API and the gateway). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The longest order note the server keeps (CheckoutInput.note). */
export const ORDER_NOTE_MAX_LENGTH = 500;

/**
 * The three roles every installation has, with the fixed ids the REST API gives them (rest-api's ROLE_IDS). The
 * user form offers them when the signed-in staff member may not list roles (only root may).
 */
export const SYSTEM_ROLES: readonly { id: string; roleName: string }[] = [
  { id: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c01', roleName: 'root' },
  { id: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c02', roleName: 'admin' },
  { id: '6f1c2a9e-3b7d-4c1e-9a0f-5d8e7b6a4c03', roleName: 'member' },
];
