import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { NPWP_RULE, SELLER_PHONE_RULE } from '@lemari/shop/rules';
import { i18n } from '@/lib/i18n';
import { RULE_MESSAGES, SellerFormFragment, SellerSettingQuery, UpdateSellerMutation } from './seller-form';
import { SettingsPage } from './settings-page';

const SELLER = {
  name: 'Lemari',
  address: 'Jl. Malioboro No. 52\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
  npwp: '',
};
const seller = (values: typeof SELLER) => ({
  __typename: 'Seller' as const,
  ...makeFragmentData({ __typename: 'Seller', ...values }, SellerFormFragment),
});

describe('the Invoice tab of the settings', () => {
  it('shows the seller, checks the NPWP, shows the server refusal on its field and saves', async () => {
    const user = userEvent.setup();
    const saved = { ...SELLER, npwp: '01.234.567.8-541.000' };
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(SellerSettingQuery, {}, { seller: seller(SELLER) }),
        mockError(
          UpdateSellerMutation,
          { input: { ...SELLER, npwp: '012345678541000' } },
          'npwp: You may not change the seller',
          { code: 'FORBIDDEN' },
        ),
        mockQuery(UpdateSellerMutation, { input: saved }, { updateSeller: seller(saved) }),
      ],
    });

    await user.click(await screen.findByRole('tab', { name: 'Invoice' }));
    expect(router.state.location.search).toBe('?tab=invoice');
    expect(await screen.findByLabelText(/^Shop name/)).toHaveValue('Lemari');
    expect(screen.getByLabelText(/^Address/)).toHaveValue(SELLER.address);
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(0274) 512345');
    const npwp = screen.getByLabelText(/^NPWP/);

    await user.type(npwp, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Must be an NPWP of 15 digits/)).toBeInTheDocument();

    await user.clear(npwp);
    await user.type(npwp, '012345678541000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('You may not change the seller')).not.toHaveLength(0);
    expect(npwp).toHaveAttribute('aria-invalid', 'true');

    await user.clear(npwp);
    await user.type(npwp, '01.234.567.8-541.000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });

  it("says the shared rules' sentences in English as the rules write them", () => {
    const sentence = (rule: string) => rule.charAt(0).toUpperCase() + rule.slice(1);
    expect(i18n._(RULE_MESSAGES.phone)).toBe(sentence(SELLER_PHONE_RULE));
    expect(i18n._(RULE_MESSAGES.npwp)).toBe(sentence(NPWP_RULE));
  });
});
