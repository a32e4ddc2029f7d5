// A line of the order the cashier is taking: the cart's line (lib/cart.ts does its sums and limits) with its
// variant's stock known, its id the line's choice (lineKey), so the same product, colour and size stay one line.
import type { CartLine } from '@/lib/cart';

export type CashierLine = Pick<
  CartLine,
  'id' | 'productID' | 'productName' | 'productImage' | 'sellPrice' | 'weight' | 'color' | 'size' | 'quantity'
> & { stock: number; variantId: string; sku: string };
