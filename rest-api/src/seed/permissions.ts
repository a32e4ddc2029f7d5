// The permissions a fresh installation starts with, and which system roles hold them. Root needs none: it
// passes every check. Later versions add rows here for their new routes; the seed adds only rows that are
// missing, so permissions an operator took away from a role stay taken away.
import type { Scope } from '../lib/caller.js';

export interface DefaultPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  description: string;
  roles: Exclude<Scope, 'root'>[];
}

const STAFF: DefaultPermission['roles'] = ['admin'];
const EVERYONE: DefaultPermission['roles'] = ['admin', 'member'];
const ROOT_ONLY: DefaultPermission['roles'] = [];

/** 'an address', 'an affiliate', 'a user': the article the noun's first sound takes ('u' of 'user' sounds 'you'). */
const withArticle = (noun: string) => `${/^(?:[aeio]|u(?!s|ni))/iu.test(noun) ? 'an' : 'a'} ${noun}`;

/** The permissions of one endpoint, by method: { GET: 'Read my cart', POST: 'Add to my cart' }. */
const routes = (
  endpoint: string,
  roles: DefaultPermission['roles'],
  methods: Partial<Record<DefaultPermission['method'], string>>,
): DefaultPermission[] =>
  Object.entries(methods).map(([method, description]) => ({
    method: method as DefaultPermission['method'],
    endpoint,
    description,
    roles,
  }));

/** The five permissions of a record kind's list, creation, reading, update and deletion. */
const crud = (
  endpoint: string,
  noun: string,
  roles: DefaultPermission['roles'],
  plural = `${noun}s`,
): DefaultPermission[] => [
  ...routes(endpoint, roles, { GET: `List ${plural}`, POST: `Create ${withArticle(noun)}` }),
  ...routes(`${endpoint}/:id`, roles, {
    GET: `Read ${withArticle(noun)}`,
    PUT: `Update ${withArticle(noun)}`,
    DELETE: `Delete ${withArticle(noun)}`,
  }),
];

