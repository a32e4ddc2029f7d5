// SQL for the shop's colours and sizes. Both lists are alike (a colour also has a swatch), so one set of
// statements serves both, named by the list's kind.
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import type { PageWindow } from '../../lib/schemas.js';
import { assignments, insertedId, isoTime, selectPage } from '../../lib/sql.js';
import type { ProductColorRecord, ProductSizeRecord } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

export type OptionKind = 'color' | 'size';

/** Each list's table and the columns it has beyond id, name and position. */
const LISTS = {
  color: { table: 'product_colors', noun: 'colour', extra: ['swatch'] },
  size: { table: 'product_sizes', noun: 'size', extra: [] },
} as const satisfies Record<OptionKind, { table: string; noun: string; extra: readonly string[] }>;

interface Records {
  color: ProductColorRecord;
  size: ProductSizeRecord;
}

/** What staff write of one: its name and position, and a colour's swatch. */
export interface OptionFields {
  name: string;
  position: number;
  swatch: string;
}

export const nounOf = (kind: OptionKind) => LISTS[kind].noun;

const columnsOf = (kind: OptionKind) =>
  ['o.id', 'o.name', 'o.position', ...LISTS[kind].extra.map((column) => `o.${column}`)].join(', ') +
  `, ${isoTime('o.created_at')} AS "createdAt", ${isoTime('o.updated_at')} AS "updatedAt"`;

const ORDER = 'o.position, lower(o.name), o.id';

export function getOption<K extends OptionKind>(db: Queryable, kind: K, id: string) {
  return db.maybeOne<Records[K]>(`SELECT ${columnsOf(kind)} FROM ${LISTS[kind].table} o WHERE o.id = $1`, [
    id,
  ]);
}

/** A page of the list, in its order (the back office's list). */
export function listOptions<K extends OptionKind>(db: Queryable, kind: K, window: PageWindow) {
  return selectPage<Records[K]>(
    db,
    { columns: columnsOf(kind), from: `${LISTS[kind].table} o`, where: [], params: [], orderBy: ORDER },
    window,
  );
}

/** The whole list in its order (the storefront's and the product form's). */
export function allOptions<K extends OptionKind>(db: Queryable, kind: K) {
  return db.query<Records[K]>(`SELECT ${columnsOf(kind)} FROM ${LISTS[kind].table} o ORDER BY ${ORDER}`);
}

/**
 * The names in the list's order, for checking a product's colours or sizes. In the product's transaction they
 * are read FOR SHARE, so that a rename or deletion waits until the product is written.
 */
export async function optionNames(db: Queryable, kind: OptionKind): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT o.name FROM ${LISTS[kind].table} o ORDER BY ${ORDER} FOR SHARE`,
  );
  return rows.map((row) => row.name);
}

/** The name of one, its row locked until the transaction ends (before it is renamed or deleted). */
export async function lockOption(db: Queryable, kind: OptionKind, id: string): Promise<string | undefined> {
  const row = await db.maybeOne<{ name: string }>(
    `SELECT name FROM ${LISTS[kind].table} WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row?.name;
}

function nameTaken(kind: OptionKind, name: string | undefined, error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION)) {
    throw conflict(
      t(
        defineMessage({
          id: 'options.name-taken',
          defaultMessage: 'A {kind, select, color {colour} other {size}} named {name} already exists',
        }),
        { kind, name: name ?? 'so' },
      ),
    );
  }
  throw error;
}

/** Adds one; last in the list when no position is given. */
export async function insertOption(
  db: Queryable,
  kind: OptionKind,
  option: Pick<OptionFields, 'name'> & Partial<OptionFields>,
): Promise<string> {
  const { table, extra } = LISTS[kind];
  const columns = ['name', 'position', ...extra];
  const values = [option.name, option.position ?? null, ...extra.map(() => option.swatch?.toLowerCase())];
  try {
    return await insertedId(
      db,
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT $1, coalesce($2::integer, (SELECT coalesce(max(position), 0) + 1 FROM ${table}))
         ${extra.map((_, index) => `, $${index + 3}`).join('')}
       RETURNING id`,
      values,
    );
  } catch (error) {
    nameTaken(kind, option.name, error);
  }
}

const PATCH_COLUMNS: Record<keyof OptionFields, string> = {
  name: 'name',
  position: 'position',
  swatch: 'swatch',
};

/** Sets the given fields; answers false when there is no such row. */
export async function updateOption(
  db: Queryable,
  kind: OptionKind,
  id: string,
  patch: Partial<OptionFields>,
): Promise<boolean> {
  // A size has no swatch: its body never carries one, so that column is never set.
  const { sets, params } = assignments({ ...patch, swatch: patch.swatch?.toLowerCase() }, PATCH_COLUMNS);
  try {
    return (await db.execute(`UPDATE ${LISTS[kind].table} SET ${sets} WHERE id = $1`, [id, ...params])) > 0;
  } catch (error) {
    nameTaken(kind, patch.name, error);
  }
}

export async function deleteOption(db: Queryable, kind: OptionKind, id: string): Promise<boolean> {
  return (await db.execute(`DELETE FROM ${LISTS[kind].table} WHERE id = $1`, [id])) > 0;
}
