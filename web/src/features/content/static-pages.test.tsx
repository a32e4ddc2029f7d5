import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AboutPage } from './about-page';
import { JournalPage } from './journal-page';

describe('AboutPage', () => {
  it('heads the page About Us and names it in the tab', () => {
    renderWithApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toBe('About Us · Lemari');
  });
});

describe('JournalPage', () => {
  it('shows the article title, its date and a link to the new arrivals', () => {
    renderWithApp(<JournalPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Linen Season');
    expect(screen.getByTestId('journal-date')).toHaveTextContent('3 November 2025');
    expect(screen.getByRole('link', { name: 'new arrivals' })).toHaveAttribute('href', '/new-arrival');
  });
});
