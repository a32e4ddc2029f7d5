import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { MemberLayout } from './member-layout';

describe('MemberLayout', () => {
  it("shows the member's name and e-mail, the area's links and Sign Out, and marks the current page", async () => {
    renderWithApp(<MemberLayout />, {
      route: '/order-detail/:id',
      at: '/order-detail/o-1',
      mocks: [mockSession('member', { name: 'Sari Dewi', email: 'sari@lemari.test' })],
    });

    const sidebar = screen.getByTestId('member-sidebar');
    expect(await within(sidebar).findByText('Sari Dewi')).toBeInTheDocument();
    expect(within(sidebar).getByText('sari@lemari.test')).toBeInTheDocument();

    const links: [string, string][] = [
      ['Transactions', '/order-list'],
      ['Transaction History', '/test'],
      ['Wishlist', '/wishlist'],
      ['Address List', '/address'],
      ['My Profile', '/profile'],
      ['Settings', '/profile'],
    ];
    for (const [name, href] of links) {
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // An order's detail belongs to Transactions.
    expect(within(sidebar).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Wishlist' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("says 'User' for a member without a name, and marks My Profile on the profile", async () => {
    renderWithApp(<MemberLayout />, {
      route: '/profile',
      mocks: [mockSession('member', { name: '', email: 'anon@lemari.test' })],
    });
    const sidebar = screen.getByTestId('member-sidebar');
    expect(await within(sidebar).findByText('anon@lemari.test')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('member-name')).toHaveTextContent('User');
    expect(within(sidebar).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('lists only the profile for staff, whose pages are in the back office', async () => {
    renderWithApp(<MemberLayout />, {
      route: '/profile',
      mocks: [mockSession('admin', { name: 'Admin', email: 'admin@lemari.test' })],
    });
    const sidebar = screen.getByTestId('member-sidebar');
    expect(await within(sidebar).findByText('admin@lemari.test')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    for (const name of ['Transactions', 'Transaction History', 'Wishlist', 'Address List']) {
      expect(within(sidebar).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('fades the edge of the row of links where more lie beyond it, as on a 360 px phone', async () => {
    // jsdom lays nothing out: the row is 600 px of links in a 340 px window.
    const sizes = [
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-label') === 'Member menu' ? 600 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-label') === 'Member menu' ? 340 : 0;
      }),
    ];
    try {
      renderWithApp(<MemberLayout />, { route: '/order-list', mocks: [mockSession('member')] });
      const row = screen.getByRole('navigation', { name: 'Member menu' });
      await waitFor(() => expect(row).toHaveAttribute('data-more-after', 'true'));
      expect(row).not.toHaveAttribute('data-more-before');
      expect(screen.getByTestId('member-menu-more-right')).toBeInTheDocument();
      expect(screen.queryByTestId('member-menu-more-left')).not.toBeInTheDocument();

      // Scrolled to the end: the start fades instead.
      row.scrollLeft = 260;
      fireEvent.scroll(row);
      await waitFor(() => expect(row).toHaveAttribute('data-more-before', 'true'));
      expect(row).not.toHaveAttribute('data-more-after');
      expect(screen.getByTestId('member-menu-more-left')).toBeInTheDocument();
      expect(screen.queryByTestId('member-menu-more-right')).not.toBeInTheDocument();
    } finally {
      for (const size of sizes) size.mockRestore();
    }
  });
});
