// The built-in tracker (the embedded default, without a RajaOngkir key): a plausible story told from the shipment
// alone — picked up in the origin city, sorted, in transit, arrived at the destination city's hub, out for delivery,
// delivered — over a few days from the shipment date. The same parcel always tells the same story: its timing
// comes from the courier (some are quicker), the resi (a little jitter) and the step length, never from chance, and
// it shows only the events whose time has come.
import { createHash } from 'node:crypto';
import type { Language } from '@lemari/shop/rules';
import { defineMessage, t, translate, type Text } from '../../i18n/index.js';
import type { TrackingEvent, TrackingProvider, TrackingRequest } from './tracking.js';

/**
 * How each courier's story reads: its name, the name of its hubs in each language, and how quick it is (1 = the step
 * length).
 */
interface Flavour {
  name: string;
  hub: Readonly<Record<Language, string>>;
  pace: number;
}

const FLAVOURS: Record<string, Flavour> = {
  jne: { name: 'JNE', hub: { en: 'JNE gateway', id: 'gateway JNE' }, pace: 1 },
  jnt: { name: 'J&T Express', hub: { en: 'J&T sorting center', id: 'pusat sortir J&T' }, pace: 0.9 },
  sicepat: { name: 'SiCepat', hub: { en: 'SiCepat hub', id: 'hub SiCepat' }, pace: 0.8 },
  pos: {
    name: 'POS Indonesia',
    hub: { en: 'mail processing center', id: 'kantor pemrosesan pos' },
    pace: 1.2,
  },
  tiki: { name: 'TIKI', hub: { en: 'TIKI hub', id: 'hub TIKI' }, pace: 1.1 },
};

// The story's words, in the reader's language (TrackingRequest.language).
const PICKED_UP = defineMessage({
  id: 'tracking.story.picked-up',
  defaultMessage: 'Shipment picked up by {courier}',
});
const PROCESSED = defineMessage({ id: 'tracking.story.processed', defaultMessage: 'Processed at {hub}' });
const DEPARTED = defineMessage({
  id: 'tracking.story.departed',
  defaultMessage: 'Departed to {destination}, in transit',
});
const ARRIVED = defineMessage({ id: 'tracking.story.arrived', defaultMessage: 'Arrived at {hub}' });
const OUT_FOR_DELIVERY = defineMessage({
  id: 'tracking.story.out-for-delivery',
  defaultMessage: 'Out for delivery with the courier',
});
const DELIVERED = defineMessage({
  id: 'tracking.story.delivered',
  defaultMessage: 'Delivered, received by {receiver}',
});
const THE_ADDRESSEE = defineMessage({ id: 'tracking.story.the-addressee', defaultMessage: 'the addressee' });

/**
 * The story's steps, each at a number of steps after the shipment (before the courier's pace and the resi's
 * jitter). The last one is the delivery: at most 5.25 steps × the slowest pace (1.2) × 10 hours (the default)
 * = 63 hours, so a parcel shipped three days ago reads delivered.
 */
type Step = { at: number; text: (f: Flavour, r: TrackingRequest) => Text; where: 'origin' | 'destination' };

const INTERCITY: Step[] = [
  { at: 0, where: 'origin', text: (f) => t(PICKED_UP, { courier: f.name }) },
  { at: 1, where: 'origin', text: (f, r) => t(PROCESSED, { hub: f.hub[r.language] }) },
  { at: 2, where: 'origin', text: (f, r) => t(DEPARTED, { destination: r.destination }) },
  { at: 3.5, where: 'destination', text: (f, r) => t(ARRIVED, { hub: f.hub[r.language] }) },
  { at: 4.5, where: 'destination', text: () => OUT_FOR_DELIVERY },
  { at: 5, where: 'destination', text: (f, r) => t(DELIVERED, { receiver: r.receiver || THE_ADDRESSEE }) },
];

/** A parcel that stays in the city skips the transit and the destination's hub. */
const WITHIN_CITY: Step[] = [
  INTERCITY[0]!,
  INTERCITY[1]!,
  { ...INTERCITY[4]!, at: 1.5 },
  { ...INTERCITY[5]!, at: 2 },
];

/** A number from 0 to 1 that only the resi decides (for the jitter). */
function unitOf(resi: string, salt: number): number {
  const digest = createHash('sha256').update(`${resi}:${salt}`).digest();
  return digest.readUInt32BE(0) / 0xffff_ffff;
}

/** Where a city name reads without 'Kota' ('Kota Bandung' → 'Bandung'); a Kabupaten keeps its type. */
export const placeName = (city: string) => city.replace(/^Kota\s+/u, '').trim();

/** The whole story of one parcel, every step with its time, oldest first (including those still to come). */
export function builtInStory(request: TrackingRequest, stepHours: number) {
  const flavour = FLAVOURS[request.courier] ?? {
    name: request.courier.toUpperCase(),
    hub: { en: 'sorting center', id: 'pusat sortir' },
    pace: 1,
  };
  const steps = request.sameCity ? WITHIN_CITY : INTERCITY;
  const start = Date.parse(request.shippedAt);
  const hour = 3_600_000;
  return steps.map((step, index) => {
    // The first event is the hand-over itself; the others move by up to a quarter step either way.
    const jitter = index === 0 ? 0 : (unitOf(request.resi, index) - 0.5) * 0.5;
    const offset = Math.max(0, step.at + jitter) * flavour.pace * stepHours * hour;
    return {
      at: new Date(start + offset).toISOString(),
      description: translate(step.text(flavour, request), request.language),
      location: placeName(step.where === 'origin' ? request.origin : request.destination),
    } satisfies TrackingEvent;
  });
}

export function builtInTracker(options: { stepHours: number; now?: () => number }): TrackingProvider {
  const now = options.now ?? Date.now;
  return {
    name: 'built-in',
    cached: false,
    async track(request) {
      const story = builtInStory(request, options.stepHours);
      const told = story.filter((event) => Date.parse(event.at) <= now());
      return { delivered: told.length === story.length, events: told.reverse() };
    },
  };
}
