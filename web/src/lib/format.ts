// Money as the spec shows it: IDR in the Indonesian locale, 'Rp 150.000' (dot thousands, comma decimals).

// Each formatter is made on first use: making one costs a phone tens of milliseconds at start-up, and most screens
// need one or two of the four.
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** IDR in the Indonesian locale with `digits` decimals. */
const rupiah = (digits: 0 | 2) =>
  once(
    () =>
      new Intl.NumberFormat('id-ID', {
        style: 'currency',
        currency: 'IDR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
const wholeRupiah = rupiah(0);
const rupiahWithCents = rupiah(2);

/** The no-break space between 'Rp' and the amount, so a line never ends after 'Rp'. */
export const RUPIAH_SPACE = '\u00a0';

/**
 * 150000 → 'Rp\u00a0150.000'; with `{ decimals: 2 }` → 'Rp\u00a0150.000,00'. The space after 'Rp' is a no-break
 * space (Intl's, made sure of), so 'Rp' and its number never wrap apart wherever the amount sits.
 */
export function formatRupiah(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  const format = options.decimals === 2 ? rupiahWithCents() : wholeRupiah();
  return format.format(amount).replace(/\s/gu, RUPIAH_SPACE);
}

/** Amounts on the checkout's screens, with 2 decimals as storefront.md §9 asks: 'Rp\u00a0150.000,00'. */
export function formatCheckoutRupiah(amount: number): string {
  return formatRupiah(amount, { decimals: 2 });
}

const JAKARTA_DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
};
const dateFormat = once(() => new Intl.DateTimeFormat('id-ID', JAKARTA_DAY));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat('id-ID', { ...JAKARTA_DAY, hour: '2-digit', minute: '2-digit' }),
);

/** An ISO date as people in Indonesia read it: '24 November 2026' (Jakarta time with `{ time: true }`). */
export function formatDate(iso: string, options: { time?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (options.time ? dateTimeFormat() : dateFormat()).format(date);
}
