import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { addLine, CashierPage, CashierProductsQuery, type OrderLine, serviceLabel } from './cashier-page';

const LINE: OrderLine = {
  productID: 'p-1',
  productName: 'Gamis',
  image: '',
  color: 'Navy',
  size: 'M',
  quantity: 2,
  price: 150_000,
  weight: 400,
  stock: 3,
};

describe('addLine', () => {
  it('adds up the same product, colour and size, never beyond stock; another size is another line', () => {
    const once = addLine([], LINE);
    expect(addLine(once, LINE)).toEqual([{ ...LINE, quantity: 3 }]);
    expect(addLine(once, { ...LINE, size: 'L' })).toHaveLength(2);
  });
});

describe('serviceLabel', () => {
  it("writes the days as the checkout does: JNE YES's '1' is one day, RajaOngkir's '2-3 HARI' a range", () => {
    const yes = { code: 'jne', service: 'YES', description: 'Yakin Esok Sampai', value: 18_000, etd: '1' };
    expect(serviceLabel(yes)).toBe('JNE YES · Rp\u00a018.000 · 1 day');
    expect(serviceLabel({ ...yes, service: 'OKE', value: 9_000, etd: '2-3 HARI' })).toBe(
      'JNE OKE · Rp\u00a09.000 · 2–3 days',
    );
  });
});

describe('CashierPage', () => {
  it('adds the chosen colour, size and quantity to the order, with steppers bounded by stock, and the subtotal', async () => {
    const user = userEvent.setup();
    renderWithApp(<CashierPage />, {
      route: '/test3',
      mocks: [
        mockQuery(
          CashierProductsQuery,
          { q: null, page: { page: 1, limit: 8 } },
          {
            products: {
              __typename: 'ProductPage',
              items: [
                {
                  __typename: 'Product',
                  id: 'p-1',
                  productName: 'Gamis',
                  mainImage: '',
                  sellPrice: 150_000,
                  stock: 3,
                  weight: 400,
                  colors: ['Navy', 'Black'],
                  sizes: ['M', 'L'],
                },
              ],
            },
          },
        ),
      ],
    });
    await user.selectOptions(await screen.findByLabelText('Colour of Gamis'), 'Black');
    await user.selectOptions(screen.getByLabelText('Quantity of Gamis'), '2');
    await user.click(screen.getByRole('button', { name: 'Add Gamis' }));
    const line = screen.getByTestId('cashier-line');
    expect(line).toHaveTextContent('Black / M');
    expect(within(line).getByTestId('cashier-line-quantity')).toHaveTextContent('2');
    await user.click(within(line).getByRole('button', { name: 'One more Gamis' }));
    expect(within(line).getByRole('button', { name: 'One more Gamis' })).toBeDisabled();
    expect(screen.getByTestId('cashier-subtotal')).toHaveTextContent('Rp 450.000');
    await user.click(within(line).getByRole('button', { name: 'Remove Gamis' }));
    expect(screen.queryByTestId('cashier-line')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
