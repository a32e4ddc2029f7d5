// The permissions a fresh installation starts with, and which system roles hold them. Root needs none: it
// passes every check. Later versions add rows here for their new routes; the seed adds only rows that are
// missing, so permissions an operator took away from a role stay taken away. Each description is a message: the
// seed stores its English, which the API answers in the reader's language until staff change it
// (i18n/seeded.ts, issue 32).
import type { Scope } from '../lib/caller.js';
import { defineMessage, type Descriptor } from '../i18n/index.js';

export interface DefaultPermission {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  description: Descriptor;
  roles: Exclude<Scope, 'root'>[];
}

const STAFF: DefaultPermission['roles'] = ['admin'];
const EVERYONE: DefaultPermission['roles'] = ['admin', 'member'];
const ROOT_ONLY: DefaultPermission['roles'] = [];

/** The permissions of one endpoint, by method: { GET: <'Read my cart'>, POST: <'Add to my cart'> }. */
const routes = (
  endpoint: string,
  roles: DefaultPermission['roles'],
  methods: Partial<Record<DefaultPermission['method'], Descriptor>>,
): DefaultPermission[] =>
  Object.entries(methods).map(([method, description]) => ({
    method: method as DefaultPermission['method'],
    endpoint,
    description,
    roles,
  }));

