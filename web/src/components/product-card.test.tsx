import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/generated/fragment-masking';
import { renderWithApp } from '@/test/render';
import {
  ListedProductCard,
  ListedProductCardFragment,
  ProductCard,
  ProductCardFragment,
} from './product-card';

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

/** The text of the page's style rules for an element's own classes (Emotion's, one class per element). */
function ownCss(element: Element): string {
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  return [...element.classList]
    .flatMap((name) => rules.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'gu')) ?? [])
    .join('');
}

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

  it("shows a colour-filtered list's picture, and opens the product in that colour", () => {
    const navy = 'http://127.0.0.1:8080/uploads/linen-navy.png';
    const listed = (color: string, image: string) =>
      makeFragmentData(
        { __typename: 'ListedProduct' as const, color, image, product: linen },
        ListedProductCardFragment,
      );
    const { unmount } = renderWithApp(<ListedProductCard listed={listed('Navy', navy)} />);
    expect(screen.getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', navy);
    const links = screen.getAllByRole('link', { hidden: true });
    // The picture and the name.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/products/${linen.id}?color=Navy`);
    unmount();

    // No colour chosen: the list's picture is the main one, and the page opens without a colour.
    renderWithApp(<ListedProductCard listed={listed('', linen.mainImage)} />);
    expect(screen.getByAltText('Kemeja Linen Oversize')).toHaveAttribute('src', linen.mainImage);
    expect(screen.getByRole('link', { name: 'Kemeja Linen Oversize' })).toHaveAttribute(
      'href',
      `/products/${linen.id}`,
    );
  });

  it('says so when a product has no image or no stock', () => {
    renderWithApp(<ProductCard product={card({ mainImage: '', stock: 0 })} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('reads name, then price: the name medium, the price bold, the struck price on its line', () => {
    renderWithApp(<ProductCard product={card()} />);
    const name = screen.getByRole('link', { name: 'Kemeja Linen Oversize' });
    const price = screen.getByTestId('product-price');
    const normal = screen.getByTestId('product-normal-price');
    // In the document's order: name, price, struck price; the two prices in one row.
    expect(name.compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(normal.parentElement).toBe(price.parentElement);
    expect(ownCss(name)).toContain('font-weight:var(--chakra-font-weights-medium)');
    expect(ownCss(price)).toContain('font-weight:var(--chakra-font-weights-bold)');
  });

  it("puts the discount in the picture's corner, not over the garment or the text", () => {
    renderWithApp(<ProductCard product={card()} />);
    const badge = screen.getByTestId('product-discount');
    expect(badge).toHaveTextContent('-21%');
    // Beside the picture, in its box, and off the body with the name and prices.
    const picture = screen.getByAltText('Kemeja Linen Oversize').closest('a')!;
    expect(badge.parentElement).toBe(picture.parentElement);
    expect(badge.parentElement!.contains(screen.getByTestId('product-price'))).toBe(false);
    const style = getComputedStyle(badge);
    expect([style.position, style.top, style.insetInlineStart || style.left]).toEqual([
      'absolute',
      expect.stringMatching(/^(0|0px|var\(--chakra-spacing-0\))$/u),
      expect.stringMatching(/^(0|0px|var\(--chakra-spacing-0\))$/u),
    ]);
  });
});
