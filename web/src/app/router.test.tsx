import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SessionProvider } from '@/lib/session';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, discoverBackOffice } from '@/app/router';
import { system } from '@/lib/theme';
import type { Scope } from '@/generated/graphql';
import { ChatLinkQuery } from '@/app/layouts/chat-link';
import { MemberOrdersQuery } from '@/features/member/order-list-page';
import { mockQuery, mockSession, watched } from '@/test/fixtures';

/** The whole route tree at `at`, for a session of `scope`; other queries go unanswered (not under test here). */
/** When the app last opened has been told who is signed in. */
let sessionAnswered: Promise<void>;

function openApp(
  at: string,
  scope: Scope | null,
  { strict = false, mocks = [] }: { strict?: boolean; mocks?: MockLink.MockedResponse[] } = {},
) {
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [at],
    patchRoutesOnNavigation: discoverBackOffice(),
  });
  const me = watched(mockSession(scope));
  sessionAnswered = me.answered;
  const app = (
    <ChakraProvider value={system}>
      <MockedProvider mocks={[me.mock, ...mocks]} showWarnings={false}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </MockedProvider>
    </ChakraProvider>
  );
  // main.tsx renders the app in StrictMode, which in development runs every effect twice.
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

const where = (router: ReturnType<typeof openApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes', () => {
  it('loads the back office for staff, /admin opening the dashboard', async () => {
    const router = openApp('/admin', 'admin');
    expect(await screen.findByTestId('admin-layout')).toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe('/admin/dashboard'));
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });

  it('opens the back office from sign-in in StrictMode: the first in-app navigation into it renders it', async () => {
    // Signed in, /sign-in redirects (<Navigate>) to the dashboard; StrictMode runs that effect twice, so two
    // navigations ask for the back office's branch and the first is interrupted while the branch downloads.
    const router = openApp('/sign-in', 'admin', { strict: true });
    expect(await screen.findByTestId('admin-layout', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(where(router)).toBe('/admin/dashboard');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('sends a visitor from the back office to sign in, remembering where they were going', async () => {
    const router = openApp('/admin/product', null);
    await waitFor(() => expect(where(router)).toBe('/sign-in?redirect=%2Fadmin%2Fproduct'));
    expect(screen.queryByTestId('admin-layout')).not.toBeInTheDocument();
  });

  it('sends a member away from the back office with forbidden=true', async () => {
    const member = openApp('/admin/dashboard', 'member');
    // The back office's frame loads first (its own chunk), then the staff guard inside it turns the member away.
    await waitFor(() => expect(where(member)).toBe('/?forbidden=true'), { timeout: 5000 });
  });

  it('keeps roles and permissions for root: admin is told so inside the back office (issue 32)', async () => {
    const admin = openApp('/admin/role', 'admin');
    // Not the storefront: the back office's own "Not allowed" page, its menu beside it.
    expect(await screen.findByTestId('not-allowed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('admin-layout')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(where(admin)).toBe('/admin/role');
  });

  it('opens the login-only screens (orders) to any session, as back-office.md §6 says', async () => {
    const member = openApp('/admin/order', 'member');
    expect(await screen.findByTestId('admin-layout', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(where(member)).toBe('/admin/order');
  });

  it("opens /order-list on skeletons, never a spinner: the area's, then the orders' own", async () => {
    // The orders' answer never comes: the screen stays on its skeleton.
    const orders = {
      ...mockQuery(
        MemberOrdersQuery,
        { status: null, page: { page: 1, limit: 4 } },
        { orders: null as never },
      ),
      delay: Infinity,
    };
    openApp('/order-list', 'member', { mocks: [orders] });
    // While the member area's code and the session arrive: its skeleton, inside the header and footer.
    expect(screen.getByTestId('member-area-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
    // Then the area, with the orders' cards as skeletons while they load.
    expect(await screen.findByLabelText('Loading orders', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('member-sidebar')).toBeInTheDocument();
    expect(screen.queryByTestId('member-area-skeleton')).not.toBeInTheDocument();
  });

  it.each([
    ['/order-list', true],
    ['/cart', false],
    ['/payment/payment-success', false],
    ['/checkout', false],
  ])(
    "shows a member the chat button on %s: %s (never over the cart's total or checkout's buttons)",
    async (at, shows) => {
      const chat = watched(
        mockQuery(
          ChatLinkQuery,
          {},
          { storefront: { __typename: 'Storefront', chatWhatsappNumber: '6281234567890' } },
          5,
        ),
      );
      openApp(at, 'member', { mocks: [chat.mock] });
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      if (shows) expect(await screen.findByTestId('chat-link')).toBeInTheDocument();
      else {
        // The page is there and knows its member: a chat button on it would have asked for the number.
        await sessionAnswered;
        await waitFor(() => expect(screen.queryByTestId('chat-link')).not.toBeInTheDocument());
        expect(chat.asked()).toBe(false);
      }
    },
  );

  it('sends a member away from the cashier (/test3)', async () => {
    const member = openApp('/test3', 'member');
    await waitFor(() => expect(where(member)).toBe('/?forbidden=true'), { timeout: 5000 });
  });

  it('keeps staff out of member pages', async () => {
    const admin = openApp('/wishlist', 'admin');
    await waitFor(() => expect(where(admin)).toBe('/?forbidden=true'));
  });

  it('shows a member page in the member area to a member, under the header', async () => {
    // The orders' answer never comes: the screen stays on its skeleton.
    const orders = {
      ...mockQuery(
        MemberOrdersQuery,
        { status: null, page: { page: 1, limit: 4 } },
        { orders: null as never },
      ),
      delay: Infinity,
    };
    openApp('/order-list', 'member', { mocks: [orders] });
    expect(await screen.findByTestId('member-sidebar')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByTestId('site-header')).toBeInTheDocument();
  });

  it('has no header on checkout', async () => {
    // The payment step: the information and shipping steps send an empty cart back to /cart.
    openApp('/payment/tok_abcdefghijklmnopqrstuv', null);
    expect(await screen.findByRole('link', { name: 'Back to products' })).toBeInTheDocument();
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('answers unknown addresses with a not-found page', async () => {
    openApp('/no-such-page', null);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
