import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SessionNotice } from './session-notice';

describe('SessionNotice', () => {
  it('says the person has no access when a guard sent them here with forbidden=true', async () => {
    const { router } = renderWithApp(<SessionNotice />, { at: '/?forbidden=true&page=2' });
    const notice = screen.getByTestId('session-notice');
    expect(notice).toHaveTextContent('You do not have access to that page.');
    expect(notice).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('session-notice')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows nothing otherwise', () => {
    renderWithApp(<SessionNotice />, { at: '/?forbidden=false' });
    expect(screen.queryByTestId('session-notice')).not.toBeInTheDocument();
  });
});
