import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { ForgotPasswordPage, RequestPasswordResetMutation, RESET_LINK_SENT } from './forgot-password-page';

function open(at: string, mocks: MockLink.MockedResponse[] = []) {
  return renderWithApp(<ForgotPasswordPage />, {
    route: '/forgot-password',
    at,
    mocks: [mockSession(null), ...mocks],
  });
}

describe('ForgotPasswordPage', () => {
  it('starts from the e-mail typed on /sign-in, sends it and answers the neutral text', async () => {
    open('/forgot-password?email=sari%40example.test', [
      mockQuery(RequestPasswordResetMutation, { email: 'sari@example.test' }, { requestPasswordReset: true }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sari@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const sent = await screen.findByTestId('reset-link-sent');
    expect(sent).toHaveTextContent(i18n._(RESET_LINK_SENT));
    expect(sent).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('checks the e-mail before calling the gateway', async () => {
    open('/forgot-password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  });

  it('shows the limit’s message as the form’s error, and the form stays', async () => {
    open('/forgot-password', [
      mockError(
        RequestPasswordResetMutation,
        { email: 'sari@example.test' },
        'Too many requests for this e-mail. Try again in an hour.',
        { code: 'RATE_LIMITED' },
      ),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), ' sari@example.test ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Too many requests for this e-mail. Try again in an hour.',
    );
    expect(screen.queryByTestId('reset-link-sent')).not.toBeInTheDocument();
  });

  it('can send again, starting from the same address', async () => {
    const sent = mockQuery(
      RequestPasswordResetMutation,
      { email: 'sari@example.test' },
      { requestPasswordReset: true },
      2,
    );
    open('/forgot-password?email=sari%40example.test', [sent]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sari@example.test');
  });
});
