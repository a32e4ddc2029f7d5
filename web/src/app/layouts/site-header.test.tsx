import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignOutMutation } from '@/lib/session';
import { writeVisitorCart, type VisitorCartLine } from '@/lib/visitor-cart';
import type { Scope } from '@/generated/graphql';
import { mockQuery, mockSession } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { phoneViewport } from '@/test/viewport';
import { SiteHeader } from './site-header';

const session = (scope: Scope | null) => mockSession(scope);

function line(quantity: number): VisitorCartLine {
  return {
    id: crypto.randomUUID(),
    productID: crypto.randomUUID(),
    productName: 'Kaos',
    productImage: '',
    normalPrice: 139000,
    sellPrice: 139000,
    discount: 0,
    quantity,
    weight: 230,
    color: 'Black',
    size: 'M',
  };
}

describe('SiteHeader', () => {
  it('links the pages, and sends a visitor to sign in; the badge counts the stored cart', async () => {
    localStorage.setItem('cart', JSON.stringify([line(2), line(1)]));
    renderWithApp(<SiteHeader />, { mocks: [session(null)] });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Journal', '/journal'],
      ['About', '/about-us'],
    ]) {
      expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name!);
    }
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
  });

  it('opens the page links in a drawer from the phone menu button, and closes it when one is chosen', async () => {
    const user = userEvent.setup();
    phoneViewport();
    renderWithApp(<SiteHeader />, { mocks: [session(null)] });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu links' })).not.toBeInTheDocument();

    await user.click(button);
    // The drawer's code loads on the first tap when the page has not fetched it yet.
    const menu = await screen.findByRole('navigation', { name: 'Menu links' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect([...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/new-arrival',
      '/shop',
      '/journal',
      '/about-us',
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Shop' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu links' })).not.toBeInTheDocument(),
    );
  });

  it('follows cart changes made elsewhere in the app', async () => {
    renderWithApp(<SiteHeader />, { mocks: [session(null)] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    writeVisitorCart([line(4)]);
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('4'));
  });

  it('sends a member to their orders', async () => {
    renderWithApp(<SiteHeader />, { mocks: [session('member')] });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/order-list'),
    );
    expect(screen.getByTestId('cart-badge')).toBeInTheDocument();
  });

  it('sends staff to the back office and hides the cart', async () => {
    renderWithApp(<SiteHeader />, { mocks: [session('admin')] });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/admin/dashboard'),
    );
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('signs out: the session ends, the cart and every stored key go, and it says so', async () => {
    localStorage.setItem('cart', JSON.stringify([line(2)]));
    sessionStorage.setItem('lemari.checkout.note', 'Tolong bungkus kado');
    const user = userEvent.setup();
    renderWithApp(<SiteHeader />, {
      mocks: [session('member'), mockQuery(SignOutMutation, {}, { signOut: true })],
      toasts: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await expectToast('Success Logout');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
  });
});
