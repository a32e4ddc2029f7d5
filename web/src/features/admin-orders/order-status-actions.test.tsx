import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { OrderStatusActions, resiProblem, SetOrderStatusMutation } from './order-status-actions';

const ID = 'order-1';

function moved(status: 'processing' | 'completed' | 'cancelled', resiNumber = '') {
  return {
    setOrderStatus: {
      __typename: 'Order' as const,
      id: ID,
      status,
      shipment: {
        __typename: 'OrderShipment' as const,
        resiNumber,
        shipmentDate: null,
        status: 'shipped' as const,
      },
      payment: { __typename: 'OrderPayment' as const, status: 'paid' as const },
    },
  };
}

async function confirmYes(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByTestId('confirm-dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

describe('OrderStatusActions', () => {
  it('offers only the moves the server allows from each status', () => {
    const { unmount } = renderWithApp(<OrderStatusActions orderId={ID} status="paid" onStale={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Mark as processing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<OrderStatusActions orderId={ID} status="completed" onStale={vi.fn()} />);
    expect(screen.queryByTestId('order-actions')).not.toBeInTheDocument();
  });

  it('checks the resi number', () => {
    expect(resiProblem(' ')).toBe('The resi number is required');
    expect(resiProblem('JNE 123')).toBe('Use letters, digits and dashes (at most 50)');
    expect(resiProblem('JNE-0012345')).toBeUndefined();
  });

  it('asks for the resi number, confirms, and sends it with processing', async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderStatusActions orderId={ID} status="paid" onStale={vi.fn()} />, {
      toasts: true,
      mocks: [
        mockQuery(
          SetOrderStatusMutation,
          { id: ID, status: 'processing', resiNumber: 'JNE-0012345' },
          moved('processing', 'JNE-0012345'),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Mark as processing' }));
    const dialog = await screen.findByTestId('resi-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The resi number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Resi number'), 'JNE-0012345');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await confirmYes(user);
    await expectToast('success update data');
  });

  it("shows the server's 409 text when the move is no longer allowed, and loads the order again", async () => {
    const user = userEvent.setup();
    const onStale = vi.fn();
    const refused = 'Order is completed; allowed moves: none';
    renderWithApp(<OrderStatusActions orderId={ID} status="processing" onStale={onStale} />, {
      toasts: true,
      mocks: [
        mockError(SetOrderStatusMutation, { id: ID, status: 'completed', resiNumber: null }, refused, {
          code: 'CONFLICT',
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await confirmYes(user);
    await expectToast(refused);
    await waitFor(() => expect(onStale).toHaveBeenCalled());
  });
});
