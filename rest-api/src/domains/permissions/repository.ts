// SQL for permissions: an HTTP method plus a route pattern, held by roles.
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { conflict } from '../../lib/errors.js';
import type { PageWindow } from '../../lib/schemas.js';
import { insertedId, searchedPage } from '../../lib/sql.js';
import type { Permission } from './schemas.js';
import { defineMessage } from '../../i18n/index.js';

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

export function listPermissions(db: Queryable, q: string | undefined, window: PageWindow) {
  return searchedPage<PermissionRecord>(
    db,
    {
      columns: PERMISSION_COLUMNS,
      from: 'permissions p',
      search: ['p.endpoint', 'p.method', 'p.description'],
      q,
      orderBy: 'p.endpoint, p.method',
    },
    window,
  );
}

function duplicate(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION))
    throw conflict(
      defineMessage({
        id: 'permissions.permission-for-method-and-endpoint',
        defaultMessage: 'A permission for this method and endpoint already exists',
      }),
    );
  throw error;
}

export async function insertPermission(
  db: Queryable,
  permission: { method: string; endpoint: string; description?: string | undefined },
): Promise<string> {
  try {
    return await insertedId(
      db,
      'INSERT INTO permissions (method, endpoint, description) VALUES ($1, $2, $3) RETURNING id',
      [permission.method, permission.endpoint, permission.description ?? ''],
    );
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
