import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { LowStockFormFragment, LowStockSettingQuery, UpdateLowStockSettingMutation } from './low-stock-form';
import { SettingsPage } from './settings-page';

const setting = (threshold: number) => ({
  __typename: 'LowStockSetting' as const,
  ...makeFragmentData({ __typename: 'LowStockSetting', threshold }, LowStockFormFragment),
});

describe('the Stock tab of the settings', () => {
  it('shows the threshold, checks it, shows the server refusal on its field and saves', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(LowStockSettingQuery, {}, { lowStockSetting: setting(3) }),
        mockError(
          UpdateLowStockSettingMutation,
          { input: { threshold: 7 } },
          'threshold: You may not change the low-stock threshold',
          { code: 'FORBIDDEN' },
        ),
        mockQuery(
          UpdateLowStockSettingMutation,
          { input: { threshold: 5 } },
          { updateLowStockSetting: setting(5) },
        ),
      ],
    });

    await user.click(await screen.findByRole('tab', { name: 'Stock' }));
    expect(router.state.location.search).toBe('?tab=stock');
    const threshold = await screen.findByLabelText('Low-stock threshold (pieces)');
    expect(threshold).toHaveValue('3');

    await user.clear(threshold);
    await user.type(threshold, '1001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Low-stock threshold must be at most 1.000')).toBeInTheDocument();

    await user.clear(threshold);
    await user.type(threshold, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('You may not change the low-stock threshold')).not.toHaveLength(0);
    expect(threshold).toHaveAttribute('aria-invalid', 'true');

    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=stock',
      mocks: [
        mockSession('admin'),
        mockError(LowStockSettingQuery, {}, 'The shop is not answering', { code: 'UPSTREAM_UNAVAILABLE' }),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
