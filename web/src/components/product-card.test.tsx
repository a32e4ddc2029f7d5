import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { renderWithApp } from '@/test/render';
import { ProductCard, ProductCardFragment } from './product-card';

const linen = {
  __typename: 'Product' as const,
  id: '0b7f5c2e-8a51-4c1e-9a59-3f1a2b3c4d5e',
  productName: 'Kemeja Linen Oversize',
  sellPrice: 149000,
  normalPrice: 189000,
  discount: 21,
  mainImage: 'http://127.0.0.1:8080/uploads/linen.png',
  stock: 24,
};
const card = (changes: Partial<typeof linen> = {}) =>
  makeFragmentData({ ...linen, ...changes }, ProductCardFragment);

describe('ProductCard', () => {
  it('strikes through the normal price when the sell price is lower', () => {
    renderWithApp(<ProductCard product={card()} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('Rp 149.000');
    const normal = screen.getByTestId('product-normal-price');
    expect(normal).toHaveTextContent('Rp 189.000');
    expect(normal.tagName).toBe('DEL');
    expect(screen.getByText('-21%')).toBeInTheDocument();
  });

  it('shows only the sell price when there is no discount', () => {
    renderWithApp(<ProductCard product={card({ sellPrice: 189000, discount: 0 })} />);
    expect(screen.getByTestId('product-price')).toHaveTextContent('Rp 189.000');
    expect(screen.queryByTestId('product-normal-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/%$/u)).not.toBeInTheDocument();
  });

  it("asks for a first-row card's image at once and first, and for the others' lazily", () => {
    const { unmount } = renderWithApp(<ProductCard product={card()} imageFirst />);
    const first = screen.getByAltText('Kemeja Linen Oversize');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    unmount();
    renderWithApp(<ProductCard product={card()} />);
    const later = screen.getByAltText('Kemeja Linen Oversize');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('links its name to the product page and shows the main image', () => {
    renderWithApp(<ProductCard product={card()} />);
    expect(screen.getByRole('link', { name: 'Kemeja Linen Oversize' })).toHaveAttribute(
      'href',
      `/products/${linen.id}`,
    );
    expect(screen.getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', linen.mainImage);
  });

  it('says so when a product has no image or no stock', () => {
    renderWithApp(<ProductCard product={card({ mainImage: '', stock: 0 })} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });
});
