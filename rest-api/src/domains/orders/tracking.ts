// An order's parcel tracking: the shipment's courier and resi asked of the tracking provider (through its cache),
// and — when the shop's setting says so — a "delivered" answer completing the shipped order, as "Pesanan diterima"
// does. Housekeeping runs the same check over the parcels on their way.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@lemari/shop/rules';
import { HttpError } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { cityWithProvince } from '../locations/repository.js';
import { completeOnDeliverySetting } from '../settings/repository.js';
import { shipmentsOnTheWay, trackedShipment, type TrackedShipment } from '../shipping/repository.js';
import { completeDeliveredOrder } from './lifecycle.js';
import type { Tracking } from './tracking-schemas.js';

/** The shipment's tracking, asked of the provider (or its cache); completes the order when delivered and set so. */
async function trackShipment(
  app: FastifyInstance,
  shipment: TrackedShipment,
  language: Language,
): Promise<{ tracking: Tracking; completed: boolean }> {
  const origin = await cityWithProvince(app.db, shipment.originCityId);
  const answer = await app.tracking.track({
    courier: shipment.courier,
    resi: shipment.resi,
    phone: shipment.phone,
    shippedAt: shipment.shippedAt,
    origin: origin ? `${origin.type} ${origin.city}` : '',
    destination: shipment.destination,
    sameCity: shipment.originCityId === shipment.destinationCityId,
    receiver: shipment.receiver,
    language,
  });
  const completed =
    answer.delivered &&
    shipment.status === 'shipped' &&
    (await completeOnDeliverySetting(app.db)).enabled &&
    (await completeDeliveredOrder(app.db, shipment.orderId, shipment.courier, shipment.resi));
  return {
    tracking: {
      courier: shipment.courier,
      resi: shipment.resi,
      delivered: answer.delivered,
      events: answer.events,
    },
    completed,
  };
}

/**
 * The order's tracking, or null while it has no resi (or was cancelled), for a reader of `language`. The caller
 * checks who may see it.
 */
export async function orderTracking(
  app: FastifyInstance,
  orderId: string,
  language: Language,
): Promise<Tracking | null> {
  const shipment = await trackedShipment(app.db, orderId);
  return shipment ? (await trackShipment(app, shipment, language)).tracking : null;
}

/**
 * The tracking for a guest's lookup answer: never fails the lookup itself. A provider that cannot answer leaves the
 * tracking null with the reason.
 */
export async function lookupTracking(
  app: FastifyInstance,
  orderId: string,
  language: Language,
): Promise<{ tracking: Tracking | null; trackingError: string | null }> {
  try {
    return { tracking: await orderTracking(app, orderId, language), trackingError: null };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { tracking: null, trackingError: translate(error.text, language) };
  }
}

/**
 * Housekeeping: while the shop completes orders on delivery, asks the tracking of the parcels on their way (the
 * cache keeps it to one provider call per resi per 30 minutes) and completes those delivered. A parcel whose
 * provider fails is left for the next round. Answers how many orders completed.
 */
export async function completeDeliveredOrders(app: FastifyInstance, batch = 100): Promise<number> {
  if (!(await completeOnDeliverySetting(app.db)).enabled) return 0;
  let completed = 0;
  for (const shipment of await shipmentsOnTheWay(app.db, batch)) {
    try {
      // Only whether it arrived counts here: no one reads the story.
      if ((await trackShipment(app, shipment, DEFAULT_LANGUAGE)).completed) completed += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      app.log.warn({ err: error, orderId: shipment.orderId }, 'tracking unavailable during housekeeping');
    }
  }
  return completed;
}
