// SQL for an order's shipment (one row per order: courier, service, cost, the address as written at checkout, the
// tracking number). The order reads take the shipment into their one query through the fragments at the top.
import type { Queryable } from '../../db/index.js';
import { isoTime } from '../../lib/sql.js';

/**
 * The delivery address on one line, by the rules the web client's formatAddress follows (web/src/lib/address.ts):
 * street, the kecamatan (left out when the street as typed already names it), the city with its type (Kota /
 * Kabupaten, as checkout stores it), the province and the postcode, which is left out when the street as typed
 * already holds one (no 'Bandung 40135, Kota Bandung, Jawa Barat 40111').
 */
const DESTINATION_LINE = `concat_ws(', ', NULLIF(trim(s.address->>'address'), ''),
  CASE WHEN strpos(lower(COALESCE(s.address->>'address', '')), lower(trim(COALESCE(s.address->>'subdistrictName', '')))) > 0
    THEN NULL ELSE NULLIF(trim(s.address->>'subdistrictName'), '') END,
  NULLIF(s.address->>'city', ''),
  NULLIF(trim(concat_ws(' ', s.address->>'province',
    CASE WHEN s.address->>'address' ~ '(^|[^0-9])[0-9]{5}([^0-9]|$)' THEN NULL ELSE s.address->>'postalCode' END)), ''))`;

/** When the parcel of shipment `s` arrived (null until it did), as the orders' shipment objects carry it. */
const DELIVERED_AT = `'deliveredAt', CASE WHEN s.delivered_at IS NULL THEN NULL ELSE ${isoTime('s.delivered_at')} END`;

/** The shipment of the order aliased `o`, with the address, for its customer and staff (null when none). */
export const SHIPMENT_OF_ORDER = `(SELECT json_build_object(
     'courier', s.courier, 'service', s.service, 'description', s.description, 'etd', s.etd, 'cost', s.cost,
     'weight', s.weight, 'resiNumber', s.resi_number, 'destinationCityID', s.destination_city_id::text,
     'destination', ${DESTINATION_LINE},
     'address', s.address,
     'shipmentDate', CASE WHEN s.shipment_date IS NULL THEN NULL ELSE ${isoTime('s.shipment_date')} END,
     'status', s.status, ${DELIVERED_AT})
   FROM shipments s WHERE s.order_id = o.id)`;

/** The shipment of the order aliased `o` as a payment token may show it: the city, never the address. */
export const PUBLIC_SHIPMENT_OF_ORDER = `(SELECT json_build_object(
     'courier', s.courier, 'service', s.service, 'description', s.description, 'etd', s.etd, 'cost', s.cost,
     'weight', s.weight, 'resiNumber', s.resi_number, 'destinationCityID', s.destination_city_id::text,
     'city', COALESCE(s.address->>'city', ''),
     'shipmentDate', CASE WHEN s.shipment_date IS NULL THEN NULL ELSE ${isoTime('s.shipment_date')} END,
     'status', s.status, ${DELIVERED_AT})
   FROM shipments s WHERE s.order_id = o.id)`;

/**
 * The shipment of order `o` joined as `ship`, for the export: the street as typed, the kecamatan, the city, the
 * postal code, the courier with its service, the resi and the shopper's note to the courier.
 */
export const SHIPMENT_EXPORT = {
  join: 'LEFT JOIN shipments ship ON ship.order_id = o.id',
  columns: `COALESCE(ship.address->>'address', '') AS street,
    COALESCE(ship.address->>'subdistrictName', '') AS "subdistrictName",
    COALESCE(ship.address->>'city', '') AS city,
    COALESCE(ship.address->>'postalCode', '') AS "postalCode",
    COALESCE(btrim(ship.address->>'note'), '') AS "courierNote",
    COALESCE(btrim(upper(ship.courier) || ' ' || ship.service), '') AS courier,
    COALESCE(ship.resi_number, '') AS "resiNumber"`,
};

/** The condition "the shipment of order `o` is in one of the statuses in parameter $n" (a text[]). */
export const shipmentStatusIn = (n: number) =>
  `EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status = ANY($${n}::text[]))`;

export interface NewShipment {
  courier: string;
  service: string;
  description: string;
  etd: string;
  cost: number;
  weight: number;
  originCityId: number;
  destinationCityId: number;
  address: Record<string, string>;
}

