// Every route of the client (storefront.md §2, back-office.md §2), in one place. Links build addresses with
// react-router's generatePath(paths.product, { id }). Every storefront route has its screen; the back office's
// "placeholder" routes render <PagePlaceholder> (it says the page is not built yet) until its issue builds them.

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
  cart: '/cart',
  checkout: '/checkout', // no header
  shipment: '/shipment', // no header
  payment: '/payment/:token', // no header
  paymentSuccess: '/payment/payment-success',
  signIn: '/sign-in',
  signUp: '/sign-up',
  register: '/register', // the same screen as /sign-up
  checkEmail: '/check-email',
  confirmation: '/confirmation/:token',

  // Member area (scope member).
  orderList: '/order-list',
  orderDetail: '/order-detail/:id',
  wishlist: '/wishlist',
  addresses: '/address',
  addressAdd: '/address/add',
  addressEdit: '/address/edit/:id',

  // Any signed-in user.
  profile: '/profile',

  // Back office (scopes root and admin), a separately loaded chunk.
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard', // placeholder
    orders: '/admin/order', // placeholder
    order: '/admin/order/:id', // placeholder
    payment: '/admin/payment', // placeholder
    shipping: '/admin/shipping', // placeholder
    products: '/admin/product', // placeholder
    productAdd: '/admin/product/add', // placeholder
    product: '/admin/product/:id', // placeholder
    categories: '/admin/category', // placeholder
    categoryAdd: '/admin/category/add', // placeholder
    category: '/admin/category/:id', // placeholder
    affiliates: '/admin/afilliate', // placeholder (the spec's spelling)
    affiliateAdd: '/admin/afilliate/add', // placeholder
    affiliate: '/admin/afilliate/:id', // placeholder
    widgets: '/admin/widget', // placeholder
    widgetAdd: '/admin/widget/add', // placeholder
    widget: '/admin/widget/:id', // placeholder
    widgetGroups: '/admin/widget-group', // placeholder
    widgetGroupAdd: '/admin/widget-group/add', // placeholder
    widgetGroup: '/admin/widget-group/:id', // placeholder
    users: '/admin/user', // placeholder
    user: '/admin/user/:id', // placeholder
    userAdd: '/admin/user-add', // placeholder
    roles: '/admin/role', // placeholder
    role: '/admin/role/:id', // placeholder
    roleAdd: '/admin/role-add', // placeholder
    permissions: '/admin/permission', // placeholder
    permission: '/admin/permission/:id', // placeholder
    permissionAdd: '/admin/permission-add', // placeholder
    profile: '/admin/profile', // placeholder
    settings: '/admin/setting', // placeholder
  },
} as const;
