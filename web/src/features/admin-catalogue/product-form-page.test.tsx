import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFile, mockError, mockQuery, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { suggestSku } from '@lemari/shop/rules';
import { expectToast } from '@/test/toaster';
import {
  AdminProductQuery,
  CreateProductMutation,
  discountOf,
  ProductFormPage,
  ProductOptionsQuery,
  UpdateProductMutation,
} from './product-form-page';
import { CategoryOptionsQuery } from './category-options';

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

// What the form sends for the required fields typed by fillRequired and nothing else chosen: the grid's one cell
// (no colours, no sizes), without a SKU: the one shown is the suggested one, which the server makes (unique).
// Each test's input is this with its own choices.
const INPUT = {
  productName: 'Kebaya Sari',
  description: '',
  buyPrice: 100000,
  normalPrice: 250000,
  sellPrice: 200000,
  weight: 400,
  material: '',
  images: [] as string[],
  imageColors: [] as string[],
  variants: [{ color: '', size: '', stock: 0, active: true }] as {
    color: string;
    size: string;
    sku?: string;
    stock: number;
    active: boolean;
  }[],
  categoryIds: [] as string[],
  status: 'active' as const,
};

/** The variants an answer holds, as the fragment reads them (a SKU left out is the one suggested). */
const stored = (
  cells: { color: string; size: string; sku?: string; stock: number; active: boolean; id?: string }[],
  productName = INPUT.productName,
) =>
  cells.map((cell, index) => ({
    __typename: 'AdminProductVariant' as const,
    id: cell.id ?? `v-${index + 1}`,
    ...cell,
    sku: cell.sku ?? suggestSku(productName, cell.color, cell.size),
  }));

/** A product as the mutations and AdminProduct answer it (its fragment's fields), from what was sent. */
function answered(input: typeof INPUT, extra: { colors?: string[]; sizes?: string[] } = {}) {
  const { variants, ...rest } = input;
  return {
    __typename: 'AdminProduct' as const,
    id: 'p-1',
    ...rest,
    colors: extra.colors ?? [],
    sizes: extra.sizes ?? [],
    variants: stored(variants, input.productName),
  };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, name = 'Kebaya Sari') {
  await user.type(screen.getByLabelText('Product name'), name);
  await user.type(screen.getByLabelText('Buy price (Rp)'), '100000');
  await user.type(screen.getByLabelText('Normal price (Rp)'), '250000');
  await user.type(screen.getByLabelText('Sell price (Rp)'), '200000');
  await user.type(screen.getByLabelText('Weight (grams)'), '400');
}

