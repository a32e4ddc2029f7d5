import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ResetPasswordMutation, ResetPasswordPage } from './reset-password-page';

const TOKEN = 'tok-3f9a';
const NEW_PASSWORD = 'Rahasia-baru-7';

function open(mocks: MockLink.MockedResponse[] = []) {
  return renderWithApp(<ResetPasswordPage />, {
    route: '/reset-password/:token',
    at: `/reset-password/${TOKEN}`,
    mocks: [mockSession(null), ...mocks],
  });
}

async function fill(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Repeat new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

const where = (router: ReturnType<typeof open>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('ResetPasswordPage', () => {
  it('has its heading and two password fields', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAttribute('type', 'password');
  });

  it('checks the sign-up rule and the repeat before calling the gateway', async () => {
    const { router } = open();
    await fill('pendek1');
    expect(await screen.findByText('At least 8 characters, with a letter and a digit')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'tanpaangka');
    expect(await screen.findByText('At least 8 characters, with a letter and a digit')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Repeat new password/)).toHaveAttribute('aria-invalid', 'true');
    expect(where(router)).toBe(`/reset-password/${TOKEN}`);
  });

  it('sends the token and the password, then goes to /sign-in with the notice', async () => {
    const { router } = open([
      mockQuery(ResetPasswordMutation, { token: TOKEN, password: NEW_PASSWORD }, { resetPassword: true }),
    ]);
    await fill(NEW_PASSWORD);
    await waitFor(() => expect(where(router)).toBe('/sign-in?password=reset'));
  });

  it('shows why a used or expired link cannot be used, with a way to ask for a new one', async () => {
    open([
      mockError(
        ResetPasswordMutation,
        { token: TOKEN, password: NEW_PASSWORD },
        'This link has expired or was already used. Ask for a new one.',
        { code: 'BAD_USER_INPUT' },
      ),
    ]);
    await fill(NEW_PASSWORD);
    const failed = await screen.findByTestId('reset-link-failed');
    expect(failed).toHaveTextContent('This link has expired or was already used. Ask for a new one.');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a weak password on the field', async () => {
    open([
      mockError(
        ResetPasswordMutation,
        { token: TOKEN, password: 'Rahasia-1' },
        'Password must not be a common password',
        { code: 'BAD_USER_INPUT' },
      ),
    ]);
    await fill('Rahasia-1');
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Password must not be a common password',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('reset-link-failed')).not.toBeInTheDocument();
  });

  it('says what else went wrong as the form’s error', async () => {
    open([
      mockError(
        ResetPasswordMutation,
        { token: TOKEN, password: NEW_PASSWORD },
        'Too many requests. Try again later.',
        { code: 'RATE_LIMITED' },
      ),
    ]);
    await fill(NEW_PASSWORD);
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Too many requests. Try again later.');
  });
});
