import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSession } from '@/app/guards';
import { system } from '@/lib/theme';
import { CurrentSessionQuery, SessionProvider } from '@/lib/session';
import { clearSessionExpired, markSessionExpired } from '@/lib/session-events';
import { mockSession } from '@/test/fixtures';
import { sessionExpiryHandler } from './session-expiry';

afterEach(() => clearSessionExpired());

/** A sign-in route whose code arrives only when `arrive()` is called, as a lazy chunk on a slow network. */
function slowSignIn() {
  let arrive = () => undefined as void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const route: RouteObject = {
    path: '/sign-in',
    lazy: async () => {
      await loaded;
      return { Component: () => <h1>Sign In</h1> };
    },
  };
  return { route, arrive: () => arrive() };
}

/** /order-list behind the member guard and a slow /sign-in, with a session that answers `scopes` in turn. */
function openApp(at: string, answers: ReturnType<typeof mockSession>[], signIn = slowSignIn()) {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new MockLink(answers.map((answer) => ({ ...answer, maxUsageCount: 1 }))),
  });
  const router = createMemoryRouter(
    [
      signIn.route,
      {
        element: <RequireSession scopes={['member']} />,
        children: [
          {
            path: '/order-list',
            element: (
              <>
                <h1>Transactions</h1>
                <input aria-label="Note" />
              </>
            ),
          },
        ],
      },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [at] },
  );
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { router, client, arrive: signIn.arrive };
}

const where = (router: ReturnType<typeof openApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('RequireSession', () => {
  it('sends a visitor to sign in with the wanted address as redirect', async () => {
    const { router, arrive } = openApp('/order-list?page=2', [mockSession(null)]);
    arrive();
    await waitFor(() => expect(where(router)).toBe('/sign-in?redirect=%2Forder-list%3Fpage%3D2'));
  });

  it('keeps session=expired when the session has just expired', async () => {
    markSessionExpired();
    const { router, arrive } = openApp('/order-list', [mockSession(null)]);
    arrive();
    await waitFor(() => expect(where(router)).toBe('/sign-in?session=expired&redirect=%2Forder-list'));
  });

  it('keeps the screen (and what was typed) while the session is read again', async () => {
    const { client } = openApp('/order-list', [mockSession('member'), mockSession('member')]);
    const field = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.type(field, 'half-written');

    const reading = client.refetchQueries({ include: [CurrentSessionQuery] });
    await reading;
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(field);
    expect(field).toHaveValue('half-written');
  });

  it('sends the wrong scope home with forbidden=true', async () => {
    const { router } = openApp('/order-list', [mockSession('admin')]);
    await waitFor(() => expect(where(router)).toBe('/?forbidden=true'));
  });
});

describe('sessionExpiryHandler', () => {
  it('lands on /sign-in?session=expired even when the guard sees the session gone before sign-in has loaded', async () => {
    const { router, client, arrive } = openApp('/order-list', [mockSession('member'), mockSession(null)]);
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();

    sessionExpiryHandler(router, () => client)();
    // The session is re-read (now empty) while the sign-in chunk is still on its way: the guard redirects too.
    await waitFor(() =>
      expect(client.readQuery({ query: mockSession(null).request.query })).toEqual({ me: null }),
    );
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/sign-in'));
    arrive();

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(where(router)).toBe('/sign-in?session=expired&redirect=%2Forder-list');
  });

  it('redirects once however many calls fail together, and not from /sign-in itself', async () => {
    const { router, client, arrive } = openApp('/order-list', [mockSession('member'), mockSession(null)]);
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    const onSessionExpired = sessionExpiryHandler(router, () => client);
    onSessionExpired();
    onSessionExpired();
    arrive();
    await waitFor(() => expect(where(router)).toBe('/sign-in?session=expired&redirect=%2Forder-list'));
    onSessionExpired();
    expect(where(router)).toBe('/sign-in?session=expired&redirect=%2Forder-list');
  });
});
