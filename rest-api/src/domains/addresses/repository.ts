// SQL for a member's delivery addresses. Every statement is scoped to the member; changes that touch the default
// run under lockMember, so that exactly one address stays default however requests interleave.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import type { PageWindow } from '../../lib/schemas.js';
import { assignments, insertedId, searchCondition, selectPage } from '../../lib/sql.js';
import type { Address } from './schemas.js';

export type AddressRecord = Static<typeof Address>;

const ADDRESS_FROM = 'addresses a JOIN cities c ON c.id = a.city_id JOIN provinces p ON p.id = c.province_id';
const ADDRESS_COLUMNS = `
  a.id, a.title, a.name, a.phone, a.address, a.note, a.is_default AS "isDefault",
  a.city_id::text AS code, c.province_id::text AS "provinceID", p.province AS "provinceName",
  a.city_id::text AS "districtID", c.type || ' ' || c.city AS "districtName",
  a.subdistrict_id AS "subdistrictID", a.subdistrict_name AS "subdistrictName", a.postal_code AS "postalCode"`;

/** The default first, then the newest. */
export function listAddresses(db: Queryable, userId: string, q: string | undefined, window: PageWindow) {
  const params: unknown[] = [userId];
  const where = ['a.user_id = $1', searchCondition(['a.title', 'a.name', 'a.address', 'a.phone'], q, params)];
  return selectPage<AddressRecord>(
    db,
    {
      columns: ADDRESS_COLUMNS,
      from: ADDRESS_FROM,
      where,
      params,
      orderBy: 'a.is_default DESC, a.created_at DESC, a.id',
    },
    window,
  );
}

export function getAddress(db: Queryable, userId: string, id: string): Promise<AddressRecord | undefined> {
  return db.maybeOne<AddressRecord>(
    `SELECT ${ADDRESS_COLUMNS} FROM ${ADDRESS_FROM} WHERE a.id = $1 AND a.user_id = $2`,
    [id, userId],
  );
}

export function getDefaultAddress(db: Queryable, userId: string): Promise<AddressRecord | undefined> {
  return db.maybeOne<AddressRecord>(
    `SELECT ${ADDRESS_COLUMNS} FROM ${ADDRESS_FROM} WHERE a.user_id = $1 AND a.is_default`,
    [userId],
  );
}

export interface CityFacts {
  id: number;
  provinceId: number;
  postalCode: string;
}

export function findCity(db: Queryable, id: number): Promise<CityFacts | undefined> {
  return db.maybeOne<CityFacts>(
    'SELECT id, province_id AS "provinceId", postal_code AS "postalCode" FROM cities WHERE id = $1',
    [id],
  );
}

/**
 * Serialises a member's address changes that involve the default (create, delete, switch) until the
 * transaction ends. NO KEY UPDATE, so that other tables' foreign-key checks on the user row are not held up.
 * Answers false when the account no longer exists.
 */
export async function lockMember(db: Queryable, userId: string): Promise<boolean> {
  const row = await db.maybeOne('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  return row !== undefined;
}

export async function addressTally(
  db: Queryable,
  userId: string,
): Promise<{ count: number; hasDefault: boolean }> {
  const row = await db.maybeOne<{ count: number; hasDefault: boolean }>(
    `SELECT count(*) AS count, COALESCE(bool_or(is_default), false) AS "hasDefault"
     FROM addresses WHERE user_id = $1`,
    [userId],
  );
  return row ?? { count: 0, hasDefault: false };
}

export interface AddressFields {
  title: string;
  name: string;
  phone: string;
  address: string;
  note: string;
  cityId: number;
  subdistrictId: string;
  subdistrictName: string;
  postalCode: string;
}

const FIELD_COLUMNS: Record<keyof AddressFields, string> = {
  title: 'title',
  name: 'name',
  phone: 'phone',
  address: 'address',
  note: 'note',
  cityId: 'city_id',
  subdistrictId: 'subdistrict_id',
  subdistrictName: 'subdistrict_name',
  postalCode: 'postal_code',
};
const FIELD_KEYS = Object.keys(FIELD_COLUMNS) as (keyof AddressFields)[];

export async function insertAddress(
  db: Queryable,
  userId: string,
  fields: AddressFields,
  isDefault: boolean,
): Promise<string> {
  const columns = FIELD_KEYS.map((key) => FIELD_COLUMNS[key]);
  return insertedId(
    db,
    `INSERT INTO addresses (user_id, is_default, ${columns.join(', ')})
     VALUES ($1, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')}) RETURNING id`,
    [userId, isDefault, ...FIELD_KEYS.map((key) => fields[key])],
  );
}

/** Sets the given fields; answers false when the member has no such address. */
export async function updateAddress(
  db: Queryable,
  userId: string,
  id: string,
  patch: Partial<AddressFields>,
): Promise<boolean> {
  const { sets, params } = assignments(patch, FIELD_COLUMNS, 2);
  const touched = await db.execute(`UPDATE addresses SET ${sets} WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
    ...params,
  ]);
  return touched > 0;
}

export async function deleteAddress(db: Queryable, userId: string, id: string): Promise<boolean> {
  return (await db.execute('DELETE FROM addresses WHERE id = $1 AND user_id = $2', [id, userId])) > 0;
}

/** Makes the member's newest address the default (after the default was deleted); none left is fine. */
export async function promoteNewest(db: Queryable, userId: string): Promise<void> {
  await db.execute(
    `UPDATE addresses SET is_default = true, updated_at = now()
     WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
    [userId],
  );
}

/**
 * Moves the default to the address id; answers false, changing nothing, when the member
 * has no such address. Two statements, because the unique index addresses_one_default is checked row by row.
 */
export async function makeDefault(db: Queryable, userId: string, id: string): Promise<boolean> {
  const exists = await db.maybeOne('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [id, userId]);
  if (!exists) return false;
  await db.execute(
    `UPDATE addresses SET is_default = false, updated_at = now()
     WHERE user_id = $1 AND is_default AND id <> $2`,
    [userId, id],
  );
  await db.execute(
    `UPDATE addresses SET is_default = true, updated_at = now()
     WHERE id = $1 AND user_id = $2 AND NOT is_default`,
    [id, userId],
  );
  return true;
}
