// Checks for whole-number fields typed as text (prices in rupiah, grams, stock): required, a whole number, within
// the server's bounds. The form sends Number(value).

/** A required whole number from `min` to `max`; the message names the field. */
export const wholeNumber =
  (label: string, { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) =>
  (value: unknown): string | undefined => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return `${label} is required`;
    if (!/^\d+$/u.test(text)) return `${label} must be a whole number`;
    const number = Number(text);
    if (number < min) return `${label} must be at least ${min}`;
    if (number > max) return `${label} must be at most ${max.toLocaleString('id-ID')}`;
    return undefined;
  };
