import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockError, mockQuery } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { SiteFooter, SiteFooterQuery } from './site-footer';

const footer = (seller: { name: string; address: string; phone: string; email: string }, chat = '') => ({
  seller: { __typename: 'Seller' as const, ...seller },
  storefront: { __typename: 'Storefront' as const, chatWhatsappNumber: chat },
});

const SELLER = {
  name: 'PT Lemari Busana Nusantara',
  address: 'Jl. Malioboro No. 52\nKota Yogyakarta, DI Yogyakarta 55271',
  phone: '(0274) 512345',
  email: 'halo@lemari.test',
};

describe('SiteFooter', () => {
  it("shows the seller the invoices name as the shop's contact: the mail app, the dialler and the chat", async () => {
    renderWithApp(<SiteFooter />, {
      mocks: [mockQuery(SiteFooterQuery, {}, footer(SELLER, '628123456789'))],
    });
    const contact = screen.getByTestId('footer-contact');
    expect(await within(contact).findByText('PT Lemari Busana Nusantara')).toBeInTheDocument();
    expect(within(contact).getByText(/Jl\. Malioboro No\. 52/)).toHaveTextContent(
      'Jl. Malioboro No. 52 Kota Yogyakarta, DI Yogyakarta 55271',
    );
    expect(screen.getByRole('link', { name: 'halo@lemari.test' })).toHaveAttribute(
      'href',
      'mailto:halo@lemari.test',
    );
    // The area code's 0 is Indonesia's +62: the link dials from abroad too.
    expect(screen.getByRole('link', { name: '(0274) 512345' })).toHaveAttribute('href', 'tel:+62274512345');
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/628123456789',
    );
  });

  it('leaves out what staff left empty, and the chat when the shop has no number', async () => {
    renderWithApp(<SiteFooter />, {
      mocks: [mockQuery(SiteFooterQuery, {}, footer({ ...SELLER, phone: '', email: '', address: '' }))],
    });
    const contact = screen.getByTestId('footer-contact');
    expect(await within(contact).findByText('PT Lemari Busana Nusantara')).toBeInTheDocument();
    expect(within(contact).queryAllByRole('link')).toEqual([]);
  });

  it('shows a skeleton while the contact loads, and a sentence when it cannot', async () => {
    renderWithApp(<SiteFooter />, { mocks: [mockError(SiteFooterQuery, {}, 'The shop is away')] });
    expect(screen.getByLabelText('Loading the contact details')).toBeInTheDocument();
    expect(await screen.findByText('The contact details could not be loaded.')).toBeInTheDocument();
    // The policies lead on whatever happened to the contact.
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/policy/returns');
  });

  it('links the four policy pages staff write', () => {
    renderWithApp(<SiteFooter />, { mocks: [mockQuery(SiteFooterQuery, {}, footer(SELLER))] });
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shipping Policy', '/policy/shipping'],
      ['Return Policy', '/policy/returns'],
      ['Privacy Policy', '/policy/privacy'],
      ['Terms of Service', '/policy/terms'],
    ]);
  });
});
