import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFile, mockError, mockPaging, mockQuery, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  AdminProductQuery,
  CategoryOptionsQuery,
  CreateProductMutation,
  discountOf,
  ProductFormPage,
  ProductOptionsQuery,
  SELL_ABOVE_NORMAL,
  UpdateProductMutation,
} from './product-form-page';
import { AdminProductsQuery, ProductListPage } from './product-list-page';

const categories = mockQuery(
  CategoryOptionsQuery,
  { page: { page: 1, limit: 100 } },
  {
    categories: {
      __typename: 'CategoryPage',
      items: [
        { __typename: 'Category', id: 'cat-1', categoryName: 'Dresses' },
        { __typename: 'Category', id: 'cat-2', categoryName: 'Batik' },
      ],
    },
  },
  5,
);

// The shop's lists as staff left them: the spec's colours with Sage added, and sizes with All Size first.
const lists = mockQuery(
  ProductOptionsQuery,
  {},
  {
    productColors: ['Grey', 'Navy', 'Black', 'Sage'].map((name) => ({
      __typename: 'ProductColor' as const,
      id: `color-${name}`,
      name,
    })),
    productSizes: ['All Size', 'S', 'M', 'L', 'XL', 'XXL'].map((name) => ({
      __typename: 'ProductSize' as const,
      id: `size-${name}`,
      name,
    })),
  },
  5,
);

const URLS = ['/uploads/a-640.webp', '/uploads/b-640.webp', '/uploads/c-640.webp', '/uploads/d-640.webp'];

// What the form sends for the required fields typed by fillRequired and nothing else chosen; each test's input is
// this with its own choices.
const INPUT = {
  productName: 'Kebaya Sari',
  description: '',
  buyPrice: 100000,
  normalPrice: 250000,
  sellPrice: 200000,
  weight: 400,
  stock: 12,
  material: '',
  colors: [] as string[],
  sizes: [] as string[],
  images: [] as string[],
  categoryIds: [] as string[],
  status: 'active' as const,
};

const CHOSEN = {
  ...INPUT,
  colors: ['Navy'],
  sizes: ['M', 'L'],
  images: [URLS[1]!, URLS[0]!, URLS[3]!],
  categoryIds: ['cat-2'],
};

// Not a literal in the mock (its fragment's fields are masked in the operation's type).
const CREATED = { __typename: 'AdminProduct' as const, id: 'p-1', ...CHOSEN };

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Kebaya Sari');
  await user.type(screen.getByLabelText('Buy price (Rp)'), '100000');
  await user.type(screen.getByLabelText('Normal price (Rp)'), '250000');
  await user.type(screen.getByLabelText('Sell price (Rp)'), '200000');
  await user.type(screen.getByLabelText('Weight (grams)'), '400');
  await user.type(screen.getByLabelText('Stock'), '12');
}

