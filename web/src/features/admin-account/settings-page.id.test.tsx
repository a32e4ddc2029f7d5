// The settings page in Bahasa Indonesia (issue 23): its tabs, a setting card and the notifications' text come from
// the admin catalogue, and the numbers in its helper texts are written the Indonesian way.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { LowStockFormFragment, LowStockSettingQuery } from './low-stock-form';
import { SettingsPage } from './settings-page';

beforeEach(() => startLanguage('id', ['core', 'store', 'admin']));
afterEach(() => i18n.activate('en'));

describe('SettingsPage in Bahasa Indonesia', () => {
  it('names its tabs, its setting card and what the shop e-mails in Indonesian', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=stock',
      mocks: [
        mockSession('admin', { email: 'admin@lemari.test' }),
        mockQuery(
          LowStockSettingQuery,
          {},
          {
            lowStockSetting: {
              __typename: 'LowStockSetting',
              ...makeFragmentData({ __typename: 'LowStockSetting', threshold: 3 }, LowStockFormFragment),
            },
          },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Stok menipis' })).toBeInTheDocument();
    for (const tab of ['Profil', 'Notifikasi', 'Pengiriman', 'Stok', 'Invoice', 'Pesanan', 'Akun']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Batas stok menipis/u)).toHaveValue('3');
    // 1.000 with the Indonesian thousands separator.
    expect(
      screen.getByText('Bilangan bulat dari 0 sampai 1.000; 0 hanya menandai yang stoknya habis.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notifikasi' }));
    expect(
      await screen.findByText('Toko mengirim e-mail ke pelanggan di alamat yang tercantum pada pesanannya:'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Alamat e-mail akunmu admin@lemari\.test\./u)).toBeInTheDocument();
    expect(screen.queryByText(/The shop e-mails/u)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notifications');
  });
});
