// How a guest's invoice knows whose it is: the order code and e-mail the guest gave at /order-status, carried to
// /invoice/{id} in the router's state (never in the address, where the e-mail would end up in histories and logs)
// and kept in sessionStorage for that order, so a reload or the print dialog's return keeps the invoice. Gone with
// the tab.

export interface InvoiceLookup {
  orderCode: string;
  email: string;
}

const key = (orderId: string) => `lemari:invoice:${orderId}`;

function isLookup(value: unknown): value is InvoiceLookup {
  if (typeof value !== 'object' || value === null) return false;
  const { orderCode, email } = value as Record<string, unknown>;
  return typeof orderCode === 'string' && orderCode !== '' && typeof email === 'string' && email !== '';
}

/** The router state's look-up (from /order-status's link), if it carries one. */
export function lookupOfState(state: unknown): InvoiceLookup | undefined {
  const lookup = (state as { lookup?: unknown } | null)?.lookup;
  return isLookup(lookup) ? { orderCode: lookup.orderCode, email: lookup.email } : undefined;
}

export function readInvoiceLookup(orderId: string): InvoiceLookup | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(key(orderId)) ?? 'null') as unknown;
    return isLookup(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function saveInvoiceLookup(orderId: string, lookup: InvoiceLookup): void {
  try {
    window.sessionStorage.setItem(key(orderId), JSON.stringify(lookup));
  } catch {
    // Storage refused (private mode, full): the invoice shows now, and a reload asks again.
  }
}

export function forgetInvoiceLookup(orderId: string): void {
  try {
    window.sessionStorage.removeItem(key(orderId));
  } catch {
    // Nothing kept.
  }
}
