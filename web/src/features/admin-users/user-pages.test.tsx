import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFile, mockError, mockPaging, mockQuery, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { CreateRoleMutation, PermissionOptionsQuery, permissionLabel, RoleFormPage } from './role-form-page';
import { AdminUsersQuery, UserListPage } from './user-list-page';
import { AdminAccessQuery } from '@/components/admin/use-admin-access';
import { CreateUserMutation, RoleOptionsQuery, UserFormPage } from './user-form-page';

const ROLES = [
  { __typename: 'Role' as const, id: 'r-root', roleName: 'root' },
  { __typename: 'Role' as const, id: 'r-admin', roleName: 'admin' },
  { __typename: 'Role' as const, id: 'r-cashier', roleName: 'cashier' },
];
const roleOptions = mockQuery(
  RoleOptionsQuery,
  { page: { page: 1, limit: 100 } },
  {
    roles: { __typename: 'RolePage', items: ROLES },
  },
);

describe('UserFormPage', () => {
  it('sends the chosen role (not root) and the uploaded image, then goes back to the list', async () => {
    const user = userEvent.setup();
    const IMAGE = '/uploads/u-640.webp';
    const { router } = renderWithApp(<UserFormPage />, {
      route: '/admin/user-add',
      toasts: true,
      mocks: [
        roleOptions,
        mockUpload(IMAGE).mock,
        mockQuery(
          CreateUserMutation,
          {
            input: {
              username: 'kasir1',
              email: 'kasir1@lemari.test',
              name: 'Kasir Satu',
              telephone: null,
              image: IMAGE,
              roles: ['r-cashier'],
              password: 'Kasir-pass-1',
            },
          },
          { createUser: { __typename: 'User', id: 'u-1' } },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Username'), 'kasir1');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Email'), 'kasir1@lemari.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 8 characters with a letter and a digit')).toBeInTheDocument();
    expect(screen.getByText('Choose a role')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Kasir-pass-1');
    await user.type(screen.getByLabelText('Name'), 'Kasir Satu');
    await screen.findByRole('option', { name: 'cashier' });
    await user.selectOptions(screen.getByLabelText('Role'), 'cashier');
    await user.upload(screen.getByLabelText('Image'), imageFile());
    await expectToast('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user'));
  });

  it('offers the system roles to staff who may not list roles', async () => {
    renderWithApp(<UserFormPage />, {
      route: '/admin/user-add',
      mocks: [
        mockError(RoleOptionsQuery, { page: { page: 1, limit: 100 } }, 'Forbidden', { code: 'FORBIDDEN' }),
      ],
    });
    expect(await screen.findByRole('option', { name: 'member' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'admin' })).toBeInTheDocument();
  });

  it('does not ask for the roles when the staff member may not list them', async () => {
    renderWithApp(<UserFormPage />, {
      route: '/admin/user-add',
      // No mock for the roles: asking for them would fail the list with 'Could not load the roles'.
      mocks: [
        mockQuery(
          AdminAccessQuery,
          {},
          {
            me: {
              __typename: 'Me',
              access: {
                __typename: 'MyAccess',
                isRoot: false,
                landingPage: '/admin/dashboard',
                permissions: [{ __typename: 'MyPermission', method: 'GET', endpoint: '/v1/user' }],
              },
            },
          },
        ),
      ],
    });
    expect(await screen.findByRole('option', { name: 'member' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'admin' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load the roles/u)).not.toBeInTheDocument();
  });
});

describe('UserListPage', () => {
  it("numbers rows, shows the first role and the real 'Showing X to Y of Z entries'", async () => {
    renderWithApp(<UserListPage />, {
      route: '/admin/user',
      at: '/admin/user?sort=oldest&page=3',
      mocks: [
        mockQuery(
          AdminUsersQuery,
          { q: null, sort: 'OLDEST', page: { page: 3, limit: 10 } },
          {
            users: {
              __typename: 'UserPage',
              items: [
                {
                  __typename: 'User',
                  id: 'u-1',
                  username: 'sari',
                  name: 'Sari',
                  email: 'sari@lemari.test',
                  roles: [
                    { __typename: 'RoleRef', idRole: 'r-admin', roleName: 'admin' },
                    { __typename: 'RoleRef', idRole: 'r-x', roleName: 'x' },
                  ],
                },
              ],
              paging: mockPaging(21, 3),
            },
          },
        ),
      ],
    });
    expect(await screen.findByText('sari@lemari.test')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '21' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'admin' })).toBeInTheDocument();
    expect(screen.getByTestId('entries-text')).toHaveTextContent('Showing 21 to 21 of 21 entries');
    expect(screen.getByLabelText('Sort by')).toHaveValue('oldest');
  });
});

describe('RoleFormPage', () => {
  it("labels permissions '[METHOD] endpoint', filters them, and sends the chosen ones", async () => {
    const user = userEvent.setup();
    expect(permissionLabel({ method: 'GET', endpoint: '/v1/product' })).toBe('[GET] /v1/product');
    renderWithApp(<RoleFormPage />, {
      route: '/admin/role-add',
      toasts: true,
      mocks: [
        mockQuery(
          PermissionOptionsQuery,
          { page: { page: 1, limit: 100 } },
          {
            permissions: {
              __typename: 'PermissionPage',
              items: [
                { __typename: 'Permission', id: 'p-1', method: 'GET', endpoint: '/v1/category' },
                { __typename: 'Permission', id: 'p-2', method: 'POST', endpoint: '/v1/category' },
                { __typename: 'Permission', id: 'p-3', method: 'GET', endpoint: '/v1/product' },
              ],
            },
          },
        ),
        mockQuery(
          CreateRoleMutation,
          {
            input: {
              roleName: 'Catalogue clerk',
              description: '',
              landingPage: '/admin/category',
              permissions: ['p-1', 'p-2'],
            },
          },
          { createRole: { __typename: 'Role', id: 'r-new' } },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Role name'), 'Catalogue clerk');
    await user.type(screen.getByLabelText('Landing page'), '/admin/category');
    await user.type(await screen.findByLabelText('Filter permissions'), 'category');
    expect(screen.queryByRole('checkbox', { name: '[GET] /v1/product' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '[GET] /v1/category' }));
    await user.click(screen.getByRole('checkbox', { name: '[POST] /v1/category' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
  });
});
