import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { toaster } from './toaster';

/** A screen that says something as soon as it is shown (an edit address without an id, …). */
function SaysOnMount({ text }: { text: string }) {
  useEffect(() => {
    toaster.error({ title: text });
  }, [text]);
  return null;
}

describe('Toaster', () => {
  it('shows a toast a screen raised while mounting, before the toaster was listening', async () => {
    // The app's order: the screens (under the router), then the toaster beside them.
    renderWithApp(<SaysOnMount text="No ID provided" />, { toasts: true });
    // Well before the toaster's view would load on its own (a few seconds after the page).
    expect(await screen.findByText('No ID provided', {}, { timeout: 1500 })).toBeInTheDocument();
  });

  it('loads its view with the first toast raised later', async () => {
    renderWithApp(<p>A screen</p>, { toasts: true });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    toaster.success({ title: 'Saved' });
    expect(await screen.findByText('Saved', {}, { timeout: 1500 })).toBeInTheDocument();
  });

  it('hands the toasts raised before its store arrived on in their order', async () => {
    vi.resetModules();
    const fresh = await import('./toaster');
    fresh.toaster.success({ title: 'First' });
    fresh.toaster.error({ title: 'Second' });
    const { toastStore } = await import('./toaster-store');
    await vi.waitFor(() => expect(toastStore.getVisibleToasts()).toHaveLength(2));
    // The store lists the newest first.
    expect(toastStore.getVisibleToasts().map((toast) => [toast.type, toast.title])).toEqual([
      ['error', 'Second'],
      ['success', 'First'],
    ]);
    fresh.toaster.remove();
  });

  it('shows its view with a later toast when the view’s code did not arrive the first time', async () => {
    vi.resetModules();
    let arrives = false;
    let failed!: () => void;
    const firstTryFailed = new Promise<void>((resolve) => (failed = resolve));
    vi.doMock('./toaster-view', async (importOriginal) => {
      if (!arrives) {
        failed();
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return importOriginal();
    });
    try {
      const fresh = await import('./toaster');
      const { ChakraProvider } = await import('@chakra-ui/react');
      const { system } = await import('@/lib/theme');
      render(
        <ChakraProvider value={system}>
          <p>A screen</p>
          <fresh.Toaster />
        </ChakraProvider>,
      );
      fresh.toaster.error({ title: 'Lost' });
      // The view's code fails: the screen stays, with no toast.
      await firstTryFailed;
      await waitFor(() => expect(screen.queryByText('Lost')).not.toBeInTheDocument());
      expect(screen.getByText('A screen')).toBeInTheDocument();

      arrives = true;
      fresh.toaster.success({ title: 'Saved' });
      expect(await screen.findByText('Saved', {}, { timeout: 1500 })).toBeInTheDocument();
      fresh.toaster.remove();
    } finally {
      vi.doUnmock('./toaster-view');
    }
  });
});
