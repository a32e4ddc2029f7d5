// The app's toaster for component tests, mounted beside the screen (not inside its router, as in the app): a toast
// outlives the screen that raised it, e.g. 'Success Sign Up' after the move to /check-email.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { system } from '@/app/theme';
import { Toaster } from '@/components/toaster';

export function renderToaster() {
  return render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
}

/** Waits for a toast whose text contains `text`. */
export async function expectToast(text: string) {
  await waitFor(() =>
    expect(screen.getAllByTestId('toast').some((toast) => toast.textContent?.includes(text))).toBe(true),
  );
}
