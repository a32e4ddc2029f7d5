// The widget list names each widget's type in the page's language (issue 32), never the enum's value.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, startLanguage } from '@/lib/i18n';
import { mockPaging, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { AdminWidgetsQuery, WidgetListPage } from './widget-list-page';

afterEach(() => i18n.activate('en'));

const widget = (id: string, name: string, type: 'TEXT' | 'IMAGE' | 'VIDEO') => ({
  __typename: 'Widget' as const,
  id,
  groupName: 'Hero image',
  name,
  type,
  status: true,
});

function renderList() {
  renderWithApp(<WidgetListPage />, {
    route: '/admin/widget',
    mocks: [
      mockQuery(
        AdminWidgetsQuery,
        { q: null, page: { page: 1, limit: 10 } },
        {
          widgets: {
            __typename: 'WidgetPage',
            items: [widget('w-1', 'Musim kemarau', 'IMAGE'), widget('w-2', 'Gratis ongkir', 'TEXT')],
            paging: mockPaging(2),
          },
        },
      ),
    ],
  });
}

describe('WidgetListPage', () => {
  it("names each widget's type in English", async () => {
    renderList();
    const [image, text] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(image!.getByText('Image')).toBeInTheDocument();
    expect(text!.getByText('Text')).toBeInTheDocument();
    expect(screen.queryByText('IMAGE')).not.toBeInTheDocument();
  });

  it("names each widget's type in Bahasa Indonesia", async () => {
    await startLanguage('id', ['core', 'store', 'admin']);
    renderList();
    const [image, text] = (await screen.findAllByTestId('admin-row')).map((row) => within(row));
    expect(image!.getByText('Gambar')).toBeInTheDocument();
    expect(text!.getByText('Teks')).toBeInTheDocument();
  });
});
