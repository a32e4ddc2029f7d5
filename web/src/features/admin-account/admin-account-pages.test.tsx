import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateProfileMutation } from '@/components/account/profile-form';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { AdminProfilePage, AdminProfileQuery } from './admin-profile-page';
import { SettingsPage } from './settings-page';

const PROFILE = {
  __typename: 'Profile' as const,
  id: 'u-admin',
  username: 'admin',
  name: 'Admin Lemari',
  email: 'admin@lemari.test',
  telephone: null,
  image: null,
  location: null,
  roles: [{ __typename: 'RoleRef' as const, idRole: 'r-admin', roleName: 'admin' }],
};
// Not a literal in the mock (the form's fragment fields are masked in the operation's type).
const SAVED = { name: 'Admin Satu', username: 'admin1' };
const profile = (times = 1) => mockQuery(AdminProfileQuery, {}, { profile: PROFILE }, times);

describe('AdminProfilePage', () => {
  it('shows the role and a read-only e-mail, and saves the full name and username', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminProfilePage />, {
      toasts: true,
      mocks: [
        profile(),
        mockQuery(
          UpdateProfileMutation,
          { input: { name: 'Admin Satu', telephone: '', location: '', image: '', username: 'admin1' } },
          { updateProfile: { ...PROFILE, ...SAVED } },
        ),
      ],
    });
    expect(await screen.findByTestId('profile-roles')).toHaveTextContent('admin');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Admin Satu');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'admin1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });
});

describe('SettingsPage', () => {
  it('opens the tab the address names, and says what the shop e-mails without dead switches', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=account',
      mocks: [profile(2), mockSession('admin', { email: 'admin@lemari.test' })],
    });
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText(/Pembayaran pesanan/u)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notifications');
  });
});