export const DEFAULT_PERMISSIONS: DefaultPermission[] = [
  ...routes('/v1/profile', EVERYONE, { GET: 'Read my profile', PUT: 'Update my profile' }),
  ...routes('/v1/profile/update-password', EVERYONE, { PUT: 'Change my password' }),
  ...routes('/v1/upload/image', EVERYONE, { POST: 'Upload an image' }),
  ...crud('/v1/user', 'user', STAFF),
  // The shop (issue 3). Public calls (catalogue, locations, shipping rates, checkout) need no permission.
  ...crud('/v1/product', 'product', STAFF),
  ...crud('/v1/category', 'category', STAFF, 'categories'),
  // The shop's colours and sizes (issue 21).
  ...crud('/v1/product-color', 'colour', STAFF),
  ...crud('/v1/product-size', 'size', STAFF),
  ...crud('/v1/afilliate', 'affiliate', STAFF),
  ...crud('/v1/widget-group', 'widget group', STAFF),
  ...crud('/v1/widget', 'widget', STAFF),
  ...routes('/v1/cart', EVERYONE, { GET: 'Read my cart', POST: 'Add to my cart' }),
  ...routes('/v1/cart/merge', EVERYONE, { POST: 'Merge a guest cart into mine' }),
  ...routes('/v1/cart/:id', EVERYONE, { PUT: 'Change a cart line', DELETE: 'Remove a cart line' }),
  ...routes('/v1/wishlist', EVERYONE, { GET: 'Read my wishlist' }),
  ...routes('/v1/wishlist/:productId', EVERYONE, {
    POST: 'Add to my wishlist',
    DELETE: 'Remove from my wishlist',
  }),
  ...crud('/v1/address', 'address', EVERYONE, 'addresses'),
  ...routes('/v1/address/default', EVERYONE, { GET: 'Read my default address' }),
  ...routes('/v1/address/default/:id', EVERYONE, { PUT: 'Make an address my default' }),
  ...routes('/v1/order', EVERYONE, { GET: 'List orders (members: their own; staff: all)' }),
  ...routes('/v1/order/export', STAFF, { GET: 'Export orders as CSV' }),
  ...routes('/v1/order/:id', EVERYONE, { GET: 'Read an order' }),
  ...routes('/v1/order/:id/status', STAFF, { PUT: 'Move an order on' }),
  // Refunds (issue 32): the refund capability's own right, which the back office asks about before it offers
  // 'Cancel and refund' (the refund itself is still the cancel move above).
  ...routes('/v1/order/:id/refund', STAFF, { POST: 'Refund an order' }),
  ...routes('/v1/order/:id/cancel', EVERYONE, { POST: 'Cancel my unpaid order' }),
  ...routes('/v1/order/:id/received', EVERYONE, { POST: 'Confirm my shipped order arrived' }),
  // Orders for staff (issue 22): the timeline, internal notes, the bulk move.
  ...routes('/v1/order/timeline', STAFF, { GET: "Read orders' timelines and internal notes" }),
  ...routes('/v1/order/:id/notes', STAFF, { POST: 'Add an internal note to an order' }),
  ...routes('/v1/order/bulk-status', STAFF, { POST: 'Move orders on together' }),
  ...routes('/v1/setting/order-auto-complete', STAFF, {
    GET: 'Read the days after which shipped orders complete',
    PUT: 'Change the days after which shipped orders complete',
  }),
  // The payment methods the payment page offers (issue 23).
  ...routes('/v1/setting/payment-methods', STAFF, {
    GET: 'Read the payment methods the payment page offers',
    PUT: 'Choose the payment methods the payment page offers',
  }),
  // Parcel tracking (issue 23): an order's tracking (members: their own), and whether "delivered" completes it.
  ...routes('/v1/order/:id/tracking', EVERYONE, { GET: "Read an order's parcel tracking" }),
  ...routes('/v1/setting/complete-on-delivery', STAFF, {
    GET: 'Read whether delivered parcels complete their orders',
    PUT: 'Change whether delivered parcels complete their orders',
  }),
  ...routes('/v1/dashboard/statistics/counter', STAFF, { GET: 'Dashboard counters' }),
  ...routes('/v1/dashboard/statistics/transaction', STAFF, { GET: 'Orders per status' }),
  ...routes('/v1/setting/free-shipping', STAFF, { PUT: 'Change the free-shipping threshold' }),
  // Variants' stock (issue 21).
  ...routes('/v1/setting/low-stock', STAFF, {
    GET: 'Read the low-stock threshold',
    PUT: 'Change the low-stock threshold',
  }),
  ...routes('/v1/product-variant/low-stock', STAFF, { GET: 'List low-stock variants' }),
  // The seller on the invoices (issue 22).
  ...routes('/v1/setting/seller', STAFF, { PUT: "Change the seller on the shop's invoices" }),
  // The couriers the shop offers (issue 23).
  ...routes('/v1/setting/couriers', STAFF, { PUT: 'Change the couriers the shop offers' }),
  // The shop's default language (issue 23).
  ...routes('/v1/setting/language', STAFF, { PUT: "Change the shop's default language" }),
  // The policy pages the footer links to (issue 32): both languages of a page, as staff edit them.
  ...routes('/v1/pages/:slug', STAFF, { GET: 'Read a policy page', PUT: 'Change a policy page' }),
  // Vouchers (issue 22): no delete, past orders name them; deactivate instead.
  ...routes('/v1/voucher', STAFF, { GET: 'List vouchers', POST: 'Create a voucher' }),
  ...routes('/v1/voucher/:id', STAFF, { GET: 'Read a voucher', PUT: 'Update a voucher' }),
  ...routes('/v1/voucher/:id/deactivate', STAFF, { POST: 'Deactivate a voucher' }),
  ...crud('/v1/role', 'role', ROOT_ONLY),
  ...crud('/v1/permission', 'permission', ROOT_ONLY),
];
