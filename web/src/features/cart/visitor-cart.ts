// A visitor's cart, kept in localStorage under 'cart' (storefront.md §4); members' carts live on the server.
// Components read it through useVisitorCartCount, which follows changes from this tab and from other tabs.
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from '@/lib/constants';

/** A cart line as the spec stores it (storefront.md §3, Cart item). */
export interface VisitorCartLine {
  id: string;
  productID: string;
  productName: string;
  productImage: string;
  normalPrice: number;
  sellPrice: number;
  discount: number;
  quantity: number;
  weight: number;
  color: string;
  size: string;
}

const CHANGED = 'lemari:visitor-cart';

/** The stored lines; anything unreadable counts as an empty cart. */
export function readVisitorCart(): VisitorCartLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function writeVisitorCart(lines: VisitorCartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGED));
}

/** The badge's number: pieces over all lines. */
export function countItems(lines: VisitorCartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

function isLine(value: unknown): value is VisitorCartLine {
  return (
    typeof value === 'object' &&
    value !== null &&
    Number.isFinite((value as { quantity?: unknown }).quantity) &&
    (value as { quantity: number }).quantity > 0
  );
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useVisitorCartCount(): number {
  return useSyncExternalStore(subscribe, () => countItems(readVisitorCart()));
}
