// Checkout, payment notifications (payment-notifications.ts) and orders: POST /v1/order/checkout,
// POST /v1/payment/notification,
// GET /v1/order, GET /v1/order/:id, PUT /v1/order/:id/status, POST /v1/order/:id/cancel and /received (a member's
// own), GET /public/v1/order/payment/:token (a guest's
// order by its payment token). Also runs the expiry sweep on a timer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { OPERATION, orderLineProductLink, orderLink } from '../../lib/links.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { caller, isStaff } from '../../lib/caller.js';
import { findCredentials } from '../users/repository.js';
import { checkout } from './checkout.js';
import { customerActor, staffActor } from './events-repository.js';
import { orderFilterOf } from './filters.js';
import { customerMoveOrder, moveOrder, sweepExpiredOrders } from './lifecycle.js';
import { closeOwedPayments, processDueNotifications, receiveNotification } from './payment-notifications.js';
import { getOrder, listOrders, publicOrderByPaymentToken } from './read-repository.js';
import { orderShippedMail } from './mail.js';
import { refunder } from './refund.js';
import {
  CheckoutAnswer,
  CheckoutBody,
  Notification,
  NotificationAnswer,
  OrderAnswer,
  OrderList,
  OrderListQuery,
  PaymentTokenParams,
  PublicOrderAnswer,
  StatusBody,
} from './schemas.js';
import { defineMessage, requestLanguage } from '../../i18n/index.js';

