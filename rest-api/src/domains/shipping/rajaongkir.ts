// The RajaOngkir adapter (starter API): POST {baseUrl}/cost, its answer checked before use and cached for a while.
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { badRequest, serviceUnavailable } from '../../lib/errors.js';
import type { CostRequest, CourierCosts, ShippingProvider } from './provider.js';
import { checkedParcel } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

/** The couriers a RajaOngkir starter account can quote. */
export const RAJAONGKIR_COURIERS = ['jne', 'pos', 'tiki'] as const;
export const RATES_UNAVAILABLE = defineMessage({
  id: 'shipping.rates-unavailable',
  defaultMessage: 'Shipping rates are unavailable right now. Please try again.',
});
export const RAJAONGKIR_TIMEOUT_MS = 5_000;
/** Rates change rarely; a checkout repeats the quote the cart page just asked for. */
export const RATE_CACHE_TTL_MS = 10 * 60_000;
export const RATE_CACHE_SIZE = 2_000;
const MAX_DESCRIPTION_LENGTH = 200;
const COURIER_LIST = `${RAJAONGKIR_COURIERS.slice(0, -1).join(', ')} and ${RAJAONGKIR_COURIERS.at(-1)}`;

export interface RajaOngkirOptions {
  apiKey: string;
  baseUrl: string;
  /** How long to wait for RajaOngkir's whole answer (default 5 s). */
  timeoutMs?: number;
  /** How long an answer is reused (default 10 minutes). */
  cacheTtlMs?: number;
  /** How many answers are kept at most (default 2,000). */
  cacheSize?: number;
  /** Where the causes of 503s are logged (the app's logger); silent without one. */
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const Status = Type.Object({ code: Type.Integer(), description: Type.String() });
const Envelope = Type.Object({ rajaongkir: Type.Object({ status: Status }) });

// What we take from a good answer; anything else in it is dropped, and anything missing or odd refuses it.
const Text = (maxLength: number) => Type.String({ maxLength });
const ProviderCourier = Type.Object({
  code: Text(20),
  name: Text(200),
  costs: Type.Array(
    Type.Object({
      service: Type.String({ minLength: 1, maxLength: 50 }),
      description: Text(200),
      cost: Type.Array(
        Type.Object({
          value: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
          etd: Text(50),
          note: Text(500),
        }),
        { minItems: 1, maxItems: 10 },
      ),
    }),
    { maxItems: 50 },
  ),
});
const Results = Type.Object({
  rajaongkir: Type.Object({ results: Type.Array(ProviderCourier, { maxItems: 10 }) }),
});

interface Cached {
  expires: number;
  answer: Promise<CourierCosts[]>;
}

export function rajaOngkir(options: RajaOngkirOptions): ShippingProvider {
  const timeoutMs = options.timeoutMs ?? RAJAONGKIR_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? RATE_CACHE_TTL_MS;
  const cacheSize = options.cacheSize ?? RATE_CACHE_SIZE;
  const log = options.logger;
  const couriers: readonly string[] = RAJAONGKIR_COURIERS;
  // Insertion order is age order, so the first key is the one to drop when full.
  const cache = new Map<string, Cached>();

  function unavailable(details: Record<string, unknown>, cause: string, level: 'warn' | 'error' = 'warn') {
    log?.[level](details, cause);
    return serviceUnavailable(RATES_UNAVAILABLE);
  }

  async function fetchCosts(parcel: CostRequest): Promise<CourierCosts[]> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${options.baseUrl}/cost`, {
        method: 'POST',
        headers: { key: options.apiKey, accept: 'application/json' },
        body: new URLSearchParams({
          origin: String(parcel.origin),
          destination: String(parcel.destination),
          weight: String(parcel.weight),
          courier: parcel.courier,
        }),
        // Covers the body too: a provider that stalls halfway through its answer is cut off as well.
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw unavailable(
        { err: error },
        timedOut ? 'RajaOngkir did not answer in time' : 'RajaOngkir is unreachable',
      );
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unavailable(
        { httpStatus: status, body: text.slice(0, 500) },
        'RajaOngkir answered something not JSON',
      );
    }
    const envelope = Value.Check(Envelope, body) ? body.rajaongkir.status : undefined;

    // RajaOngkir refuses bad input with status 400 and says why (an unknown city, a weight it does not take).
    if (envelope?.code === 400 && (status === 400 || status === 200)) {
      // A refused API key is our configuration, not the shopper's input.
      if (/\bkey\b/i.test(envelope.description)) {
        throw unavailable({ description: envelope.description }, 'RajaOngkir refused the API key', 'error');
      }
      const description = envelope.description.trim().slice(0, MAX_DESCRIPTION_LENGTH);
      // The provider's own words when it gives them (English, as it writes them).
      throw badRequest(
        description ||
          defineMessage({
            id: 'shipping.provider-refused',
            defaultMessage: 'The shipping provider refused this parcel',
          }),
      );
    }
    if (status !== 200 || envelope?.code !== 200) {
      throw unavailable({ httpStatus: status, body: text.slice(0, 500) }, 'RajaOngkir failed');
    }
    if (!Value.Check(Results, body)) {
      throw unavailable({ body: text.slice(0, 500) }, 'RajaOngkir answered an unexpected shape');
    }
    const results = body.rajaongkir.results;
    if (results.some((result) => result.code.toLowerCase() !== parcel.courier)) {
      throw unavailable({ body: text.slice(0, 500) }, 'RajaOngkir answered for another courier');
    }
    return results.map((result) => ({
      code: result.code.toLowerCase(),
      name: result.name,
      costs: result.costs.map((item) => ({
        service: item.service,
        description: item.description,
        cost: item.cost.map(({ value, etd, note }) => ({ value, etd, note })),
      })),
    }));
  }

  function remember(key: string, answer: Promise<CourierCosts[]>) {
    cache.delete(key);
    while (cache.size >= cacheSize) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
    cache.set(key, { expires: Date.now() + cacheTtlMs, answer });
    // Failures are not kept: the next request asks again.
    answer.catch(() => {
      if (cache.get(key)?.answer === answer) cache.delete(key);
    });
  }

  return {
    name: 'rajaongkir',
    async costs(request) {
      const parcel = checkedParcel(request);
      if (!couriers.includes(parcel.courier)) {
        throw badRequest(
          t(
            defineMessage({
              id: 'shipping.couriers-supported',
              defaultMessage: 'courier: only {couriers} are supported',
            }),
            { couriers: COURIER_LIST },
          ),
        );
      }
      const key = `${parcel.origin}:${parcel.destination}:${parcel.weight}:${parcel.courier}`;
      const hit = cache.get(key);
      let answer = hit && hit.expires > Date.now() ? hit.answer : undefined;
      if (!answer) {
        // Concurrent identical requests share the one call in flight.
        answer = fetchCosts(parcel);
        remember(key, answer);
      }
      // A copy, so that no caller can change what the next one is answered.
      return structuredClone(await answer);
    },
  };
}
