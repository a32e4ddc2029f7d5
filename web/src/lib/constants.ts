// The spec's constants only the client uses (storefront.md §9), each defined once. The shop's rules, which the
// servers enforce too (page sizes, limits, tax, upload size, colours and sizes, statuses), are @lemari/shop/rules.
import { msg } from '@lingui/core/macro';
import { SYSTEM_ROLE_IDS } from '@lemari/shop/rules';

/** The visitor's cart lives in localStorage under this key (members' carts live on the server). */
export const CART_STORAGE_KEY = 'cart';

/** The year the footer's copyright names. */
export const COPYRIGHT_YEAR = 2025;

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 3000;

/** The text of every empty list (a msg`` descriptor: translate it at render, i18n._(EMPTY_TEXT)). */
export const EMPTY_TEXT = msg`No data available.`;

/** The category whose products /new-arrival lists (storefront.md §7). */
export const NEW_ARRIVAL_SLUG = 'new-arrival';

/** The client code sent with every checkout (storefront.md §9, §7: Client-Id 'client_web'). */
export const CHECKOUT_CLIENT_CODE = 'client_web';

/** How often, and for how long, the payment-success page asks whether the order is paid. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/**
 * The three roles every installation has, with the fixed ids the REST API gives them. The user form offers them
 * when the signed-in staff member may not list roles (only root may).
 */
export const SYSTEM_ROLES: readonly { id: string; roleName: string }[] = [
  { id: SYSTEM_ROLE_IDS.root, roleName: 'root' },
  { id: SYSTEM_ROLE_IDS.admin, roleName: 'admin' },
  { id: SYSTEM_ROLE_IDS.member, roleName: 'member' },
];

/**
 * Products suggested under an empty cart, wishlist or search (new arrivals, best-selling): one row of a desktop's
 * grid of four, swiped on a phone.
 */
export const SUGGESTED_PRODUCTS = 4;
