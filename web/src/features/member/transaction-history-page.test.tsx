import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLinesFragment } from '@/components/order-lines';
import { makeFragmentData } from '@/generated/fragment-masking';
import { AddToCartDocument } from '@/generated/graphql';
import { i18n, startLanguage } from '@/lib/i18n';
import { CartProductFragment, CartProductQuery, CartQuery } from '@/lib/use-cart';
import { mockPaging, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MemberTransactionsQuery, TransactionHistoryPage } from './transaction-history-page';

const GAMIS = '00000000-0000-4000-8000-000000000201';

function answer(
  status: 'completed' | 'processing',
  filterStatuses: ('pending' | 'paid' | 'processing' | 'completed')[] | null,
  { onSale = false, quantity = 1 } = {},
) {
  const line = {
    __typename: 'OrderDetail' as const,
    id: 'l-1',
    productID: GAMIS,
    productName: 'Gamis',
    productImage: '',
    color: 'Navy',
    size: 'M',
    sku: 'GAMIS-NAVY-M',
    quantity,
    sellPrice: 250_000,
    subtotal: 250_000 * quantity,
    product: onSale ? { __typename: 'Product' as const, id: GAMIS } : null,
  };
  return mockQuery(
    MemberTransactionsQuery,
    { q: null, status: filterStatuses, page: { page: 1, limit: 10 } },
    {
      orders: {
        __typename: 'OrderPage',
        items: [
          {
            __typename: 'Order',
            id: `o-${status}`,
            orderCode: `ORD-${status}`,
            status,
            // A processing order's parcel is on its way.
            stage: status === 'processing' ? 'shipped' : status,
            orderDate: '2026-11-24T03:00:00.000Z',
            total: 259_000,
            discount: 0,
            voucherCode: null,
            // The line as the card shows it (OrderLines_order) and as Buy Again reads it: one object, both.
            ...makeFragmentData({ __typename: 'Order', orderDetails: [line] }, OrderLinesFragment),
            orderDetails: [line],
          },
        ],
        paging: mockPaging(1),
      },
    },
  );
}

describe('TransactionHistoryPage', () => {
  afterEach(() => i18n.activate('en'));

  it("shows the orders in English, the statuses in the shopper's words", async () => {
    renderWithApp(<TransactionHistoryPage />, {
      route: '/test',
      mocks: [mockSession('member'), answer('completed', null)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    expect(await screen.findByTestId('transaction-status')).toHaveTextContent('Completed');
    expect(screen.getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      '/order-detail/o-completed',
    );
    expect(screen.getByRole('button', { name: 'Buy Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongoing' })).toBeInTheDocument();
  });

  it("shows the orders in Bahasa Indonesia (the mock-ups' words), filters in the address, and resets", async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    const user = userEvent.setup();
    const { router } = renderWithApp(<TransactionHistoryPage />, {
      route: '/test',
      toasts: true,
      mocks: [
        mockSession('member'),
        answer('completed', null),
        answer('processing', ['pending', 'paid', 'processing']),
        answer('completed', ['completed']),
        answer('completed', null),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riwayat Transaksi' })).toBeInTheDocument();
    expect(await screen.findByTestId('transaction-status')).toHaveTextContent('Selesai');
    expect(screen.getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute(
      'href',
      '/order-detail/o-completed',
    );

    expect(screen.getByRole('button', { name: 'Beli Lagi' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Berlangsung' }));
    expect(await screen.findByText('ORD-processing')).toBeInTheDocument();
    // The stage, in the words of every order screen (issue 32).
    expect(screen.getByTestId('transaction-status')).toHaveTextContent('Dikirim');
    expect(router.state.location.search).toBe('?filter=ongoing');

    await user.click(screen.getByRole('button', { name: 'Selesai' }));
    expect(await screen.findByText('ORD-completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says which lines could not go back in the cart when they are no longer on sale', async () => {
    const user = userEvent.setup();
    renderWithApp(<TransactionHistoryPage />, {
      route: '/test',
      toasts: true,
      mocks: [mockSession('member'), answer('completed', null)],
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Some products could not be added')).toBeInTheDocument();
    expect(screen.getAllByText('Gamis')).toHaveLength(2);
  });

  it("puts a line back in the cart up to its variant's stock as the shop has it now", async () => {
    const user = userEvent.setup();
    const variant = (size: string, stock: number) => ({
      __typename: 'ProductVariant' as const,
      id: `v-navy-${size}`,
      sku: `GAMIS-NAVY-${size}`,
      color: 'Navy',
      size,
      stock,
    });
    const gamisNow = mockQuery(
      CartProductQuery,
      { id: GAMIS },
      {
        product: {
          __typename: 'Product',
          id: GAMIS,
          ...makeFragmentData(
            {
              __typename: 'Product',
              id: GAMIS,
              productName: 'Gamis',
              mainImage: '',
              images: [],
              imageColors: [],
              normalPrice: 250_000,
              sellPrice: 250_000,
              discount: 0,
              weight: 500,
              // Navy M has 2 left of the 3 ordered; Navy L's 10 are not this line's.
              variants: [variant('M', 2), variant('L', 10)],
            },
            CartProductFragment,
          ),
        },
      },
    );
    const input = { productID: GAMIS, color: 'Navy', size: 'M', quantity: 2 };
    const { router } = renderWithApp(<TransactionHistoryPage />, {
      route: '/test',
      toasts: true,
      mocks: [
        mockSession('member'),
        answer('completed', null, { onSale: true, quantity: 3 }),
        mockQuery(CartQuery, {}, { cart: [] }, 3),
        gamisNow,
        mockQuery(
          AddToCartDocument,
          { input },
          { addToCart: { __typename: 'CartItem', id: 'c-1', quantity: 2, stock: 2 } },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(screen.queryByText('Some products could not be added')).not.toBeInTheDocument();
  });
});
