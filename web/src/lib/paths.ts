// Every route of the client (storefront.md §2, back-office.md §2), in one place. Links build addresses with
// react-router's generatePath(paths.product, { id }). "built" routes have their screen; "placeholder" routes
// render <PagePlaceholder> (it says the page is not built yet) until the issue that builds them replaces the
// placeholder in router.tsx.

export const paths = {
  // Public storefront.
  home: '/', // built: hero, banner, affiliates
  shop: '/shop', // built: product grid, search, 10 per page
  products: '/products', // built: the same screen as /shop
  newArrival: '/new-arrival', // placeholder
  product: '/products/:id', // placeholder: product detail
  category: '/product/category/:slug', // placeholder
  aboutUs: '/about-us', // placeholder
  journal: '/journal', // placeholder
  cart: '/cart', // placeholder
  checkout: '/checkout', // placeholder (no header)
  shipment: '/shipment', // placeholder (no header)
  payment: '/payment/:token', // placeholder (no header)
  paymentSuccess: '/payment/payment-success', // placeholder
  signIn: '/sign-in', // placeholder
  signUp: '/sign-up', // placeholder
  register: '/register', // placeholder: the same screen as /sign-up
  checkEmail: '/check-email', // placeholder
  confirmation: '/confirmation/:token', // placeholder

  // Member area (scope member).
  orderList: '/order-list', // placeholder
  orderDetail: '/order-detail/:id', // placeholder
  wishlist: '/wishlist', // placeholder
  addresses: '/address', // placeholder
  addressAdd: '/address/add', // placeholder
  addressEdit: '/address/edit/:id', // placeholder

  // Any signed-in user.
  profile: '/profile', // placeholder

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