export const DEFAULT_PERMISSIONS: DefaultPermission[] = [
  ...routes('/v1/profile', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.profile.get', defaultMessage: 'Read my profile' }),
    PUT: defineMessage({ id: 'permissions.seeded.profile.put', defaultMessage: 'Update my profile' }),
  }),
  ...routes('/v1/profile/update-password', EVERYONE, {
    PUT: defineMessage({
      id: 'permissions.seeded.profile-update-password.put',
      defaultMessage: 'Change my password',
    }),
  }),
  ...routes('/v1/upload/image', EVERYONE, {
    POST: defineMessage({ id: 'permissions.seeded.upload-image.post', defaultMessage: 'Upload an image' }),
  }),
  ...routes('/v1/user', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.user.get', defaultMessage: 'List users' }),
    POST: defineMessage({ id: 'permissions.seeded.user.post', defaultMessage: 'Create a user' }),
  }),
  ...routes('/v1/user/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.user-id.get', defaultMessage: 'Read a user' }),
    PUT: defineMessage({ id: 'permissions.seeded.user-id.put', defaultMessage: 'Update a user' }),
    DELETE: defineMessage({ id: 'permissions.seeded.user-id.delete', defaultMessage: 'Delete a user' }),
  }),
  // The shop (issue 3). Public calls (catalogue, locations, shipping rates, checkout) need no permission.
  ...routes('/v1/product', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product.get', defaultMessage: 'List products' }),
    POST: defineMessage({ id: 'permissions.seeded.product.post', defaultMessage: 'Create a product' }),
  }),
  ...routes('/v1/product/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product-id.get', defaultMessage: 'Read a product' }),
    PUT: defineMessage({ id: 'permissions.seeded.product-id.put', defaultMessage: 'Update a product' }),
    DELETE: defineMessage({ id: 'permissions.seeded.product-id.delete', defaultMessage: 'Delete a product' }),
  }),
  ...routes('/v1/category', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.category.get', defaultMessage: 'List categories' }),
    POST: defineMessage({ id: 'permissions.seeded.category.post', defaultMessage: 'Create a category' }),
  }),
  ...routes('/v1/category/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.category-id.get', defaultMessage: 'Read a category' }),
    PUT: defineMessage({ id: 'permissions.seeded.category-id.put', defaultMessage: 'Update a category' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.category-id.delete',
      defaultMessage: 'Delete a category',
    }),
  }),
  // The shop's colours and sizes (issue 21).
  ...routes('/v1/product-color', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product-color.get', defaultMessage: 'List colours' }),
    POST: defineMessage({ id: 'permissions.seeded.product-color.post', defaultMessage: 'Create a colour' }),
  }),
  ...routes('/v1/product-color/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product-color-id.get', defaultMessage: 'Read a colour' }),
    PUT: defineMessage({ id: 'permissions.seeded.product-color-id.put', defaultMessage: 'Update a colour' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.product-color-id.delete',
      defaultMessage: 'Delete a colour',
    }),
  }),
  ...routes('/v1/product-size', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product-size.get', defaultMessage: 'List sizes' }),
    POST: defineMessage({ id: 'permissions.seeded.product-size.post', defaultMessage: 'Create a size' }),
  }),
  ...routes('/v1/product-size/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.product-size-id.get', defaultMessage: 'Read a size' }),
    PUT: defineMessage({ id: 'permissions.seeded.product-size-id.put', defaultMessage: 'Update a size' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.product-size-id.delete',
      defaultMessage: 'Delete a size',
    }),
  }),
  ...routes('/v1/afilliate', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.afilliate.get', defaultMessage: 'List affiliates' }),
    POST: defineMessage({ id: 'permissions.seeded.afilliate.post', defaultMessage: 'Create an affiliate' }),
  }),
  ...routes('/v1/afilliate/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.afilliate-id.get', defaultMessage: 'Read an affiliate' }),
    PUT: defineMessage({ id: 'permissions.seeded.afilliate-id.put', defaultMessage: 'Update an affiliate' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.afilliate-id.delete',
      defaultMessage: 'Delete an affiliate',
    }),
  }),
  ...routes('/v1/widget-group', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.widget-group.get', defaultMessage: 'List widget groups' }),
    POST: defineMessage({
      id: 'permissions.seeded.widget-group.post',
      defaultMessage: 'Create a widget group',
    }),
  }),
  ...routes('/v1/widget-group/:id', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.widget-group-id.get',
      defaultMessage: 'Read a widget group',
    }),
    PUT: defineMessage({
      id: 'permissions.seeded.widget-group-id.put',
      defaultMessage: 'Update a widget group',
    }),
    DELETE: defineMessage({
      id: 'permissions.seeded.widget-group-id.delete',
      defaultMessage: 'Delete a widget group',
    }),
  }),
  ...routes('/v1/widget', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.widget.get', defaultMessage: 'List widgets' }),
    POST: defineMessage({ id: 'permissions.seeded.widget.post', defaultMessage: 'Create a widget' }),
  }),
  ...routes('/v1/widget/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.widget-id.get', defaultMessage: 'Read a widget' }),
    PUT: defineMessage({ id: 'permissions.seeded.widget-id.put', defaultMessage: 'Update a widget' }),
    DELETE: defineMessage({ id: 'permissions.seeded.widget-id.delete', defaultMessage: 'Delete a widget' }),
  }),
  ...routes('/v1/cart', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.cart.get', defaultMessage: 'Read my cart' }),
    POST: defineMessage({ id: 'permissions.seeded.cart.post', defaultMessage: 'Add to my cart' }),
  }),
  ...routes('/v1/cart/merge', EVERYONE, {
    POST: defineMessage({
      id: 'permissions.seeded.cart-merge.post',
      defaultMessage: 'Merge a guest cart into mine',
    }),
  }),
  ...routes('/v1/cart/:id', EVERYONE, {
    PUT: defineMessage({ id: 'permissions.seeded.cart-id.put', defaultMessage: 'Change a cart line' }),
    DELETE: defineMessage({ id: 'permissions.seeded.cart-id.delete', defaultMessage: 'Remove a cart line' }),
  }),
  ...routes('/v1/wishlist', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.wishlist.get', defaultMessage: 'Read my wishlist' }),
  }),
  ...routes('/v1/wishlist/:productId', EVERYONE, {
    POST: defineMessage({
      id: 'permissions.seeded.wishlist-product-id.post',
      defaultMessage: 'Add to my wishlist',
    }),
    DELETE: defineMessage({
      id: 'permissions.seeded.wishlist-product-id.delete',
      defaultMessage: 'Remove from my wishlist',
    }),
  }),
  ...routes('/v1/address', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.address.get', defaultMessage: 'List addresses' }),
    POST: defineMessage({ id: 'permissions.seeded.address.post', defaultMessage: 'Create an address' }),
  }),
  ...routes('/v1/address/:id', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.address-id.get', defaultMessage: 'Read an address' }),
    PUT: defineMessage({ id: 'permissions.seeded.address-id.put', defaultMessage: 'Update an address' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.address-id.delete',
      defaultMessage: 'Delete an address',
    }),
  }),
  ...routes('/v1/address/default', EVERYONE, {
    GET: defineMessage({
      id: 'permissions.seeded.address-default.get',
      defaultMessage: 'Read my default address',
    }),
  }),
  ...routes('/v1/address/default/:id', EVERYONE, {
    PUT: defineMessage({
      id: 'permissions.seeded.address-default-id.put',
      defaultMessage: 'Make an address my default',
    }),
  }),
  ...routes('/v1/order', EVERYONE, {
    GET: defineMessage({
      id: 'permissions.seeded.order.get',
      defaultMessage: 'List orders (members: their own; staff: all)',
    }),
  }),
  ...routes('/v1/order/export', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.order-export.get', defaultMessage: 'Export orders as CSV' }),
  }),
  ...routes('/v1/order/:id', EVERYONE, {
    GET: defineMessage({ id: 'permissions.seeded.order-id.get', defaultMessage: 'Read an order' }),
  }),
  ...routes('/v1/order/:id/status', STAFF, {
    PUT: defineMessage({ id: 'permissions.seeded.order-id-status.put', defaultMessage: 'Move an order on' }),
  }),
  // Refunds (issue 32): the refund capability's own right, which the back office asks about before it offers
  // 'Cancel and refund' (the refund itself is still the cancel move above).
  ...routes('/v1/order/:id/refund', STAFF, {
    POST: defineMessage({ id: 'permissions.seeded.order-id-refund.post', defaultMessage: 'Refund an order' }),
  }),
  ...routes('/v1/order/:id/cancel', EVERYONE, {
    POST: defineMessage({
      id: 'permissions.seeded.order-id-cancel.post',
      defaultMessage: 'Cancel my unpaid order',
    }),
  }),
  ...routes('/v1/order/:id/received', EVERYONE, {
    POST: defineMessage({
      id: 'permissions.seeded.order-id-received.post',
      defaultMessage: 'Confirm my shipped order arrived',
    }),
  }),
  // Orders for staff (issue 22): the timeline, internal notes, the bulk move.
  ...routes('/v1/order/timeline', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.order-timeline.get',
      defaultMessage: "Read orders' timelines and internal notes",
    }),
  }),
  ...routes('/v1/order/:id/notes', STAFF, {
    POST: defineMessage({
      id: 'permissions.seeded.order-id-notes.post',
      defaultMessage: 'Add an internal note to an order',
    }),
  }),
  ...routes('/v1/order/bulk-status', STAFF, {
    POST: defineMessage({
      id: 'permissions.seeded.order-bulk-status.post',
      defaultMessage: 'Move orders on together',
    }),
  }),
  ...routes('/v1/setting/order-auto-complete', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.setting-order-auto-complete.get',
      defaultMessage: 'Read the days after which shipped orders complete',
    }),
    PUT: defineMessage({
      id: 'permissions.seeded.setting-order-auto-complete.put',
      defaultMessage: 'Change the days after which shipped orders complete',
    }),
  }),
  // The payment methods the payment page offers (issue 23).
  ...routes('/v1/setting/payment-methods', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.setting-payment-methods.get',
      defaultMessage: 'Read the payment methods the payment page offers',
    }),
    PUT: defineMessage({
      id: 'permissions.seeded.setting-payment-methods.put',
      defaultMessage: 'Choose the payment methods the payment page offers',
    }),
  }),
  // Parcel tracking (issue 23): an order's tracking (members: their own), and whether "delivered" completes it.
  ...routes('/v1/order/:id/tracking', EVERYONE, {
    GET: defineMessage({
      id: 'permissions.seeded.order-id-tracking.get',
      defaultMessage: "Read an order's parcel tracking",
    }),
  }),
  ...routes('/v1/setting/complete-on-delivery', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.setting-complete-on-delivery.get',
      defaultMessage: 'Read whether delivered parcels complete their orders',
    }),
    PUT: defineMessage({
      id: 'permissions.seeded.setting-complete-on-delivery.put',
      defaultMessage: 'Change whether delivered parcels complete their orders',
    }),
  }),
  ...routes('/v1/dashboard/statistics/counter', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.dashboard-statistics-counter.get',
      defaultMessage: 'Dashboard counters',
    }),
  }),
  ...routes('/v1/dashboard/statistics/transaction', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.dashboard-statistics-transaction.get',
      defaultMessage: 'Orders per status',
    }),
  }),
  ...routes('/v1/setting/free-shipping', STAFF, {
    PUT: defineMessage({
      id: 'permissions.seeded.setting-free-shipping.put',
      defaultMessage: 'Change the free-shipping threshold',
    }),
  }),
  // Variants' stock (issue 21).
  ...routes('/v1/setting/low-stock', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.setting-low-stock.get',
      defaultMessage: 'Read the low-stock threshold',
    }),
    PUT: defineMessage({
      id: 'permissions.seeded.setting-low-stock.put',
      defaultMessage: 'Change the low-stock threshold',
    }),
  }),
  ...routes('/v1/product-variant/low-stock', STAFF, {
    GET: defineMessage({
      id: 'permissions.seeded.product-variant-low-stock.get',
      defaultMessage: 'List low-stock variants',
    }),
  }),
  // The seller on the invoices (issue 22).
  ...routes('/v1/setting/seller', STAFF, {
    PUT: defineMessage({
      id: 'permissions.seeded.setting-seller.put',
      defaultMessage: "Change the seller on the shop's invoices",
    }),
  }),
  // The couriers the shop offers (issue 23).
  ...routes('/v1/setting/couriers', STAFF, {
    PUT: defineMessage({
      id: 'permissions.seeded.setting-couriers.put',
      defaultMessage: 'Change the couriers the shop offers',
    }),
  }),
  // The shop's default language (issue 23).
  ...routes('/v1/setting/language', STAFF, {
    PUT: defineMessage({
      id: 'permissions.seeded.setting-language.put',
      defaultMessage: "Change the shop's default language",
    }),
  }),
  // The policy pages the footer links to (issue 32): both languages of a page, as staff edit them.
  ...routes('/v1/pages/:slug', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.pages-slug.get', defaultMessage: 'Read a policy page' }),
    PUT: defineMessage({ id: 'permissions.seeded.pages-slug.put', defaultMessage: 'Change a policy page' }),
  }),
  // Vouchers (issue 22): no delete, past orders name them; deactivate instead.
  ...routes('/v1/voucher', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.voucher.get', defaultMessage: 'List vouchers' }),
    POST: defineMessage({ id: 'permissions.seeded.voucher.post', defaultMessage: 'Create a voucher' }),
  }),
  ...routes('/v1/voucher/:id', STAFF, {
    GET: defineMessage({ id: 'permissions.seeded.voucher-id.get', defaultMessage: 'Read a voucher' }),
    PUT: defineMessage({ id: 'permissions.seeded.voucher-id.put', defaultMessage: 'Update a voucher' }),
  }),
  ...routes('/v1/voucher/:id/deactivate', STAFF, {
    POST: defineMessage({
      id: 'permissions.seeded.voucher-id-deactivate.post',
      defaultMessage: 'Deactivate a voucher',
    }),
  }),
  ...routes('/v1/role', ROOT_ONLY, {
    GET: defineMessage({ id: 'permissions.seeded.role.get', defaultMessage: 'List roles' }),
    POST: defineMessage({ id: 'permissions.seeded.role.post', defaultMessage: 'Create a role' }),
  }),
  ...routes('/v1/role/:id', ROOT_ONLY, {
    GET: defineMessage({ id: 'permissions.seeded.role-id.get', defaultMessage: 'Read a role' }),
    PUT: defineMessage({ id: 'permissions.seeded.role-id.put', defaultMessage: 'Update a role' }),
    DELETE: defineMessage({ id: 'permissions.seeded.role-id.delete', defaultMessage: 'Delete a role' }),
  }),
  ...routes('/v1/permission', ROOT_ONLY, {
    GET: defineMessage({ id: 'permissions.seeded.permission.get', defaultMessage: 'List permissions' }),
    POST: defineMessage({ id: 'permissions.seeded.permission.post', defaultMessage: 'Create a permission' }),
  }),
  ...routes('/v1/permission/:id', ROOT_ONLY, {
    GET: defineMessage({ id: 'permissions.seeded.permission-id.get', defaultMessage: 'Read a permission' }),
    PUT: defineMessage({ id: 'permissions.seeded.permission-id.put', defaultMessage: 'Update a permission' }),
    DELETE: defineMessage({
      id: 'permissions.seeded.permission-id.delete',
      defaultMessage: 'Delete a permission',
    }),
  }),
];

const BY_CALL = new Map(
  DEFAULT_PERMISSIONS.map((permission) => [`${permission.method} ${permission.endpoint}`, permission]),
);

/** The description the seed gives the permission of this method and endpoint, if it is a default one. */
export const seededDescriptionOf = (method: string, endpoint: string): Descriptor | undefined =>
  BY_CALL.get(`${method} ${endpoint}`)?.description;
