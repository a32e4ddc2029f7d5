import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatRupiah } from '@/lib/format';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { i18n } from '@/lib/i18n';
import { OrderStatusActions, resiProblem, SetOrderStatusMutation } from './order-status-actions';

const ID = 'order-1';
const TOTAL = 418000;

function moved(status: 'processing' | 'completed' | 'cancelled', resiNumber = '', courier = 'jne') {
  return {
    setOrderStatus: {
      __typename: 'Order' as const,
      id: ID,
      status,
      stage: status === 'processing' ? ('shipped' as const) : status,
      shipment: {
        __typename: 'OrderShipment' as const,
        courier,
        resiNumber,
        shipmentDate: null,
        status: 'shipped' as const,
        deliveredAt: null,
      },
      payment: { __typename: 'OrderPayment' as const, status: 'paid' as const },
      refund:
        status === 'cancelled'
          ? {
              __typename: 'Refund' as const,
              amount: TOTAL,
              status: 'succeeded' as const,
              at: '2026-11-28T04:00:00.000Z',
            }
          : null,
    },
  };
}

async function confirmYes(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByTestId('confirm-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

describe('OrderStatusActions', () => {
  it('offers only the moves the server allows from each status', () => {
    const { unmount } = renderWithApp(
      <OrderStatusActions orderId={ID} status="paid" total={TOTAL} shipped={false} onStale={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Mark as processing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(
      <OrderStatusActions orderId={ID} status="completed" total={TOTAL} shipped={false} onStale={vi.fn()} />,
    );
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it('checks the resi number', () => {
    expect(i18n._(resiProblem(' ')!)).toBe('The resi number is required');
    expect(i18n._(resiProblem('JNE 123')!)).toBe('Use letters, digits and dashes (at most 50)');
    expect(resiProblem('JNE-0012345')).toBeUndefined();
  });

  it("asks for the resi number with its courier (the shopper's until staff pick another), confirms, and sends them", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <OrderStatusActions
        orderId={ID}
        status="paid"
        total={TOTAL}
        shipped={false}
        courier="sicepat"
        onStale={vi.fn()}
      />,
      {
        toasts: true,
        mocks: [
          mockQuery(
            SetOrderStatusMutation,
            { id: ID, status: 'processing', resiNumber: 'JNE-0012345', courier: 'jnt', reason: null },
            moved('processing', 'JNE-0012345', 'jnt'),
          ),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Mark as processing' }));
    const dialog = await screen.findByTestId('resi-dialog');
    const courier = within(dialog).getByLabelText('Courier');
    expect(courier).toHaveValue('sicepat');
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'TIKI']);
    await user.selectOptions(courier, 'jnt');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The resi number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Resi number'), 'JNE-0012345');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent(
      'Send this order with J&T Express, resi number JNE-0012345?',
    );
    await confirmYes(user);
    await expectToast('success update data');
  });

  it('corrects the resi of a processing order: the current one to edit, its courier, a confirmation, then sent', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithApp(
      <OrderStatusActions
        orderId={ID}
        status="processing"
        total={TOTAL}
        shipped
        courier="jne"
        resiNumber="JNE-0012345"
        onStale={vi.fn()}
      />,
      {
        toasts: true,
        mocks: [
          {
            request: {
              query: SetOrderStatusMutation,
              variables: (variables: Record<string, unknown>) => {
                sent.push(variables);
                return true;
              },
            },
            result: { data: moved('processing', 'JP-7788990011', 'jnt') },
          },
        ],
      },
    );
    // Completing stays the order's next move; correcting is beside it.
    expect(screen.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct the resi' }));
    const dialog = await screen.findByTestId('resi-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Correct the resi' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Courier')).toHaveValue('jne');
    const number = within(dialog).getByLabelText('Resi number');
    expect(number).toHaveValue('JNE-0012345');
    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'jnt');
    await user.clear(number);
    await user.type(number, 'JP 77');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Use letters, digits and dashes (at most 50)')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, 'JP-7788990011');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent(
      'Change the resi to J&T Express JP-7788990011? The customer is e-mailed the new one.',
    );
    await confirmYes(user);
    await expectToast('Resi corrected');
    expect(sent).toEqual([
      { id: ID, status: 'processing', resiNumber: 'JP-7788990011', courier: 'jnt', reason: null },
    ]);
  });

  it('offers no correction before the parcel has a resi, nor once the order is completed', () => {
    const { unmount } = renderWithApp(
      <OrderStatusActions orderId={ID} status="processing" total={TOTAL} shipped={false} onStale={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Correct the resi' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(
      <OrderStatusActions
        orderId={ID}
        status="completed"
        total={TOTAL}
        shipped
        resiNumber="JNE-0012345"
        onStale={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it("shows the server's 409 text when the move is no longer allowed, and loads the order again", async () => {
    const user = userEvent.setup();
    const onStale = vi.fn();
    const refused = 'Order is completed; allowed moves: none';
    renderWithApp(
      <OrderStatusActions orderId={ID} status="processing" total={TOTAL} shipped onStale={onStale} />,
      {
        toasts: true,
        mocks: [
          mockError(
            SetOrderStatusMutation,
            { id: ID, status: 'completed', resiNumber: null, courier: null, reason: null },
            refused,
            {
              code: 'CONFLICT',
            },
          ),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await confirmYes(user);
    await expectToast(refused);
    await waitFor(() => expect(onStale).toHaveBeenCalled());
  });

  it('offers Cancel and refund on a paid order and on a processing one not shipped yet, never once shipped', () => {
    const offers = (status: 'pending' | 'paid' | 'processing', shipped: boolean) => {
      const { unmount } = renderWithApp(
        <OrderStatusActions orderId={ID} status={status} total={TOTAL} shipped={shipped} onStale={vi.fn()} />,
      );
      const names = screen.getAllByRole('button').map((button) => button.textContent);
      unmount();
      return names;
    };
    expect(offers('paid', false)).toEqual(['Mark as processing', 'Cancel and refund']);
    expect(offers('processing', false)).toEqual(['Mark as completed', 'Cancel and refund']);
    expect(offers('processing', true)).toEqual(['Mark as completed']);
    expect(offers('pending', false)).toEqual(['Cancel order']);
  });

  it('names the amount, sends the reason with cancelled, and says it was refunded', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <OrderStatusActions orderId={ID} status="paid" total={TOTAL} shipped={false} onStale={vi.fn()} />,
      {
        toasts: true,
        mocks: [
          mockQuery(
            SetOrderStatusMutation,
            { id: ID, status: 'cancelled', resiNumber: null, courier: null, reason: 'Stok rusak' },
            moved('cancelled'),
          ),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByTestId('refund-dialog');
    expect(within(dialog).getByTestId('refund-amount')).toHaveTextContent(/Rp\s418\.000/u);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Stok rusak ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await expectToast(`Order cancelled and ${formatRupiah(TOTAL)} refunded`);
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument());
  });

  it('sends no reason when none is given, and keeps the order when staff step back', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <OrderStatusActions orderId={ID} status="processing" total={TOTAL} shipped={false} onStale={vi.fn()} />,
      {
        toasts: true,
        mocks: [
          mockQuery(
            SetOrderStatusMutation,
            { id: ID, status: 'cancelled', resiNumber: null, courier: null, reason: null },
            moved('cancelled'),
          ),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    let dialog = await screen.findByTestId('refund-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    dialog = await screen.findByTestId('refund-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await expectToast('refunded');
  });

  it("shows the provider's refusal, keeps the dialog open and loads the order again", async () => {
    const user = userEvent.setup();
    const onStale = vi.fn();
    const refused =
      'Midtrans refused the refund (412: Merchant cannot modify status of the transaction). The order stays paid and nothing was refunded.';
    renderWithApp(
      <OrderStatusActions orderId={ID} status="paid" total={TOTAL} shipped={false} onStale={onStale} />,
      {
        toasts: true,
        mocks: [
          mockError(
            SetOrderStatusMutation,
            { id: ID, status: 'cancelled', resiNumber: null, courier: null, reason: null },
            refused,
            { code: 'CONFLICT' },
          ),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByTestId('refund-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await expectToast(refused);
    await waitFor(() => expect(onStale).toHaveBeenCalled());
    expect(screen.getByTestId('refund-dialog')).toBeInTheDocument();
  });

  it('says when the last refund attempt was refused', () => {
    renderWithApp(
      <OrderStatusActions
        orderId={ID}
        status="paid"
        total={TOTAL}
        shipped={false}
        refundStatus="failed"
        onStale={vi.fn()}
      />,
    );
    expect(screen.getByTestId('refund-failed')).toHaveTextContent(/refused.*still paid/u);
  });
});
