// GET /v1/order/export.xlsx's workbook: the CSV export's rows (read-repository's exportBatch, in the same keyset
// batches) as typed cells, streamed with exceljs's WorkbookWriter. Phone numbers and codes are text (a phone keeps
// its leading 0), rupiah are numbers shown as "Rp 1.250.000" without decimals, the order's date is a date (its
// Jakarta clock time), and the headers are in the reader's language. Strings are written inline (no shared-strings
// table, which would hold every string of the file until its end), so memory holds one batch, not the file.
import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '@lemari/shop/rules';
import ExcelJS from 'exceljs';
import type { Queryable } from '../../db/index.js';
import { defineMessage, translate, type Descriptor } from '../../i18n/index.js';
import { exportBatch, type ExportCursor, type ExportRow, type OrderFilter } from './read-repository.js';

/** Rupiah as Indonesians read them: no decimals (the spreadsheet's locale picks the thousands separator). */
export const RUPIAH_FORMAT = '"Rp" #,##0';
/** The order's date and time, to the minute. */
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

type Kind = 'text' | 'rupiah' | 'date' | 'count';

interface XlsxColumn {
  header: Descriptor;
  kind: Kind;
  width: number;
  value: (row: ExportRow) => string | number | Date;
}

/**
 * The order's Jakarta clock time as a spreadsheet date. A spreadsheet's dates have no time zone, and exceljs writes
 * a Date's UTC fields: the Date whose UTC fields are Jakarta's wall clock reads as the time the shop saw.
 */
export function shopClockDate(orderDate: string): Date {
  return new Date(`${orderDate.slice(0, 19)}Z`);
}

const column = (header: Descriptor, kind: Kind, width: number, value: XlsxColumn['value']): XlsxColumn => ({
  header,
  kind,
  width,
  value,
});

/** The workbook's columns in order: the CSV's, with the delivery address and the courier's note in full. */
export const XLSX_COLUMNS: readonly XlsxColumn[] = [
  column(
    defineMessage({ id: 'orders.xlsx.order-code', defaultMessage: 'Order code' }),
    'text',
    24,
    (row) => row.orderCode,
  ),
  column(defineMessage({ id: 'orders.xlsx.date', defaultMessage: 'Date (WIB)' }), 'date', 17, (row) =>
    shopClockDate(row.orderDate),
  ),
  column(
    defineMessage({ id: 'orders.xlsx.status', defaultMessage: 'Status' }),
    'text',
    11,
    (row) => row.status,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.customer-name', defaultMessage: 'Customer name' }),
    'text',
    22,
    (row) => row.customerName,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.email', defaultMessage: 'E-mail' }),
    'text',
    26,
    (row) => row.customerEmail,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.phone', defaultMessage: 'Phone' }),
    'text',
    15,
    (row) => row.customerPhone,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.street', defaultMessage: 'Address' }),
    'text',
    30,
    (row) => row.street,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.subdistrict', defaultMessage: 'District (kecamatan)' }),
    'text',
    16,
    (row) => row.subdistrictName,
  ),
  column(defineMessage({ id: 'orders.xlsx.city', defaultMessage: 'City' }), 'text', 20, (row) => row.city),
  column(
    defineMessage({ id: 'orders.xlsx.postal-code', defaultMessage: 'Postal code' }),
    'text',
    11,
    (row) => row.postalCode,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.product', defaultMessage: 'Product' }),
    'text',
    28,
    (row) => row.productName,
  ),
  column(defineMessage({ id: 'orders.xlsx.sku', defaultMessage: 'SKU' }), 'text', 14, (row) => row.sku),
  column(
    defineMessage({ id: 'orders.xlsx.colour', defaultMessage: 'Colour' }),
    'text',
    10,
    (row) => row.color,
  ),
  column(defineMessage({ id: 'orders.xlsx.size', defaultMessage: 'Size' }), 'text', 6, (row) => row.size),
  column(
    defineMessage({ id: 'orders.xlsx.quantity', defaultMessage: 'Quantity' }),
    'count',
    8,
    (row) => row.quantity,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.unit-price', defaultMessage: 'Unit price' }),
    'rupiah',
    13,
    (row) => row.sellPrice,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.line-total', defaultMessage: 'Line total' }),
    'rupiah',
    13,
    (row) => row.lineTotal,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.subtotal', defaultMessage: 'Subtotal' }),
    'rupiah',
    13,
    (row) => row.subtotal,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.shipping', defaultMessage: 'Shipping' }),
    'rupiah',
    11,
    (row) => row.shippingCost,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.voucher', defaultMessage: 'Voucher' }),
    'text',
    12,
    (row) => row.voucherCode ?? '',
  ),
  column(
    defineMessage({ id: 'orders.xlsx.discount', defaultMessage: 'Discount' }),
    'rupiah',
    11,
    (row) => row.discount,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.total', defaultMessage: 'Total' }),
    'rupiah',
    14,
    (row) => row.total,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.payment-method', defaultMessage: 'Payment method' }),
    'text',
    14,
    (row) => row.paymentMethod,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.payment-status', defaultMessage: 'Payment status' }),
    'text',
    14,
    (row) => row.paymentStatus,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.courier', defaultMessage: 'Courier' }),
    'text',
    12,
    (row) => row.courier,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.resi', defaultMessage: 'Resi' }),
    'text',
    18,
    (row) => row.resiNumber,
  ),
  column(
    defineMessage({ id: 'orders.xlsx.courier-note', defaultMessage: 'Courier note' }),
    'text',
    30,
    (row) => row.courierNote,
  ),
];

const NUMBER_FORMATS: Partial<Record<Kind, string>> = {
  rupiah: RUPIAH_FORMAT,
  date: DATE_FORMAT,
  count: '0',
};

/** A byte stream the piped consumer reads at its own pace: written only while it keeps up. */
const WINDOW = 256 * 1024;

/** Until the stream has room again, or is gone (the client went away). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/** The workbook as a byte stream: one sheet, the header row frozen, then each batch's rows, read on demand. */
export function orderXlsx(
  db: Queryable,
  filter: OrderFilter,
  language: Language,
  batchOrders: number,
): Readable {
  const output = new PassThrough({ highWaterMark: WINDOW });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Lemari';
  const title = defineMessage({ id: 'orders.xlsx.sheet', defaultMessage: 'Orders' });
  const sheet = workbook.addWorksheet(translate(title, language), {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  sheet.columns = XLSX_COLUMNS.map((entry) => ({
    header: translate(entry.header, language),
    width: entry.width,
    style: NUMBER_FORMATS[entry.kind] ? { numFmt: NUMBER_FORMATS[entry.kind]! } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  async function write() {
    let cursor: ExportCursor | undefined;
    for (;;) {
      const rows = await exportBatch(db, filter, cursor, batchOrders);
      for (const row of rows) sheet.addRow(XLSX_COLUMNS.map((entry) => entry.value(row))).commit();
      // The client's pace: while it has not taken what is written, the next batch waits (bounded memory).
      while (output.writableNeedDrain && !output.destroyed) await drainedOrClosed(output);
      if (output.destroyed) return;
      if (rows.length === 0) break;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, id: last.orderId };
      if (new Set(rows.map((row) => row.orderId)).size < batchOrders) break;
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
