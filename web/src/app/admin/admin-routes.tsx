// The back office's routes (back-office.md §2, guards as §6), each screen its own lazily loaded chunk. The table
// itself loads the first time a back-office address is opened (discoverBackOffice in app/router.tsx). Root and admin for the
// shop's management screens, root only for roles and permissions, any session for the login-only ones; the wrong
// scope goes to /?forbidden=true (RequireSession).
import { Navigate, type RouteObject } from 'react-router';
import { RequireSession } from '@/app/guards';
import { NotFound } from '@/app/not-found';
import { RouteError } from '@/app/route-error';
import { PageLoading } from '@/components/page-loading';
import type { Scope } from '@/generated/graphql';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';
import { paths } from '@/lib/paths';
import { STAFF_SCOPES } from '@/lib/session';

const ROOT_SCOPES: readonly Scope[] = ['root'];
const admin = paths.admin;

const adminLayout = lazyComponent(async () => (await import('@/app/admin/admin-layout')).AdminLayout);

const staffScreens = (): RouteObject[] => [
  lazyPage(admin.dashboard, () => import('@/features/admin-dashboard/dashboard-page'), 'DashboardPage'),
  lazyPage(admin.products, () => import('@/features/admin-catalogue/product-list-page'), 'ProductListPage'),
  lazyPage(admin.productAdd, () => import('@/features/admin-catalogue/product-form-page'), 'ProductFormPage'),
  lazyPage(admin.product, () => import('@/features/admin-catalogue/product-form-page'), 'ProductFormPage'),
  lazyPage(
    admin.productColors,
    () => import('@/features/admin-catalogue/product-color-list-page'),
    'ProductColorListPage',
  ),
  lazyPage(
    admin.productColorAdd,
    () => import('@/features/admin-catalogue/product-color-form-page'),
    'ProductColorFormPage',
  ),
  lazyPage(
    admin.productColor,
    () => import('@/features/admin-catalogue/product-color-form-page'),
    'ProductColorFormPage',
  ),
  lazyPage(
    admin.productSizes,
    () => import('@/features/admin-catalogue/product-size-list-page'),
    'ProductSizeListPage',
  ),
  lazyPage(
    admin.productSizeAdd,
    () => import('@/features/admin-catalogue/product-size-form-page'),
    'ProductSizeFormPage',
  ),
  lazyPage(
    admin.productSize,
    () => import('@/features/admin-catalogue/product-size-form-page'),
    'ProductSizeFormPage',
  ),
  lazyPage(
    admin.affiliates,
    () => import('@/features/admin-content/affiliate-list-page'),
    'AffiliateListPage',
  ),
  lazyPage(
    admin.affiliateAdd,
    () => import('@/features/admin-content/affiliate-form-page'),
    'AffiliateFormPage',
  ),
  lazyPage(
    admin.affiliate,
    () => import('@/features/admin-content/affiliate-form-page'),
    'AffiliateFormPage',
  ),
  lazyPage(admin.widgets, () => import('@/features/admin-content/widget-list-page'), 'WidgetListPage'),
  lazyPage(admin.widgetAdd, () => import('@/features/admin-content/widget-form-page'), 'WidgetFormPage'),
  lazyPage(admin.widget, () => import('@/features/admin-content/widget-form-page'), 'WidgetFormPage'),
  lazyPage(
    admin.widgetGroups,
    () => import('@/features/admin-content/widget-group-list-page'),
    'WidgetGroupListPage',
  ),
  lazyPage(
    admin.widgetGroupAdd,
    () => import('@/features/admin-content/widget-group-form-page'),
    'WidgetGroupFormPage',
  ),
  lazyPage(
    admin.widgetGroup,
    () => import('@/features/admin-content/widget-group-form-page'),
    'WidgetGroupFormPage',
  ),
  lazyPage(admin.vouchers, () => import('@/features/admin-vouchers/voucher-list-page'), 'VoucherListPage'),
  lazyPage(admin.voucherAdd, () => import('@/features/admin-vouchers/voucher-form-page'), 'VoucherFormPage'),
  lazyPage(admin.voucher, () => import('@/features/admin-vouchers/voucher-form-page'), 'VoucherFormPage'),
  lazyPage(admin.users, () => import('@/features/admin-users/user-list-page'), 'UserListPage'),
  lazyPage(admin.userAdd, () => import('@/features/admin-users/user-form-page'), 'UserFormPage'),
  lazyPage(admin.user, () => import('@/features/admin-users/user-form-page'), 'UserFormPage'),
];

const rootScreens = (): RouteObject[] => [
  lazyPage(admin.roles, () => import('@/features/admin-users/role-list-page'), 'RoleListPage'),
  lazyPage(admin.roleAdd, () => import('@/features/admin-users/role-form-page'), 'RoleFormPage'),
  lazyPage(admin.role, () => import('@/features/admin-users/role-form-page'), 'RoleFormPage'),
  lazyPage(
    admin.permissions,
    () => import('@/features/admin-users/permission-list-page'),
    'PermissionListPage',
  ),
  lazyPage(
    admin.permissionAdd,
    () => import('@/features/admin-users/permission-form-page'),
    'PermissionFormPage',
  ),
  lazyPage(
    admin.permission,
    () => import('@/features/admin-users/permission-form-page'),
    'PermissionFormPage',
  ),
];

const signedInScreens = (): RouteObject[] => [
  lazyPage(admin.orders, () => import('@/features/admin-orders/order-list-page'), 'AdminOrderListPage'),
  lazyPage(admin.order, () => import('@/features/admin-orders/order-detail-page'), 'AdminOrderDetailPage'),
  lazyPage(admin.payment, () => import('@/features/admin-orders/payment-list-page'), 'PaymentListPage'),
  lazyPage(admin.shipping, () => import('@/features/admin-orders/shipping-list-page'), 'ShippingListPage'),
  lazyPage(
    admin.categories,
    () => import('@/features/admin-catalogue/category-list-page'),
    'CategoryListPage',
  ),
  lazyPage(
    admin.categoryAdd,
    () => import('@/features/admin-catalogue/category-form-page'),
    'CategoryFormPage',
  ),
  lazyPage(admin.category, () => import('@/features/admin-catalogue/category-form-page'), 'CategoryFormPage'),
  lazyPage(admin.profile, () => import('@/features/admin-account/admin-profile-page'), 'AdminProfilePage'),
  lazyPage(admin.settings, () => import('@/features/admin-account/settings-page'), 'SettingsPage'),
];

/**
 * The /admin branch and the cashier (/test3), both in the back office's frame. Fresh route objects per call:
 * react-router settles lazy routes by changing their objects.
 */
export function createAdminRoutes(): RouteObject[] {
  return [
    {
      path: admin.root,
      element: <RequireSession />,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          lazy: { Component: adminLayout },
          children: [
            { index: true, element: <Navigate to={admin.dashboard} replace /> },
            { element: <RequireSession scopes={STAFF_SCOPES} />, children: staffScreens() },
            { element: <RequireSession scopes={ROOT_SCOPES} />, children: rootScreens() },
            ...signedInScreens(),
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
    {
      path: paths.cashier,
      element: <RequireSession scopes={STAFF_SCOPES} />,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          lazy: { Component: adminLayout },
          children: [
            {
              index: true,
              lazy: {
                Component: lazyComponent(
                  async () => (await import('@/features/cashier/cashier-page')).CashierPage,
                ),
              },
            },
          ],
        },
      ],
    },
  ];
}
