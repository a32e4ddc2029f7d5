import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@lemari/shop/rules';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  PaymentMethodsFormFragment,
  PaymentMethodsSettingQuery,
  UpdatePaymentMethodsSettingMutation,
} from './payment-methods-form';
import { SettingsPage } from './settings-page';

const setting = (enabled: string[]) => ({
  __typename: 'PaymentMethodsSetting' as const,
  ...makeFragmentData({ __typename: 'PaymentMethodsSetting', enabled }, PaymentMethodsFormFragment),
});

describe('the Payment tab of the settings', () => {
  it('shows every method by its proper name, ticked when offered, needs one and saves', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(PaymentMethodsSettingQuery, {}, { paymentMethodsSetting: setting(['gopay', 'qris']) }),
        mockQuery(
          UpdatePaymentMethodsSettingMutation,
          { enabled: ['bca_va'] },
          { updatePaymentMethodsSetting: setting(['bca_va']) },
        ),
      ],
    });

    await user.click(await screen.findByRole('tab', { name: 'Payment' }));
    expect(router.state.location.search).toBe('?tab=payment');
    const group = await screen.findByRole('group', { name: 'Offered on the payment page' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(PAYMENT_METHODS.length);
    const qris = screen.getByRole('checkbox', { name: 'QRIS' });
    const gopay = screen.getByRole('checkbox', { name: 'GoPay' });
    const bca = screen.getByRole('checkbox', { name: 'BCA Virtual Account' });
    expect(qris).toBeChecked();
    expect(gopay).toBeChecked();
    expect(bca).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mandiri Bill Payment' })).not.toBeChecked();

    await user.click(qris);
    await user.click(gopay);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one payment method')).toBeInTheDocument();

    // The storefront leaves none out by itself: BCA Virtual Account alone is a choice it offers as it is.
    await user.click(bca);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=payment',
      mocks: [
        mockSession('admin'),
        mockError(PaymentMethodsSettingQuery, {}, 'The shop is not answering', {
          code: 'UPSTREAM_UNAVAILABLE',
        }),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
