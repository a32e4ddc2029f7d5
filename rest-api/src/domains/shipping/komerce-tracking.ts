// RajaOngkir's (Komerce) waybill tracking: POST {base}/track/waybill with the API key in a `key` header, the resi
// as `awb`, the courier's code, and — for JNE, which checks it — the last 5 digits of the receiver's phone as
// `last_phone_number`. Komerce's documentation shows awb and courier in the query string (its cURL example) and
// lists them as x-www-form-urlencoded body fields (its table); both are sent, so either reading is served. Its
// answer, { meta: { code, status, message }, data: { delivered, summary, delivery_status, manifest: [...] } },
// is checked before use; the manifest's times are the courier's local time (WIB).
import type { FastifyBaseLogger } from 'fastify';
import { serviceUnavailable } from '../../lib/errors.js';
import {
  TRACKING_UNAVAILABLE,
  type TrackingAnswer,
  type TrackingEvent,
  type TrackingProvider,
} from './tracking.js';

export const KOMERCE_TRACKING_TIMEOUT_MS = 5_000;
/** Couriers that check the receiver's phone before they answer (Komerce's documentation names JNE). */
export const COURIERS_ASKING_PHONE = ['jne'] as const;
const MAX_EVENTS = 100;
const MAX_TEXT = 300;

export interface KomerceTrackingOptions {
  apiKey: string;
  /** https://rajaongkir.komerce.id/api/v1 */
  baseUrl: string;
  timeoutMs?: number;
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The last 5 digits of a phone number ('0812-3456-7890' → '67890'), or '' when it has fewer. */
export function lastPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/gu, '');
  return digits.length >= 5 ? digits.slice(-5) : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, MAX_TEXT) : '';

/** '2026-11-25' and '14:05' (or '14:05:09'), the courier's local time (WIB) → ISO 8601; undefined when not a time. */
function wibTime(date: unknown, time: unknown): string | undefined {
  const day = text(date);
  const clock = text(time) || '00:00';
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day) || !/^\d{2}:\d{2}(:\d{2})?$/u.test(clock)) return undefined;
  const parsed = Date.parse(`${day}T${clock.length === 5 ? `${clock}:00` : clock}+07:00`);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

/** The answer's events, newest first, and whether the parcel arrived; undefined when the shape is not Komerce's. */
export function trackingOfAnswer(body: unknown): TrackingAnswer | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  const data = body.data;
  if (data.manifest !== undefined && data.manifest !== null && !Array.isArray(data.manifest))
    return undefined;
  const events: TrackingEvent[] = [];
  for (const item of (data.manifest as unknown[] | null | undefined) ?? []) {
    if (!isRecord(item)) return undefined;
    const at = wibTime(item.manifest_date, item.manifest_time);
    const description = text(item.manifest_description);
    if (!at || !description) continue;
    events.push({ at, description, location: text(item.city_name) });
  }
  const status = isRecord(data.delivery_status) ? data.delivery_status : {};
  const delivered =
    data.delivered === true ||
    /^delivered$/iu.test(text(status.status)) ||
    /^delivered$/iu.test(text(isRecord(data.summary) ? data.summary.status : ''));
  // Couriers often keep the proof of delivery out of the manifest: it becomes the newest event.
  const podAt = wibTime(status.pod_date, status.pod_time);
  if (delivered && podAt && !events.some((event) => event.at >= podAt)) {
    const receiver = text(status.pod_receiver);
    events.push({
      at: podAt,
      description: receiver ? `Delivered to ${receiver}` : 'Delivered',
      location: '',
    });
  }
  events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { delivered, events: events.slice(0, MAX_EVENTS) };
}

export function komerceTracking(options: KomerceTrackingOptions): TrackingProvider {
  const timeoutMs = options.timeoutMs ?? KOMERCE_TRACKING_TIMEOUT_MS;
  const log = options.logger;

  function unavailable(details: Record<string, unknown>, cause: string, level: 'warn' | 'error' = 'warn') {
    log?.[level](details, cause);
    return serviceUnavailable(TRACKING_UNAVAILABLE);
  }

  return {
    name: 'rajaongkir',
    cached: true,
    async track(request) {
      const fields: Record<string, string> = { awb: request.resi, courier: request.courier };
      if ((COURIERS_ASKING_PHONE as readonly string[]).includes(request.courier)) {
        fields.last_phone_number = lastPhoneDigits(request.phone);
      }
      const query = new URLSearchParams({ awb: request.resi, courier: request.courier });
      let status: number;
      let raw: string;
      try {
        const response = await fetch(`${options.baseUrl}/track/waybill?${query}`, {
          method: 'POST',
          headers: { key: options.apiKey, accept: 'application/json' },
          body: new URLSearchParams(fields),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        raw = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw unavailable(
          { err: error },
          timedOut ? 'Komerce tracking did not answer in time' : 'Komerce tracking is unreachable',
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw unavailable(
          { httpStatus: status, body: raw.slice(0, 500) },
          'Komerce tracking answered something not JSON',
        );
      }
      const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
      const code = typeof meta.code === 'number' ? meta.code : status;
      // An unknown resi (the courier has not scanned the parcel yet): nothing to tell, which is an answer too.
      if (code === 404) return { delivered: false, events: [] };
      if (code === 401 || code === 403 || status === 401 || status === 403) {
        throw unavailable(
          { httpStatus: status, message: text(meta.message) },
          'Komerce refused the API key',
          'error',
        );
      }
      if (status !== 200 || code !== 200) {
        throw unavailable({ httpStatus: status, body: raw.slice(0, 500) }, 'Komerce tracking failed');
      }
      const answer = trackingOfAnswer(body);
      if (!answer)
        throw unavailable({ body: raw.slice(0, 500) }, 'Komerce tracking answered an unexpected shape');
      return answer;
    },
  };
}
