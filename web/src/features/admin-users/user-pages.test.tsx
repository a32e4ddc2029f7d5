import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { imageFile, mockError, mockPaging, mockQuery, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  AdminRoleQuery,
  CapabilityGroupsQuery,
  CreateRoleMutation,
  PermissionOptionsQuery,
  RoleFormFragment,
  RoleFormPage,
  UpdateRoleMutation,
} from './role-form-page';
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
                capabilities: [],
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
  const permissionOptions = mockQuery(
    PermissionOptionsQuery,
    { page: { page: 1, limit: 100 } },
    {
      permissions: {
        __typename: 'PermissionPage',
        items: [
          { __typename: 'Permission', id: 'p-1', method: 'GET', endpoint: '/v1/report' },
          { __typename: 'Permission', id: 'p-2', method: 'GET', endpoint: '/v1/category' },
        ],
      },
    },
  );
  const action = (id: string, label: string) => ({
    __typename: 'CapabilityAction' as const,
    id,
    label,
    description: `${label} them`,
  });
  const capabilityGroups = mockQuery(
    CapabilityGroupsQuery,
    {},
    {
      capabilityGroups: [
        {
          __typename: 'CapabilityGroup',
          group: 'orders',
          label: 'Orders',
          actions: [
            action('orders.view', 'view'),
            action('orders.move', 'move'),
            action('orders.refund', 'refund'),
            action('orders.export', 'export'),
          ],
        },
        {
          __typename: 'CapabilityGroup',
          group: 'products',
          label: 'Products',
          actions: [action('products.view', 'view'), action('products.edit', 'edit')],
        },
      ],
    },
  );

  it("offers every permission, past the first page of a hundred (the shop's 102)", async () => {
    const permission = (n: number) => ({
      __typename: 'Permission' as const,
      id: `p-${n}`,
      method: 'GET',
      endpoint: `/v1/report-${n}`,
    });
    const page = (number: number, from: number, to: number) =>
      mockQuery(
        PermissionOptionsQuery,
        { page: { page: number, limit: 100 } },
        {
          permissions: {
            __typename: 'PermissionPage',
            items: Array.from({ length: to - from + 1 }, (_, index) => permission(from + index)),
          },
        },
      );
    renderWithApp(<RoleFormPage />, {
      route: '/admin/role-add',
      mocks: [page(1, 1, 100), page(2, 101, 102), capabilityGroups],
    });
    expect(await screen.findByRole('checkbox', { name: '[GET] /v1/report-102' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '[GET] /v1/report-1' })).toBeInTheDocument();
  });

  it('builds a role from capability groups and lands it on a screen they open', async () => {
    const user = userEvent.setup();
    renderWithApp(<RoleFormPage />, {
      route: '/admin/role-add',
      toasts: true,
      mocks: [
        permissionOptions,
        capabilityGroups,
        mockQuery(
          CreateRoleMutation,
          {
            input: {
              roleName: 'Packer',
              description: '',
              landingPage: '/admin/order',
              capabilities: ['orders.view', 'orders.move'],
              permissions: ['p-1'],
            },
          },
          { createRole: { __typename: 'Role', id: 'r-new' } },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Role name'), 'Packer');
    const orders = await screen.findByRole('group', { name: 'Orders' });
    // No capability yet: only the profile can be a landing page.
    const landing = screen.getByLabelText('Landing page');
    expect(within(landing).queryByRole('option', { name: 'Orders' })).not.toBeInTheDocument();
    await user.click(within(orders).getByRole('checkbox', { name: 'view' }));
    await user.click(within(orders).getByRole('checkbox', { name: 'move' }));
    expect(within(landing).getByRole('option', { name: 'Orders' })).toBeInTheDocument();
    expect(within(landing).getByRole('option', { name: 'Payments' })).toBeInTheDocument();
    expect(within(landing).queryByRole('option', { name: 'Products' })).not.toBeInTheDocument();
    await user.selectOptions(landing, 'Orders');
    await user.type(screen.getByLabelText('Filter permissions'), 'report');
    await user.click(screen.getByRole('checkbox', { name: '[GET] /v1/report' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
  });

  it('shows a refusal (FORBIDDEN) to the person and keeps what they chose', async () => {
    const user = userEvent.setup();
    renderWithApp(<RoleFormPage />, {
      route: '/admin/role-add',
      toasts: true,
      mocks: [
        permissionOptions,
        capabilityGroups,
        mockError(
          CreateRoleMutation,
          {
            input: {
              roleName: 'Sneaky',
              description: '',
              landingPage: '/admin/product',
              capabilities: ['products.view'],
              permissions: [],
            },
          },
          'You do not have permission to do this',
          { code: 'FORBIDDEN' },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Role name'), 'Sneaky');
    const products = await screen.findByRole('group', { name: 'Products' });
    await user.click(within(products).getByRole('checkbox', { name: 'view' }));
    await user.selectOptions(screen.getByLabelText('Landing page'), 'Products');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('You do not have permission to do this');
    expect(within(products).getByRole('checkbox', { name: 'view' })).toBeChecked();
  });

  it("shows the server's refusal of a landing page its capabilities do not open beside the landing page", async () => {
    // A role saved before the rule: it lands on the widgets, which its capabilities do not open.
    const refusal =
      "the role's capabilities do not open /admin/widget; choose one of /admin/order, /admin/payment, /admin/shipping, /admin/profile";
    const user = userEvent.setup();
    renderWithApp(<RoleFormPage />, {
      route: '/admin/role/:id',
      at: '/admin/role/r-old',
      toasts: true,
      mocks: [
        permissionOptions,
        capabilityGroups,
        mockQuery(
          AdminRoleQuery,
          { id: 'r-old' },
          {
            role: {
              __typename: 'Role',
              id: 'r-old',
              ...makeFragmentData(
                {
                  __typename: 'Role',
                  roleName: 'Order desk',
                  description: '',
                  landingPage: '/admin/widget',
                  capabilities: ['orders.view'],
                  permissions: [],
                },
                RoleFormFragment,
              ),
            },
          },
        ),
        mockError(
          UpdateRoleMutation,
          {
            id: 'r-old',
            input: {
              roleName: 'Order desk',
              description: 'Reads orders',
              landingPage: '/admin/widget',
              capabilities: ['orders.view'],
              permissions: [],
            },
          },
          `landingPage: ${refusal}`,
        ),
      ],
    });
    const landing = await screen.findByLabelText('Landing page');
    await waitFor(() => expect(landing).toHaveValue('/admin/widget'));
    await user.type(screen.getByLabelText('Description'), 'Reads orders');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(`landingPage: ${refusal}`);
    // The toast comes first; the form takes the submission's errors once the submit ends.
    await waitFor(() => expect(landing).toHaveAttribute('aria-invalid', 'true'));
    expect(landing).toHaveAccessibleDescription(refusal);
  });
});
