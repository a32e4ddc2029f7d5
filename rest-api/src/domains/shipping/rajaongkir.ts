// The RajaOngkir adapter for its current API (Komerce, https://rajaongkir.komerce.id/api/v1): the API key in a
// `key` header, destinations found by GET /destination/domestic-destination?search=…, rates from POST
// /calculate/domestic-cost (form fields origin, destination, weight in grams, courier as jne:jnt:sicepat).
//
// Komerce numbers destinations by subdistrict, not by the old city ids our cities keep, so each city is searched
// once (by its name, matched on province and city) and the destination kept in the database. Answers are kept a
// while per origin, destination, weight band and courier set. When RajaOngkir fails, refuses the key or takes
// longer than 3 s, the shopper gets the built-in estimate for the same couriers with a note (fallback: true) and
// the cause goes to the log: a checkout never dies on the provider.
import { SHIPPING_COURIERS, takesWeight, type ShippingCourier } from '@lemari/shop/rules';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Queryable } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { cityWithProvince } from '../locations/repository.js';
import { chargedKg } from './estimator.js';
import type { CourierCosts, ShippingProvider } from './provider.js';
import { knownDestination, rememberDestination } from './repository.js';
import { asFallback, checkedParcel, type CheckedParcel } from './schemas.js';
import { MAX_WEIGHT_GRAMS } from '@lemari/shop/rules';

/** The current RajaOngkir API's base (RAJAONGKIR_URL's default). */
export const RAJAONGKIR_BASE_URL = 'https://rajaongkir.komerce.id/api/v1';
/** How long a shopper waits for RajaOngkir (destination search and rates together) before the estimate answers. */
export const RAJAONGKIR_TIMEOUT_MS = 3_000;
/** Rates change rarely; a checkout repeats the quote the shipment step just asked for. */
export const RATE_CACHE_TTL_MS = 60 * 60_000;
/**
 * A failed provider is asked again after this long (as long as the gateway keeps rates, so that checkout charges
 * the estimate the shopper saw); until then the estimate answers at once.
 */
export const FALLBACK_CACHE_TTL_MS = 5 * 60_000;
export const RATE_CACHE_SIZE = 2_000;
/** How many places one destination search asks for. */
export const DESTINATION_SEARCH_LIMIT = 100;

export interface RajaOngkirOptions {
  apiKey: string;
  baseUrl: string;
  /** Where the cities and their found destinations are. */
  db: Queryable;
  /** What answers when RajaOngkir cannot: the built-in estimator. */
  fallback: ShippingProvider;
  /** How long to wait for RajaOngkir's answers to one request (default 3 s). */
  timeoutMs?: number;
  /** How long an answer is reused (default an hour; a fallback answer 5 minutes). */
  cacheTtlMs?: number;
  fallbackTtlMs?: number;
  /** How many answers are kept at most (default 2,000). */
  cacheSize?: number;
  /** Where the causes of fallbacks are logged (the app's logger); silent without one. */
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Why RajaOngkir could not answer: logged, and the estimate answers instead. */
class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly level: 'warn' | 'error' = 'warn',
  ) {
    super(message);
  }
}

const Meta = Type.Object({ message: Type.String(), code: Type.Integer() });
const Envelope = Type.Object({ meta: Meta });

// What we take from good answers; anything else in them is dropped, and anything missing or odd refuses them.
const Text = (maxLength: number) => Type.String({ maxLength });
const Place = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  label: Text(500),
  province_name: Text(200),
  city_name: Text(200),
  district_name: Text(200),
});
const Places = Type.Object({ data: Type.Array(Place, { maxItems: 1000 }) });
const Rate = Type.Object({
  name: Text(200),
  code: Text(30),
  service: Type.String({ minLength: 1, maxLength: 50 }),
  description: Text(200),
  cost: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  etd: Text(50),
});
const Rates = Type.Object({ data: Type.Array(Rate, { maxItems: 500 }) });

/** Upper case, words only: 'DI Yogyakarta' and 'DI YOGYAKARTA', 'Nusa Tenggara Barat (NTB)' and 'NUSA TENGGARA BARAT'. */
function words(text: string): string {
  return text
    .toUpperCase()
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/[^A-Z0-9]+/gu, ' ')
    .trim();
}

// Provinces are written with or without their status ('DI Yogyakarta', 'Daerah Istimewa Yogyakarta'), Aceh with
// its old name, and Papua's since-split provinces (Papua Selatan, Papua Barat Daya) carry the old name in theirs.
const PROVINCE_PREFIX = /^(?:DAERAH ISTIMEWA|DAERAH KHUSUS IBUKOTA|DAERAH KHUSUS|DKI|DI|NANGGROE) /u;
function sameProvince(ours: string, theirs: string): boolean {
  const a = words(ours).replace(PROVINCE_PREFIX, '');
  const b = words(theirs).replace(PROVINCE_PREFIX, '');
  return a === b || a.includes(b) || b.includes(a);
}

