// A staff member opening a screen their role may not use sees the not-allowed page inside the back office (issue
// 32), and the list's add, edit and delete buttons are not shown to a role that may only view.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAccessQuery, useAdminAccess } from '@/components/admin/use-admin-access';
import { AddLink } from '@/components/admin/admin-page';
import { RowActions } from '@/components/admin/row-actions';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ScreenGuard } from './not-allowed';

const staffAccess = (capabilities: string[]) =>
  mockQuery(
    AdminAccessQuery,
    {},
    {
      me: {
        __typename: 'Me',
        access: {
          __typename: 'MyAccess',
          isRoot: false,
          landingPage: '/admin/order',
          capabilities,
          permissions: [{ __typename: 'MyPermission', method: 'GET', endpoint: '/v1/order' }],
        },
      },
    },
    Number.POSITIVE_INFINITY,
  );

/** Says when the gateway has told what the staff member may do. */
function AccessKnown() {
  const { capabilities } = useAdminAccess();
  return capabilities ? <div data-testid="access-known" /> : null;
}

describe('ScreenGuard', () => {
  it('shows the not-allowed page, leading to their start page, for a screen the role may not open', async () => {
    renderWithApp(<ScreenGuard />, {
      route: '/admin/*',
      at: '/admin/product',
      mocks: [mockSession('admin'), staffAccess(['orders.view'])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    // The test's cache asks for the access again when the session's `me` replaces it: wait for its answer.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute(
        'href',
        '/admin/order',
      ),
    );
  });

  it('shows the screen the role opens', async () => {
    renderWithApp(
      <>
        <AccessKnown />
        <ScreenGuard />
      </>,
      {
        route: '/admin/*',
        at: '/admin/order',
        mocks: [mockSession('admin'), staffAccess(['orders.view'])],
      },
    );
    await screen.findByTestId('access-known');
    expect(screen.queryByTestId('not-allowed')).not.toBeInTheDocument();
  });
});

describe('buttons a role lacks', () => {
  const List = () => (
    <>
      <AccessKnown />
      <AddLink to="/admin/product/add">Add product</AddLink>
      <RowActions name="Kemeja" editTo="/admin/product/p-1" onDelete={() => undefined} />
    </>
  );

  it('are not shown to a role that may only view products', async () => {
    renderWithApp(<List />, {
      route: '/admin/product',
      mocks: [mockSession('admin'), staffAccess(['products.view'])],
    });
    await screen.findByTestId('access-known');
    expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Kemeja' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kemeja' })).not.toBeInTheDocument();
  });

  it('are shown to a role that may edit products', async () => {
    renderWithApp(<List />, {
      route: '/admin/product',
      mocks: [mockSession('admin'), staffAccess(['products.view', 'products.edit'])],
    });
    expect(await screen.findByRole('link', { name: 'Add product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kemeja' })).toBeInTheDocument();
  });
});
