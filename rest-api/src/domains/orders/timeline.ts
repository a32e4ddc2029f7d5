// An order's timeline (every status change, who made it and when) and staff's internal notes on it, and the bulk
// move of paid orders to processing. The events themselves are recorded where each change happens (setOrderStatus,
// expireOrders, checkout, a resi change); here they are read, named and answered.
import { MAX_ORDER_INTERNAL_NOTE_LENGTH, type Language } from '@lemari/shop/rules';
import type { Db, Queryable } from '../../db/index.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { userNames } from '../users/repository.js';
import { eventDetailIn } from './event-details.js';
import { insertOrderNote, orderEvents, orderNotes, staffActor } from './events-repository.js';
import { moveOrder } from './lifecycle.js';
import { orderStatuses } from './status-repository.js';
import type { OrderMoveResult, OrderNote, OrderTimeline } from './timeline-schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** The timelines and notes of those of these orders that exist, in the order asked; details in `language`. */
export async function orderTimelines(
  db: Queryable,
  ids: string[],
  language: Language,
): Promise<OrderTimeline[]> {
  const known = new Set((await orderStatuses(db, ids)).map((order) => order.id));
  const wanted = ids.filter((id) => known.has(id));
  if (wanted.length === 0) return [];
  const [events, notes] = await Promise.all([orderEvents(db, wanted), orderNotes(db, wanted)]);
  const names = await userNames(db, [
    ...new Set(
      [...events.map((event) => event.actorUserId), ...notes.map((note) => note.authorId)].filter(
        (id): id is string => id !== null,
      ),
    ),
  ]);
  return wanted.map((id) => ({
    id,
    events: events
      .filter((event) => event.orderId === id)
      .map((event) => ({
        id: event.id,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: {
          kind: event.actorKind,
          userID: event.actorUserId,
          name: event.actorUserId ? (names.get(event.actorUserId) ?? null) : null,
        },
        detail: eventDetailIn(event.detail, language),
        delivered: event.delivered,
        createdAt: event.createdAt,
      })),
    notes: notes
      .filter((note) => note.orderId === id)
      .map((note) => ({
        id: note.id,
        text: note.text,
        author: { userID: note.authorId, name: note.authorId ? (names.get(note.authorId) ?? null) : null },
        createdAt: note.createdAt,
      })),
  }));
}

/** Adds staff's internal note to an order: 1 to 1000 characters after trimming; 404 for an unknown order. */
export async function addOrderNote(
  db: Db,
  orderId: string,
  authorId: string,
  raw: string,
): Promise<OrderNote> {
  const text = raw.trim();
  if (text.length === 0)
    throw badRequest(
      defineMessage({
        id: 'orders.text-write-note-first-it',
        defaultMessage: 'text: write the note first (it is empty)',
      }),
    );
  if (text.length > MAX_ORDER_INTERNAL_NOTE_LENGTH) {
    throw badRequest(
      t(
        defineMessage({
          id: 'orders.note-too-long',
          defaultMessage: 'text: a note is at most {max} characters (this one is {length})',
        }),
        { max: MAX_ORDER_INTERNAL_NOTE_LENGTH, length: text.length },
      ),
    );
  }
  if ((await orderStatuses(db, [orderId])).length === 0)
    throw notFound(defineMessage({ id: 'orders.order-not-found', defaultMessage: 'Order not found' }));
  const note = await insertOrderNote(db, orderId, authorId, text);
  const names = await userNames(db, [authorId]);
  return {
    id: note.id,
    text: note.text,
    author: { userID: authorId, name: names.get(authorId) ?? null },
    createdAt: note.createdAt,
  };
}

/**
 * Moves each of these orders to processing, each in its own transaction under its row lock (moveOrder), so one
 * refusal never holds back the others: paid orders move, any other answers why not. Each still needs its resi to
 * ship. Answers one result per distinct id, in the order asked.
 */
export async function bulkMoveOrders(
  db: Db,
  rawIds: string[],
  to: 'processing',
  staffId: string,
): Promise<OrderMoveResult[]> {
  const ids = [...new Set(rawIds.map((id) => id.toLowerCase()))];
  const refused = new Map<string, string>();
  for (const id of ids) {
    try {
      await moveOrder(db, id, to, undefined, staffActor(staffId, 'bulk move'));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refused.set(id, error.message);
    }
  }
  const now = new Map((await orderStatuses(db, ids)).map((order) => [order.id, order]));
  return ids.map((id) => ({
    id,
    orderCode: now.get(id)?.orderCode ?? null,
    moved: !refused.has(id),
    status: now.get(id)?.status ?? null,
    reason: refused.get(id) ?? null,
  }));
}