export async function insertShipment(tx: Queryable, orderId: string, shipment: NewShipment) {
  await tx.execute(
    `INSERT INTO shipments (order_id, courier, service, description, etd, cost, weight, origin_city_id,
       destination_city_id, address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      orderId,
      shipment.courier,
      shipment.service,
      shipment.description,
      shipment.etd,
      shipment.cost,
      shipment.weight,
      shipment.originCityId,
      shipment.destinationCityId,
      JSON.stringify(shipment.address),
    ],
  );
}

/**
 * The parcel left with its tracking number (given again: corrected), carried by `courier` (undefined: the one it
 * had, at first the shopper's choice). Answers the courier that carries it now.
 */
export async function setResiNumber(
  tx: Queryable,
  orderId: string,
  resiNumber: string,
  courier?: string,
): Promise<string | undefined> {
  const row = await tx.maybeOne<{ courier: string }>(
    `UPDATE shipments SET resi_number = $2, resi_courier = COALESCE($3, resi_courier), status = 'shipped',
       shipment_date = COALESCE(shipment_date, now()), updated_at = now() WHERE order_id = $1
     RETURNING COALESCE(resi_courier, courier) AS courier`,
    [orderId, resiNumber, courier ?? null],
  );
  return row?.courier;
}

/** What tracking a parcel needs: its courier and resi, when and where from it left, and who receives it. */
export interface TrackedShipment {
  orderId: string;
  courier: string;
  resi: string;
  shippedAt: string;
  originCityId: number;
  destinationCityId: number;
  destination: string;
  receiver: string;
  phone: string;
  /** shipped (on its way) or delivered (its tracking, or the order's completion, said it arrived). */
  status: 'shipped' | 'delivered';
}

const TRACKED_SHIPMENT = `order_id AS "orderId", COALESCE(resi_courier, courier) AS courier, resi_number AS resi,
  ${isoTime('COALESCE(shipment_date, updated_at)')} AS "shippedAt", origin_city_id AS "originCityId",
  destination_city_id AS "destinationCityId", COALESCE(address->>'city', '') AS destination,
  COALESCE(address->>'name', '') AS receiver, COALESCE(address->>'phone', '') AS phone, status`;

/** The order's parcel as tracking needs it; undefined until it left with a resi (or when it was cancelled). */
export function trackedShipment(db: Queryable, orderId: string): Promise<TrackedShipment | undefined> {
  return db.maybeOne<TrackedShipment>(
    `SELECT ${TRACKED_SHIPMENT} FROM shipments
     WHERE order_id = $1 AND resi_number <> '' AND status IN ('shipped', 'delivered')`,
    [orderId],
  );
}

/** Parcels on their way (left with a resi, not delivered), the longest on its way first: housekeeping's round. */
export function shipmentsOnTheWay(db: Queryable, limit: number): Promise<TrackedShipment[]> {
  return db.query<TrackedShipment>(
    `SELECT ${TRACKED_SHIPMENT} FROM shipments
     WHERE status = 'shipped' AND resi_number <> '' ORDER BY shipment_date LIMIT $1`,
    [limit],
  );
}

/** Whether the order's parcel has left with a tracking number. */
export async function hasLeft(tx: Queryable, orderId: string): Promise<boolean> {
  const row = await tx.maybeOne(
    `SELECT 1 FROM shipments WHERE order_id = $1 AND resi_number IS NOT NULL AND resi_number <> ''`,
    [orderId],
  );
  return row !== undefined;
}

/**
 * The condition "the parcel of order `o` left more than parameter $n days ago", arrived or not: an order whose
 * parcel arrived may still wait for its customer's "Pesanan diterima".
 */
export const shipmentLeftDaysAgo = (n: number) =>
  `EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status IN ('shipped', 'delivered')
     AND s.shipment_date < now() - make_interval(days => $${n}::int))`;

/** The shipments of cancelled or expired orders will not leave (a parcel that arrived stays delivered). */
export async function cancelShipments(tx: Queryable, orderIds: string[]) {
  await tx.execute(
    `UPDATE shipments SET status = 'cancelled', updated_at = now()
     WHERE order_id = ANY($1::uuid[]) AND status <> 'delivered'`,
    [orderIds],
  );
}

/**
 * The order is completed: its parcel arrived, now unless its tracking already said when (a delivered shipment keeps
 * its time).
 */
export async function markShipmentDelivered(tx: Queryable, orderId: string) {
  await tx.execute(
    `UPDATE shipments SET status = 'delivered', updated_at = now(),
       shipment_date = COALESCE(shipment_date, now()), delivered_at = COALESCE(delivered_at, now())
     WHERE order_id = $1`,
    [orderId],
  );
}

/**
 * The parcel's tracking says it arrived at `at`: a shipment on its way becomes delivered (kept between its shipment
 * date and now). Answers whether it changed — false when it was delivered already, so a second look changes nothing.
 */
export async function deliverShipment(tx: Queryable, orderId: string, at: string): Promise<boolean> {
  const row = await tx.maybeOne(
    `UPDATE shipments SET status = 'delivered', updated_at = now(),
       delivered_at = LEAST(now(), GREATEST($2::timestamptz, COALESCE(shipment_date, $2::timestamptz)))
     WHERE order_id = $1 AND status = 'shipped'
     RETURNING 1 AS delivered`,
    [orderId, at],
  );
  return row !== undefined;
}

/** A city's RajaOngkir (Komerce) destination as its one search found it: the id, or null when none matched. */
export interface KnownDestination {
  destinationId: number | null;
}

export function knownDestination(db: Queryable, cityId: number): Promise<KnownDestination | undefined> {
  return db.maybeOne<KnownDestination>(
    'SELECT destination_id AS "destinationId" FROM rajaongkir_destinations WHERE city_id = $1',
    [cityId],
  );
}

/** Keeps what a city's search found; a second process that searched too keeps the first answer. */
export async function rememberDestination(
  db: Queryable,
  cityId: number,
  destinationId: number | null,
  label: string,
) {
  await db.execute(
    `INSERT INTO rajaongkir_destinations (city_id, destination_id, label) VALUES ($1, $2, $3)
     ON CONFLICT (city_id) DO NOTHING`,
    [cityId, destinationId, label.slice(0, 300)],
  );
}
