// SQL fragments and query shapes shared by repositories.
import type { Params, Queryable } from '../db/index.js';
import { likePattern, type PageWindow } from './schemas.js';

/** A timestamptz column as an ISO-8601 UTC string, identical on PostgreSQL and PGlite. */
export const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The SET list and parameters of an update of the fields a patch gives (undefined ones keep their value), ending
 * with updated_at = now(); its $n come after the `taken` parameters of the WHERE clause ($1, the id, by default).
 */
export function assignments<K extends string>(
  patch: Partial<Record<K, unknown>>,
  columns: Record<K, string>,
  taken = 1,
): { sets: string; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [key, column] of Object.entries(columns) as [K, string][]) {
    if (patch[key] === undefined) continue;
    params.push(patch[key]);
    sets.push(`${column} = $${taken + params.length}`);
  }
  return { sets: [...sets, 'updated_at = now()'].join(', '), params };
}

/**
 * Replaces one owner's rows of a link table (a role's permissions, a user's roles): deletes them, then links the
 * owner to each of ids.
 */
export async function replaceLinks(
  db: Queryable,
  table: string,
  owner: { column: string; id: string },
  linked: { column: string; ids: readonly string[] },
): Promise<void> {
  await db.execute(`DELETE FROM ${table} WHERE ${owner.column} = $1`, [owner.id]);
  if (linked.ids.length === 0) return;
  await db.execute(`INSERT INTO ${table} (${owner.column}, ${linked.column}) SELECT $1, unnest($2::uuid[])`, [
    owner.id,
    linked.ids,
  ]);
}

/** Runs an INSERT … RETURNING id and answers the new row's id. */
export async function insertedId(db: Queryable, sql: string, params: Params): Promise<string> {
  const row = await db.maybeOne<{ id: string }>(sql, params);
  return row!.id;
}

/**
 * The condition "any of columns contains q" (q's % and _ matched literally), its parameter appended to params;
 * undefined when q is empty, so that the list is not filtered.
 */
/**
 * ORDER BY for a back-office list: newest or oldest by `created`, or by the name expressions (case-insensitive),
 * always ending on `id` so that pages never overlap.
 */
export function sortOrder(
  sort: 'newest' | 'oldest' | 'name' | undefined,
  columns: { created: string; names: readonly string[]; id: string },
): string {
  if (sort === 'oldest') return `${columns.created} ASC, ${columns.id}`;
  if (sort === 'name')
    return `${columns.names.map((name) => `lower(${name}) ASC`).join(', ')}, ${columns.id}`;
  return `${columns.created} DESC, ${columns.id}`;
}

export function searchCondition(
  columns: string[],
  q: string | undefined,
  params: unknown[],
): string | undefined {
  if (!q?.trim()) return undefined;
  params.push(likePattern(q.trim()));
  return `(${columns.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`;
}

export interface PageQuery {
  /** The SELECT list. */
  columns: string;
  /** The FROM clause, with the alias the columns use. */
  from: string;
  /** Conditions, ANDed; undefined ones are left out. Their $n refer to params. */
  where: (string | undefined)[];
  params: unknown[];
  orderBy: string;
  /**
   * The count's parameters, when the columns have parameters of their own (numbered after the conditions'): the
   * count leaves them out, as PostgreSQL refuses a parameter a statement does not use. Default params.
   */
  countParams?: unknown[];
  /** A cheaper FROM clause for the count, when the columns need joins the conditions do not. */
  countFrom?: string;
  /** The count from somewhere cheaper than counting the rows (kept totals). */
  count?: () => Promise<number>;
  /**
   * The most rows the conditions can match (a batch read by ids= matches at most its ids): when the page holds
   * them all, the count is the page's own rows and no count query runs.
   */
  atMost?: number | undefined;
}

/** One page of rows and the number of rows matching over all pages, as every list answers them. */
export async function selectPage<T>(
  db: Queryable,
  query: PageQuery,
  window: PageWindow,
): Promise<{ rows: T[]; count: number }> {
  const conditions = query.where.filter((condition): condition is string => condition !== undefined);
  const clause = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const n = query.params.length;
  const select = () =>
    db.query<T>(
      `SELECT ${query.columns} FROM ${query.from} ${clause}
       ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...query.params, window.limit, window.offset],
    );
  if (query.atMost !== undefined && window.offset === 0 && window.limit >= query.atMost) {
    const rows = await select();
    return { rows, count: rows.length };
  }
  const count =
    query.count ??
    (async () => {
      const total = await db.maybeOne<{ count: number }>(
        `SELECT count(*) AS count FROM ${query.countFrom ?? query.from} ${clause}`,
        query.countParams ?? query.params,
      );
      return total?.count ?? 0;
    });
  const [rows, total] = await Promise.all([select(), count()]);
  return { rows, count: total };
}

/** A page of a list that only q filters, searching the given columns (selectPage with that one condition). */
export function searchedPage<T>(
  db: Queryable,
  query: Omit<PageQuery, 'where' | 'params'> & { search: string[]; q: string | undefined },
  window: PageWindow,
): Promise<{ rows: T[]; count: number }> {
  const { search, q, ...rest } = query;
  const params: unknown[] = [];
  return selectPage<T>(db, { ...rest, where: [searchCondition(search, q, params)], params }, window);
}
