import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MergeCartDocument, type Scope } from '@/generated/graphql';
import { isSessionExpiredPending, markSessionExpired } from '@/lib/session-events';
import { readVisitorCart, writeVisitorCart } from '@/lib/visitor-cart';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { adoptAccountLanguage, i18n, startLanguage } from '@/lib/i18n';
import type * as I18n from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { RESENT_TEXT, ResendConfirmationMutation } from './resend-confirmation';
import { SignInMutation, SignInPage } from './sign-in-page';

// The real adoptAccountLanguage, watched: the language tests wait for the sign-in to have decided (the event), not
// for a set time.
vi.mock('@/lib/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof I18n>();
  return { ...real, adoptAccountLanguage: vi.fn(real.adoptAccountLanguage) };
});

const SIGN_IN_FAILED_TEXT = 'Sign-in failed. Check your e-mail or password.';
/** The spec's own text for it (storefront.md), which the Indonesian catalogue says. */
const SIGN_IN_FAILED_ID = 'Login gagal. Periksa email atau password.';
const CREDENTIALS = { email: 'member@lemari.test', password: 'Member-pass-1' };

/** A visitor until the sign-in, then a user of `scope`. */
function sessionTurning(scope: Scope) {
  return [{ ...mockSession(null), maxUsageCount: 1 }, mockSession(scope)];
}

function signedIn(scope: Scope) {
  return mockQuery(SignInMutation, CREDENTIALS, {
    signIn: { __typename: 'SignInResult', scope },
  });
}

function open(at: string, mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<SignInPage />, { route: '/sign-in', at, mocks, toasts: true });
}

