import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminAccessQuery } from '@/components/admin/use-admin-access';
import { i18n, startLanguage } from '@/lib/i18n';
import { SaveLanguageMutation } from '@/app/layouts/language-switch';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminLayout } from './admin-layout';

/** Root may open every screen (asked again as the session's `me` and this one replace each other in the cache). */
const rootAccess = mockQuery(
  AdminAccessQuery,
  {},
  {
    me: {
      __typename: 'Me',
      access: {
        __typename: 'MyAccess',
        isRoot: true,
        landingPage: '/admin/dashboard',
        capabilities: [],
        permissions: [],
      },
    },
  },
  Number.POSITIVE_INFINITY,
);

describe('the back office frame in Bahasa Indonesia', () => {
  afterEach(() => {
    i18n.activate('en');
    document.documentElement.lang = '';
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('greets, names the menu in Indonesian, and its top bar switches the whole back office to English', async () => {
    await startLanguage('id', ['core', 'admin']);
    const user = userEvent.setup();
    renderWithApp(<AdminLayout />, {
      route: '/admin/dashboard',
      mocks: [
        mockSession('root', { name: 'Sari' }),
        rootAccess,
        mockQuery(
          SaveLanguageMutation,
          { language: 'en' },
          {
            updateProfile: {
              __typename: 'Profile',
              id: '00000000-0000-4000-8000-000000000001',
              language: 'en',
            },
          },
        ),
      ],
    });

    const menu = await screen.findByRole('navigation', { name: 'Menu back office' });
    expect(await within(menu).findByRole('link', { name: 'Dasbor' })).toHaveAttribute('aria-current', 'page');
    for (const entry of [
      'Pesanan',
      'Pembayaran',
      'Pengiriman',
      'Kasir',
      'Voucher',
      'Kategori',
      'Peran',
      'Izin',
    ]) {
      expect(within(menu).getByRole('link', { name: entry })).toBeInTheDocument();
    }
    for (const section of ['Transaksi', 'Data Master', 'Manajemen Pengguna']) {
      expect(within(menu).getByText(section)).toBeInTheDocument();
    }
    expect(screen.getByText('Halo,')).toBeInTheDocument();
    expect(screen.getByTestId('admin-greeting')).toHaveTextContent('Sari');
    expect(screen.getByRole('link', { name: 'Kembali ke toko' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buka menu')).toBeInTheDocument();

    // The top bar offers the other language, named in its own words.
    const bar = screen.getByRole('banner');
    const language = within(bar).getByTestId('language-switch');
    expect(language).toHaveTextContent('EN');
    expect(language).toHaveAccessibleName('Bahasa: English');
    await user.click(language);

    expect(await within(menu).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office menu' })).toBe(menu);
    await waitFor(() => expect(within(bar).getByTestId('language-switch')).toHaveTextContent('ID'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
  });
});
