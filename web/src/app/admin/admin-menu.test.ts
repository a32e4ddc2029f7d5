import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { isCurrent, visibleMenu, type MenuEntry } from './admin-menu';

// The menu's names are message descriptors: read in English, as the tests render.
const labels = (sections: ReturnType<typeof visibleMenu>) =>
  sections.flatMap((section) => section.entries.map((entry) => i18n._(entry.label)));

describe('visibleMenu', () => {
  it('shows root every entry, and admin all but roles and permissions', () => {
    expect(labels(visibleMenu('root', { permissions: null }))).toEqual(
      expect.arrayContaining(['Roles', 'Permissions', 'Users']),
    );
    const admin = labels(visibleMenu('admin', { permissions: null }));
    expect(admin).toContain('Products');
    expect(admin).not.toContain('Roles');
    expect(admin).not.toContain('Permissions');
  });

  it('shows a custom role only the screens whose list call its permissions allow (and drops empty sections)', () => {
    const sections = visibleMenu('admin', {
      permissions: [
        { method: 'GET', endpoint: '/v1/category' },
        { method: 'POST', endpoint: '/v1/product' },
      ],
    });
    expect(labels(sections)).toEqual(['Categories', 'Settings', 'Profile']);
    expect(sections.map((section) => section.title && i18n._(section.title))).toEqual([
      'Master Data',
      'Settings',
    ]);
  });

  it('marks a list current on its detail and form screens, not on a neighbour sharing its prefix', () => {
    const widgets = visibleMenu('root', { permissions: null })
      .flatMap((section) => section.entries)
      .find((entry) => i18n._(entry.label) === 'Widgets') as MenuEntry;
    expect(isCurrent(widgets, '/admin/widget/abc')).toBe(true);
    expect(isCurrent(widgets, '/admin/widget-group')).toBe(false);
    const users = visibleMenu('root', { permissions: null })
      .flatMap((section) => section.entries)
      .find((entry) => i18n._(entry.label) === 'Users') as MenuEntry;
    expect(isCurrent(users, '/admin/user-add')).toBe(true);
  });

  it("puts the shop's colours and sizes under the products, for roles whose permissions list them", () => {
    const master = visibleMenu('admin', { permissions: null }).find(
      (section) => section.title && i18n._(section.title) === 'Master Data',
    );
    expect(master?.entries.map((entry) => i18n._(entry.label))).toEqual([
      'Affiliates',
      'Products',
      'Colours',
      'Sizes',
      'Categories',
    ]);
    expect(
      labels(visibleMenu('admin', { permissions: [{ method: 'GET', endpoint: '/v1/product-size' }] })),
    ).toEqual(['Sizes', 'Settings', 'Profile']);
    const entries = visibleMenu('root', { permissions: null }).flatMap((section) => section.entries);
    const entry = (label: string) =>
      entries.find((candidate) => i18n._(candidate.label) === label) as MenuEntry;
    expect(isCurrent(entry('Colours'), '/admin/product-color/abc')).toBe(true);
    expect(isCurrent(entry('Products'), '/admin/product-color')).toBe(false);
    expect(isCurrent(entry('Sizes'), '/admin/product-size/add')).toBe(true);
  });

  it('shows Vouchers under Transactions to a role that may list them (GET /v1/voucher), current on its forms', () => {
    expect(
      labels(visibleMenu('admin', { permissions: [{ method: 'GET', endpoint: '/v1/voucher' }] })),
    ).toEqual(['Vouchers', 'Settings', 'Profile']);
    expect(
      labels(visibleMenu('admin', { permissions: [{ method: 'GET', endpoint: '/v1/order' }] })),
    ).not.toContain('Vouchers');
    expect(labels(visibleMenu('member', { permissions: null }))).not.toContain('Vouchers');
    const vouchers = visibleMenu('root', { permissions: null })
      .flatMap((section) => section.entries)
      .find((entry) => i18n._(entry.label) === 'Vouchers') as MenuEntry;
    expect(isCurrent(vouchers, '/admin/voucher/create')).toBe(true);
    expect(isCurrent(vouchers, '/admin/voucher/abc/edit')).toBe(true);
  });
});
