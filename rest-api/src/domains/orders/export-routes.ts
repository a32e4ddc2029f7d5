// GET /v1/order/export and /v1/order/export.xlsx (staff): the orders the list's filters and a day range find, as a CSV file with one row per
// order line. Streamed: the orders are read in keyset batches (read-repository's exportBatch) only as fast as the
// client takes the file (a Readable's backpressure), so 100,000 orders cost one batch of memory, not the file.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SHOP_TIME_ZONE, shopDayOf } from '@lemari/shop/rules';
import { Type } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { routeDoc } from '../../lib/schemas.js';
import { requestLanguage } from '../../i18n/index.js';
import { orderXlsx } from './export-xlsx.js';
import { orderFilterOf, type DayRange } from './filters.js';
import { exportBatch, type ExportCursor, type ExportRow, type OrderFilter } from './read-repository.js';
import { OrderExportQuery } from './schemas.js';

/** Orders per batch: about 1,000 lines, a few hundred kB of CSV. */
export const EXPORT_BATCH_ORDERS = 500;

/**
 * The file's columns, in order, and how each reads from a row. Rupiah are whole numbers without separators, so a
 * spreadsheet adds them up; Total is Subtotal + Shipping − Discount (the voucher's, 0 when none).
 */
const COLUMNS: readonly [string, (row: ExportRow) => string | number][] = [
  ['Order code', (row) => row.orderCode],
  [`Date (${SHOP_TIME_ZONE})`, (row) => row.orderDate],
  ['Status', (row) => row.status],
  ['Customer name', (row) => row.customerName],
  ['E-mail', (row) => row.customerEmail],
  ['Phone', (row) => row.customerPhone],
  ['Address', (row) => row.street],
  ['District (kecamatan)', (row) => row.subdistrictName],
  ['City', (row) => row.city],
  ['Postal code', (row) => row.postalCode],
  ['Product', (row) => row.productName],
  ['SKU', (row) => row.sku],
  ['Colour', (row) => row.color],
  ['Size', (row) => row.size],
  ['Quantity', (row) => row.quantity],
  ['Unit price', (row) => row.sellPrice],
  ['Line total', (row) => row.lineTotal],
  ['Subtotal', (row) => row.subtotal],
  ['Shipping', (row) => row.shippingCost],
  ['Voucher', (row) => row.voucherCode ?? ''],
  ['Discount', (row) => row.discount],
  ['Total', (row) => row.total],
  ['Payment method', (row) => row.paymentMethod],
  ['Payment status', (row) => row.paymentStatus],
  ['Refunded amount', (row) => row.refundedAmount],
  [`Refunded at (${SHOP_TIME_ZONE})`, (row) => row.refundedAt],
  ['Courier', (row) => row.courier],
  ['Resi', (row) => row.resiNumber],
  ['Courier note', (row) => row.courierNote],
];

export const EXPORT_HEADER = COLUMNS.map(([name]) => name);

/** The export as a byte stream: the BOM and header, then each batch's rows as one chunk, read on demand. */
export function orderCsv(db: Queryable, filter: OrderFilter, batchOrders = EXPORT_BATCH_ORDERS): Readable {
  async function* chunks() {
    yield Buffer.from(CSV_BOM + csvRow(EXPORT_HEADER));
    let cursor: ExportCursor | undefined;
    for (;;) {
      const rows = await exportBatch(db, filter, cursor, batchOrders);
      if (rows.length === 0) return;
      yield Buffer.from(rows.map((row) => csvRow(COLUMNS.map(([, cell]) => cell(row)))).join(''));
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursorAt, id: last.orderId };
      if (new Set(rows.map((row) => row.orderId)).size < batchOrders) return;
    }
  }
  // A byte stream (not object mode): at most its 64 kB high-water mark waits beyond the batch being written.
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** lemari-orders_2026-11-01_2026-11-28.csv; an open start reads 'all', an open end today's Jakarta day. */
export function exportFileName(days: DayRange, extension: 'csv' | 'xlsx' = 'csv'): string {
  return `lemari-orders_${days.from ?? 'all'}_${days.to ?? shopDayOf()}.${extension}`;
}

/** The spreadsheet's media type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/v1/order/export',
    {
      schema: routeDoc(
        ['orders'],
        'bearer',
      )({
        summary:
          "Export orders as CSV (staff): the list's filters (q, status, paymentStatus, shipmentStatus, " +
          'paymentMethod) and from/to (Jakarta days, inclusive); one row per order line, UTF-8 with a BOM, ' +
          'rupiah as integers, newest first; streamed as an attachment named after the days',
        querystring: OrderExportQuery,
        response: {
          200: {
            description: 'The CSV file',
            content: { 'text/csv': { schema: Type.String({ description: 'RFC 4180 CSV, UTF-8 with BOM' }) } },
          } as never,
        },
      }),
    },
    async (request, reply) => {
      const { days, ...filter } = orderFilterOf(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(days)}"`)
        .header('cache-control', 'no-store')
        .send(orderCsv(db, filter));
    },
  );

  app.get(
    '/v1/order/export.xlsx',
    {
      // Whoever may export the CSV may export the spreadsheet: the same permission, not one of its own.
      config: { permission: '/v1/order/export' },
      schema: routeDoc(
        ['orders'],
        'bearer',
      )({
        summary:
          "Export orders as a spreadsheet (staff, the CSV export's permission and filters): one row per order " +
          'line with typed cells (phones and codes as text, rupiah as numbers, the date as a date in WIB), ' +
          'headers in the Accept-Language; streamed as an attachment named after the days',
        querystring: OrderExportQuery,
        response: {
          200: {
            description: 'The .xlsx workbook',
            content: { [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } },
          } as never,
        },
      }),
    },
    async (request, reply) => {
      const { days, ...filter } = orderFilterOf(request.query);
      const language = await requestLanguage(request);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(days, 'xlsx')}"`)
        .header('cache-control', 'no-store')
        .header('content-language', language)
        .send(orderXlsx(db, filter, language, EXPORT_BATCH_ORDERS));
    },
  );
};

export default exportRoutes;
