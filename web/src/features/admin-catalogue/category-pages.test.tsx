import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { slugOf } from '@lemari/shop/rules';
import { CategoryFormPage, CreateCategoryMutation } from './category-form-page';
import { AdminCategoriesQuery, CategoryListPage, DeleteCategoryMutation } from './category-list-page';

function category(n: number) {
  return {
    __typename: 'Category' as const,
    id: `category-${n}`,
    categoryName: `Dresses ${n}`,
    slug: `dresses-${n}`,
    productCount: n,
  };
}

function page(items: ReturnType<typeof category>[], count = items.length, pageNumber = 1) {
  return mockQuery(
    AdminCategoriesQuery,
    { q: null, page: { page: pageNumber, limit: 10 } },
    {
      categories: {
        __typename: 'CategoryPage',
        items,
        paging: mockPaging(count, pageNumber),
      },
    },
  );
}

describe('CategoryListPage', () => {
  it('numbers the rows by page, says how many there are, and links each to its form', async () => {
    const items = Array.from({ length: 10 }, (_, index) => category(index + 11));
    renderWithApp(<CategoryListPage />, {
      route: '/admin/category',
      at: '/admin/category?page=2',
      mocks: [page(items, 34, 2)],
    });
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(screen.getByTestId('entries-text')).toHaveTextContent('Showing 11 to 20 of 34 entries');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Dresses 11' })).toHaveAttribute(
      'href',
      '/admin/category/category-11',
    );
  });

  it('says No data available. for an empty list', async () => {
    renderWithApp(<CategoryListPage />, { route: '/admin/category', mocks: [page([])] });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('deletes only after the spec question, then says so and loads the list again', async () => {
    const user = userEvent.setup();
    renderWithApp(<CategoryListPage />, {
      route: '/admin/category',
      toasts: true,
      mocks: [
        page([category(1), category(2)]),
        mockQuery(
          DeleteCategoryMutation,
          { id: 'category-1' },
          { deleteCategory: { __typename: 'Category', id: 'category-1' } },
        ),
        page([category(2)]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dresses 1' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('success delete data');
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));
  });
});

// Not a literal in the mock (its fragment's fields are masked in the operation's type).
const CREATED = {
  __typename: 'Category' as const,
  id: 'c-9',
  categoryName: 'Batik Modern',
  slug: 'batik-modern',
};

describe('CategoryFormPage', () => {
  it('makes the slug from the name', () => {
    expect(slugOf('  Baju Anak & Bayi ')).toBe('baju-anak-bayi');
    expect(slugOf('Élégance 2026')).toBe('elegance-2026');
  });

  it('requires a name, follows it with the slug, and creates the category', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<CategoryFormPage />, {
      route: '/admin/category/add',
      toasts: true,
      mocks: [
        mockQuery(
          CreateCategoryMutation,
          { input: { categoryName: 'Batik Modern', slug: 'batik-modern' } },
          { createCategory: CREATED },
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Category name'), 'Batik Modern');
    expect(screen.getByLabelText('Slug')).toHaveValue('batik-modern');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/category'));
  });

  it('shows a taken slug beside the slug field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<CategoryFormPage />, {
      route: '/admin/category/add',
      toasts: true,
      mocks: [
        mockError(
          CreateCategoryMutation,
          { input: { categoryName: 'Dresses', slug: 'dresses' } },
          'slug dresses is already taken',
          { code: 'CONFLICT' },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Category name'), 'Dresses');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('slug dresses is already taken');
    expect(screen.getByLabelText('Category name')).toHaveValue('Dresses');
  });
});
