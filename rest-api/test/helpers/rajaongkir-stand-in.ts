// A local stand-in for RajaOngkir's starter cost API: checks the key header and form fields as RajaOngkir does,
// answers its JSON, records every request, and can be told to fail, stall or answer nonsense.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY = 'stand-in-rajaongkir-key';
export const STAND_IN_COURIER_NAMES: Record<string, string> = {
  jne: 'Jalur Nugraha Ekakurir (JNE)',
  pos: 'POS Indonesia (POS)',
  tiki: 'Citra Van Titipan Kilat (TIKI)',
};
/** RajaOngkir numbers its cities 1 to 501. */
const LAST_CITY_ID = 501;

export interface StandInRequest {
  method: string;
  path: string;
  key: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
}

export interface StandInReply {
  status: number;
  /** An object is sent as JSON; a string as it is. */
  body: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface RajaOngkirStandIn {
  url: string;
  requests: StandInRequest[];
  /** Answers the next requests instead of the faithful behaviour, until reset to undefined. */
  override: ((request: StandInRequest) => StandInReply) | undefined;
  close(): Promise<void>;
}

const refusal = (description: string): StandInReply => ({
  status: 400,
  body: { rajaongkir: { status: { code: 400, description } } },
});

/** The price the stand-in quotes: a fixed figure per service and started kilogram, so tests can predict it. */
export function standInPrice(perKg: number, grams: number) {
  return perKg * Math.max(1, Math.ceil(grams / 1000));
}

/** What RajaOngkir answers for a request, checked the way it checks them. */
function faithful(request: StandInRequest): StandInReply {
  if (request.method !== 'POST' || request.path !== '/cost') {
    return { status: 404, body: 'Not Found' };
  }
  if (request.key !== STAND_IN_KEY) {
    return refusal('Invalid key. API key tidak ditemukan di database RajaOngkir.');
  }
  if (!request.contentType?.startsWith('application/x-www-form-urlencoded')) {
    return refusal('Bad request. Content-Type harus application/x-www-form-urlencoded.');
  }
  const { origin, destination, weight, courier } = request.fields;
  const city = (value: string | undefined) => /^\d+$/.test(value ?? '') && Number(value) <= LAST_CITY_ID;
  if (!city(origin)) return refusal('Bad request. Kota asal tidak ditemukan.');
  if (!city(destination)) return refusal('Bad request. Kota tujuan tidak ditemukan.');
  if (!/^[1-9]\d*$/.test(weight ?? '')) return refusal('Bad request. Berat harus berupa angka.');
  const name = STAND_IN_COURIER_NAMES[courier ?? ''];
  if (!name) return refusal('Bad request. Kurir tidak valid.');
  const grams = Number(weight);
  return {
    status: 200,
    body: {
      rajaongkir: {
        query: request.fields,
        status: { code: 200, description: 'OK' },
        origin_details: { city_id: origin, city_name: 'Yogyakarta' },
        destination_details: { city_id: destination },
        results: [
          {
            code: courier,
            name,
            costs: [
              {
                service: 'OKE',
                description: 'Ongkos Kirim Ekonomis',
                cost: [{ value: standInPrice(9_000, grams), etd: '2-3', note: '' }],
              },
              {
                service: 'REG',
                description: 'Layanan Reguler',
                cost: [{ value: standInPrice(11_000, grams), etd: '1-2', note: '' }],
              },
            ],
          },
        ],
      },
    },
  };
}

async function readRequest(incoming: IncomingMessage): Promise<StandInRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? '/', 'http://stand-in');
  const key = incoming.headers.key;
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    key: Array.isArray(key) ? key[0] : key,
    contentType: incoming.headers['content-type'],
    fields: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
  };
}

function send(response: ServerResponse, reply: StandInReply) {
  if (response.destroyed) return; // the caller gave up waiting
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
  });
  response.end(text);
}

export async function startRajaOngkirStandIn(): Promise<RajaOngkirStandIn> {
  const standIn: Omit<RajaOngkirStandIn, 'url' | 'close'> = { requests: [], override: undefined };
  const server = createServer((incoming, response) => {
    void readRequest(incoming).then((request) => {
      standIn.requests.push(request);
      const reply = (standIn.override ?? faithful)(request);
      if (reply.delayMs) setTimeout(() => send(response, reply), reply.delayMs).unref();
      else send(response, reply);
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
