// The route tree. A screen that gets built replaces its placeholder(...) line with a route to its component; a
// guarded screen goes under the guard its spec names (member, any session, staff). Back-office screens go under
// the /admin branch and load lazily, like its layout, so they stay out of the shoppers' bundle.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { MEMBER_SCOPES, RequireSession, STAFF_SCOPES } from '@/app/guards';
import { StorefrontLayout } from '@/app/layouts/storefront-layout';
import { NotFound } from '@/app/not-found';
import { paths } from '@/app/paths';
import { RouteError } from '@/app/route-error';
import type { RouteHandle } from '@/app/route-handle';
import { PageLoading } from '@/components/page-loading';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ShopPage } from '@/features/catalogue/shop-page';
import { HomePage } from '@/features/content/home-page';

function page(path: string, Component: ComponentType, handle: RouteHandle = {}): RouteObject {
  return { path, Component, handle };
}

/** A route from paths.ts whose screen is not built yet. */
function placeholder(path: string, handle: RouteHandle = {}): RouteObject {
  return page(path, PagePlaceholder, handle);
}

const WITH_HIGHLIGHT: RouteHandle = { highlight: true };
const WITHOUT_HEADER: RouteHandle = { hideHeader: true };

const { root: adminRoot, dashboard: adminDashboard, ...adminScreens } = paths.admin;

/** A fresh route tree per router: react-router settles lazy routes by changing their objects. */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: StorefrontLayout,
      ErrorBoundary: RouteError,
      children: [
        page(paths.home, HomePage, WITH_HIGHLIGHT),
        page(paths.shop, ShopPage, WITH_HIGHLIGHT),
        page(paths.products, ShopPage, WITH_HIGHLIGHT),

        placeholder(paths.newArrival, WITH_HIGHLIGHT),
        placeholder(paths.product, WITH_HIGHLIGHT),
        placeholder(paths.category, WITH_HIGHLIGHT),
        placeholder(paths.aboutUs),
        placeholder(paths.journal),
        placeholder(paths.cart),
        placeholder(paths.checkout, WITHOUT_HEADER),
        placeholder(paths.shipment, WITHOUT_HEADER),
        placeholder(paths.payment, WITHOUT_HEADER),
        placeholder(paths.paymentSuccess),
        placeholder(paths.signIn),
        placeholder(paths.signUp),
        placeholder(paths.register),
        placeholder(paths.checkEmail),
        placeholder(paths.confirmation),
        {
          element: <RequireSession scopes={MEMBER_SCOPES} />,
          children: [
            placeholder(paths.orderList),
            placeholder(paths.orderDetail),
            placeholder(paths.wishlist),
            placeholder(paths.addresses),
            placeholder(paths.addressAdd),
            placeholder(paths.addressEdit),
          ],
        },
        {
          element: <RequireSession />,
          children: [placeholder(paths.profile)],
        },
        { path: '*', Component: NotFound },
      ],
    },
    {
      path: adminRoot,
      element: <RequireSession scopes={STAFF_SCOPES} />,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          lazy: { Component: async () => (await import('@/app/admin/admin-layout')).AdminLayout },
          children: [
            { index: true, element: <Navigate to={adminDashboard} replace /> },
            placeholder(adminDashboard),
            ...Object.values(adminScreens).map((path) => placeholder(path)),
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}
