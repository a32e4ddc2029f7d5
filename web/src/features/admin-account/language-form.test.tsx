import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { LanguageFormFragment, LanguageSettingQuery, UpdateLanguageSettingMutation } from './language-form';
import { SettingsPage } from './settings-page';

const setting = (language: 'en' | 'id') => ({
  __typename: 'LanguageSetting' as const,
  ...makeFragmentData({ __typename: 'LanguageSetting', language }, LanguageFormFragment),
});

describe("the shop's default language in the settings", () => {
  it('shows the setting and saves another', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, {
      route: '/admin/setting',
      at: '/admin/setting?tab=notifications',
      toasts: true,
      mocks: [
        mockSession('admin'),
        mockQuery(LanguageSettingQuery, {}, { languageSetting: setting('en') }),
        mockQuery(
          UpdateLanguageSettingMutation,
          { language: 'id' },
          { updateLanguageSetting: setting('id') },
        ),
      ],
    });

    const select = await screen.findByRole('combobox', { name: 'Default language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('success update data');
  });
});
