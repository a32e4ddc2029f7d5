import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad, deferred } from './deferred';

describe('deferred', () => {
  it('loads the piece once, however often it is asked for', async () => {
    const load = vi.fn(async () => () => <p>The piece</p>);
    const piece = deferred(load);
    await Promise.all([piece.preload(), piece.preload()]);
    render(
      <Suspense fallback={null}>
        <piece.Component />
      </Suspense>,
    );
    expect(await screen.findByText('The piece')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing, and keeps the page, when its code does not arrive; it appears once preload has brought it', async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>The piece</p>);
    const piece = deferred(load);
    render(
      <div>
        <p>The page</p>
        <Suspense fallback={<p>Loading</p>}>
          <piece.Component />
        </Suspense>
      </div>,
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('The piece')).not.toBeInTheDocument();
    await expect(piece.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('The piece')).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('runs a piece a few seconds after the page has loaded; cancelled, it leaves no timer behind', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      afterPageLoad(run);
      vi.runAllTimers();
      expect(run).toHaveBeenCalledTimes(1);

      const cancelled = vi.fn();
      const cancel = afterPageLoad(cancelled);
      cancel();
      // A timer left pending would run after its page, or its test's window, is gone.
      expect(vi.getTimerCount()).toBe(0);
      vi.runAllTimers();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
