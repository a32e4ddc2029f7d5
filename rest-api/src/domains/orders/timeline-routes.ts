// An order's timeline and staff's internal notes, and the bulk move (issue 22), all staff only:
// GET /v1/order/timeline?ids= (the orders' status changes with who and when, and their notes; a batch read, so a
// page of orders asks once), POST /v1/order/:id/notes, and POST /v1/order/bulk-status (paid orders → processing,
// each in its own locked transaction, one result per order).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseIds } from '../../lib/ids.js';
import { requestLanguage } from '../../i18n/index.js';
import { IdParams, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import { addOrderNote, bulkMoveOrders, orderTimelines } from './timeline.js';
import {
  BulkStatusAnswer,
  BulkStatusBody,
  NoteAnswer,
  NoteBody,
  OrderTimelineList,
  OrderTimelineQuery,
} from './timeline-schemas.js';

const doc = routeDoc(['orders'], 'bearer');

const timelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/v1/order/timeline',
    {
      schema: doc({
        summary:
          "Orders' timelines (staff): every status change with who made it (staff, customer, payment provider " +
          "or system) and when, oldest first, each detail in the request's language, and the internal notes " +
          'staff added; ids= lists up to 100 orders',
        querystring: OrderTimelineQuery,
        response: { 200: OrderTimelineList },
      }),
    },
    async (request) => ({
      data: await orderTimelines(db, parseIds(request.query.ids)!, await requestLanguage(request)),
    }),
  );

  app.post(
    '/v1/order/:id/notes',
    {
      schema: doc({
        summary:
          'Add an internal note to an order (staff; 1 to 1000 characters; never shown to the customer)',
        params: IdParams,
        body: NoteBody,
        response: { 201: NoteAnswer },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addOrderNote(db, request.params.id, caller(request).userId, request.body.text),
      }),
  );

  app.post(
    '/v1/order/bulk-status',
    {
      schema: doc({
        summary:
          'Move up to 100 orders on together (staff): paid → processing, each in its own transaction; ' +
          'answers per order whether it moved or why not (each still needs its resi to ship)',
        body: BulkStatusBody,
        response: { 200: BulkStatusAnswer },
      }),
    },
    async (request) => ({
      data: await bulkMoveOrders(db, request.body.ids, request.body.status, caller(request).userId),
    }),
  );
};

export default timelineRoutes;