const total = () => screen.getByTestId('variant-total');

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

  it('asks for every required number, refuses a sell price above the normal price and a stock not whole', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductFormPage />, { route: '/admin/product/add', mocks: [categories, lists] });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    for (const text of ['Buy price is required', 'Normal price is required', 'Weight is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Normal price (Rp)'), '100');
    await user.type(screen.getByLabelText('Sell price (Rp)'), '150');
    expect(await screen.findByText('Sell price cannot be above the normal price')).toBeInTheDocument();
    // A product without colours and sizes is one cell.
    expect(screen.getAllByTestId('variant-cell')).toHaveLength(1);
    const stock = screen.getByLabelText('Stock of the product');
    await user.clear(stock);
    await user.type(stock, '1.5');
    await user.tab();
    expect(await screen.findByText('Stock must be a whole number')).toBeInTheDocument();
    expect(stock).toHaveAttribute('aria-invalid', 'true');
  });

  it('builds a 3 × 4 grid: fill all, a cell off, SKUs suggested and typed, the total their sum, every cell sent', async () => {
    const user = userEvent.setup();
    const colors = ['Grey', 'Navy', 'Black'];
    const sizes = ['S', 'M', 'L', 'XL'];
    // The SKUs shown are the suggested ones, left for the server to make; only one typed by hand is sent.
    const variants: (typeof INPUT)['variants'] = colors.flatMap((color) =>
      sizes.map((size) => ({ color, size, stock: 5, active: true })),
    );
    Object.assign(variants[0]!, { sku: 'GRY-S-01' }); // Grey S: typed by hand
    Object.assign(variants[5]!, { stock: 7 }); // Navy M
    Object.assign(variants[11]!, { active: false }); // Black XL: not sold
    const input = { ...INPUT, productName: 'Kemeja Katun', variants };
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [
        categories,
        lists,
        mockQuery(CreateProductMutation, { input }, { createProduct: answered(input, { colors, sizes }) }),
      ],
    });
    await fillRequired(user, 'Kemeja Linen');
    for (const name of [...colors, ...sizes]) await user.click(screen.getByRole('checkbox', { name }));
    await waitFor(() => expect(screen.getAllByTestId('variant-cell')).toHaveLength(12));
    const grid = within(screen.getByTestId('variant-grid'));
    expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Colour',
      ...sizes,
    ]);
    expect(grid.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(colors);
    expect(screen.getByLabelText('SKU of Navy M')).toHaveValue('KEMEJA-LINEN-NAVY-M');
    expect(total()).toHaveTextContent('Total stock: 0 (12 of 12 on sale)');

    await user.type(screen.getByLabelText('Stock for every cell on sale'), '5');
    await user.click(screen.getByRole('button', { name: 'Fill all' }));
    expect(total()).toHaveTextContent('Total stock: 60 (12 of 12 on sale)');
    await user.click(screen.getByRole('checkbox', { name: 'On sale (Black XL)' }));
    expect(total()).toHaveTextContent('Total stock: 55 (11 of 12 on sale)');
    expect(screen.getByLabelText('Stock of Black XL')).toBeDisabled();
    await user.clear(screen.getByLabelText('Stock of Navy M'));
    await user.type(screen.getByLabelText('Stock of Navy M'), '7');
    expect(total()).toHaveTextContent('Total stock: 57');

    // A SKU typed by hand stays; the suggested ones follow the name.
    await user.clear(screen.getByLabelText('SKU of Grey S'));
    await user.type(screen.getByLabelText('SKU of Grey S'), 'GRY-S-01');
    await user.clear(screen.getByLabelText('Product name'));
    await user.paste('Kemeja Katun');
    expect(screen.getByLabelText('SKU of Navy M')).toHaveValue('KEMEJA-KATUN-NAVY-M');
    expect(screen.getByLabelText('SKU of Grey S')).toHaveValue('GRY-S-01');
    // An emptied SKU is the suggested one again.
    await user.clear(screen.getByLabelText('SKU of Black L'));
    await user.tab();
    expect(screen.getByLabelText('SKU of Black L')).toHaveValue('KEMEJA-KATUN-BLACK-L');
    // A colour unticked and ticked again comes back as it was.
    await user.click(screen.getByRole('checkbox', { name: 'Grey' }));
    await waitFor(() => expect(screen.getAllByTestId('variant-cell')).toHaveLength(8));
    expect(total()).toHaveTextContent('Total stock: 37 (7 of 8 on sale)');
    await user.click(screen.getByRole('checkbox', { name: 'Grey' }));
    expect(await screen.findByLabelText('SKU of Grey S')).toHaveValue('GRY-S-01');
    expect(total()).toHaveTextContent('Total stock: 57 (11 of 12 on sale)');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully added new product');
  }, 40_000);

  it("refuses a SKU used twice in the grid, and puts the server's CONFLICT and a bad cell beside their cells", async () => {
    const user = userEvent.setup();
    const cells = (stock: number) => [
      { color: 'Navy', size: '', stock, active: true },
      { color: 'Black', size: '', sku: 'KBY-01', stock, active: true },
    ];
    const conflict =
      "SKU KBY-01 is already used by another product's variant; each SKU is unique in the shop";
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [
        categories,
        lists,
        mockError(CreateProductMutation, { input: { ...INPUT, variants: cells(0) } }, conflict, {
          code: 'CONFLICT',
        }),
        mockError(
          CreateProductMutation,
          { input: { ...INPUT, variants: cells(2) } },
          'variants.0.stock must be at most 1',
        ),
      ],
    });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Black' }));
    const black = await screen.findByLabelText('SKU of Black');
    expect(screen.getByLabelText('SKU of Navy')).toHaveValue('KEBAYA-SARI-NAVY');
    await user.clear(black);
    await user.type(black, 'kebaya-sari-navy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Another cell has this SKU')).toHaveLength(2);

    await user.clear(black);
    await user.type(black, 'KBY-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Failed to add data');
    // Beside the cell and above the buttons (and in the toast).
    await waitFor(() => expect(black).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('form-error')).toHaveTextContent(conflict);
    expect(within(screen.getByTestId('variant-grid')).getByText(conflict)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stock for every cell on sale'), '2');
    await user.click(screen.getByRole('button', { name: 'Fill all' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Stock of Navy')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      within(screen.getByTestId('variant-grid')).getByText('variants.0.stock must be at most 1'),
    ).toBeInTheDocument();
  });

  it('uploads up to 4 images (the add tile goes), reorders and removes them, and sends them in that order', async () => {
    const user = userEvent.setup();
    const uploads = URLS.map((url) => mockUpload(url));
    const input = {
      ...INPUT,
      images: [URLS[1]!, URLS[0]!, URLS[3]!],
      imageColors: ['', '', ''],
      categoryIds: ['cat-2'],
    };
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [
        categories,
        lists,
        ...uploads.map((upload) => upload.mock),
        mockQuery(CreateProductMutation, { input }, { createProduct: answered(input) }),
      ],
    });
    await fillRequired(user);
    expect(screen.getByTestId('product-discount')).toHaveTextContent('20%');
    await user.click(await screen.findByRole('checkbox', { name: 'Batik' }));

    await user.upload(screen.getByLabelText('Add image'), [imageFile(), imageFile()]);
    await waitFor(() => expect(screen.getAllByTestId('product-image-tile')).toHaveLength(2));
    await user.upload(screen.getByLabelText('Add image'), [imageFile(), imageFile()]);
    await waitFor(() => expect(screen.getAllByTestId('product-image-tile')).toHaveLength(4));
    expect(screen.queryByTestId('add-image-tile')).not.toBeInTheDocument();
    // No colours chosen: nothing to tag an image with.
    expect(screen.queryByLabelText('Colour of image 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    expect(screen.getByTestId('add-image-tile')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('product-image-tile')[0]!).getByText('Main')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully added new product');
  });

  it("tags images with the product's colours, the tags moving and going with their images", async () => {
    const user = userEvent.setup();
    const uploads = URLS.slice(0, 3).map((url) => mockUpload(url));
    const input = {
      ...INPUT,
      images: [URLS[2]!, URLS[1]!],
      imageColors: ['Black', ''],
      variants: [
        { color: 'Navy', size: '', stock: 0, active: true },
        { color: 'Black', size: '', stock: 0, active: true },
      ],
    };
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/add',
      toasts: true,
      mocks: [
        categories,
        lists,
        ...uploads.map((upload) => upload.mock),
        mockQuery(
          CreateProductMutation,
          { input },
          { createProduct: answered(input, { colors: ['Navy', 'Black'] }) },
        ),
      ],
    });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Black' }));
    await user.click(screen.getByRole('checkbox', { name: 'Navy' }));
    await user.upload(screen.getByLabelText('Add image'), [imageFile(), imageFile(), imageFile()]);
    await waitFor(() => expect(screen.getAllByTestId('product-image-tile')).toHaveLength(3));

    const options = within(screen.getByLabelText('Colour of image 1')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Every colour', 'Navy', 'Black']);
    await user.selectOptions(screen.getByLabelText('Colour of image 1'), 'Navy');
    await user.selectOptions(screen.getByLabelText('Colour of image 3'), 'Black');
    await user.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(screen.getByLabelText('Colour of image 2')).toHaveValue('Black');
    expect(screen.getByLabelText('Colour of image 3')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByLabelText('Colour of image 1')).toHaveValue('Black');

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

  it('shows a stored product with its grid and tags, keeps stored SKUs, and saves it with a text field emptied', async () => {
    const user = userEvent.setup();
    const variants = [
      { id: 'v-nm', color: 'Navy', size: 'M', sku: 'KBY-NAVY-M', stock: 3, active: true },
      { id: 'v-nl', color: 'Navy', size: 'L', sku: 'KBY-NAVY-L', stock: 0, active: false },
      { id: 'v-bm', color: 'Black', size: 'M', sku: 'KBY-BLACK-M', stock: 2, active: true },
      { id: 'v-bl', color: 'Black', size: 'L', sku: 'KBY-BLACK-L', stock: 1, active: true },
      // Off the grid: its colour has nothing on sale. Ticked again, it comes back as it was.
      { id: 'v-gm', color: 'Grey', size: 'M', sku: 'KBY-GREY-M', stock: 4, active: false },
    ];
    const product = {
      ...answered(INPUT, { colors: ['Navy', 'Black'], sizes: ['M', 'L'] }),
      description: 'Katun halus',
      material: 'Katun',
      images: [URLS[0]!, URLS[1]!],
      imageColors: ['Navy', ''],
      categoryIds: ['cat-2'],
      variants: stored(variants),
    };
    const { __typename, id, colors: _c, sizes: _s, variants: _v, ...kept } = product;
    const sent = {
      ...kept,
      productName: 'Kebaya Sari Baru',
      description: '',
      variants: [
        { color: 'Grey', size: 'M', sku: 'KBY-GREY-M', stock: 4, active: false },
        { color: 'Grey', size: 'L', stock: 0, active: true },
        ...variants.slice(0, 4).map(({ id: _id, ...cell }) => cell),
      ],
    };
    renderWithApp(<ProductFormPage />, {
      route: '/admin/product/:id',
      at: `/admin/product/${id}`,
      toasts: true,
      mocks: [
        categories,
        lists,
        mockQuery(AdminProductQuery, { id }, { adminProduct: product }),
        mockQuery(UpdateProductMutation, { id, input: sent }, { updateProduct: product }),
      ],
    });
    expect(await screen.findByLabelText('Description')).toHaveValue('Katun halus');
    expect(screen.getByLabelText('Normal price (Rp)')).toHaveValue('250.000');
    expect(screen.getByLabelText('Material')).toHaveValue('Katun');
    expect(screen.getByRole('checkbox', { name: 'Navy' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Grey' })).not.toBeChecked();
    expect(screen.getByTestId('product-discount')).toHaveTextContent('20%');
    expect(screen.getAllByTestId('variant-cell')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'On sale (Navy L)' })).not.toBeChecked();
    expect(screen.getByLabelText('Stock of Navy M')).toHaveValue('3');
    expect(total()).toHaveTextContent('Total stock: 6 (3 of 4 on sale)');
    expect(screen.getByLabelText('Colour of image 1')).toHaveValue('Navy');

    await user.clear(screen.getByLabelText('Description'));
    await user.clear(screen.getByLabelText('Product name'));
    await user.type(screen.getByLabelText('Product name'), 'Kebaya Sari Baru');
    expect(screen.getByLabelText('SKU of Navy M')).toHaveValue('KBY-NAVY-M');
    await user.click(screen.getByRole('checkbox', { name: 'Grey' }));
    expect(await screen.findByLabelText('SKU of Grey M')).toHaveValue('KBY-GREY-M');
    expect(screen.getByRole('checkbox', { name: 'On sale (Grey M)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Product updated successfully');
  });
});