async function fillAndSubmit(email = CREDENTIALS.email, password = CREDENTIALS.password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const where = (router: ReturnType<typeof open>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SignInPage', () => {
  it('has the contract’s heading, fields and links', async () => {
    open('/sign-in', [mockSession(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByTestId('session-notice')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the gateway', async () => {
    open('/sign-in', [mockSession(null)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says the English counterpart of the spec’s Indonesian text for wrong credentials', async () => {
    open('/sign-in', [
      mockSession(null),
      mockError(SignInMutation, CREDENTIALS, SIGN_IN_FAILED_TEXT, {
        code: 'UNAUTHENTICATED',
        status: 401,
      }),
    ]);
    await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(SIGN_IN_FAILED_TEXT);
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('form-error'));
  });

  it('shows the server’s own text for other failures, such as too many attempts', async () => {
    open('/sign-in', [
      mockSession(null),
      mockError(SignInMutation, CREDENTIALS, 'Too many failed sign-in attempts for this account.', {
        code: 'RATE_LIMITED',
      }),
    ]);
    await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Too many failed sign-in attempts for this account.',
    );
  });

  it('sends a member to /order-list after merging the visitor’s cart into theirs', async () => {
    writeVisitorCart([
      {
        id: 'line-1',
        productID: '00000000-0000-4000-8000-0000000000a1',
        productName: 'Kemeja Linen',
        productImage: '',
        normalPrice: 150000,
        sellPrice: 150000,
        discount: 0,
        quantity: 2,
        weight: 300,
        color: 'Black',
        size: 'M',
      },
    ]);
    const merge = mockQuery(
      MergeCartDocument,
      {
        items: [
          { productID: '00000000-0000-4000-8000-0000000000a1', color: 'Black', size: 'M', quantity: 2 },
        ],
      },
      {
        mergeCart: {
          __typename: 'CartMergeResult',
          items: [{ __typename: 'CartItem', id: 'server-line-1' }],
          skipped: [],
        },
      },
    );
    const { router } = open('/sign-in', [...sessionTurning('member'), signedIn('member'), merge]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/order-list'));
    expect(readVisitorCart()).toEqual([]);
  });

  it('keeps the visitor’s cart stored, and says so, when it cannot be merged', async () => {
    const line = {
      id: 'line-1',
      productID: '00000000-0000-4000-8000-0000000000a1',
      productName: 'Kemeja Linen',
      productImage: '',
      normalPrice: 150000,
      sellPrice: 150000,
      discount: 0,
      quantity: 1,
      weight: 300,
      color: 'Black',
      size: 'M',
    };
    writeVisitorCart([line]);
    const merge = mockError(
      MergeCartDocument,
      { items: [{ productID: line.productID, color: 'Black', size: 'M', quantity: 1 }] },
      'The shop is not reachable right now. Please try again in a moment.',
      { code: 'UPSTREAM_UNAVAILABLE' },
    );
    const { router } = open('/sign-in', [...sessionTurning('member'), signedIn('member'), merge]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/order-list'));
    await expectToast('Your cart could not be added to your account: The shop is not reachable right now.');
    expect(readVisitorCart()).toHaveLength(1);
  });

  it('sends staff to the back office', async () => {
    const { router } = open('/sign-in', [...sessionTurning('admin'), signedIn('admin')]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/admin/dashboard'));
  });

  it('follows a redirect to a path of this site', async () => {
    const { router } = open('/sign-in?redirect=%2Fwishlist%3Fpage%3D2', [
      ...sessionTurning('member'),
      signedIn('member'),
    ]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/wishlist?page=2'));
  });

  it('ignores a redirect that leaves the site', async () => {
    const { router } = open('/sign-in?redirect=%2F%2Fevil.test%2Forder-list', [
      ...sessionTurning('member'),
      signedIn('member'),
    ]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/order-list'));
  });

  it('ignores an absolute redirect', async () => {
    const { router } = open('/sign-in?redirect=https%3A%2F%2Fevil.test%2F', [
      ...sessionTurning('admin'),
      signedIn('admin'),
    ]);
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/admin/dashboard'));
  });

  it('sends someone already signed in to the home of their scope', async () => {
    const member = open('/sign-in', [mockSession('member')]);
    await waitFor(() => expect(where(member.router)).toBe('/order-list'));
    member.unmount();
    const admin = open('/sign-in', [mockSession('root')]);
    await waitFor(() => expect(where(admin.router)).toBe('/admin/dashboard'));
  });

  it('says the session expired when sent here for that, and takes the notice over from the guards', async () => {
    markSessionExpired();
    open('/sign-in?session=expired&redirect=%2Forder-list', [mockSession(null)]);
    const notice = await screen.findByTestId('session-notice');
    expect(notice).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(isSessionExpiredPending()).toBe(false);
  });

  it('links to /forgot-password near the password, with the e-mail typed so far', async () => {
    open('/sign-in', [mockSession(null)]);
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sari@example.test');
    expect(link).toHaveAttribute('href', '/forgot-password?email=sari%40example.test');
  });

  it('says the password changed when sent here after a reset', async () => {
    open('/sign-in?password=reset', [mockSession(null)]);
    const notice = await screen.findByTestId('password-notice');
    expect(notice).toHaveTextContent('Your password is changed. Sign in with the new one.');
    expect(notice).toHaveAttribute('role', 'status');
  });

  it('offers to send the confirmation e-mail again when the account is not confirmed', async () => {
    const unconfirmed =
      'Your account is not confirmed yet. Open the confirmation link we sent to your e-mail, then try again.';
    open('/sign-in', [
      mockSession(null),
      mockError(SignInMutation, CREDENTIALS, unconfirmed, { code: 'FORBIDDEN', status: 403 }),
      mockQuery(ResendConfirmationMutation, { email: CREDENTIALS.email }, { resendConfirmation: true }),
    ]);
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail again' })).toBeNull();
    await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(unconfirmed);
    const resend = screen.getByRole('button', { name: 'Send the confirmation e-mail again' });
    await userEvent.click(resend);
    await expectToast(i18n._(RESENT_TEXT));
    expect(resend).toBeDisabled();
  });

  it('does not offer it for wrong credentials', async () => {
    open('/sign-in', [
      mockSession(null),
      mockError(SignInMutation, CREDENTIALS, SIGN_IN_FAILED_TEXT, { code: 'UNAUTHENTICATED', status: 401 }),
    ]);
    await fillAndSubmit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(SIGN_IN_FAILED_TEXT);
    expect(screen.queryByRole('button', { name: 'Send the confirmation e-mail again' })).toBeNull();
  });
});

describe('SignInPage in Bahasa Indonesia', () => {
  afterEach(() => i18n.activate('en'));

  it("says what is missing, the spec's refusal and the expired session in Indonesian", async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    const user = userEvent.setup();
    open('/sign-in?session=expired', [
      mockSession(null),
      mockError(SignInMutation, CREDENTIALS, SIGN_IN_FAILED_ID, { code: 'UNAUTHENTICATED', status: 401 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByTestId('session-notice')).toHaveTextContent(
      'Sesimu sudah berakhir. Silakan masuk lagi.',
    );
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/sign-up');

    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('E-mail wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-mail/), CREDENTIALS.email);
    await user.type(screen.getByLabelText(/^Password/), CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(SIGN_IN_FAILED_ID);
    expect(document.title).toBe('Masuk · Lemari');
  });
});

describe("SignInPage and the account's language", () => {
  afterEach(() => {
    i18n.activate('en');
    document.documentElement.lang = 'en';
    document.cookie = 'lang=; path=/; max-age=0';
  });

  /** A visitor until the sign-in, then a member whose account keeps `language`. */
  const memberSpeaking = (language: 'en' | 'id') => [
    { ...mockSession(null), maxUsageCount: 1 },
    mockSession('member', { language }),
    signedIn('member'),
  ];

  it("speaks the account's language once signed in on a browser that has not chosen one", async () => {
    const { router } = open('/sign-in', memberSpeaking('id'));
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/order-list'));
    await waitFor(() => expect(i18n.locale).toBe('id'));
    expect(document.documentElement.lang).toBe('id');
    expect(document.cookie).toContain('lang=id');
  });

  it("keeps the language this browser chose with the switch, whatever the account's", async () => {
    document.cookie = 'lang=en; path=/';
    vi.mocked(adoptAccountLanguage).mockClear();
    const { router } = open('/sign-in', memberSpeaking('id'));
    await fillAndSubmit();
    await waitFor(() => expect(where(router)).toBe('/order-list'));
    // The sign-in has decided on the account's language ('id', as the test above adopts): it kept the choice.
    const adopt = vi.mocked(adoptAccountLanguage);
    await waitFor(() => expect(adopt).toHaveBeenCalledWith('id'));
    await adopt.mock.results.at(-1)!.value;
    expect(i18n.locale).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });
});
