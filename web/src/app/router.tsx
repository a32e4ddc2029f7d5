// The route tree. Home and /shop, where most visits start, come with the first download; every other screen is
// its own chunk (lazyPage), and the back office is one branch (under /admin, and the cashier) that joins the tree
// the first time one of its addresses is opened (discoverBackOffice), so shoppers download neither its screens nor
// its route table. Guarded screens sit under the guard their spec names (member, any session, staff).
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RequireSession } from '@/app/guards';
import { StorefrontLayout } from '@/app/layouts/storefront-layout';
import { NotFound } from '@/app/not-found';
import { RouteError } from '@/app/route-error';
import { MemberAreaSkeleton } from '@/components/member-area-skeleton';
import { PageLoading } from '@/components/page-loading';
import { HomePage } from '@/features/content/home-page';
import { needCatalog } from '@/lib/i18n';
import { lazyComponent, lazyPage } from '@/lib/lazy-page';
import { paths } from '@/lib/paths';
import type { RouteHandle } from '@/lib/route-handle';
import { MEMBER_SCOPES } from '@/lib/session';

function page(path: string, Component: ComponentType, handle: RouteHandle = {}): RouteObject {
  return { path, Component, handle };
}

const WITH_HIGHLIGHT: RouteHandle = { highlight: true };
const shopPage = () => import('@/features/catalogue/shop-page');
const WITHOUT_HEADER: RouteHandle = { hideHeader: true };
const WITHOUT_CHAT: RouteHandle = { hideChat: true };

/** The member area's frame (sidebar), shared by the member screens and the profile. */
const memberLayout = lazyComponent(
  async () => (await import('@/features/member/member-layout')).MemberLayout,
);

/** A fresh route tree per router: react-router settles lazy routes by changing their objects. */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: StorefrontLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        page(paths.home, HomePage, WITH_HIGHLIGHT),
        // The list with its filters loads with it (a home page's visitor does not need them), in the first screens'
        // words (the messages inside the page).
        lazyPage(paths.shop, shopPage, 'ShopPage', WITH_HIGHLIGHT, 'core'),
        lazyPage(paths.products, shopPage, 'ShopPage', WITH_HIGHLIGHT, 'core'),
        lazyPage(
          paths.newArrival,
          () => import('@/features/catalogue/new-arrival-page'),
          'NewArrivalPage',
          WITH_HIGHLIGHT,
        ),
        lazyPage(
          paths.product,
          () => import('@/features/catalogue/product-page'),
          'ProductPage',
          WITH_HIGHLIGHT,
        ),
        lazyPage(
          paths.category,
          () => import('@/features/catalogue/category-page'),
          'CategoryPage',
          WITH_HIGHLIGHT,
        ),
        lazyPage(paths.aboutUs, () => import('@/features/content/about-page'), 'AboutPage'),
        lazyPage(paths.journal, () => import('@/features/content/journal-page'), 'JournalPage'),
        lazyPage(paths.policy, () => import('@/features/policy/policy-page'), 'PolicyPage'),
        lazyPage(paths.cart, () => import('@/features/cart/cart-page'), 'CartPage', WITHOUT_CHAT),
        lazyPage(
          paths.checkout,
          () => import('@/features/checkout/checkout-page'),
          'CheckoutPage',
          WITHOUT_HEADER,
        ),
        lazyPage(
          paths.shipment,
          () => import('@/features/checkout/shipment-page'),
          'ShipmentPage',
          WITHOUT_HEADER,
        ),
        lazyPage(
          paths.paymentSuccess,
          () => import('@/features/checkout/payment-success-page'),
          'PaymentSuccessPage',
          WITHOUT_CHAT,
        ),
        lazyPage(
          paths.payment,
          () => import('@/features/checkout/payment-page'),
          'PaymentPage',
          WITHOUT_HEADER,
        ),
        lazyPage(paths.orderStatus, () => import('@/features/checkout/order-status-page'), 'OrderStatusPage'),
        lazyPage(paths.invoice, () => import('@/features/invoice/invoice-page'), 'InvoicePage'),
        lazyPage(paths.signIn, () => import('@/features/accounts/sign-in-page'), 'SignInPage'),
        lazyPage(paths.signUp, () => import('@/features/accounts/sign-up-page'), 'SignUpPage'),
        lazyPage(paths.register, () => import('@/features/accounts/sign-up-page'), 'SignUpPage'),
        lazyPage(paths.checkEmail, () => import('@/features/accounts/check-email-page'), 'CheckEmailPage'),
        lazyPage(
          paths.confirmation,
          () => import('@/features/accounts/confirmation-page'),
          'ConfirmationPage',
        ),
        lazyPage(
          paths.forgotPassword,
          () => import('@/features/accounts/forgot-password-page'),
          'ForgotPasswordPage',
        ),
        lazyPage(
          paths.resetPassword,
          () => import('@/features/accounts/reset-password-page'),
          'ResetPasswordPage',
        ),
        {
          // The member area's skeleton, not a spinner, while the session is asked and, on a first load, while
          // the area's code arrives (the header and footer already drawn around it).
          element: <RequireSession scopes={MEMBER_SCOPES} fallback={<MemberAreaSkeleton />} />,
          HydrateFallback: MemberAreaSkeleton,
          children: [
            {
              lazy: { Component: memberLayout },
              children: [
                lazyPage(paths.orderList, () => import('@/features/member/order-list-page'), 'OrderListPage'),
                lazyPage(
                  paths.orderDetail,
                  () => import('@/features/member/order-detail-page'),
                  'OrderDetailPage',
                ),
                lazyPage(
                  paths.transactionHistory,
                  () => import('@/features/member/transaction-history-page'),
                  'TransactionHistoryPage',
                ),
                lazyPage(
                  paths.transactionHistoryAlt,
                  () => import('@/features/member/transaction-history-page'),
                  'TransactionHistoryPage',
                ),
                lazyPage(paths.wishlist, () => import('@/features/member/wishlist-page'), 'WishlistPage'),
                lazyPage(
                  paths.addresses,
                  () => import('@/features/member/address-list-page'),
                  'AddressListPage',
                ),
                lazyPage(
                  paths.addressAdd,
                  () => import('@/features/member/address-form-page'),
                  'AddressFormPage',
                ),
                lazyPage(
                  paths.addressEdit,
                  () => import('@/features/member/address-form-page'),
                  'AddressFormPage',
                ),
              ],
            },
          ],
        },
        {
          element: <RequireSession />,
          children: [
            {
              lazy: { Component: memberLayout },
              children: [
                lazyPage(paths.profile, () => import('@/features/accounts/profile-page'), 'ProfilePage'),
              ],
            },
          ],
        },
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

