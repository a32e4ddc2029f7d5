// The invoice's print stylesheet: A4 with margins, black on white, and nothing of the site but the invoice — the
// header, its navigation, the footer, the chat button and the invoice's own buttons ([data-print-hidden]) are left
// out. Mounted with the invoice page only, so no other page prints differently. Chromium's "Save as PDF" prints the
// same.

/** The stylesheet; exported for the tests. */
export const INVOICE_PRINT_CSS = `
@page { size: A4; margin: 14mm 15mm 16mm; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  html { font-size: 10.5pt; }
  header, footer, nav, main ~ *, [data-print-hidden] { display: none !important; }
  main > * { margin: 0 !important; padding: 0 !important; max-width: none !important; }
  [data-invoice-sheet] { border: none !important; box-shadow: none !important; padding: 0 !important; border-radius: 0 !important; }
  [data-invoice-sheet], [data-invoice-sheet] * { color: #000 !important; background: transparent !important; border-color: #000 !important; }
  [data-invoice-sheet] table { width: 100% !important; table-layout: auto; border-collapse: collapse; }
  [data-invoice-sheet] thead { display: table-header-group; }
  [data-invoice-sheet] th, [data-invoice-sheet] td { padding: 4pt 6pt !important; }
  [data-invoice-sheet] tr { break-inside: avoid; }
  [data-invoice-sheet] a { text-decoration: none !important; }
}
`;

export function InvoicePrintStyles() {
  // A plain <style>: the page is never rendered on the server, and the rules are global by nature (@page, the site's
  // header and footer).
  return <style data-invoice-print="">{INVOICE_PRINT_CSS}</style>;
}
