import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockError, mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { PolicyPageFormFragment, PolicyPageSourceQuery, UpdatePolicyPageMutation } from './policy-pages-form';
import { SettingsPage } from './settings-page';

const text = (title: string, body: string) => ({ __typename: 'PolicyPageText' as const, title, body });
const source = (slug: string, en: { title: string; body: string }, id: { title: string; body: string }) => ({
  __typename: 'PolicyPageSource' as const,
  ...makeFragmentData(
    { __typename: 'PolicyPageSource', slug, en: text(en.title, en.body), id: text(id.title, id.body) },
    PolicyPageFormFragment,
  ),
});

const SHIPPING = {
  en: { title: 'Shipping Policy', body: 'We ship from Yogyakarta.' },
  id: { title: 'Kebijakan Pengiriman', body: 'Kami mengirim dari Yogyakarta.' },
};
const RETURNS = {
  en: { title: 'Return Policy', body: 'Within 7 days.' },
  id: { title: 'Kebijakan Pengembalian', body: 'Dalam 7 hari.' },
};

describe('the Policies tab of the settings', () => {
  it('edits a page in both languages, shows the server refusal on its field and saves', async () => {
    const user = userEvent.setup();
    const changed = { en: { ...RETURNS.en, body: 'Within 14 days.' }, id: RETURNS.id };
    const { router } = renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=policies',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(
          PolicyPageSourceQuery,
          { slug: 'shipping' },
          { policyPageSource: source('shipping', SHIPPING.en, SHIPPING.id) },
        ),
        mockQuery(
          PolicyPageSourceQuery,
          { slug: 'returns' },
          { policyPageSource: source('returns', RETURNS.en, RETURNS.id) },
        ),
        mockError(
          UpdatePolicyPageMutation,
          { slug: 'returns', input: { en: { ...changed.en, title: 'Returns!' }, id: changed.id } },
          'en.title must be at most 120 characters',
        ),
        mockQuery(
          UpdatePolicyPageMutation,
          { slug: 'returns', input: changed },
          { updatePolicyPage: source('returns', changed.en, changed.id) },
        ),
      ],
    });

    expect(await screen.findByLabelText(/^Title \(English\)/)).toHaveValue('Shipping Policy');
    expect(screen.getByLabelText(/^Text \(Bahasa Indonesia\)/)).toHaveValue('Kami mengirim dari Yogyakarta.');
    await user.click(screen.getByRole('tab', { name: 'Return Policy' }));
    expect(router.state.location.search).toBe('?tab=policies&policy=returns');
    const title = await screen.findByDisplayValue('Return Policy');
    expect(screen.getByRole('link', { name: /Open the page/ })).toHaveAttribute('href', '/policy/returns');

    // The form's own check first: a title is required.
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();

    await user.type(title, 'Returns!');
    const body = screen.getByLabelText(/^Text \(English\)/);
    await user.clear(body);
    await user.type(body, 'Within 14 days.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('en.title must be at most 120 characters')).not.toHaveLength(0);
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.clear(title);
    await user.type(title, 'Return Policy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });
});
