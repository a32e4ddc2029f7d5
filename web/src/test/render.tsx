// Renders a screen as the app does (design system, GraphQL client, session, router), with Apollo's MockedProvider
// answering the operations from `mocks` instead of the network.
import { ChakraProvider } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { SessionProvider } from '@/lib/session';
import { system } from '@/lib/theme';
import { Toaster } from '@/components/toaster';

interface RenderOptions {
  /** The route pattern the element is mounted at. */
  route?: string;
  /** The address the test starts on: a path, or a location with the router's state ({ pathname, state }). */
  at?: InitialEntry;
  mocks?: MockLink.MockedResponse[];
  /** Also mount the toaster beside the router, as the app does: a toast outlives the screen that raised it. */
  toasts?: boolean;
}

export function renderWithApp(
  element: ReactElement,
  { route = '/', at = route, mocks = [], toasts = false }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: null },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </MockedProvider>
      {toasts ? <Toaster /> : null}
    </ChakraProvider>,
  );
  return { ...view, router };
}
