// Money as the spec shows it: IDR in the Indonesian locale, 'Rp 150.000' (dot thousands, comma decimals), and dates
// in the app's language.
import { formatRupiah } from '@lemari/shop/rules';
import { currentLocale } from '@/lib/i18n';

// Each date formatter is made on first use, once per language: making one costs a phone tens of milliseconds at
// start-up, and most screens need one or two.
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = currentLocale();
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

// Rupiah are written by the shop rules' formatRupiah, the one the REST API's e-mails and messages use too:
// 150000 → 'Rp\u00a0150.000'; with `{ decimals: 2 }` → 'Rp\u00a0150.000,00' (a no-break space after 'Rp').
export { formatRupiah };

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
const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, JAKARTA_DAY));
const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { ...JAKARTA_DAY, hour: '2-digit', minute: '2-digit' }),
);

/**
 * An ISO date as people in Indonesia read it, in the app's language: '24 August 2026' or '24 Agustus 2026' (Jakarta
 * time with `{ time: true }`).
 */
export function formatDate(iso: string, options: { time?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (options.time ? dateTimeFormat() : dateFormat()).format(date);
}

const measureFormat = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A measurement in centimetres as the app writes numbers (en-ID and id-ID alike): 44.5 → '44,5'. */
export function formatMeasure(value: number): string {
  return measureFormat().format(value);
}
