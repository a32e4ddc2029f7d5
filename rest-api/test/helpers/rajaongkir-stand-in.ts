// A local stand-in for RajaOngkir's current API (Komerce, https://rajaongkir.komerce.id/api/v1) as its
// documentation describes it: the API key in a `key` header ("Invalid Api key, key not found", 400, otherwise),
// GET /destination/domestic-destination?search=…&limit=&offset= answering subdistrict-level places (404 "Domestic
// Destinations Data not found" when none), and POST /calculate/domestic-cost taking form fields origin,
// destination, weight (grams) and courier (codes joined by ':'), answering one flat entry per courier service.
// It records every request and can be told to fail, stall or answer nonsense.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_KEY = 'stand-in-rajaongkir-key';

export const STAND_IN_COURIERS: Record<string, { name: string; services: [string, string, number][] }> = {
  jne: {
    name: 'Jalur Nugraha Ekakurir (JNE)',
    services: [
      ['OKE', 'Ongkos Kirim Ekonomis', 9_000],
      ['REG', 'Layanan Reguler', 11_000],
    ],
  },
  jnt: { name: 'J&T Express', services: [['EZ', 'Reguler', 10_500]] },
  sicepat: {
    name: 'SiCepat Express',
    services: [
      ['REG', 'Reguler', 10_000],
      ['BEST', 'Besok Sampai Tujuan', 17_000],
    ],
  },
  pos: { name: 'POS Indonesia (POS)', services: [['Pos Reguler', 'Pos Reguler', 9_500]] },
  tiki: { name: 'Citra Van Titipan Kilat (TIKI)', services: [['ECO', 'Economy Service', 8_500]] },
  // Komerce quotes couriers the shop does not offer too.
  lion: { name: 'Lion Parcel', services: [['REGPACK', 'Regular Service', 7_500]] },
};

/** The places the stand-in knows, as Komerce labels them (subdistrict, district, city, province, postcode). */
export const STAND_IN_PLACES = [
  [31555, 'SINDUHARJO', 'NGAGLIK', 'SLEMAN', 'DI YOGYAKARTA', '55581'],
  [31966, 'KOTABARU', 'GONDOKUSUMAN', 'YOGYAKARTA', 'DI YOGYAKARTA', '55224'],
  [31960, 'NGUPASAN', 'GONDOMANAN', 'YOGYAKARTA', 'DI YOGYAKARTA', '55122'],
  [17596, 'CEMPAKA PUTIH BARAT', 'CEMPAKA PUTIH', 'JAKARTA PUSAT', 'DKI JAKARTA', '10520'],
  [40261, 'LENGKONG', 'LENGKONG', 'KOTA BANDUNG', 'JAWA BARAT', '40261'],
  [40377, 'BALEENDAH', 'BALEENDAH', 'KABUPATEN BANDUNG', 'JAWA BARAT', '40375'],
  [60272, 'GENTENG', 'GENTENG', 'SURABAYA', 'JAWA TIMUR', '60275'],
  // A Medan of another province: never Kota Medan's destination.
  [99001, 'MEDAN', 'MEDAN', 'MEDAN', 'JAWA TENGAH', '50000'],
].map(([id, subdistrict, district, city, province, zip]) => ({
  id: id as number,
  label: `${subdistrict}, ${district}, ${city}, ${province}, ${zip}`,
  province_name: province as string,
  city_name: city as string,
  district_name: district as string,
  subdistrict_name: subdistrict as string,
  zip_code: zip as string,
}));

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
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
  override: ((request: StandInRequest) => StandInReply | undefined) | undefined;
  close(): Promise<void>;
}

const failure = (status: number, message: string, state = 'error'): StandInReply => ({
  status,
  body: { meta: { message, code: status, status: state }, data: null },
});

/** The price the stand-in quotes: a fixed figure per service and started kilogram, so tests can predict it. */
export function standInPrice(perKg: number, grams: number) {
  return perKg * Math.max(1, Math.ceil(grams / 1000));
}

/** What Komerce answers for a request, checked the way its documentation says it checks them. */
function faithful(request: StandInRequest): StandInReply {
  if (request.key !== STAND_IN_KEY) return failure(400, 'Invalid Api key, key not found', 'failed');
  if (request.method === 'GET' && request.path === '/destination/domestic-destination') {
    const search = request.query.search?.trim().toUpperCase();
    if (!search) return failure(422, 'Parameter Missing');
    const limit = Number(request.query.limit ?? 10);
    const offset = Number(request.query.offset ?? 0);
    const found = STAND_IN_PLACES.filter((place) => place.label.includes(search)).slice(
      offset,
      offset + limit,
    );
    if (found.length === 0) return failure(404, 'Domestic Destinations Data not found');
    return {
      status: 200,
      body: {
        meta: { message: 'Success Get Domestic Destinations', code: 200, status: 'success' },
        data: found,
      },
    };
  }
  if (request.method === 'POST' && request.path === '/calculate/domestic-cost') {
    if (!request.contentType?.startsWith('application/x-www-form-urlencoded')) {
      return failure(400, 'Missing Params');
    }
    const { origin, destination, weight, courier } = request.fields;
    if (!origin || !destination || !weight || !courier) return failure(400, 'Missing Params');
    const codes = courier.split(':');
    if (codes.some((code) => !STAND_IN_COURIERS[code])) return failure(422, 'Invalid Courier');
    const known = (id: string) => STAND_IN_PLACES.some((place) => String(place.id) === id);
    if (!known(origin) || !known(destination)) {
      return failure(400, 'Calculate Domestic Shipping Cost not found');
    }
    const grams = Number(weight);
    const data = codes.flatMap((code) =>
      STAND_IN_COURIERS[code]!.services.map(([service, description, perKg]) => ({
        name: STAND_IN_COURIERS[code]!.name,
        code,
        service,
        description,
        cost: standInPrice(perKg, grams),
        etd: '2-3 day',
      })),
    );
    return {
      status: 200,
      body: {
        meta: { message: 'Success Calculate Domestic Shipping cost', code: 200, status: 'success' },
        data,
      },
    };
  }
  return { status: 404, body: 'Not Found' };
}

async function readRequest(incoming: IncomingMessage): Promise<StandInRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? '/', 'http://stand-in');
  const key = incoming.headers.key;
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
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
      const reply = standIn.override?.(request) ?? faithful(request);
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
