// Every route of the client (storefront.md §2, back-office.md §2), in one place. Links build addresses with
// react-router's generatePath(paths.product, { id }).
import { PRODUCT_COLOR_PARAM } from '@lemari/shop/rules';
import { generatePath } from 'react-router';

export const paths = {
  // Public storefront.
  home: '/', // hero, banner, affiliates
  shop: '/shop', // product grid, search, 10 per page
  products: '/products', // the same screen as /shop
  newArrival: '/new-arrival',
  product: '/products/:id', // product detail
  category: '/product/category/:slug',
  aboutUs: '/about-us',
  journal: '/journal',
  policy: '/policy/:slug', // shipping, returns, privacy, terms: pages staff write (issue 32)
  cart: '/cart',
  checkout: '/checkout', // no header
  shipment: '/shipment', // no header
  payment: '/payment/:token', // no header
  paymentSuccess: '/payment/payment-success',
  orderStatus: '/order-status', // a guest's order by its code and e-mail
  invoice: '/invoice/:id', // an order's printable invoice: the member's, any for staff, a guest's by code and e-mail
  signIn: '/sign-in',
  signUp: '/sign-up',
  register: '/register', // the same screen as /sign-up
  checkEmail: '/check-email',
  confirmation: '/confirmation/:token',
  forgotPassword: '/forgot-password', // asks for a link to set a new password
  resetPassword: '/reset-password/:token', // the e-mailed link: a new password

  // Member area (scope member).
  orderList: '/order-list',
  orderDetail: '/order-detail/:id',
  wishlist: '/wishlist',
  addresses: '/address',
  addressAdd: '/address/add',
  addressEdit: '/address/edit/:id',

  // Any signed-in user.
  profile: '/profile',

  // The member's transaction history ("Riwayat Transaksi"); the original's two mock-up addresses lead to it.
  transactionHistory: '/test',
  transactionHistoryAlt: '/test2',
  // Staff take an order for a customer who asked by chat or phone (the original's /test3 mock-up, made real).
  cashier: '/test3',

  // Back office (scopes root and admin), a separately loaded chunk.
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    orders: '/admin/order',
    order: '/admin/order/:id',
    payment: '/admin/payment',
    shipping: '/admin/shipping',
    products: '/admin/product',
    productAdd: '/admin/product/add',
    product: '/admin/product/:id',
    productColors: '/admin/product-color', // the shop's colours (issue 21)
    productColorAdd: '/admin/product-color/add',
    productColor: '/admin/product-color/:id',
    productSizes: '/admin/product-size', // the shop's sizes (issue 21)
    productSizeAdd: '/admin/product-size/add',
    productSize: '/admin/product-size/:id',
    categories: '/admin/category',
    categoryAdd: '/admin/category/add',
    category: '/admin/category/:id',
    affiliates: '/admin/afilliate', // the spec's spelling
    affiliateAdd: '/admin/afilliate/add',
    affiliate: '/admin/afilliate/:id',
    widgets: '/admin/widget',
    widgetAdd: '/admin/widget/add',
    widget: '/admin/widget/:id',
    widgetGroups: '/admin/widget-group',
    widgetGroupAdd: '/admin/widget-group/add',
    widgetGroup: '/admin/widget-group/:id',
    users: '/admin/user',
    user: '/admin/user/:id',
    userAdd: '/admin/user-add',
    roles: '/admin/role',
    role: '/admin/role/:id',
    roleAdd: '/admin/role-add',
    permissions: '/admin/permission',
    permission: '/admin/permission/:id',
    permissionAdd: '/admin/permission-add',
    vouchers: '/admin/voucher', // issue 22: codes shoppers type for a discount
    voucherAdd: '/admin/voucher/create',
    voucher: '/admin/voucher/:id/edit',
    profile: '/admin/profile',
    settings: '/admin/setting',
  },
} as const;

/** The address of a search of the shop, /shop?q=… (the shop itself when nothing was typed). */
export function shopSearchPath(text: string): string {
  const q = text.trim();
  return q ? `${paths.shop}?${new URLSearchParams({ q }).toString()}` : paths.shop;
}

/** The address of /forgot-password with the e-mail typed on /sign-in, if any (?email=…). */
export function forgotPasswordPath(typed?: string): string {
  const email = typed?.trim();
  return email
    ? `${paths.forgotPassword}?${new URLSearchParams({ email }).toString()}`
    : paths.forgotPassword;
}

/**
 * A product's page, with one of its colours picked when given: a card of a list filtered by colour opens the page
 * in the colour it shows.
 */
export function productPath(id: string, color?: string): string {
  const page = generatePath(paths.product, { id });
  return color ? `${page}?${new URLSearchParams({ [PRODUCT_COLOR_PARAM]: color }).toString()}` : page;
}
