// Toasts in component tests (render with renderWithApp's `toasts: true`).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for a toast whose text contains `text` (several toasts may be on screen). */
export async function expectToast(text: string) {
  await waitFor(() =>
    expect(screen.getAllByTestId('toast').some((toast) => toast.textContent?.includes(text))).toBe(true),
  );
}