const CITY_PREFIX = /^(?:KOTA ADMINISTRASI|KOTA|KABUPATEN|KAB) /u;
const kindOf = (name: string) =>
  /^KOTA\b/u.test(words(name)) ? 'Kota' : /^KAB/u.test(words(name)) ? 'Kabupaten' : '';

/**
 * The place a city's search answered that stands for the city: of its province and named as it (with or without
 * Kota/Kabupaten), a place of the same kind first, then one in the district named after the city (its centre),
 * then the lowest id, so that the choice is the same every time.
 */
export function pickDestination(
  city: { city: string; type: string; province: string },
  places: readonly {
    id: number;
    label: string;
    province_name: string;
    city_name: string;
    district_name: string;
  }[],
) {
  const name = words(city.city);
  const score = (place: (typeof places)[number]) =>
    (kindOf(place.city_name) === city.type ? 2 : 0) + (words(place.district_name) === name ? 1 : 0);
  const matching = places.filter(
    (place) =>
      sameProvince(city.province, place.province_name) &&
      words(place.city_name).replace(CITY_PREFIX, '') === name,
  );
  return matching.sort((a, b) => score(b) - score(a) || a.id - b.id)[0];
}

/** "2-3 day", "1 days", "3 hari" → "2-3", "1", "3": days, as the rest of the shop writes them. */
const daysOf = (etd: string) => etd.replace(/\s*(?:days?|hari)\s*$/iu, '').trim();

/** The heaviest parcel of a weight band (every weight the couriers charge as `kg` kilograms). */
const bandWeight = (kg: number) => Math.min(kg * 1000 + 300, MAX_WEIGHT_GRAMS);

interface Cached {
  expires: number;
  answer: Promise<CourierCosts[]>;
}

