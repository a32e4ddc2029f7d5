// The user list in Bahasa Indonesia (issue 23): its title, search, columns and add link from the admin catalogue;
// the users' own names and roles stay as stored.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminUsersQuery, UserListPage } from './user-list-page';

beforeEach(() => startLanguage('id', ['core', 'store', 'admin']));
afterEach(() => i18n.activate('en'));

describe('UserListPage in Bahasa Indonesia', () => {
  it('shows its title, search, columns and add link in Indonesian', async () => {
    renderWithApp(<UserListPage />, {
      route: '/admin/user',
      mocks: [
        mockQuery(
          AdminUsersQuery,
          { q: null, sort: 'NEWEST', page: { page: 1, limit: 10 } },
          {
            users: {
              __typename: 'UserPage',
              items: [
                {
                  __typename: 'User',
                  id: 'u-1',
                  username: null,
                  name: 'Sari',
                  email: 'sari@lemari.test',
                  roles: [{ __typename: 'RoleRef', idRole: 'r-admin', roleName: 'admin' }],
                },
              ],
              paging: mockPaging(1, 1),
            },
          },
        ),
      ],
    });
    expect(await screen.findByText('sari@lemari.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pengguna' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari pengguna')).toBeInTheDocument();
    for (const header of ['Username', 'Nama', 'E-mail', 'Peran']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Tambah pengguna/u })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'admin' })).toBeInTheDocument();
  });
});
