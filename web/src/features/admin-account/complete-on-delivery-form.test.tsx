import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  CompleteOnDeliveryFormFragment,
  CompleteOnDeliverySettingQuery,
  UpdateCompleteOnDeliveryMutation,
} from './complete-on-delivery-form';
import { OrderAutoCompleteFormFragment, OrderAutoCompleteSettingQuery } from './order-auto-complete-form';
import { SettingsPage } from './settings-page';

const setting = (enabled: boolean) => ({
  __typename: 'CompleteOnDeliverySetting' as const,
  ...makeFragmentData({ __typename: 'CompleteOnDeliverySetting', enabled }, CompleteOnDeliveryFormFragment),
});
const autoComplete = mockQuery(
  OrderAutoCompleteSettingQuery,
  {},
  {
    orderAutoCompleteSetting: {
      __typename: 'OrderAutoCompleteSetting',
      ...makeFragmentData({ __typename: 'OrderAutoCompleteSetting', days: 7 }, OrderAutoCompleteFormFragment),
    },
  },
);

describe("the Orders tab's delivered-orders setting", () => {
  it('shows the switch off, turns it on and saves', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=orders',
      toasts: true,
      mocks: [
        mockSession('admin'),
        autoComplete,
        mockQuery(CompleteOnDeliverySettingQuery, {}, { completeOnDeliverySetting: setting(false) }),
        mockQuery(
          UpdateCompleteOnDeliveryMutation,
          { enabled: true },
          { updateCompleteOnDeliverySetting: setting(true) },
        ),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Complete delivered orders' });
    const toggle = within(form).getByRole('checkbox', {
      name: 'Complete an order when its parcel is delivered',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=orders',
      mocks: [
        mockSession('admin'),
        autoComplete,
        mockError(CompleteOnDeliverySettingQuery, {}, 'The shop is not answering', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
