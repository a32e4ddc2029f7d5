// An order's parcel tracking: the shipment's courier and resi asked of the tracking provider (through its cache).
// Whoever asks — the member, staff, the guest's look-up, housekeeping — a "delivered" answer makes the shipment
// delivered (issue 32), and completes the order too when the shop's setting says so, as "Pesanan diterima" does.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@lemari/shop/rules';
import { HttpError } from '../../lib/errors.js';
import { translate } from '../../i18n/index.js';
import { cityWithProvince } from '../locations/repository.js';
import { completeOnDeliverySetting } from '../settings/repository.js';
import { shipmentsOnTheWay, trackedShipment, type TrackedShipment } from '../shipping/repository.js';
import type { TrackingAnswer } from '../shipping/tracking.js';
import { completeDeliveredParcels, recordDelivery } from './lifecycle.js';
import type { Tracking } from './tracking-schemas.js';

/**
 * When a delivered parcel arrived: its newest event's time (the delivery itself, or the proof of delivery),
 * now when the courier gave no readable time.
 */
function deliveredAt(answer: TrackingAnswer): string {
  const newest = answer.events[0]?.at;
  return newest && Number.isFinite(Date.parse(newest)) ? newest : new Date().toISOString();
}

/**
 * The shipment's tracking, asked of the provider (or its cache). A delivered answer for a parcel still on its way
 * (or one whose order the setting now completes) is recorded before the answer goes back, so that the order read
 * after it tells the same story. Answers whether the order completed.
 */
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
  let completed = false;
  if (answer.delivered) {
    const complete = (await completeOnDeliverySetting(app.db)).enabled;
    // A parcel delivered already changes nothing more, unless the setting completes its order now.
    if (shipment.status === 'shipped' || complete) {
      completed = await recordDelivery(
        app.db,
        {
          orderId: shipment.orderId,
          courier: shipment.courier,
          resi: shipment.resi,
          at: deliveredAt(answer),
        },
        complete,
      );
    }
  }
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
 * Housekeeping: asks the tracking of the parcels on their way (the cache keeps it to one provider call per resi per
 * 30 minutes), so that a parcel that arrived reads delivered even when nobody looked, and — while the shop completes
 * orders on delivery — completes their orders, and those whose parcel arrived before the setting was on. A parcel
 * whose provider fails is left for the next round. Answers how many parcels arrived and how many orders completed.
 */
export async function followParcels(
  app: FastifyInstance,
  batch = 100,
): Promise<{ deliveredParcels: number; deliveredOrders: number }> {
  let deliveredParcels = 0;
  let deliveredOrders = 0;
  for (const shipment of await shipmentsOnTheWay(app.db, batch)) {
    try {
      // Only whether it arrived counts here: no one reads the story.
      const { tracking, completed } = await trackShipment(app, shipment, DEFAULT_LANGUAGE);
      if (tracking.delivered) deliveredParcels += 1;
      if (completed) deliveredOrders += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      app.log.warn({ err: error, orderId: shipment.orderId }, 'tracking unavailable during housekeeping');
    }
  }
  if ((await completeOnDeliverySetting(app.db)).enabled) {
    deliveredOrders += await completeDeliveredParcels(app.db, batch);
  }
  return { deliveredParcels, deliveredOrders };
}
