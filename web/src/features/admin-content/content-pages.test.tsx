import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imageFile, mockPaging, mockQuery, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { AffiliateFormPage, CreateAffiliateMutation } from './affiliate-form-page';
import { AdminAffiliatesQuery, AffiliateListPage } from './affiliate-list-page';
import { kindOf, widgetInput } from './widget-form-page';
import { AdminWidgetGroupsQuery, WidgetGroupListPage } from './widget-group-list-page';

const IMAGE = '/uploads/sari-640.webp';
// Not a literal in the mock (its fragment's fields are masked in the operation's type).
const CREATED = {
  __typename: 'AdminAffiliate' as const,
  id: 'a-1',
  name: 'Sari',
  socialMedia: 'TikTok' as const,
  username: '@sari',
  link: 'https://tiktok.com/@sari',
  image: IMAGE,
  status: true,
};

describe('AffiliateFormPage', () => {
  it("refuses to save without an image with the spec's text, then adds the affiliate with one", async () => {
    const user = userEvent.setup();
    const upload = mockUpload(IMAGE);
    const { router } = renderWithApp(<AffiliateFormPage />, {
      route: '/admin/afilliate/add',
      toasts: true,
      mocks: [
        upload.mock,
        mockQuery(
          CreateAffiliateMutation,
          {
            input: {
              name: 'Sari',
              socialMedia: 'TikTok',
              username: '@sari',
              link: 'https://tiktok.com/@sari',
              image: IMAGE,
              status: true,
            },
          },
          { createAffiliate: CREATED },
        ),
      ],
    });
    await user.type(screen.getByLabelText('Name'), 'Sari');
    await user.selectOptions(screen.getByLabelText('Social media'), 'TikTok');
    await user.type(screen.getByLabelText('Username'), '@sari');
    await user.type(screen.getByLabelText('Link'), 'https://tiktok.com/@sari');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Please upload an image first');
    expect(screen.getAllByText('Please upload an image first').length).toBeGreaterThan(0);

    await user.upload(screen.getByLabelText('Image'), imageFile());
    await expectToast('Image uploaded successfully!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Successfully added new affiliate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/afilliate'));
  });

  it("says 'No ID provided' for an edit address without an id and returns to the list", async () => {
    const { router } = renderWithApp(<AffiliateFormPage />, {
      route: '/admin/afilliate/:id',
      at: '/admin/afilliate/%20',
      toasts: true,
    });
    await expectToast('No ID provided');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/afilliate'));
  });
});

describe('AffiliateListPage', () => {
  it('sends the sort in the address to the server', async () => {
    renderWithApp(<AffiliateListPage />, {
      route: '/admin/afilliate',
      at: '/admin/afilliate?sort=name',
      mocks: [
        mockQuery(
          AdminAffiliatesQuery,
          { q: null, sort: 'NAME', page: { page: 1, limit: 10 } },
          {
            adminAffiliates: {
              __typename: 'AdminAffiliatePage',
              items: [
                {
                  __typename: 'AdminAffiliate',
                  id: 'a-1',
                  name: 'Ayu',
                  socialMedia: 'Instagram',
                  username: '@ayu',
                  link: 'https://instagram.com/ayu',
                  image: IMAGE,
                  status: false,
                },
              ],
              paging: mockPaging(1),
            },
          },
        ),
      ],
    });
    expect(await screen.findByText('Ayu')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    expect(screen.getByTestId('entries-text')).toHaveTextContent('Showing 1 to 1 of 1 entries');
  });
});

describe('WidgetGroupListPage', () => {
  it('says why a storefront group cannot be deleted and offers Delete on the others', async () => {
    const group = (id: string, name: string, slug: string) => ({
      __typename: 'WidgetGroup' as const,
      id,
      name,
      slug,
      description: '',
      widgetCount: 1,
    });
    renderWithApp(<WidgetGroupListPage />, {
      route: '/admin/widget-group',
      mocks: [
        mockQuery(
          AdminWidgetGroupsQuery,
          { q: null, page: { page: 1, limit: 10 } },
          {
            widgetGroups: {
              __typename: 'WidgetGroupPage',
              items: [group('g-banner', 'Banner', 'banner'), group('g-promo', 'Promo', 'promo')],
              paging: mockPaging(2),
            },
          },
        ),
      ],
    });
    const [banner, promo] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(banner!.getByRole('link', { name: 'Edit Banner' })).toHaveAttribute(
      'href',
      '/admin/widget-group/g-banner',
    );
    expect(banner!.queryByRole('button', { name: 'Delete Banner' })).not.toBeInTheDocument();
    expect(banner!.getByText('Used by the storefront')).toBeInTheDocument();
    expect(promo!.getByRole('button', { name: 'Delete Promo' })).toBeInTheDocument();
    expect(promo!.queryByText('Used by the storefront')).not.toBeInTheDocument();
  });
});

describe('widget fields by group', () => {
  const values = {
    groupID: 'g',
    name: ' Promo ',
    slug: '',
    type: 'VIDEO' as const,
    content: 'Diskon 50%',
    link: 'https://x.test',
    image: '/uploads/a.webp',
    status: true,
  };

  it('knows the storefront groups by slug', () => {
    expect(kindOf('hero-image')).toBe('hero');
    expect(kindOf('banner')).toBe('banner');
    expect(kindOf('highlight')).toBe('highlight');
    expect(kindOf('sidebar')).toBe('other');
  });

  it('sends a banner as an image with text, a highlight as text with a link, a hero as chosen', () => {
    expect(widgetInput(values, 'banner')).toMatchObject({
      type: 'IMAGE',
      link: '',
      image: '/uploads/a.webp',
      name: 'Promo',
    });
    expect(widgetInput(values, 'highlight')).toMatchObject({
      type: 'TEXT',
      image: '',
      link: 'https://x.test',
    });
    expect(widgetInput(values, 'hero')).toMatchObject({ type: 'VIDEO', link: '', image: '/uploads/a.webp' });
  });
});
