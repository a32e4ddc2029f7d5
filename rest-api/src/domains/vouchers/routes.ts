// Vouchers: GET/POST /v1/voucher, GET/PUT /v1/voucher/:id and POST /v1/voucher/:id/deactivate (staff; no delete:
// past orders name their voucher), and the shopper's preview POST /public/v1/voucher/quote. Checkout takes the
// voucher itself (orders/checkout.ts), in the order's transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict, notFound, orNotFound } from '../../lib/errors.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import {
  deactivateVoucher,
  getVoucher,
  insertVoucher,
  listVouchers,
  updateVoucher,
  type VoucherRecord,
} from './repository.js';
import { guardedVoucherTry } from './guesses.js';
import { voucherRecordOf, weighVoucher } from './rules.js';
import {
  QuoteAnswer,
  QuoteBody,
  VoucherAnswer,
  VoucherBody,
  VoucherList,
  VoucherListQuery,
} from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const tags = ['vouchers'];
const doc = routeDoc(tags, 'bearer');
const publicDoc = routeDoc(tags, 'public');

/** A write whose code another voucher has: 409 naming the code. */
async function uniqueCode<T>(record: VoucherRecord, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      throw conflict(
        t(
          defineMessage({
            id: 'vouchers.code-taken',
            defaultMessage: 'Another voucher already has the code {code}.',
          }),
          { code: record.code },
        ),
      );
    }
    throw error;
  }
}

const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const existing = (id: string) =>
    orNotFound(
      getVoucher(db, id),
      defineMessage({ id: 'vouchers.voucher-not-found', defaultMessage: 'Voucher not found' }),
    );

  app.get(
    '/v1/voucher',
    {
      schema: doc({
        summary:
          'List vouchers, newest first, each with its uses so far (q searches the code; active=true|false)',
        querystring: VoucherListQuery,
        response: { 200: VoucherList },
      }),
    },
    async (request) =>
      listPage(request.query, (window) =>
        listVouchers(db, { q: request.query.q, active: request.query.active }, window),
      ),
  );

  app.get(
    '/v1/voucher/:id',
    {
      schema: doc({
        summary: 'One voucher with its uses so far',
        params: IdParams,
        response: { 200: VoucherAnswer },
      }),
    },
    async (request) => ({ data: await existing(request.params.id) }),
  );

  app.post(
    '/v1/voucher',
    {
      schema: doc({
        summary:
          'Create a voucher: percent (1–100, with an optional maxDiscount cap), fixed rupiah or free_shipping ' +
          '(value 0); a code another voucher has answers 409',
        body: VoucherBody,
        response: { 201: VoucherAnswer },
      }),
    },
    async (request, reply) => {
      const record = voucherRecordOf(request.body);
      const id = await uniqueCode(record, () => insertVoucher(db, record));
      return reply.status(201).send({ data: await existing(id) });
    },
  );

  app.put(
    '/v1/voucher/:id',
    {
      schema: doc({
        summary:
          "Replace a voucher's terms (fields left out are cleared; active left out stays as it is); orders " +
          'already placed keep their discount',
        params: IdParams,
        body: VoucherBody,
        response: { 200: VoucherAnswer },
      }),
    },
    async (request) => {
      const before = await existing(request.params.id);
      const record = voucherRecordOf(request.body, before.active);
      const found = await uniqueCode(record, () => updateVoucher(db, request.params.id, record));
      if (!found)
        throw notFound(
          defineMessage({ id: 'vouchers.voucher-not-found', defaultMessage: 'Voucher not found' }),
        );
      return { data: await existing(request.params.id) };
    },
  );

  app.post(
    '/v1/voucher/:id/deactivate',
    {
      schema: doc({
        summary:
          'Deactivate a voucher: shoppers can no longer use it (vouchers are never deleted; past orders name them)',
        params: IdParams,
        response: { 200: VoucherAnswer },
      }),
    },
    async (request) => {
      if (!(await deactivateVoucher(db, request.params.id)))
        throw notFound(
          defineMessage({ id: 'vouchers.voucher-not-found', defaultMessage: 'Voucher not found' }),
        );
      return { data: await existing(request.params.id) };
    },
  );

  app.post(
    '/public/v1/voucher/quote',
    {
      config: { access: 'optional' },
      schema: publicDoc({
        summary:
          "Preview a voucher on the shopper's subtotal and shipping: its discount, or 400/409 with the reason " +
          "to show (checkout weighs it again on the server's own prices); rate limited per IP address and " +
          'per customer, together with the codes checkout refuses',
        body: QuoteBody,
        response: { 200: QuoteAnswer },
      }),
    },
    async (request, reply) => {
      const { code, subtotal, shippingCost = 0, email } = request.body;
      const customer = {
        userId: request.auth?.userId ?? null,
        email: email?.trim().toLowerCase() || null,
      };
      const { voucher, discount } = await guardedVoucherTry(
        app,
        { ip: request.ip, customer },
        () => weighVoucher(db, code, customer, { subtotal, shippingCost }),
        { countEvery: true },
      );
      // The answer depends on uses that change with every order: never kept by a shared cache.
      void reply.header('cache-control', 'no-store');
      return {
        data: {
          code: voucher.code,
          kind: voucher.kind,
          discount,
          freeShipping: voucher.kind === 'free_shipping',
        },
      };
    },
  );
};

export default voucherRoutes;
