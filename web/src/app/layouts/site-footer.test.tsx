import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the e-mail address to the mail app and the telephone number to the dialler', () => {
    renderWithApp(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'hello@lemari.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lemari.example',
    );
    expect(screen.getByRole('link', { name: '+62 21 0000 0000' })).toHaveAttribute(
      'href',
      'tel:+622100000000',
    );
  });
});
