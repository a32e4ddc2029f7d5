import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderStage } from '@/components/order-words';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import { OrderTracking, OrderTrackingQuery, ParcelTracking, ParcelTrackingFragment } from './parcel-tracking';

const event = (at: string, description: string, location: string) => ({
  __typename: 'TrackingEvent' as const,
  at,
  description,
  location,
});

const TRACKING = {
  __typename: 'Tracking' as const,
  courier: 'jnt',
  resi: 'JT0012345678',
  delivered: false,
  events: [
    event('2026-11-21T01:30:00.000Z', 'Arrived at J&T sorting center', 'Bandung'),
    event('2026-11-20T03:05:00.000Z', 'Shipment picked up by J&T Express', 'Yogyakarta'),
  ],
};

const answer = (tracking: typeof TRACKING | null) => ({
  order: {
    __typename: 'Order' as const,
    id: 'order-1',
    tracking: tracking && {
      __typename: 'Tracking' as const,
      ...makeFragmentData(tracking, ParcelTrackingFragment),
    },
  },
});

describe('ParcelTracking', () => {
  it("shows the courier's name and the resi, and the events newest first with where and when", () => {
    renderWithApp(<ParcelTracking tracking={makeFragmentData(TRACKING, ParcelTrackingFragment)} />);
    const card = screen.getByTestId('parcel-tracking');
    expect(within(card).getByRole('heading', { name: 'Tracking' })).toBeInTheDocument();
    expect(within(card).getByTestId('tracking-resi')).toHaveTextContent('J&T Express JT0012345678');
    expect(within(card).getByTestId('tracking-state')).toHaveTextContent('On the way');
    const events = within(card).getAllByTestId('tracking-event');
    expect(events).toHaveLength(2);
    expect(events[0]).toHaveTextContent('Arrived at J&T sorting center');
    expect(events[0]).toHaveTextContent(/Bandung · 21 November 2026 (at|pukul) 08\.30/);
    expect(events[1]).toHaveTextContent('Shipment picked up by J&T Express');
    expect(events[1]).toHaveTextContent('Yogyakarta');
    expect(
      within(events[0]!)
        .getByText(/08\.30/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-11-21T01:30:00.000Z');
    expect(within(card).getByRole('list', { name: 'Tracking updates, newest first' })).toBeInTheDocument();
  });

  it('marks a delivered parcel', () => {
    const delivered = {
      ...TRACKING,
      courier: 'pos',
      delivered: true,
      events: [
        event('2026-11-22T05:00:00.000Z', 'Delivered, received by Sari', 'Bandung'),
        ...TRACKING.events,
      ],
    };
    renderWithApp(<ParcelTracking tracking={makeFragmentData(delivered, ParcelTrackingFragment)} />);
    expect(screen.getByTestId('tracking-state')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('tracking-resi')).toHaveTextContent('POS Indonesia');
    expect(screen.getAllByTestId('tracking-event')[0]).toHaveTextContent('Delivered, received by Sari');
  });

  it('says there are no updates yet before the first scan, and for no tracking at all', () => {
    const { unmount } = renderWithApp(
      <ParcelTracking tracking={makeFragmentData({ ...TRACKING, events: [] }, ParcelTrackingFragment)} />,
    );
    expect(screen.getByTestId('tracking-empty')).toHaveTextContent('No tracking updates yet');
    expect(screen.getByTestId('tracking-resi')).toHaveTextContent('JT0012345678');
    expect(screen.queryByTestId('tracking-event')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<ParcelTracking tracking={null} />);
    expect(screen.getByTestId('tracking-empty')).toHaveTextContent('No tracking updates yet');
  });

  it('fits a 360 px phone: a long resi and event text wrap instead of widening the page', () => {
    phoneViewport();
    const long = {
      ...TRACKING,
      resi: 'JT00123456789012345678901234567890',
      events: [
        event('2026-11-21T01:30:00.000Z', 'Departed to Kabupaten Kepulauan Seribu, in transit', 'Yogyakarta'),
      ],
    };
    renderWithApp(<ParcelTracking tracking={makeFragmentData(long, ParcelTrackingFragment)} />);
    expect(getComputedStyle(screen.getByTestId('tracking-resi')).wordBreak).toBe('break-all');
    expect(getComputedStyle(screen.getByText(/Departed to Kabupaten/)).wordBreak).toBe('break-word');
  });
});

describe('OrderTracking', () => {
  const noop = () => undefined;

  it('shows a skeleton while it loads, then the tracking', async () => {
    renderWithApp(<OrderTracking orderId="order-1" stage="shipped" onArrived={noop} />, {
      mocks: [mockQuery(OrderTrackingQuery, { id: 'order-1' }, answer(TRACKING))],
    });
    expect(screen.getByLabelText('Loading the tracking')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByTestId('tracking-event')).toHaveLength(2);
    expect(screen.queryByLabelText('Loading the tracking')).not.toBeInTheDocument();
  });

  it("shows the courier's failure with a retry that loads it again", async () => {
    const user = userEvent.setup();
    renderWithApp(<OrderTracking orderId="order-1" stage="shipped" onArrived={noop} />, {
      mocks: [
        mockError(OrderTrackingQuery, { id: 'order-1' }, 'Tracking is unavailable right now.', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
        mockQuery(OrderTrackingQuery, { id: 'order-1' }, answer(TRACKING)),
      ],
    });
    const failed = await screen.findByTestId('error-state');
    expect(failed).toHaveTextContent('Tracking is unavailable right now.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('tracking-event')).toHaveLength(2);
  });

  it('has the order read again when it finds the parcel delivered while the order still reads shipped, once', async () => {
    const delivered = {
      ...TRACKING,
      delivered: true,
      events: [
        event('2026-11-22T06:00:00.000Z', 'Delivered, received by Sari', 'Bandung'),
        ...TRACKING.events,
      ],
    };
    const onArrived = vi.fn();
    // The screen around it: reading the order again brings its new stage.
    function Screen() {
      const [stage, setStage] = useState<OrderStage>('shipped');
      return (
        <>
          <span data-testid="stage">{stage}</span>
          <OrderTracking
            orderId="order-1"
            stage={stage}
            onArrived={() => {
              onArrived();
              setStage('delivered');
            }}
          />
        </>
      );
    }
    renderWithApp(<Screen />, {
      mocks: [mockQuery(OrderTrackingQuery, { id: 'order-1' }, answer(delivered))],
    });
    expect(await screen.findByTestId('tracking-state')).toHaveTextContent('Delivered');
    await waitFor(() => expect(screen.getByTestId('stage')).toHaveTextContent('delivered'));
    expect(onArrived).toHaveBeenCalledOnce();
  });

  it('leaves the order alone while the parcel is on its way, or when the order already tells the delivery', async () => {
    const onArrived = vi.fn();
    renderWithApp(<OrderTracking orderId="order-1" stage="shipped" onArrived={onArrived} />, {
      mocks: [mockQuery(OrderTrackingQuery, { id: 'order-1' }, answer(TRACKING))],
    });
    expect(await screen.findByTestId('tracking-state')).toHaveTextContent('On the way');
    expect(onArrived).not.toHaveBeenCalled();
  });
});
