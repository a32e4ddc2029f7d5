import { describe, expect, it } from 'vitest';
import { isCurrent, visibleMenu, type MenuEntry } from './admin-menu';

const labels = (sections: ReturnType<typeof visibleMenu>) =>
  sections.flatMap((section) => section.entries.map((entry) => entry.label));

describe('visibleMenu', () => {
  it('shows root every entry, and admin all but roles and permissions', () => {
    expect(labels(visibleMenu('root', null))).toEqual(
      expect.arrayContaining(['Roles', 'Permissions', 'Users']),
    );
    const admin = labels(visibleMenu('admin', null));
    expect(admin).toContain('Products');
    expect(admin).not.toContain('Roles');
    expect(admin).not.toContain('Permissions');
  });

  it('shows a custom role only the screens whose list call its permissions allow (and drops empty sections)', () => {
    const sections = visibleMenu('admin', [
      { method: 'GET', endpoint: '/v1/category' },
      { method: 'POST', endpoint: '/v1/product' },
    ]);
    expect(labels(sections)).toEqual(['Categories', 'Settings', 'Profile']);
    expect(sections.map((section) => section.title)).toEqual(['Master Data', 'Settings']);
  });

  it('marks a list current on its detail and form screens, not on a neighbour sharing its prefix', () => {
    const widgets = visibleMenu('root', null)
      .flatMap((section) => section.entries)
      .find((entry) => entry.label === 'Widgets') as MenuEntry;
    expect(isCurrent(widgets, '/admin/widget/abc')).toBe(true);
    expect(isCurrent(widgets, '/admin/widget-group')).toBe(false);
    const users = visibleMenu('root', null)
      .flatMap((section) => section.entries)
      .find((entry) => entry.label === 'Users') as MenuEntry;
    expect(isCurrent(users, '/admin/user-add')).toBe(true);
  });
});
