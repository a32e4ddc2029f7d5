import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminRolesQuery, RoleListPage } from './role-list-page';

const role = (id: string, roleName: string, allPermissions: boolean, permissions: number) => ({
  __typename: 'Role' as const,
  id,
  roleName,
  description: '',
  landingPage: '/admin/dashboard',
  isSystem: id !== 'r-cashier',
  allPermissions,
  permissions: Array.from({ length: permissions }, (_, n) => ({
    __typename: 'PermissionRef' as const,
    id: `${id}-${n}`,
  })),
});

const renderRoles = () =>
  renderWithApp(<RoleListPage />, {
    route: '/admin/role',
    mocks: [
      mockQuery(
        AdminRolesQuery,
        { q: null, page: { page: 1, limit: 10 } },
        {
          roles: {
            __typename: 'RolePage',
            items: [
              role('r-root', 'root', true, 0),
              role('r-admin', 'admin', false, 41),
              role('r-cashier', 'cashier', false, 0),
            ],
            paging: mockPaging(3),
          },
        },
      ),
    ],
  });

describe('RoleListPage', () => {
  it("says root holds all permissions (it lists none), and counts the others'", async () => {
    renderRoles();
    const rows = await screen.findAllByTestId('admin-row');
    const [root, admin, cashier] = rows.map((row) => within(row));
    expect(root!.getByRole('cell', { name: 'All permissions' })).toBeInTheDocument();
    expect(root!.queryByRole('cell', { name: '0' })).not.toBeInTheDocument();
    expect(admin!.getByRole('cell', { name: '41' })).toBeInTheDocument();
    expect(cashier!.getByRole('cell', { name: '0' })).toBeInTheDocument();
  });

  it("offers Edit on every role and Delete only on the roles that are not the system's", async () => {
    renderRoles();
    const [root, , cashier] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(root!.getByRole('link', { name: 'Edit root' })).toHaveAttribute('href', '/admin/role/r-root');
    expect(root!.queryByRole('button', { name: 'Delete root' })).not.toBeInTheDocument();
    expect(cashier!.getByRole('link', { name: 'Edit cashier' })).toBeInTheDocument();
    expect(cashier!.getByRole('button', { name: 'Delete cashier' })).toBeInTheDocument();
  });
});
