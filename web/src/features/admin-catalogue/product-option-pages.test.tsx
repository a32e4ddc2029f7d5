import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  AdminProductColorQuery,
  CreateProductColorMutation,
  ProductColorFormPage,
  UpdateProductColorMutation,
} from './product-color-form-page';
import {
  AdminProductColorsQuery,
  DeleteProductColorMutation,
  ProductColorListPage,
} from './product-color-list-page';
import { CreateProductSizeMutation, ProductSizeFormPage } from './product-size-form-page';
import {
  AdminProductSizesQuery,
  DeleteProductSizeMutation,
  ProductSizeListPage,
} from './product-size-list-page';

const color = (name: string, swatch: string, position: number) => ({
  __typename: 'ProductColor' as const,
  id: `color-${name.toLowerCase()}`,
  name,
  swatch,
  position,
});

const colorsPage = (items: ReturnType<typeof color>[]) =>
  // No q: the colours' list takes no search.
  mockQuery(
    AdminProductColorsQuery,
    { page: { page: 1, limit: 10 } },
    { adminProductColors: { __typename: 'ProductColorPage', items, paging: mockPaging(items.length) } },
  );

const size = (name: string, position: number) => ({
  __typename: 'ProductSize' as const,
  id: `size-${name.toLowerCase()}`,
  name,
  position,
});

const sizesPage = (items: ReturnType<typeof size>[]) =>
  mockQuery(
    AdminProductSizesQuery,
    { page: { page: 1, limit: 10 } },
    { adminProductSizes: { __typename: 'ProductSizePage', items, paging: mockPaging(items.length) } },
  );

describe('ProductColorListPage', () => {
  it('lists the colours with their swatches, links each to its form, and says the CONFLICT of one in use', async () => {
    const user = userEvent.setup();
    const navy = color('Navy', '#1f2a44', 1);
    const sage = color('Sage', '#9caf88', 4);
    renderWithApp(<ProductColorListPage />, {
      route: '/admin/product-color',
      toasts: true,
      mocks: [
        colorsPage([navy, sage]),
        mockError(
          DeleteProductColorMutation,
          { id: navy.id },
          'The colour Navy cannot be deleted: 12 products come in it. Take it off those products first.',
          { code: 'CONFLICT' },
        ),
        mockQuery(DeleteProductColorMutation, { id: sage.id }, { deleteProductColor: { ...sage } }),
        colorsPage([navy]),
      ],
    });
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Navy' })).toHaveAttribute(
      'href',
      '/admin/product-color/color-navy',
    );
    expect(within(rows[0]!).getByText('#1f2a44')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('swatch-chip')).toHaveStyle({ backgroundColor: '#1f2a44' });
    expect(screen.getByRole('link', { name: 'Add colour' })).toHaveAttribute(
      'href',
      '/admin/product-color/add',
    );
    // No search box: the list is the shop's few colours.
    expect(screen.queryByTestId('admin-search')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Navy' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this colour?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('The colour Navy cannot be deleted: 12 products come in it.');
    expect(screen.getAllByTestId('admin-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete Sage' }));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }),
    );
    await expectToast('success delete data');
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(1));
  });

  it('says No data available. when the shop has no colours', async () => {
    renderWithApp(<ProductColorListPage />, { route: '/admin/product-color', mocks: [colorsPage([])] });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });
});

describe('ProductColorFormPage', () => {
  it('takes a name and a swatch picked or typed, previews it, and adds the colour last', async () => {
    const user = userEvent.setup();
    const input = { name: 'Sage', swatch: '#9caf88' };
    renderWithApp(<ProductColorFormPage />, {
      route: '/admin/product-color/add',
      toasts: true,
      mocks: [
        mockQuery(
          CreateProductColorMutation,
          { input },
          { createProductColor: { ...color('Sage', '#9caf88', 6) } },
        ),
      ],
    });
    const name = await screen.findByLabelText('Colour name');
    await user.type(name, 'Sage, Olive');
    await user.tab();
    expect(await screen.findByText('A name cannot hold a comma')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Sage');

    const hex = screen.getByLabelText('Swatch');
    await user.clear(hex);
    await user.type(hex, '#9caf8');
    await user.tab();
    expect(await screen.findByText('A hex colour such as #1f2a44')).toBeInTheDocument();
    // The picker sets the text, the text the picker.
    fireEvent.input(screen.getByLabelText('Pick the swatch'), { target: { value: '#336699' } });
    expect(hex).toHaveValue('#336699');
    await user.clear(hex);
    await user.type(hex, '#9CAF88');
    expect(screen.getByLabelText('Pick the swatch')).toHaveValue('#9caf88');
    const preview = screen.getByTestId('swatch-preview');
    expect(preview).toHaveTextContent('Sage');
    expect(within(preview).getByTestId('swatch-chip')).toHaveStyle({ backgroundColor: '#9caf88' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
  });

  it("shows a stored colour and the server's CONFLICT for a name taken, keeping what was typed", async () => {
    const user = userEvent.setup();
    const navy = color('Navy', '#1f2a44', 1);
    renderWithApp(<ProductColorFormPage />, {
      route: '/admin/product-color/:id',
      at: `/admin/product-color/${navy.id}`,
      toasts: true,
      mocks: [
        mockQuery(AdminProductColorQuery, { id: navy.id }, { productColor: navy }),
        mockError(
          UpdateProductColorMutation,
          { id: navy.id, input: { name: 'Black', swatch: '#1f2a44', position: 1 } },
          'A colour named Black already exists',
          { code: 'CONFLICT' },
        ),
      ],
    });
    const name = await screen.findByLabelText('Colour name');
    expect(name).toHaveValue('Navy');
    expect(screen.getByLabelText('Position')).toHaveValue('1');
    await user.clear(name);
    await user.type(name, 'Black');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('A colour named Black already exists');
    expect(name).toHaveValue('Black');
  });
});

describe('the sizes', () => {
  it('lists them in order and deletes one after the question', async () => {
    const user = userEvent.setup();
    const sizes = [size('S', 1), size('M', 2), size('All Size', 9)];
    renderWithApp(<ProductSizeListPage />, {
      route: '/admin/product-size',
      toasts: true,
      mocks: [
        sizesPage(sizes),
        mockQuery(
          DeleteProductSizeMutation,
          { id: 'size-all size' },
          { deleteProductSize: { ...sizes[2]! } },
        ),
        sizesPage(sizes.slice(0, 2)),
      ],
    });
    const rows = await screen.findAllByTestId('admin-row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'S',
      'M',
      'All Size',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete All Size' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this size?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('success delete data');
    await waitFor(() => expect(screen.getAllByTestId('admin-row')).toHaveLength(2));
  });

  it('adds a size at the place given, and checks the place is a whole number', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductSizeFormPage />, {
      route: '/admin/product-size/add',
      toasts: true,
      mocks: [
        mockQuery(
          CreateProductSizeMutation,
          { input: { name: '32', position: 7 } },
          { createProductSize: { ...size('32', 7) } },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Size name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Size name'), ' 32 ');
    await user.type(screen.getByLabelText('Position'), 'x');
    await user.tab();
    expect(await screen.findByText('Position must be a whole number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Position'));
    await user.type(screen.getByLabelText('Position'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success add new data');
  });
});
