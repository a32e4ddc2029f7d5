import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  OrderAutoCompleteFormFragment,
  OrderAutoCompleteSettingQuery,
  UpdateOrderAutoCompleteSettingMutation,
} from './order-auto-complete-form';
import { CompleteOnDeliveryFormFragment, CompleteOnDeliverySettingQuery } from './complete-on-delivery-form';
import { SettingsPage } from './settings-page';

// The tab's other card (issue 23), answered so that only this card's states are in question.
const deliverySetting = mockQuery(
  CompleteOnDeliverySettingQuery,
  {},
  {
    completeOnDeliverySetting: {
      __typename: 'CompleteOnDeliverySetting',
      ...makeFragmentData(
        { __typename: 'CompleteOnDeliverySetting', enabled: false },
        CompleteOnDeliveryFormFragment,
      ),
    },
  },
);

const setting = (days: number) => ({
  __typename: 'OrderAutoCompleteSetting' as const,
  ...makeFragmentData({ __typename: 'OrderAutoCompleteSetting', days }, OrderAutoCompleteFormFragment),
});

describe('the Orders tab of the settings', () => {
  it('shows the days, checks them (1 to 60) and saves', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting',
      toasts: true,
      mocks: [
        mockSession('admin'),
        deliverySetting,
        mockQuery(OrderAutoCompleteSettingQuery, {}, { orderAutoCompleteSetting: setting(7) }),
        mockQuery(
          UpdateOrderAutoCompleteSettingMutation,
          { days: 14 },
          { updateOrderAutoCompleteSetting: setting(14) },
        ),
      ],
    });

    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(router.state.location.search).toBe('?tab=orders');
    const days = await screen.findByLabelText('Complete after (days)');
    expect(days).toHaveValue('7');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(days.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Complete after must be at least 1')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '61');
    expect(await screen.findByText('Complete after must be at most 60')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(days.closest('form')!).getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=orders',
      mocks: [
        mockSession('admin'),
        deliverySetting,
        mockError(OrderAutoCompleteSettingQuery, {}, 'The shop is not answering', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
