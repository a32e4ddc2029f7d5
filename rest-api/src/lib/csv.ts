// CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field with a comma, quote or line break quoted
// and its quotes doubled), for spreadsheet apps: UTF-8 with a byte order mark, so Excel reads it as UTF-8, and no
// text cell a spreadsheet would run as a formula (one starting with = + - @, a tab or a carriage return gets a
// leading apostrophe, as OWASP's CSV-injection advice says).

/** The byte order mark that tells spreadsheet apps the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

/** One field: numbers as they are (rupiah are integers), text neutralised and quoted where needed. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending with CRLF. */
export const csvRow = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
