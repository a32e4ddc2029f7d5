import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { FreeShippingSettingQuery, UpdateFreeShippingMutation } from './free-shipping-form';
import { SettingsPage } from './settings-page';

const setting = (enabled: boolean, threshold: number) => ({
  __typename: 'FreeShipping' as const,
  enabled,
  threshold,
});

describe('the Shipping tab of the settings', () => {
  it('shows the setting, checks the threshold, shows the server refusal on its field and saves', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=shipping',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(FreeShippingSettingQuery, {}, { freeShipping: setting(false, 300000) }),
        mockError(
          UpdateFreeShippingMutation,
          { input: { enabled: true, threshold: 2000000000 } },
          'threshold must be at most 1000000000',
        ),
        mockQuery(
          UpdateFreeShippingMutation,
          { input: { enabled: true, threshold: 250000 } },
          { updateFreeShipping: setting(true, 250000) },
        ),
      ],
    });

    const threshold = await screen.findByLabelText(/Threshold \(Rp\)/u);
    // Grouped as staff type rupiah (MoneyField).
    expect(threshold).toHaveValue('300.000');
    const toggle = screen.getByRole('checkbox', { name: 'Free shipping from the threshold' });
    expect(toggle).not.toBeChecked();
    expect(router.state.location.search).toBe('?tab=shipping');

    await user.click(toggle);
    await user.clear(threshold);
    // Only digits go in: a minus sign is no rupiah amount.
    await user.type(threshold, '-5');
    expect(threshold).toHaveValue('5');

    await user.clear(threshold);
    await user.type(threshold, '2000000000');
    expect(threshold).toHaveValue('2.000.000.000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('threshold must be at most 1000000000')).not.toHaveLength(0);
    expect(threshold).toHaveAttribute('aria-invalid', 'true');

    await user.clear(threshold);
    await user.type(threshold, '250000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });
});
