// What checkout carries from one step to the next, in sessionStorage so a reload or the back button keeps it and
// a new tab starts clean: the order note and the voucher code applied on /cart (or /shipment), the information
// step (e-mail, address), the current
// payment attempt's idempotency key, and the payment a placed order waits for. Cleared once an order is placed.
import { type AddressValues, EMPTY_ADDRESS } from '@/lib/address';

/** The information step as the shopper left it. */
export interface CheckoutDraft {
  /** The contact e-mail a guest typed (members use their account's). */
  email: string;
  /** A member's chosen saved address id, or NEW_ADDRESS for a typed one (guests always type one). */
  addressChoice: string;
  /** The typed address: a guest's, or a member's new one. */
  address: AddressValues;
  /** A member's new address goes into the address book too. */
  saveAddress: boolean;
  /** Set by 'Continue to shipping': where the parcel goes (what /shipment needs). */
  destination?: CheckoutDestination;
}

export interface CheckoutDestination {
  /** The city id, for the rates and the order. */
  cityID: string;
  /** A saved address of the member (the order uses it as it is), when one was chosen. */
  addressID?: string;
  /** The address on one line, shown on /shipment. */
  summary: string;
}

/** The placed order's payment, kept for /payment/{token} and /payment/payment-success. */
export interface PendingPayment {
  token: string;
  redirectUrl: string;
  orderID: string;
  orderCode: string;
  /**
   * Where the parcel goes, on one line, and the e-mail the order's confirmation went to, as the shopper gave them:
   * the success page shows them from here (this tab only), since the token's public answer holds only the city.
   */
  deliverTo?: string;
  email?: string;
}

export const NEW_ADDRESS = 'new';

const KEYS = {
  note: 'lemari:order-note',
  voucher: 'lemari:voucher-code',
  draft: 'lemari:checkout-draft',
  attempt: 'lemari:checkout-attempt',
  payment: 'lemari:payment',
} as const;

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the step still works, it just does not survive a reload.
  }
}

/** The order note typed on /cart, sent with the order. */
export function readOrderNote(): string {
  return sessionStorage.getItem(KEYS.note) ?? '';
}

export function writeOrderNote(note: string): void {
  if (note) write(KEYS.note, note);
  else sessionStorage.removeItem(KEYS.note);
}

/** The voucher code applied on /cart or /shipment (upper case), sent with the order; '' when none. */
export function readVoucherCode(): string {
  try {
    return sessionStorage.getItem(KEYS.voucher) ?? '';
  } catch {
    return '';
  }
}

export function writeVoucherCode(code: string): void {
  if (code) write(KEYS.voucher, code);
  else sessionStorage.removeItem(KEYS.voucher);
}

export function readCheckoutDraft(): CheckoutDraft | undefined {
  const draft = read<Partial<CheckoutDraft>>(KEYS.draft);
  if (!draft || typeof draft !== 'object') return undefined;
  return {
    email: typeof draft.email === 'string' ? draft.email : '',
    addressChoice: typeof draft.addressChoice === 'string' ? draft.addressChoice : '',
    address: { ...EMPTY_ADDRESS, ...(draft.address ?? {}) },
    saveAddress: draft.saveAddress === true,
    ...(draft.destination?.cityID ? { destination: draft.destination } : {}),
  };
}

export function writeCheckoutDraft(draft: CheckoutDraft): void {
  write(KEYS.draft, draft);
}

/**
 * The idempotency key of this payment attempt: the same order (same `fingerprint`: lines, amount, address,
 * service…) keeps its key across double clicks, retries and reloads, so the server places it once; a changed
 * order is a new attempt with a new key.
 */
export function attemptKey(fingerprint: string): string {
  const stored = read<{ key: string; fingerprint: string }>(KEYS.attempt);
  if (stored && stored.fingerprint === fingerprint && stored.key) return stored.key;
  const key = `web-${crypto.randomUUID()}`;
  write(KEYS.attempt, { key, fingerprint });
  return key;
}

/** The server will not take this attempt's key again (its order failed): the next Pay Now is a new attempt. */
export function forgetAttempt(): void {
  sessionStorage.removeItem(KEYS.attempt);
}

export function readPendingPayment(token?: string): PendingPayment | undefined {
  const payment = read<PendingPayment>(KEYS.payment);
  if (!payment || typeof payment.token !== 'string') return undefined;
  return token === undefined || payment.token === token ? payment : undefined;
}

export function writePendingPayment(payment: PendingPayment): void {
  write(KEYS.payment, payment);
}

/** After an order is placed: the note, the voucher, the information step and the attempt are done with. */
export function clearCheckout(): void {
  sessionStorage.removeItem(KEYS.note);
  sessionStorage.removeItem(KEYS.voucher);
  sessionStorage.removeItem(KEYS.draft);
  sessionStorage.removeItem(KEYS.attempt);
}