export function rajaOngkir(options: RajaOngkirOptions): ShippingProvider {
  const timeoutMs = options.timeoutMs ?? RAJAONGKIR_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? RATE_CACHE_TTL_MS;
  const fallbackTtlMs = options.fallbackTtlMs ?? FALLBACK_CACHE_TTL_MS;
  const cacheSize = options.cacheSize ?? RATE_CACHE_SIZE;
  const { db, logger: log } = options;
  // Insertion order is age order, so the first key is the one to drop when full.
  const cache = new Map<string, Cached>();
  // Searches in flight, so that concurrent shoppers of one city share one.
  const searching = new Map<number, Promise<number | null>>();

  /** One call to RajaOngkir: its status and JSON, or a ProviderFailure. */
  async function call(path: string, init: RequestInit, signal: AbortSignal) {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, key: options.apiKey, accept: 'application/json' },
        // Covers the body too: a provider that stalls halfway through its answer is cut off as well.
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderFailure(
        timedOut ? `RajaOngkir did not answer in ${timeoutMs} ms` : 'RajaOngkir is unreachable',
        { err: error, path },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderFailure('RajaOngkir answered something not JSON', {
        path,
        httpStatus: status,
        body: text.slice(0, 500),
      });
    }
    const meta = Value.Check(Envelope, body) ? body.meta : undefined;
    // A refused API key (400 "Invalid Api key, key not found", or 401) is our configuration, not the shopper's.
    if (status === 401 || status === 403 || /api ?key/iu.test(meta?.message ?? '')) {
      throw new ProviderFailure(
        'RajaOngkir refused the API key',
        { path, httpStatus: status, meta },
        'error',
      );
    }
    return { status, meta, body, text };
  }

  /** The Komerce destination of one of our cities: kept in the database after its one search. */
  async function destinationOf(cityId: number, field: 'origin' | 'destination', signal: AbortSignal) {
    const known = await knownDestination(db, cityId);
    if (known) return known.destinationId;
    const city = await cityWithProvince(db, cityId);
    if (!city) throw badRequest(`${field}: there is no city with id ${cityId}`);
    let pending = searching.get(cityId);
    if (!pending) {
      pending = search(city, signal).finally(() => searching.delete(cityId));
      searching.set(cityId, pending);
    }
    return pending;
  }

  async function search(
    city: { id: number; city: string; type: string; province: string },
    signal: AbortSignal,
  ): Promise<number | null> {
    const query = new URLSearchParams({
      search: city.city,
      limit: String(DESTINATION_SEARCH_LIMIT),
      offset: '0',
    });
    const answer = await call(`/destination/domestic-destination?${query}`, { method: 'GET' }, signal);
    let places: {
      id: number;
      label: string;
      province_name: string;
      city_name: string;
      district_name: string;
    }[];
    if (answer.status === 404 || answer.meta?.code === 404) {
      places = []; // "Domestic Destinations Data not found"
    } else if (answer.status === 200 && answer.meta?.code === 200 && Value.Check(Places, answer.body)) {
      places = answer.body.data;
    } else {
      throw new ProviderFailure('RajaOngkir answered the destination search unexpectedly', {
        httpStatus: answer.status,
        body: answer.text.slice(0, 500),
      });
    }
    const found = pickDestination(city, places);
    if (!found) {
      log?.warn(
        { cityId: city.id, city: city.city, province: city.province },
        'RajaOngkir knows no place of this city',
      );
    }
    await rememberDestination(db, city.id, found?.id ?? null, found?.label ?? '');
    return found?.id ?? null;
  }

  async function rates(parcel: CheckedParcel, kg: number, signal: AbortSignal): Promise<CourierCosts[]> {
    const [origin, destination] = await Promise.all([
      destinationOf(parcel.origin, 'origin', signal),
      destinationOf(parcel.destination, 'destination', signal),
    ]);
    if (origin === null || destination === null) {
      throw new ProviderFailure('RajaOngkir has no destination for this city', {
        origin: parcel.origin,
        destination: parcel.destination,
      });
    }
    const answer = await call(
      '/calculate/domestic-cost',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          origin: String(origin),
          destination: String(destination),
          weight: String(bandWeight(kg)),
          courier: parcel.couriers.join(':'),
        }).toString(),
      },
      signal,
    );
    let data: {
      name: string;
      code: string;
      service: string;
      description: string;
      cost: number;
      etd: string;
    }[];
    if (answer.status === 200 && answer.meta?.code === 200 && Value.Check(Rates, answer.body)) {
      data = answer.body.data;
    } else if (
      (answer.status === 400 || answer.meta?.code === 400) &&
      /not found/iu.test(answer.meta?.message ?? '')
    ) {
      data = []; // "Calculate Domestic Shipping Cost not found": no courier asked delivers there.
    } else {
      throw new ProviderFailure('RajaOngkir failed to quote', {
        httpStatus: answer.status,
        body: answer.text.slice(0, 500),
      });
    }
    const names = new Map(data.map((rate) => [rate.code.toLowerCase(), rate.name]));
    return parcel.couriers.map((code) => ({
      code,
      name: names.get(code) ?? '',
      costs: data
        .filter((rate) => rate.code.toLowerCase() === code)
        .map((rate) => ({
          service: rate.service,
          description: rate.description,
          cost: [{ value: rate.cost, etd: daysOf(rate.etd), note: '' }],
        })),
      fallback: false,
    }));
  }

  /** RajaOngkir's rates, or the estimate with its note when RajaOngkir cannot answer; the time to keep it. */
  async function answerFor(
    parcel: CheckedParcel,
    kg: number,
  ): Promise<{ couriers: CourierCosts[]; ttl: number }> {
    try {
      return { couriers: await rates(parcel, kg, AbortSignal.timeout(timeoutMs)), ttl: cacheTtlMs };
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      log?.[error.level]({ ...error.details, parcel }, `${error.message}; answering the built-in estimate`);
      const estimate = await options.fallback.costs({ ...parcel, courier: parcel.couriers.join(':') });
      return { couriers: asFallback(estimate), ttl: fallbackTtlMs };
    }
  }

  function remember(key: string, answer: Promise<{ couriers: CourierCosts[]; ttl: number }>) {
    cache.delete(key);
    while (cache.size >= cacheSize) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
    // Until it settles the answer in flight is shared; then it is kept for its own time.
    const entry: Cached = {
      expires: Number.POSITIVE_INFINITY,
      answer: answer.then((found) => found.couriers),
    };
    cache.set(key, entry);
    answer.then(
      (found) => {
        entry.expires = Date.now() + found.ttl;
      },
      // Refusals (an unknown city) and database failures are not kept: the next request asks again.
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
  }

  return {
    name: 'rajaongkir',
    async costs(request) {
      const parcel = checkedParcel(request);
      const kg = chargedKg(parcel.weight);
      // The courier set in one order, so that jnt:jne and jne:jnt share an answer; each caller gets its order.
      const set = SHIPPING_COURIERS.filter((code) => parcel.couriers.includes(code));
      const key = `${parcel.origin}:${parcel.destination}:${kg}:${set.join(':')}`;
      const hit = cache.get(key);
      let answer = hit && hit.expires > Date.now() ? hit.answer : undefined;
      if (!answer) {
        const pending = answerFor({ ...parcel, couriers: set }, kg);
        remember(key, pending);
        answer = cache.get(key)!.answer;
      }
      const byCode = new Map((await answer).map((courier) => [courier.code as ShippingCourier, courier]));
      // A copy, so that no caller can change what the next one is answered; a service with a minimum weight
      // (SiCepat's GOKIL cargo) is left out below it, as the built-in estimator leaves it out.
      return parcel.couriers.map((code) => {
        const courier = structuredClone(byCode.get(code)!);
        return {
          ...courier,
          costs: courier.costs.filter((item) => takesWeight(code, item.service, parcel.weight)),
        };
      });
    },
  };
}
