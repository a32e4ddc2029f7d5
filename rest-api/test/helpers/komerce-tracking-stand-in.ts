// A local stand-in for RajaOngkir's (Komerce) waybill tracking, POST /track/waybill, as its documentation describes
// it: the API key in a `key` header; awb and courier in the query string or as x-www-form-urlencoded fields; JNE
// answers only with last_phone_number, the last 5 digits of the receiver's phone; the answer is { meta: { message,
// code, status }, data: { delivered, summary, details, delivery_status, manifest: [...] } }, the manifest's times in
// WIB. Parcels are registered by the test; every request is recorded.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const KOMERCE_KEY = 'stand-in-komerce-key';

export interface StandInParcel {
  courier: string;
  /** The receiver's phone the courier knows (JNE checks its last 5 digits). */
  phone: string;
  delivered: boolean;
  /** Oldest first, as the courier lists them: date YYYY-MM-DD, time HH:MM (WIB). */
  manifest: { code: string; description: string; date: string; time: string; city: string }[];
  pod?: { receiver: string; date: string; time: string };
}

export interface KomerceRequest {
  method: string;
  path: string;
  key: string | undefined;
  fields: Record<string, string>;
}

export interface KomerceStandIn {
  url: string;
  parcels: Map<string, StandInParcel>;
  requests: KomerceRequest[];
  /** Milliseconds every answer waits (concurrent callers then overlap). */
  delayMs: number;
  /** An HTTP status to fail with instead of answering (e.g. 500), until reset to undefined. */
  failWith: number | undefined;
  close(): Promise<void>;
}

const meta = (code: number, message: string) => ({
  message,
  code,
  status: code === 200 ? 'success' : 'error',
});

function answer(standIn: KomerceStandIn, request: KomerceRequest): { status: number; body: unknown } {
  if (request.method !== 'POST' || request.path !== '/track/waybill') {
    return { status: 404, body: { meta: meta(404, 'Not Found'), data: null } };
  }
  if (request.key !== KOMERCE_KEY)
    return { status: 401, body: { meta: meta(401, 'Invalid Api key'), data: null } };
  const { awb, courier, last_phone_number: lastPhone } = request.fields;
  if (!awb || !courier) {
    return { status: 400, body: { meta: meta(400, 'awb and courier are required'), data: null } };
  }
  if (courier === 'jne' && !/^\d{5}$/.test(lastPhone ?? '')) {
    return {
      status: 400,
      body: { meta: meta(400, 'last_phone_number is required for JNE (the last 5 digits)'), data: null },
    };
  }
  const parcel = standIn.parcels.get(awb);
  if (!parcel || parcel.courier !== courier) {
    return { status: 404, body: { meta: meta(404, 'Waybill not found'), data: null } };
  }
  if (courier === 'jne' && parcel.phone.replace(/\D/g, '').slice(-5) !== lastPhone) {
    return { status: 400, body: { meta: meta(400, 'last_phone_number does not match'), data: null } };
  }
  const last = parcel.manifest.at(-1);
  return {
    status: 200,
    body: {
      meta: meta(200, 'Success Get Waybill'),
      data: {
        delivered: parcel.delivered,
        summary: {
          courier_code: courier,
          courier_name: courier.toUpperCase(),
          waybill_number: awb,
          service_code: 'REG',
          waybill_date: parcel.manifest[0]?.date ?? '',
          status: parcel.delivered ? 'DELIVERED' : 'ON PROCESS',
        },
        details: { waybill_number: awb, origin: 'YOGYAKARTA', destination: last?.city ?? '' },
        delivery_status: parcel.pod
          ? {
              status: 'DELIVERED',
              pod_receiver: parcel.pod.receiver,
              pod_date: parcel.pod.date,
              pod_time: parcel.pod.time,
            }
          : { status: 'ON PROCESS', pod_receiver: '', pod_date: '', pod_time: '' },
        manifest: parcel.manifest.map((item) => ({
          manifest_code: item.code,
          manifest_description: item.description,
          manifest_date: item.date,
          manifest_time: item.time,
          city_name: item.city,
        })),
      },
    },
  };
}

async function readRequest(incoming: IncomingMessage): Promise<KomerceRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? '/', 'http://stand-in');
  const key = incoming.headers.key;
  const form = incoming.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
    : {};
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    key: Array.isArray(key) ? key[0] : key,
    // The documentation's cURL puts awb and courier in the query string; its table, in the form body.
    fields: { ...Object.fromEntries(url.searchParams), ...form },
  };
}

export async function startKomerceStandIn(): Promise<KomerceStandIn> {
  const standIn = {
    parcels: new Map<string, StandInParcel>(),
    requests: [] as KomerceRequest[],
    delayMs: 0,
    failWith: undefined as number | undefined,
  } as KomerceStandIn;
  const server = createServer((incoming, response) => {
    void readRequest(incoming).then((request) => {
      standIn.requests.push(request);
      const reply =
        standIn.failWith !== undefined
          ? { status: standIn.failWith, body: 'Internal Server Error' }
          : answer(standIn, request);
      setTimeout(() => {
        if (response.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        response.writeHead(reply.status, {
          'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        });
        response.end(text);
      }, standIn.delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}
