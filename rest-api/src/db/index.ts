// One query interface over node-postgres (DATABASE_URL) and the embedded PGlite, so repositories never know which.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Params = readonly unknown[];

export interface Queryable {
  /** Runs one parameterised statement and answers its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;
  /** Runs one statement and answers its first row, or undefined. */
  maybeOne<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T | undefined>;
  /** Runs one statement and answers the number of rows it touched. */
  execute(sql: string, params?: Params): Promise<number>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly engine: 'postgres' | 'pglite';
  /** Runs fn inside one transaction; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL); the embedded engine has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

const INT8 = 20;
const NUMERIC = 1700;
// Counts (int8) and whole-rupiah amounts (numeric) arrive as JS numbers on both engines.
const toNumber = (value: string) => Number(value);

interface RawResult {
  rows: unknown[];
  affectedRows?: number;
  rowCount?: number | null;
}
type RawQuery = (sql: string, params: unknown[]) => Promise<RawResult>;
type RawExec = (sql: string) => Promise<unknown>;

function queryable(raw: RawQuery, exec: RawExec): Queryable {
  return {
    async exec(sql: string) {
      await exec(sql);
    },
    async query<T>(sql: string, params: Params = []) {
      return (await raw(sql, [...params])).rows as T[];
    },
    async maybeOne<T>(sql: string, params: Params = []) {
      return (await raw(sql, [...params])).rows[0] as T | undefined;
    },
    async execute(sql: string, params: Params = []) {
      const result = await raw(sql, [...params]);
      return result.rowCount ?? result.affectedRows ?? 0;
    },
  };
}

function postgresDb(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    engine: 'postgres',
    // Without parameters node-postgres uses the simple protocol, which runs several statements at once.
    ...queryable(
      (sql, params) => pool.query(sql, params),
      (sql) => pool.query(sql),
    ),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(
          queryable(
            (sql, params) => client.query(sql, params),
            (sql) => client.query(sql),
          ),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}

async function pgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    // Trigram indexes keep product and order search fast (migration 0002).
    extensions: { pg_trgm },
  });
  return {
    engine: 'pglite',
    ...queryable(
      (sql, params) => db.query(sql, params),
      (sql) => db.exec(sql),
    ),
    // PGlite has a single connection: its transaction() holds it exclusively, so other queries wait.
    transaction: (fn) =>
      db.transaction((tx) =>
        fn(
          queryable(
            (sql, params) => tx.query(sql, params),
            (sql) => tx.exec(sql),
          ),
        ),
      ),
    close: () => db.close(),
  };
}

export interface DbOptions {
  /** A postgres:// URL; unset means the embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files; unset with no url means in memory (tests). */
  pgliteDir?: string | undefined;
}

export function connect(options: DbOptions): Promise<Db> {
  return options.url ? Promise.resolve(postgresDb(options.url)) : pgliteDb(options.pgliteDir);
}

/** True when error is a PostgreSQL error with the given SQLSTATE (same shape on both engines). */
export function isPgError(error: unknown, code: string): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
