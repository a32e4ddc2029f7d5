import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import {
  FreeShippingFormFragment,
  FreeShippingSettingQuery,
  UpdateFreeShippingMutation,
} from './free-shipping-form';
import { SettingsPage } from './settings-page';

/** Each courier's regular service: what a new shop covers. */
const REGULAR = ['jne:REG', 'jnt:EZ', 'sicepat:REG', 'pos:Pos Reguler', 'tiki:REG'];

const setting = (enabled: boolean, threshold: number, services = REGULAR) => ({
  __typename: 'FreeShipping' as const,
  ...makeFragmentData({ __typename: 'FreeShipping', enabled, threshold, services }, FreeShippingFormFragment),
});

const renderTab = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<SettingsPage />, {
    route: '/admin/setting',
    at: '/admin/setting?tab=shipping',
    toasts: true,
    mocks: [mockSession('admin'), ...mocks],
  });

/** A courier's group of services on the card. */
const courierGroup = (code: string) => screen.getByTestId(`free-shipping-services-${code}`);

afterEach(() => i18n.activate('en'));

describe('the Shipping tab of the settings', () => {
  it('shows the setting, checks the threshold, shows the server refusal on its field and saves', async () => {
    const user = userEvent.setup();
    const { router } = renderTab([
      mockQuery(FreeShippingSettingQuery, {}, { freeShipping: setting(false, 300000) }),
      mockError(
        UpdateFreeShippingMutation,
        { input: { enabled: true, threshold: 2000000000, services: REGULAR } },
        'threshold must be at most 1000000000',
      ),
      mockQuery(
        UpdateFreeShippingMutation,
        { input: { enabled: true, threshold: 250000, services: REGULAR } },
        { updateFreeShipping: setting(true, 250000) },
      ),
    ]);

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

  it("offers each courier's services, ticks those covered, saves a new choice in list order and shows the server's refusal", async () => {
    const user = userEvent.setup();
    // Saved: JNE's regular service and TIKI's overnight one; J&T's EZ is not covered.
    const saved = ['tiki:ONS', 'jne:REG'];
    const chosen = ['jne:REG', 'jne:YES', 'pos:Pos Nextday', 'tiki:ONS'];
    renderTab([
      mockQuery(FreeShippingSettingQuery, {}, { freeShipping: setting(true, 300000, saved) }),
      mockError(
        UpdateFreeShippingMutation,
        { input: { enabled: true, threshold: 300000, services: [] } },
        'services must name at least one service while free shipping is on',
      ),
      mockQuery(
        UpdateFreeShippingMutation,
        { input: { enabled: true, threshold: 300000, services: chosen } },
        { updateFreeShipping: setting(true, 300000, chosen) },
      ),
    ]);

    await screen.findByLabelText(/Threshold \(Rp\)/u);
    const group = screen.getByRole('group', { name: 'Services it covers' });
    // Each courier's services, by code and what it is, read out with the courier's name.
    const names = (code: string) =>
      within(courierGroup(code))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    expect(names('jne')).toEqual(['JNE OKE · Economy', 'JNE REG · Regular', 'JNE YES · Next day']);
    expect(names('jnt')).toEqual(['J&T Express EZ · Regular']);
    expect(names('sicepat')).toEqual([
      'SiCepat GOKIL · Cargo',
      'SiCepat REG · Regular',
      'SiCepat BEST · Next day',
    ]);
    expect(names('pos')).toEqual([
      'POS Indonesia Pos Reguler · Regular',
      'POS Indonesia Pos Nextday · Next day',
    ]);
    expect(names('tiki')).toEqual(['TIKI ECO · Economy', 'TIKI REG · Regular', 'TIKI ONS · Next day']);
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(box('JNE REG · Regular')).toBeChecked();
    expect(box('TIKI ONS · Next day')).toBeChecked();
    expect(box('J&T Express EZ · Regular')).not.toBeChecked();
    expect(box('SiCepat REG · Regular')).not.toBeChecked();

    // None left: the server refuses, and says so on the services.
    await user.click(box('JNE REG · Regular'));
    await user.click(box('TIKI ONS · Next day'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(group).findByText('services must name at least one service while free shipping is on'),
    ).toBeInTheDocument();

    // Ticked in any order, sent couriers first, each one's services as listed.
    await user.click(box('TIKI ONS · Next day'));
    await user.click(box('POS Indonesia Pos Nextday · Next day'));
    await user.click(box('JNE YES · Next day'));
    await user.click(box('JNE REG · Regular'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
    expect(box('JNE YES · Next day')).toBeChecked();
  });

  it('keeps a saved service the list does not know, under its courier', async () => {
    renderTab([
      mockQuery(FreeShippingSettingQuery, {}, { freeShipping: setting(true, 300000, ['jne:JTR', 'jnt:EZ']) }),
    ]);
    await screen.findByLabelText(/Threshold \(Rp\)/u);
    const jtr = within(courierGroup('jne')).getByRole('checkbox', { name: 'JNE JTR' });
    expect(jtr).toBeChecked();
  });

  it('names the services and what each is in Indonesian', async () => {
    startLanguage('id', ['core', 'store', 'admin']);
    renderTab([mockQuery(FreeShippingSettingQuery, {}, { freeShipping: setting(true, 300000) })]);
    const group = await screen.findByRole('group', { name: 'Layanan yang digratiskan' });
    expect(within(group).getByRole('checkbox', { name: 'JNE YES · Besok sampai' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'SiCepat GOKIL · Kargo' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'TIKI ECO · Ekonomis' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'J&T Express EZ · Reguler' })).toBeChecked();
  });
});
