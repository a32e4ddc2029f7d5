import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { CheckEmailPage } from './check-email-page';
import { RESEND_COOLDOWN_SECONDS, RESENT_TEXT, ResendConfirmationMutation } from './resend-confirmation';

const EMAIL = 'sari@example.test';
const resent = (email = EMAIL) =>
  mockQuery(ResendConfirmationMutation, { email }, { resendConfirmation: true });

function open(at: string, mocks: MockLink.MockedResponse[], state?: unknown) {
  const view = renderWithApp(<CheckEmailPage />, {
    route: '/check-email',
    at,
    mocks: [mockSession(null), ...mocks],
    toasts: true,
  });
  if (state) void view.router.navigate('/check-email', { state, replace: true });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CheckEmailPage', () => {
  it('sends the e-mail again to the address sign-up gave, then rests for the cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open('/check-email', [resent()], { email: EMAIL });
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send the e-mail again' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(button);
    await expectToast(i18n._(RESENT_TEXT));
    const resend = screen.getByTestId('resend-confirmation');
    expect(within(resend).getByRole('status')).toHaveTextContent(
      `${i18n._(RESENT_TEXT)} You can ask again in ${RESEND_COOLDOWN_SECONDS} s.`,
    );
    expect(button).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync((RESEND_COOLDOWN_SECONDS - 5) * 1000);
    });
    expect(button).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(button).toBeEnabled();
  });

  it('reads the address from ?email= too, and shows the limit’s message when past it', async () => {
    open('/check-email?email=sari%40example.test', [
      mockError(ResendConfirmationMutation, { email: EMAIL }, 'Too many e-mails sent. Try again later.', {
        code: 'RATE_LIMITED',
      }),
    ]);
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByText('Too many e-mails sent. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeEnabled();
  });

  it('asks for the address when it was not told it', async () => {
    open('/check-email', [resent()]);
    const button = screen.getByRole('button', { name: 'Send the e-mail again' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), EMAIL);
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText(/You can ask again in/)).toBeInTheDocument();
    expect(button).toBeDisabled();
  });
});
