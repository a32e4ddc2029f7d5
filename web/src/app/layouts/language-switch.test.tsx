// The language switch in the header (issue 23): the header and footer re-render in the other language at once,
// the page says it (<html lang>), and the lang cookie keeps the choice for the next visit and the gateway's pages.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockSession } from '@/test/fixtures';
import { LanguageSwitch, SaveLanguageMutation } from './language-switch';
import { renderWithApp } from '@/test/render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function forgetLanguage() {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  document.documentElement.lang = 'en';
}

afterEach(() => {
  i18n.activate('en');
  forgetLanguage();
});

describe('LanguageSwitch', () => {
  it('switches the header and footer to Bahasa Indonesia and back, keeping the choice in the lang cookie', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <SiteHeader />
        <SiteFooter />
      </>,
      { mocks: [mockSession(null)] },
    );
    const nav = () => screen.getByRole('navigation', { name: /^(Main|Utama)$/u });
    expect(within(nav()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language: Bahasa Indonesia' }));

    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Beranda' })).toBeInTheDocument());
    expect(nav()).toHaveAccessibleName('Utama');
    expect(within(nav()).getByRole('link', { name: 'Belanja' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Akun' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: /^Keranjang, 0 barang$/u })).toBeInTheDocument();
    expect(screen.getByText('Kebijakan Privasi')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Lemari. Hak cipta dilindungi.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=id`);

    await user.click(screen.getByRole('button', { name: 'Bahasa: English' }));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Home' })).toBeInTheDocument());
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it("saves a signed-in member's choice to their account, for their e-mails and their other browsers", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    renderWithApp(
      <>
        <LanguageSwitch />
        <SignedIn />
      </>,
      { mocks: [mockSession('member'), saveMock(saved)] },
    );
    await screen.findByText('signed in');
    await user.click(screen.getByRole('button', { name: 'Language: Bahasa Indonesia' }));
    await waitFor(() => expect(saved).toEqual(['id']));
    const english = await screen.findByRole('button', { name: 'Bahasa: English' });
    await waitFor(() => expect(english).toBeEnabled());
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=id`);
  });

  it("keeps a visitor's choice in the cookie only", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    renderWithApp(<LanguageSwitch />, { mocks: [mockSession(null), saveMock(saved)] });
    await user.click(await screen.findByRole('button', { name: 'Language: Bahasa Indonesia' }));
    const english = await screen.findByRole('button', { name: 'Bahasa: English' });
    await waitFor(() => expect(english).toBeEnabled());
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=id`);
    expect(saved).toEqual([]);
  });
});

/** Says when the session has been read as a member's. */
function SignedIn() {
  return useSession().user ? <span>signed in</span> : null;
}

/** SaveLanguage, answered every time, recording the languages sent. */
function saveMock(saved: string[]): MockLink.MockedResponse {
  return {
    request: {
      query: SaveLanguageMutation,
      variables: (variables: { language: string }) => {
        saved.push(variables.language);
        return true;
      },
    },
    result: (variables: { language: string }) => ({
      data: {
        updateProfile: {
          __typename: 'Profile',
          id: '00000000-0000-4000-8000-000000000001',
          language: variables.language,
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
