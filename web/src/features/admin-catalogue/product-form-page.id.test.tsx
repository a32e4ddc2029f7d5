// The product form in Bahasa Indonesia (issue 23): its fields, the discount and the variant grid from the admin
// catalogue, its checks' messages in Indonesian, and the grid's numbers written the Indonesian way.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CategoryOptionsQuery } from './category-options';
import { ProductFormPage, ProductOptionsQuery } from './product-form-page';

beforeEach(() => startLanguage('id', ['core', 'store', 'admin']));
afterEach(() => i18n.activate('en'));

const categories = mockQuery(
  CategoryOptionsQuery,
  { page: { page: 1, limit: 100 } },
  { categories: { __typename: 'CategoryPage', items: [] } },
  5,
);
const lists = mockQuery(
  ProductOptionsQuery,
  {},
  {
    productColors: [{ __typename: 'ProductColor' as const, id: 'color-navy', name: 'Navy' }],
    productSizes: ['S', 'M'].map((name) => ({
      __typename: 'ProductSize' as const,
      id: `size-${name}`,
      name,
    })),
  },
  5,
);

describe('ProductFormPage in Bahasa Indonesia', () => {
  it('labels its fields, the discount and the grid in Indonesian, and checks in Indonesian', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductFormPage />, { route: '/admin/product/add', mocks: [categories, lists] });
    const name = await screen.findByLabelText('Nama produk');
    expect(screen.getByLabelText('Harga beli (Rp)')).toBeInTheDocument();
    expect(screen.getByLabelText('Berat (gram)')).toBeInTheDocument();
    expect(screen.getByLabelText('Bahan')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Varian' })).toBeInTheDocument();
    expect(screen.getByText('Gambar (0 dari 4; yang pertama gambar utama)')).toBeInTheDocument();

    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Nama produk wajib diisi')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Harga normal (Rp)'), '200000');
    await user.type(screen.getByLabelText('Harga jual (Rp)'), '150000');
    expect(screen.getByTestId('product-discount')).toHaveTextContent('Diskon: 25%');

    await user.click(await screen.findByRole('checkbox', { name: 'Navy' }));
    await user.click(screen.getByRole('checkbox', { name: 'S' }));
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.type(screen.getByLabelText('Stok untuk semua sel yang dijual'), '1500');
    await user.click(screen.getByRole('button', { name: 'Isi semua' }));
    // 3.000 with the Indonesian thousands separator.
    expect(screen.getByTestId('variant-total')).toHaveTextContent('Total stok: 3.000 (2 dari 2 dijual)');
    const grid = screen.getByTestId('variant-grid');
    expect(within(grid).getByLabelText('Stok Navy M')).toHaveValue('1500');
    expect(within(grid).getByLabelText('SKU Navy S')).toBeInTheDocument();
    expect(within(grid).getByRole('checkbox', { name: 'Dijual (Navy M)' })).toBeChecked();
  });
});