const tags = ['orders'];
const doc = routeDoc(tags, 'bearer');
const publicDoc = routeDoc(tags, 'public');
const paymentDoc = routeDoc(['payment'], 'public');

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  // Notification work that goes on after the answer: the app waits for it before it closes its database.
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  app.post(
    '/v1/order/checkout',
    {
      config: { access: 'optional' },
      schema: publicDoc({
        summary:
          'Place an order (guests and members): prices, shipping and total are computed by the server; ' +
          'an Idempotency-Key header makes a retry answer the same order',
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 200 } } },
        body: CheckoutBody,
        response: { 200: CheckoutAnswer, 201: CheckoutAnswer },
      }),
      links: {
        200: { order: orderLink('/data/orderID', 'The order placed (for its owner or staff)') },
        201: { order: orderLink('/data/orderID', 'The order placed (for its owner or staff)') },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      // Staff taking an order for a customer (the cashier): the order is the customer's — the member with that
      // e-mail when there is one, else a guest's — never the staff member's, and nobody's cart changes.
      const forCustomer = isStaff(request.auth);
      const customer = forCustomer
        ? await findCredentials(db, { email: request.body.customerID.trim() })
        : undefined;
      const owner = forCustomer ? (customer?.id ?? null) : (request.auth?.userId ?? null);
      // The order's e-mails speak the checkout's language (a customer's own when staff place it for them).
      const language = customer?.language ?? (await requestLanguage(request));
      const { created, result } = await checkout(
        app,
        request.body,
        owner,
        typeof key === 'string' ? key : undefined,
        {
          keepCart: forCustomer,
          placedBy: forCustomer ? staffActor(request.auth!.userId) : customerActor(owner),
          language,
          ip: request.ip,
        },
      );
      return reply.status(created ? 201 : 200).send({ data: result });
    },
  );

  app.post(
    '/v1/payment/notification',
    {
      // The provider calls this without a Client-Id; its signature is checked instead.
      config: { access: 'public', clientId: false },
      schema: paymentDoc({
        summary:
          "The payment provider's HTTP notification (Midtrans's body and sha512 signature, checked in constant " +
          'time): written down, confirmed with the status API and applied once per order and transaction; ' +
          'answered within seconds (queued: true when the status API is slow and the work goes on after the ' +
          'answer). A forged signature answers 403, an unknown order 404, nothing written',
        body: Notification,
        response: { 200: NotificationAnswer },
      }),
    },
    async (request) => ({ data: await receiveNotification(app, request.body, { track }) }),
  );

  app.get(
    '/v1/order',
    {
      schema: doc({
        summary:
          "Orders, newest first: a member's own, or everyone's for staff (q searches code, product and " +
          'customer; status and paymentMethod are comma lists; from and to are Jakarta days, inclusive; ids= ' +
          'reads a batch)',
        querystring: OrderListQuery,
        response: { 200: OrderList },
      }),
      links: { 200: { lineProduct: orderLineProductLink(true) } },
    },
    async (request) => {
      const auth = caller(request);
      const ids = parseIds(request.query.ids);
      const filter = {
        ...orderFilterOf(request.query),
        userId: isStaff(auth) ? undefined : auth.userId,
        ids,
      };
      return listPage(request.query, (window) => listOrders(db, filter, window), ids);
    },
  );

  app.get(
    '/v1/order/:id',
    {
      schema: doc({
        summary: 'One order with its lines, payment and shipment (members: only their own)',
        operationId: OPERATION.order,
        params: IdParams,
        response: { 200: OrderAnswer },
      }),
      links: { 200: { lineProduct: orderLineProductLink() } },
    },
    async (request) => {
      const auth = caller(request);
      const order = await getOrder(db, request.params.id);
      // Another customer's order answers as if it did not exist.
      if (!order || (!isStaff(auth) && order.userID !== auth.userId))
        throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
      return { data: order };
    },
  );

  app.get(
    '/public/v1/order/payment/:token',
    {
      schema: publicDoc({
        summary:
          'The order a payment token belongs to, for whoever holds the token (the payment-success page, guests ' +
          'too): code, status, amounts, lines, payment and shipment with the city only; no customer details',
        params: PaymentTokenParams,
        response: { 200: PublicOrderAnswer },
      }),
      links: { 200: { lineProduct: orderLineProductLink() } },
    },
    async (request, reply) => {
      const order = await orNotFound(
        publicOrderByPaymentToken(db, request.params.token),
        defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }),
      );
      // The answer changes with the payment and belongs to one customer: never kept by a shared cache.
      void reply.header('cache-control', 'no-store');
      return { data: order };
    },
  );

  app.put(
    '/v1/order/:id/status',
    {
      schema: doc({
        summary:
          'Move an order on (staff): paid → processing (with a resiNumber and its courier, which e-mails the ' +
          'customer the resi and a link to follow the parcel) → completed, or pending → ' +
          'cancelled; cancelling a paid order (or a processing one not shipped yet) refunds its total through ' +
          'the payment provider first (a refusal answers 409, an unknown answer 502, and the order stays paid); ' +
          'anything else answers 409',
        params: IdParams,
        body: StatusBody,
        response: { 200: OrderAnswer },
      }),
      links: { 200: { lineProduct: orderLineProductLink() } },
    },
    async (request) => {
      const reason = request.body.reason?.trim() ?? '';
      const resiNumber = request.body.resiNumber?.trim();
      if (request.body.courier && !resiNumber) {
        throw badRequest('courier is given with the resiNumber it carries');
      }
      await moveOrder(
        db,
        request.params.id,
        request.body.status,
        resiNumber ? { number: resiNumber, courier: request.body.courier } : undefined,
        staffActor(caller(request).userId),
        refunder(app, { reason, by: caller(request).userId }),
        async (tx, id, courier) => {
          const shipped = await getOrder(tx, id);
          if (shipped)
            await app.mail.enqueue(tx, orderShippedMail(shipped, courier, app.config.publicWebUrl));
        },
      );
      return { data: (await getOrder(db, request.params.id))! };
    },
  );

  for (const [move, summary] of [
    [
      'cancel',
      'Cancel my own unpaid order: pending → cancelled; its stock goes back and its payment link stops working ' +
        "(any other status answers 409; another customer's order 404)",
    ],
    [
      'received',
      'Confirm my own shipped order arrived ("Pesanan diterima"): processing with a tracking number → completed ' +
        '(any other status answers 409)',
    ],
  ] as const) {
    app.post(
      `/v1/order/:id/${move}`,
      {
        schema: doc({ summary, params: IdParams, response: { 200: OrderAnswer } }),
        links: { 200: { lineProduct: orderLineProductLink() } },
      },
      async (request) => {
        await customerMoveOrder(db, request.params.id, caller(request).userId, move);
        return { data: (await getOrder(db, request.params.id))! };
      },
    );
  }

  // The expiry sweep, then the provider calls it owes (Midtrans's expire or cancel for orders ended unpaid) and the
  // notifications waiting for another try. Every API process may run it; row locks keep each step single.
  const every = app.config.orders.sweepIntervalSeconds;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepExpiredOrders(app)
        .then(() => closeOwedPayments(app))
        .then(() => processDueNotifications(app))
        .catch((error: unknown) => app.log.error({ err: error }, 'order expiry sweep failed'))
        .finally(() => {
          running = false;
        });
    }, every * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};

export default orderRoutes;
