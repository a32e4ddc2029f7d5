// Money as the shop shows it everywhere: IDR in the Indonesian locale, 'Rp 150.000' (dot thousands, never decimals),
// and dates in the app's language.
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

// Rupiah are written by the shop rules' formatRupiah, the one the REST API's e-mails, invoices and messages and the
// gateway use too: 150000 → 'Rp\u00a0150.000' (a no-break space after 'Rp'), never with decimals (issue 32: the
// checkout's ',00' read as other figures than the cart's).
export { formatRupiah };

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
