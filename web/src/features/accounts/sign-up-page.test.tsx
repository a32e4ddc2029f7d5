import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { SignUpMutation, SignUpPage } from './sign-up-page';

const NEW = { email: 'sari@example.test', password: 'Rahasia-123', repeatPassword: 'Rahasia-123' };

function open(at: string, mocks: MockLink.MockedResponse[] = []) {
  return renderWithApp(<SignUpPage />, { route: at, at, mocks, toasts: true });
}

async function fill(values: Partial<typeof NEW>) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.repeatPassword)
    await user.type(screen.getByLabelText(/^Repeat Password/), values.repeatPassword);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  it('has the three fields, and links to /register and /sign-in on /sign-up', () => {
    open('/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Repeat Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('is the same screen on /register, without the link to itself', () => {
    open('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for e-mail and password in the spec’s words', async () => {
    open('/sign-up');
    await fill({ password: 'Rahasia-123', repeatPassword: 'Rahasia-123' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Username and password is required');
  });

  it('compares the repeated password before calling the gateway', async () => {
    open('/sign-up');
    await fill({ ...NEW, repeatPassword: 'Rahasia-124' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('says Success Sign Up and goes to /check-email', async () => {
    const { router } = open('/sign-up', [
      mockQuery(SignUpMutation, NEW, {
        signUp: {
          __typename: 'SignUpResult',
          id: '00000000-0000-4000-8000-000000000009',
          email: NEW.email,
          confirmed: false,
        },
      }),
    ]);
    await fill(NEW);
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-email'));
    expect(router.state.location.state).toEqual({ email: NEW.email });
    await expectToast('Success Sign Up');
  });

  it('shows a taken e-mail on the e-mail field', async () => {
    open('/sign-up', [
      mockError(SignUpMutation, NEW, 'This e-mail is already registered', { code: 'CONFLICT' }),
    ]);
    await fill(NEW);
    expect(await screen.findByTestId('form-error')).toHaveTextContent('This e-mail is already registered');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a weak password on the password field', async () => {
    const weak = { email: NEW.email, password: 'pendek', repeatPassword: 'pendek' };
    open('/sign-up', [
      mockError(SignUpMutation, weak, 'password: Password must be at least 8 characters long'),
    ]);
    await fill(weak);
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true');
  });
});
