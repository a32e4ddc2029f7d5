// SQL for permissions: an HTTP method plus a route pattern, held by roles.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import { likePattern, type PageWindow } from '../../lib/schemas.js';
import type { Permission } from './schemas.js';

export type PermissionRecord = Static<typeof Permission>;

const PERMISSION_COLUMNS = `
  p.id, p.method, p.endpoint, p.description,
  COALESCE((SELECT json_agg(rp.role_id ORDER BY rp.role_id) FROM role_permissions rp WHERE rp.permission_id = p.id),
           '[]'::json) AS roles`;

export function getPermission(db: Queryable, id: string) {
  return db.maybeOne<PermissionRecord>(`SELECT ${PERMISSION_COLUMNS} FROM permissions p WHERE p.id = $1`, [
    id,
  ]);
}

export async function listPermissions(db: Queryable, q: string | undefined, window: PageWindow) {
  const params: unknown[] = [];
  let clause = '';
  if (q?.trim()) {
    params.push(likePattern(q.trim()));
    clause = 'WHERE p.endpoint ILIKE $1 OR p.method ILIKE $1 OR p.description ILIKE $1';
  }
  const [rows, total] = await Promise.all([
    db.query<PermissionRecord>(
      `SELECT ${PERMISSION_COLUMNS} FROM permissions p ${clause}
       ORDER BY p.endpoint, p.method LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    ),
    db.maybeOne<{ count: number }>(`SELECT count(*) AS count FROM permissions p ${clause}`, params),
  ]);
  return { rows, count: total?.count ?? 0 };
}

function duplicate(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION))
    throw conflict('A permission for this method and endpoint already exists');
  throw error;
}

export async function insertPermission(
  db: Queryable,
  permission: { method: string; endpoint: string; description?: string | undefined },
): Promise<string> {
  try {
    const row = await db.maybeOne<{ id: string }>(
      'INSERT INTO permissions (method, endpoint, description) VALUES ($1, $2, $3) RETURNING id',
      [permission.method, permission.endpoint, permission.description ?? ''],
    );
    return row!.id;
  } catch (error) {
    duplicate(error);
  }
}

export async function updatePermission(
  db: Queryable,
  id: string,
  permission: {
    method?: string | undefined;
    endpoint?: string | undefined;
    description?: string | undefined;
  },
): Promise<void> {
  try {
    await db.execute(
      `UPDATE permissions SET method = COALESCE($2, method), endpoint = COALESCE($3, endpoint),
         description = COALESCE($4, description) WHERE id = $1`,
      [id, permission.method ?? null, permission.endpoint ?? null, permission.description ?? null],
    );
  } catch (error) {
    duplicate(error);
  }
}

export async function deletePermission(db: Queryable, id: string): Promise<void> {
  await db.execute('DELETE FROM permissions WHERE id = $1', [id]);
}
