// Hydrating a server-rendered page with the visitor's stored cart: an empty (or absent) one renders nothing again,
// a stored one renders its readers once more, with its lines.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useVisitorCartCount, writeVisitorCart } from './visitor-cart';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

function hydrateCount() {
  const renders: number[] = [];
  function CartBadge() {
    const count = useVisitorCartCount();
    renders.push(count);
    return <span>{count}</span>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<CartBadge />);
  renders.length = 0;
  act(() => {
    root = hydrateRoot(container, <CartBadge />);
  });
  return { renders, text: container.textContent };
}

describe('useVisitorCart while a rendered page is hydrated', () => {
  it('renders an empty stored cart no second time', () => {
    expect(hydrateCount()).toEqual({ renders: [0], text: '0' });
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    writeVisitorCart([]);
    expect(hydrateCount()).toEqual({ renders: [0], text: '0' });
  });

  it('renders a stored cart once more, with its lines', () => {
    writeVisitorCart([
      {
        id: 'line-1',
        productID: 'p1',
        productName: 'Kemeja Linen',
        productImage: '',
        normalPrice: 189000,
        sellPrice: 149000,
        discount: 21,
        quantity: 2,
        weight: 250,
        color: 'Putih',
        size: 'M',
      },
    ]);
    const { renders, text } = hydrateCount();
    expect(renders).toEqual([0, 2]);
    expect(text).toBe('2');
  });
});
