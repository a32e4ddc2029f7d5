// An order's lines from their one fragment, in each screen's layout: the colour's picture, the name, colour / size,
// quantity × price and the line's total in rupiah; the invoice's table in Indonesian too.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { formatRupiah } from '@/lib/format';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { OrderLines, OrderLinesFragment, type OrderLinesLayout } from './order-lines';

const NAVY_PICTURE = 'http://127.0.0.1:8080/uploads/kemeja-navy.png';

const order = makeFragmentData(
  {
    __typename: 'Order',
    orderDetails: [
      {
        __typename: 'OrderDetail',
        id: 'line-1',
        productID: 'product-1',
        productName: 'Kemeja Linen',
        productImage: NAVY_PICTURE,
        color: 'Navy',
        size: 'M',
        sku: 'KEMEJA-LINEN-NAVY-M',
        quantity: 2,
        sellPrice: 150_000,
        subtotal: 300_000,
      },
    ],
  },
  OrderLinesFragment,
);

function renderLines(layout: OrderLinesLayout) {
  return renderWithApp(<OrderLines order={order} layout={layout} />, { mocks: [mockSession(null)] });
}

afterEach(() => i18n.activate('en'));

describe('OrderLines', () => {
  it("an order's detail: the colour's picture, the name linking to the product, the choice and the figures", async () => {
    renderLines('detail');
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByRole('img', { name: 'Kemeja Linen' }).getAttribute('src')).toContain(
      'kemeja-navy',
    );
    expect(within(line).getByRole('link', { name: 'Kemeja Linen' })).toHaveAttribute(
      'href',
      '/products/product-1',
    );
    expect(line).toHaveTextContent('Navy / M');
    expect(within(line).getByTestId('order-line-quantity')).toHaveTextContent('2 x Rp 150.000');
    expect(line).toHaveTextContent('Rp 300.000');
  });

  it('the payment success page: the same line as a list item, without a link', async () => {
    renderLines('summary');
    const line = await screen.findByTestId('success-line');
    expect(line.tagName).toBe('LI');
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
    expect(line).toHaveTextContent('2 x Rp 150.000');
    expect(line).toHaveTextContent('Rp 300.000');
  });

  it('a transaction card: the choice and quantity × price on one line', async () => {
    renderLines('compact');
    expect(await screen.findByText('Navy / M · 2 x Rp 150.000')).toBeInTheDocument();
  });

  it("the invoice's table: number, product with its SKU, quantity, unit and total price, in Indonesian", async () => {
    await startLanguage('id', ['core', 'store']);
    renderLines('invoice');
    const line = await screen.findByTestId('invoice-line');
    expect(line).toHaveTextContent('Navy / M · SKU KEMEJA-LINEN-NAVY-M');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Kemeja LinenNavy / M · SKU KEMEJA-LINEN-NAVY-M',
      '2',
      formatRupiah(150_000),
      formatRupiah(300_000),
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Harga satuan' })).toBeInTheDocument();
  });
});
