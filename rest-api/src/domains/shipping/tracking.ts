// What a parcel's tracking says, from whichever provider tells it (RajaOngkir's waybill tracking, or the built-in
// tracker of the embedded default), and the cache in front of the provider: at most one call per resi per 30
// minutes, shared by every API process through the tracking_answers table, and one call in flight per resi.
import { setTimeout as sleep } from 'node:timers/promises';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/index.js';
import type { Language } from '@lemari/shop/rules';
import { serviceUnavailable } from '../../lib/errors.js';
import { defineMessage } from '../../i18n/index.js';
import { claimTracking, trackingAnswer, storeTracking } from './tracking-repository.js';

export const TrackingEvent = Type.Object({
  at: Type.String({ format: 'date-time', description: 'When it happened (ISO 8601)' }),
  description: Type.String({ description: "What happened, in the courier's words" }),
  location: Type.String({
    description: 'Where it happened (a city, a hub); empty when the courier did not say',
  }),
});
export type TrackingEvent = Static<typeof TrackingEvent>;

/** What a provider answers for one resi: whether the parcel arrived, and its events, newest first. */
export interface TrackingAnswer {
  delivered: boolean;
  events: TrackingEvent[];
}

/** What a provider needs to know of the parcel. */
export interface TrackingRequest {
  /** The courier's code (jne, jnt, sicepat, pos, tiki). */
  courier: string;
  resi: string;
  /** The receiver's phone as written at checkout (JNE asks for its last 5 digits). */
  phone: string;
  /** When the parcel left (the shipment date, ISO 8601). */
  shippedAt: string;
  /** Where it leaves from and goes to, as places read ('Yogyakarta', 'Kota Bandung'). */
  origin: string;
  destination: string;
  /** Whether it stays in the city it leaves from. */
  sameCity: boolean;
  /** Who receives it (the address's name). */
  receiver: string;
  /** The reader's language: the built-in tracker tells its story in it (a courier's own words stay as written). */
  language: Language;
}

export interface TrackingProvider {
  readonly name: 'built-in' | 'rajaongkir';
  /**
   * Whether answers go through the cache: a remote provider's do; the built-in tracker works its story out from
   * the shipment and the clock, which costs nothing and must move on as the clock does.
   */
  readonly cached: boolean;
  /** The parcel's tracking. Throws HttpError 503 when the provider cannot be reached or answers nonsense. */
  track(request: TrackingRequest): Promise<TrackingAnswer>;
}

/** How long a provider's answer is kept: at most one call per resi per 30 minutes. */
export const TRACKING_CACHE_SECONDS = 30 * 60;
/** How long one process may take to ask the provider before another may ask instead. */
export const TRACKING_CLAIM_SECONDS = 15;
/** How often a request waiting for another process's call looks for its answer. */
const WAIT_STEP_MS = 200;

export const TRACKING_UNAVAILABLE = defineMessage({
  id: 'tracking.unavailable',
  defaultMessage: 'Tracking is unavailable right now. Please try again in a few minutes.',
});

/**
 * The provider behind the cache. A fresh answer (younger than 30 minutes) is served as it is; otherwise one
 * caller claims the resi and asks the provider, and everyone else asking meanwhile — in this process or another —
 * waits for that answer (or gets the previous one, stale, when there is one). A failed call answers 503 unless an
 * older answer can be served instead.
 */
export function cachedTracking(
  db: Db,
  provider: TrackingProvider,
  options: { cacheSeconds?: number; claimSeconds?: number } = {},
) {
  const cacheSeconds = options.cacheSeconds ?? TRACKING_CACHE_SECONDS;
  const claimSeconds = options.claimSeconds ?? TRACKING_CLAIM_SECONDS;
  // Calls in flight in this process, by courier and resi: concurrent requests here share one.
  const inFlight = new Map<string, Promise<TrackingAnswer>>();

  async function lookUp(request: TrackingRequest): Promise<TrackingAnswer> {
    const deadline = Date.now() + (claimSeconds + 1) * 1000;
    for (;;) {
      const kept = await trackingAnswer(db, request.courier, request.resi, cacheSeconds);
      if (kept?.answer && kept.fresh) return kept.answer;
      if (await claimTracking(db, request.courier, request.resi, cacheSeconds, claimSeconds)) {
        let answer: TrackingAnswer;
        try {
          answer = await provider.track(request);
        } catch (error) {
          // The claim runs out by itself: the next caller after it asks again. Meanwhile the old answer serves.
          if (kept?.answer) return kept.answer;
          throw error;
        }
        await storeTracking(db, request.courier, request.resi, answer);
        return answer;
      }
      // Another process is asking right now: its answer, or the previous one meanwhile.
      if (kept?.answer) return kept.answer;
      if (Date.now() > deadline) throw serviceUnavailable(TRACKING_UNAVAILABLE);
      await sleep(WAIT_STEP_MS);
    }
  }

  return {
    provider,
    track(request: TrackingRequest): Promise<TrackingAnswer> {
      if (!provider.cached) return provider.track(request);
      const key = `${request.courier}:${request.resi}`;
      let answer = inFlight.get(key);
      if (!answer) {
        answer = lookUp(request).finally(() => inFlight.delete(key));
        inFlight.set(key, answer);
      }
      return answer;
    },
  };
}

export type Tracker = ReturnType<typeof cachedTracking>;
