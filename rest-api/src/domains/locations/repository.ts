// SQL for Indonesia's provinces and cities (rows from migration 0003).
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import type { City, Province } from './schemas.js';

export type ProvinceRecord = Static<typeof Province>;
export type CityRecord = Static<typeof City>;

// Names are ordered byte-wise (COLLATE "C"), so that every database, whatever its locale, lists them alike.
export function listProvinces(db: Queryable): Promise<ProvinceRecord[]> {
  return db.query<ProvinceRecord>(
    'SELECT id::text AS id, province FROM provinces ORDER BY province COLLATE "C", id',
  );
}

export function provinceExists(db: Queryable, id: number): Promise<boolean> {
  return db
    .maybeOne<{ id: number }>('SELECT id FROM provinces WHERE id = $1', [id])
    .then((row) => row !== undefined);
}

/** Cities by name; a kabupaten and a kota of the same name (Bandung) are told apart by type. */
export function listCities(db: Queryable, provinceId: number | undefined): Promise<CityRecord[]> {
  const params = provinceId === undefined ? [] : [provinceId];
  return db.query<CityRecord>(
    `SELECT id::text AS id, province_id::text AS "provinceID", type, city, postal_code AS "postalCode"
     FROM cities ${provinceId === undefined ? '' : 'WHERE province_id = $1'}
     ORDER BY city COLLATE "C", type COLLATE "C", id`,
    params,
  );
}

/** A city with its province, as an order's delivery address names them. */
export interface CityPlace {
  id: number;
  city: string;
  type: string;
  provinceId: number;
  province: string;
  postalCode: string;
}

export function cityWithProvince(db: Queryable, id: number): Promise<CityPlace | undefined> {
  return db.maybeOne<CityPlace>(
    `SELECT c.id, c.city, c.type, c.province_id AS "provinceId", p.province, c.postal_code AS "postalCode"
     FROM cities c JOIN provinces p ON p.id = c.province_id WHERE c.id = $1`,
    [id],
  );
}

/** Every city's province, by city id: what the built-in shipping estimator zones parcels by. */
export async function cityProvinces(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; provinceId: number }>(
    'SELECT id, province_id AS "provinceId" FROM cities',
  );
  return new Map(rows.map((row) => [row.id, row.provinceId]));
}