/** Whether an address is the back office's: under /admin, or the cashier. */
export function inBackOffice(pathname: string): boolean {
  const root = paths.admin.root;
  return pathname === root || pathname.startsWith(`${root}/`) || pathname === paths.cashier;
}

/**
 * Adds the back office's branch (app/admin/admin-routes.tsx) to a router's tree the first time one of its addresses
 * is opened, as react-router's patchRoutesOnNavigation: until then the storefront's `*` matches them, which makes
 * the router ask. One per router; a branch that did not arrive (the network dropped) is asked for again next time.
 *
 * Every navigation that asks patches with its own `patch`: react-router ignores the patch of a navigation that a
 * newer one interrupted. React's StrictMode (development builds) runs a `<Navigate>`'s effect twice, so sign-in's
 * redirect starts two navigations to /admin/dashboard and the first is interrupted while the table downloads; had
 * the first one's patch been the only one, the second would have found no branch and shown 'Page not found'.
 */
export function discoverBackOffice(): PatchRoutesOnNavigationFunction {
  let table: Promise<() => RouteObject[]> | undefined;
  let joined = false;
  return async ({ path, patch, signal }) => {
    if (joined || !inBackOffice(new URL(path, 'http://app.invalid').pathname)) return;
    // The back office's messages come with its table (i18n.ts), and the storefront's later ones: it draws the
    // shared order, account and form components too (lingui.config.ts).
    table ??= Promise.all([
      import('@/app/admin/admin-routes'),
      needCatalog('admin'),
      needCatalog('store'),
    ]).then(
      ([{ createAdminRoutes }]) => createAdminRoutes,
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    const createAdminRoutes = await table;
    // An interrupted navigation's patch does nothing: the one that interrupted it patches instead.
    if (joined || signal.aborted) return;
    patch(null, createAdminRoutes());
    joined = true;
  };
}
