import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SessionProvider } from '@/lib/session';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockQuery } from '@/test/fixtures';
import { ConfirmationPage, ConfirmEmailMutation, forgetConfirmations } from './confirmation-page';

afterEach(() => forgetConfirmations());

const TOKEN = 'a-single-use-token';

/**
 * The page under a root StrictMode, as main.tsx renders the app (React runs effects twice then, in development;
 * only a root StrictMode does so on the first mount), answering confirmEmail with `mock`.
 */
function open(mock: MockLink.MockedResponse) {
  const router = createMemoryRouter([{ path: '/confirmation/:token', element: <ConfirmationPage /> }], {
    initialEntries: [`/confirmation/${TOKEN}`],
  });
  return render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <MockedProvider mocks={[mock]}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </MockedProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

/** confirmEmail answered `confirmed`, counting the calls. */
function counted(confirmed: boolean) {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    ...mockQuery(
      ConfirmEmailMutation,
      { token: TOKEN },
      { confirmEmail: confirmed },
      Number.POSITIVE_INFINITY,
    ),
    result: () => {
      calls.count += 1;
      return { data: { confirmEmail: confirmed } };
    },
  };
  return { mock, calls };
}

const status = () => screen.getByTestId('confirmation-status');

describe('ConfirmationPage', () => {
  it('shows loading, then success with a link to sign in, calling the gateway once', async () => {
    const { mock, calls } = counted(true);
    open(mock);
    expect(status()).toHaveAttribute('data-status', 'loading');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(status()).toHaveAttribute('data-status', 'success');
    expect(calls.count).toBe(1);
  });

  it('fails for a used, expired or unknown token, with a link to sign up', async () => {
    const { mock, calls } = counted(false);
    open(mock);
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(status()).toHaveAttribute('data-status', 'failed');
    expect(calls.count).toBe(1);
  });

  it('fails when the network does', async () => {
    open({
      request: { query: ConfirmEmailMutation, variables: { token: TOKEN } },
      error: new TypeError('Failed to fetch'),
    });
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(status()).toHaveAttribute('data-status', 'failed');
  });
});