describe('ProductFormPage', () => {
  it('computes the discount as the server does', () => {
    expect(discountOf('250000', '200000')).toBe(20);
    expect(discountOf('0', '0')).toBe(0);
    expect(discountOf('', '5')).toBeNull();
  });

  it("offers the shop's colours and sizes, in the lists' order, and says so when they cannot load", async () => {
    const { unmount } = renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      mocks: [categories, lists],
    });
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(await screen.findByRole('checkbox', { name: 'Sage' })).not.toBeChecked();
    expect(names('Colors')).toEqual(['Grey', 'Navy', 'Black', 'Sage']);
    expect(names('Sizes')).toEqual(['All Size', 'S', 'M', 'L', 'XL', 'XXL']);
    unmount();

    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      mocks: [categories, mockError(ProductOptionsQuery, {}, 'Gateway down')],
    });
    expect(await screen.findAllByText('Could not load the colours and sizes: Gateway down')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Navy' })).toBeNull();
  });

  it('asks for every required number and refuses a sell price above the normal price', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductFormPage />, { route: '/admin/product/add', mocks: [categories, lists] });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    for (const text of [
      'Buy price is required',
      'Normal price is required',
      'Weight is required',
      'Stock is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Normal price (Rp)'), '100');
    await user.type(screen.getByLabelText('Sell price (Rp)'), '150');
    expect(await screen.findByText(SELL_ABOVE_NORMAL)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '1.5');
    await user.tab();
    expect(await screen.findByText('Stock must be a whole number')).toBeInTheDocument();
  });

  it('uploads up to 4 images (the add tile goes), reorders and removes them, and sends them in that order', async () => {
    const user = userEvent.setup();
    const uploads = URLS.map((url) => mockUpload(url));
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [
        categories,
        lists,
        ...uploads.map((upload) => upload.mock),
        mockQuery(CreateProductMutation, { input: CHOSEN }, { createProduct: CREATED }),
      ],
    });
    await fillRequired(user);
    expect(screen.getByTestId('product-discount')).toHaveTextContent('20%');
    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'L' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Batik' }));

    await user.upload(screen.getByLabelText('Add image'), [imageFile(), imageFile()]);
    await waitFor(() => expect(screen.getAllByTestId('product-image-tile')).toHaveLength(2));
    await user.upload(screen.getByLabelText('Add image'), [imageFile(), imageFile()]);
    await waitFor(() => expect(screen.getAllByTestId('product-image-tile')).toHaveLength(4));
    expect(screen.queryByTestId('add-image-tile')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getByTestId('add-image-tile')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('product-image-tile')[0]!).getByText('Main')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully added new product');
  });

  it("says 'Failed to add data' with the server's reason and keeps the form", async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [categories, lists, mockError(CreateProductMutation, { input: INPUT }, 'Unknown category')],
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server's own words, so an unmatched mock (which fails with another message) cannot pass for this one.
    await expectToast('Unknown category');
    await expectToast('Failed to add data');
    expect(screen.getByLabelText('Product name')).toHaveValue('Kebaya Sari');
  });

  it('shows a stored product (its numbers as text) and saves it with a text field emptied', async () => {
    const user = userEvent.setup();
    const stored = { ...CREATED, description: 'Katun halus', material: 'Katun' };
    const { __typename, id, ...input } = stored;
    const updated = { ...stored, description: '' };
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/:id',
      at: `/admin/product/${id}`,
      toasts: true,
      mocks: [
        categories,
        lists,
        mockQuery(AdminProductQuery, { id }, { adminProduct: stored }),
        mockQuery(
          UpdateProductMutation,
          { id, input: { ...input, description: '' } },
          { updateProduct: updated },
        ),
      ],
    });
    expect(await screen.findByLabelText('Description')).toHaveValue('Katun halus');
    expect(screen.getByLabelText('Normal price (Rp)')).toHaveValue('250000');
    expect(screen.getByLabelText('Material')).toHaveValue('Katun');
    expect(screen.getByRole('checkbox', { name: 'Navy' })).toBeChecked();
    expect(screen.getByTestId('product-discount')).toHaveTextContent('20%');
    await user.clear(screen.getByLabelText('Description'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Product updated successfully');
  });
});

describe('ProductListPage', () => {
  it('shows cards with the sell price, the normal price struck through and a draft badge', async () => {
    renderWithApp(<ProductListPage />, {
      route: '/admin/product',
      mocks: [
        mockQuery(
          AdminProductsQuery,
          { q: null, page: { page: 1, limit: 10 } },
          {
            adminProducts: {
              __typename: 'AdminProductPage',
              items: [
                {
                  __typename: 'AdminProduct',
                  id: 'p-1',
                  productName: 'Kebaya Sari',
                  mainImage: URLS[0]!,
                  sellPrice: 200000,
                  normalPrice: 250000,
                  stock: 3,
                  status: 'draft',
                },
              ],
              paging: mockPaging(1),
            },
          },
        ),
      ],
    });
    const card = await screen.findByTestId('admin-product-card');
    expect(within(card).getByRole('link', { name: 'Kebaya Sari' })).toHaveAttribute(
      'href',
      '/admin/product/p-1',
    );
    expect(within(card).getByTestId('product-normal-price')).toHaveTextContent('250.000');
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Kebaya Sari' })).toBeInTheDocument();
  });
});
