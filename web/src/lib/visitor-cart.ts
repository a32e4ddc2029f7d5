// A visitor's cart, kept in localStorage under 'cart' (storefront.md §4); members' carts live on the server
// (lib/use-cart.ts puts the two behind one hook). Readers follow changes from this tab and from other tabs.
import { useSyncExternalStore } from 'react';
import { type CartLine, countItems } from '@/lib/cart';
import { CART_STORAGE_KEY } from '@/lib/constants';
import { STORAGE_CLEARED } from '@/lib/session-events';

/**
 * A cart line as the spec stores it (storefront.md §3, Cart item): the one CartLine, its stock the stock seen when
 * the line was last changed (the server checks again at checkout).
 */
export type VisitorCartLine = CartLine;

const CHANGED = 'lemari:visitor-cart';

/** The stored lines; anything unreadable counts as an empty cart. */
export function readVisitorCart(): VisitorCartLine[] {
  return parse(localStorage.getItem(CART_STORAGE_KEY));
}

function parse(raw: string | null): VisitorCartLine[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(stored) ? stored.filter(isLine) : [];
  } catch {
    return [];
  }
}

export function writeVisitorCart(lines: VisitorCartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGED));
}

function isLine(value: unknown): value is VisitorCartLine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { productID?: unknown }).productID === 'string' &&
    Number.isFinite((value as { quantity?: unknown }).quantity) &&
    (value as { quantity: number }).quantity > 0
  );
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener(STORAGE_CLEARED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener(STORAGE_CLEARED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A page rendered on the server knows no stored cart: it renders (and hydrates) empty, then the stored one. An empty
 * stored cart is this same array, so that hydrating a page with it renders nothing again: a different empty array
 * would make React render every cart reader again at once after hydrating (and render the parts of the page it
 * takes over later afresh, hydrateLater).
 */
const NO_LINES: VisitorCartLine[] = [];

// useSyncExternalStore needs the same array for the same stored text, or it renders forever.
let lastRaw: string | null | undefined;
let lastLines: VisitorCartLine[] = NO_LINES;
function snapshot(): VisitorCartLine[] {
  const raw = localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    const lines = parse(raw);
    lastLines = lines.length > 0 ? lines : NO_LINES;
  }
  return lastLines;
}

const serverSnapshot = () => NO_LINES;

/** The visitor's stored lines, following every change. */
export function useVisitorCart(): VisitorCartLine[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function useVisitorCartCount(): number {
  return countItems(useVisitorCart());
}
