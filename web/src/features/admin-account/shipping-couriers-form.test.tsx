import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { FreeShippingFormFragment, FreeShippingSettingQuery } from './free-shipping-form';
import { SettingsPage } from './settings-page';
import {
  ShippingCouriersFormFragment,
  ShippingCouriersQuery,
  UpdateShippingCouriersMutation,
} from './shipping-couriers-form';

const couriers = (...codes: string[]) => ({
  __typename: 'ShippingCouriers' as const,
  ...makeFragmentData({ __typename: 'ShippingCouriers', couriers: codes }, ShippingCouriersFormFragment),
});
const freeShipping = mockQuery(
  FreeShippingSettingQuery,
  {},
  {
    freeShipping: {
      __typename: 'FreeShipping' as const,
      ...makeFragmentData(
        {
          __typename: 'FreeShipping',
          enabled: false,
          threshold: 300000,
          services: ['jne:REG', 'jnt:EZ', 'sicepat:REG', 'pos:Pos Reguler', 'tiki:REG'],
        },
        FreeShippingFormFragment,
      ),
    },
  },
);

describe('the couriers the shop offers, on the Shipping tab of the settings', () => {
  it('shows the offered couriers, asks for at least one, shows a refusal and saves in the shoppers’ order', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=shipping',
      toasts: true,
      mocks: [
        mockSession('admin'),
        freeShipping,
        mockQuery(
          ShippingCouriersQuery,
          {},
          { shippingCouriers: couriers('jne', 'jnt', 'sicepat', 'pos', 'tiki') },
        ),
        mockError(
          UpdateShippingCouriersMutation,
          { input: { couriers: ['tiki'] } },
          'couriers: You may not change the couriers',
          { code: 'FORBIDDEN' },
        ),
        mockQuery(
          UpdateShippingCouriersMutation,
          { input: { couriers: ['jne', 'tiki'] } },
          { updateShippingCouriers: couriers('jne', 'tiki') },
        ),
      ],
    });

    const form = await screen.findByRole('form', { name: 'Couriers' });
    const group = within(form).getByRole('group', { name: 'Couriers' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'JNE',
      'J&T Express',
      'SiCepat',
      'POS Indonesia',
      'TIKI',
    ]);
    for (const box of boxes) expect(box).toBeChecked();

    for (const name of ['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'TIKI']) {
      await user.click(within(group).getByRole('checkbox', { name }));
    }
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose at least one courier')).toBeInTheDocument();

    await user.click(within(group).getByRole('checkbox', { name: 'TIKI' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('You may not change the couriers')).not.toHaveLength(0);

    await user.click(within(group).getByRole('checkbox', { name: 'JNE' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it('shows a failed load with a way to try again', async () => {
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=shipping',
      mocks: [
        mockSession('admin'),
        freeShipping,
        mockError(ShippingCouriersQuery, {}, 'The shop is not answering', { code: 'UPSTREAM_UNAVAILABLE' }),
      ],
    });
    expect(await screen.findByText('The shop is not answering')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
