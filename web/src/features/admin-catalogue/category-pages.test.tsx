import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { slugOf } from '@lemari/shop/rules';
import {
  AdminCategoryQuery,
  CategoryFormPage,
  CreateCategoryMutation,
  UpdateCategoryMutation,
} from './category-form-page';
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
          { input: { categoryName: 'Batik Modern', slug: 'batik-modern', sizeGuide: null } },
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
          { input: { categoryName: 'Dresses', slug: 'dresses', sizeGuide: null } },
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

// Many keystrokes each: more than the default 5 s on a busy machine.
describe('the size guide in the category form', { timeout: 20_000 }, () => {
  const GUIDE = {
    __typename: 'SizeGuide' as const,
    columns: ['Lingkar pinggang', 'Panjang'],
    rows: [
      { __typename: 'SizeGuideRow' as const, size: 'S', values: [72, 98] },
      { __typename: 'SizeGuideRow' as const, size: 'M', values: [76, 100] },
    ],
    note: 'Toleransi 1–2 cm',
  };
  const STORED = { __typename: 'Category' as const, id: 'c-7', categoryName: 'Celana', slug: 'celana' };
  // Not literals in the mocks (the fragment's fields are masked in the operations' types).
  const LOADED = { ...STORED, sizeGuide: GUIDE };

  it('edits the rows of a stored guide: changes a value, adds a row, removes one, and saves', async () => {
    const user = userEvent.setup();
    const saved = {
      columns: ['Lingkar pinggang', 'Panjang'],
      rows: [
        { size: 'M', values: [76, 100.5] },
        { size: 'L', values: [80, 102] },
      ],
      note: 'Toleransi 1–2 cm',
    };
    const answered = {
      ...STORED,
      sizeGuide: {
        ...GUIDE,
        rows: saved.rows.map((row) => ({ __typename: 'SizeGuideRow' as const, ...row })),
      },
    };
    const { router } = renderWithApp(<CategoryFormPage />, {
      route: '/admin/category/:id',
      at: '/admin/category/c-7',
      toasts: true,
      mocks: [
        mockQuery(AdminCategoryQuery, { id: 'c-7' }, { category: LOADED }),
        mockQuery(
          UpdateCategoryMutation,
          { id: 'c-7', input: { categoryName: 'Celana', slug: 'celana', sizeGuide: saved } },
          { updateCategory: answered },
        ),
      ],
    });
    const field = await screen.findByTestId('size-guide-field');
    expect(within(field).getAllByTestId('size-guide-field-row')).toHaveLength(2);
    expect(within(field).getByLabelText('Measurement 1')).toHaveValue('Lingkar pinggang');

    const length = within(field).getByLabelText('Panjang of row 2, cm');
    await user.clear(length);
    await user.type(length, '100,5');
    await user.click(within(field).getByRole('button', { name: 'Add row' }));
    await user.type(within(field).getByLabelText('Size of row 3'), 'L');
    await user.type(within(field).getByLabelText('Lingkar pinggang of row 3, cm'), '80');
    await user.type(within(field).getByLabelText('Panjang of row 3, cm'), '102');
    await user.click(within(field).getByRole('button', { name: 'Remove row 1' }));
    expect(within(field).getAllByTestId('size-guide-field-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/category'));
  });

  it('adds a guide to a category without one, and says what is missing before sending it', async () => {
    const user = userEvent.setup();
    renderWithApp(<CategoryFormPage />, { route: '/admin/category/add', toasts: true, mocks: [] });
    const field = screen.getByTestId('size-guide-field');
    expect(field).toHaveTextContent("No size guide: the category's products show no Size guide link.");
    await user.click(within(field).getByRole('button', { name: 'Add a size guide' }));
    await user.type(screen.getByLabelText('Category name'), 'Rok');
    await user.type(within(field).getByLabelText('Size of row 1'), 'S');
    await user.type(within(field).getByLabelText('Measurement 1 of row 1, cm'), 'lebar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('size-guide-error')).toHaveTextContent(
      'Name every measurement, e.g. Chest width.',
    );
    await user.type(within(field).getByLabelText('Measurement 1'), 'Lingkar pinggang');
    expect(screen.getByTestId('size-guide-error')).toHaveTextContent(
      'Every measurement is a number of centimetres from 0 to 300.',
    );
  });
});
