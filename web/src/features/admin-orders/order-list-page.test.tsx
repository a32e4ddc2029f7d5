import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminOrderListPage } from './order-list-page';
import { PaymentListPage } from './payment-list-page';
import { ShippingListPage } from './shipping-list-page';

describe('order, payment and shipping searches', () => {
  // The labels run past the box at 360 px and beside the filters at 1366 px (tests/e2e/admin-fits-the-window
  // measures it): the box shows a shorter text, while its accessible name still says what it searches.
  it.each([
    [
      '/admin/order',
      AdminOrderListPage,
      'Search orders (code, product, customer)',
      'Code, product or customer',
    ],
    ['/admin/payment', PaymentListPage, 'Search payments (order code, customer)', 'Order code or customer'],
    [
      '/admin/shipping',
      ShippingListPage,
      'Search shipments (order code, customer)',
      'Order code or customer',
    ],
  ])('%s keeps its name and shows a placeholder that fits', async (route, Page, name, placeholder) => {
    renderWithApp(<Page />, { route });
    const search = await screen.findByRole('searchbox', { name });
    expect(search).toHaveAttribute('placeholder', placeholder);
  });
});
