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

/**
 * 150000 → 'Rp 150.000'; with `{ decimals: 2 }` (checkout amounts) → 'Rp 150.000,00'. Intl puts a no-break space
 * after 'Rp'; it becomes a plain space so the text reads (and searches) as people type it. Price elements keep
 * the two parts together with white-space: nowrap instead.
 */
export function formatRupiah(amount: number, options: { decimals?: 0 | 2 } = {}): string {
  const format = options.decimals === 2 ? rupiahWithCents() : wholeRupiah();
  return format.format(amount).replace(/\s/gu, ' ');
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
