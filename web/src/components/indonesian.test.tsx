// The shared components in Bahasa Indonesia (issue 23): what the storefront's screens are made of reads in the
// chosen language, and a form check's message follows a switch of language while it shows.
import { Card } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Form } from 'react-final-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { TextField } from '@/components/form/text-field';
import { required } from '@/components/form/validators';
import { NotFoundState } from '@/components/not-found-state';
import { OrderStageBadge } from '@/components/order-stage-badge';
import { Pagination } from '@/components/pagination';
import { ProductCardBody, ProductPicture } from '@/components/product-tile';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockPaging } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';

beforeEach(async () => {
  await startLanguage('id', ['core', 'store', 'admin']);
});
afterEach(() => {
  i18n.activate('en');
});

describe('the shared components in Bahasa Indonesia', () => {
  it('show a product tile without a picture, with its price in rupiah', () => {
    renderWithApp(
      <Card.Root>
        <ProductPicture to="/products/1" image={null} name="Kaos Polos" />
        <ProductCardBody
          to="/products/1"
          product={{ productName: 'Kaos Polos', sellPrice: 99000, normalPrice: 129000 }}
        />
      </Card.Root>,
    );
    expect(screen.getByText('Tidak ada gambar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaos Polos' })).toHaveAttribute('href', '/products/1');
    expect(screen.getByTestId('product-price')).toHaveTextContent('Rp 99.000');
    expect(screen.getByTestId('product-normal-price')).toHaveTextContent('Rp 129.000');
  });

  it('say a list is empty, a load failed (with a retry) and a thing was not found', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithApp(
      <>
        <EmptyState />
        <ErrorState error={{ message: 'Toko sedang sibuk.' }} onRetry={retry} />
        <NotFoundState />
      </>,
    );
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Belum ada data.');
    expect(screen.getByTestId('error-state')).toHaveTextContent('Gagal memuat.');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Tidak ada, atau bukan milikmu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke toko' })).toBeInTheDocument();
  });

  it("name an order's stage and a list's pages", () => {
    renderWithApp(
      <>
        <OrderStageBadge stage="paid" status="paid" />
        <OrderStageBadge stage="delivered" status="processing" />
        <Pagination paging={mockPaging(30, 2)} onPageChange={() => undefined} />
      </>,
    );
    const [paid, delivered] = screen.getAllByTestId('order-status');
    expect(paid).toHaveTextContent('Dibayar');
    // The parcel arrived: 'Terkirim', as its tracking says, never 'Diproses' (issue 32).
    expect(delivered).toHaveTextContent(/^Terkirim$/);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
  });

  it("show a form check's message in the language of the moment, also after a switch", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Form onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextField name="name" label="Nama" validate={required()} />
            <button type="submit">Kirim</button>
          </form>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Kolom ini wajib diisi')).toBeInTheDocument();
    await act(async () => {
      await startLanguage('en');
    });
    await waitFor(() => expect(screen.getByText('This field is required')).toBeInTheDocument());
  });
});
