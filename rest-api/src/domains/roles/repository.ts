// SQL for roles and the role ↔ permission links (also used by the permissions domain).
import {
  CAPABILITY_IDS,
  callsOf,
  capabilitiesOf,
  type Capability,
  isCapabilityCall,
} from '@lemari/shop/capabilities';
import type { Static } from 'typebox';
import type { Queryable } from '../../db/index.js';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { NIL_UUID, type PageWindow } from '../../lib/schemas.js';
import { insertedId, replaceLinks, searchedPage } from '../../lib/sql.js';
import type { Role } from './schemas.js';
import { ROLE_IDS } from './system-roles.js';
import { defineMessage, t } from '../../i18n/index.js';

export type RoleRecord = Static<typeof Role>;

// Root passes every access check (plugins/permissions), so it holds every permission whatever rows it lists.
const ROLE_COLUMNS = `
  r.id, r.role_name AS "roleName", r.description, r.landing_page AS "landingPage", r.is_system AS "isSystem",
  r.id = '${ROLE_IDS.root}' AS "allPermissions",
  COALESCE((
    SELECT json_agg(json_build_object('id', p.id, 'method', p.method, 'endpoint', p.endpoint)
                    ORDER BY p.endpoint, p.method)
    FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = r.id
  ), '[]'::json) AS permissions`;

type StoredRole = Omit<RoleRecord, 'capabilities'>;

/** Every permission there is, as method and endpoint: a capability asks only for calls some permission names. */
export function knownCalls(db: Queryable) {
  return db.query<{ method: string; endpoint: string }>('SELECT method, endpoint FROM permissions');
}

/** The roles with the capabilities their permissions give (root: every one). */
async function withCapabilities(db: Queryable, roles: StoredRole[]): Promise<RoleRecord[]> {
  if (roles.length === 0) return [];
  const known = await knownCalls(db);
  return roles.map((role) => ({
    ...role,
    capabilities: role.allPermissions ? [...CAPABILITY_IDS] : capabilitiesOf(role.permissions, known),
  }));
}

export async function getRole(db: Queryable, id: string): Promise<RoleRecord | null> {
  const role = await db.maybeOne<StoredRole>(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = $1`, [id]);
  return role ? ((await withCapabilities(db, [role]))[0] ?? null) : null;
}

export async function listRoles(db: Queryable, q: string | undefined, window: PageWindow) {
  const page = await searchedPage<StoredRole>(
    db,
    {
      columns: ROLE_COLUMNS,
      from: 'roles r',
      search: ['r.role_name', 'r.description'],
      q,
      orderBy: 'r.is_system DESC, r.created_at, r.role_name',
    },
    window,
  );
  return { ...page, rows: await withCapabilities(db, page.rows) };
}

/**
 * The permission ids a role built from capabilities holds: every permission its capabilities need, and the raw
 * ones that belong to no capability (`extras`: those sent, else the role's current ones), which the permissions
 * screen manages.
 */
export async function permissionIdsFor(
  db: Queryable,
  capabilities: readonly Capability[],
  extras: { ids: string[] } | { roleId: string | undefined },
): Promise<string[]> {
  const calls = callsOf(capabilities);
  const needed = await db.query<{ id: string }>(
    `SELECT p.id FROM permissions p
     JOIN unnest($1::text[], $2::text[]) AS c(method, endpoint) ON c.method = p.method AND c.endpoint = p.endpoint`,
    [calls.map((item) => item.method), calls.map((item) => item.endpoint)],
  );
  let kept: string[];
  if ('ids' in extras) kept = extras.ids;
  else if (!extras.roleId) kept = [];
  else {
    const current = await db.query<{ id: string; method: string; endpoint: string }>(
      `SELECT p.id, p.method, p.endpoint FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
       WHERE rp.role_id = $1`,
      [extras.roleId],
    );
    kept = current.filter((row) => !isCapabilityCall(row)).map((row) => row.id);
  }
  return [...new Set([...needed.map((row) => row.id), ...kept])];
}

function roleNameConflict(error: unknown): never {
  if (isPgError(error, PG_UNIQUE_VIOLATION))
    throw conflict(
      defineMessage({
        id: 'roles.role-with-name-already-exists',
        defaultMessage: 'A role with this name already exists',
      }),
    );
  throw error;
}

export async function insertRole(
  db: Queryable,
  role: { roleName: string; description?: string | undefined; landingPage?: string | undefined },
): Promise<string> {
  try {
    return await insertedId(
      db,
      `INSERT INTO roles (role_name, description, landing_page) VALUES ($1, $2, $3) RETURNING id`,
      [role.roleName, role.description ?? '', role.landingPage ?? '/'],
    );
  } catch (error) {
    roleNameConflict(error);
  }
}

export async function updateRole(
  db: Queryable,
  id: string,
  role: { roleName?: string | undefined; description?: string | undefined; landingPage?: string | undefined },
): Promise<void> {
  try {
    await db.execute(
      `UPDATE roles SET role_name = COALESCE($2, role_name), description = COALESCE($3, description),
         landing_page = COALESCE($4, landing_page) WHERE id = $1`,
      [id, role.roleName ?? null, role.description ?? null, role.landingPage ?? null],
    );
  } catch (error) {
    roleNameConflict(error);
  }
}

// user_roles.role_id is ON DELETE RESTRICT, which fails with restrict_violation rather than the usual
// foreign_key_violation (on PostgreSQL and PGlite alike).
const PG_RESTRICT_VIOLATION = '23001';

export async function deleteRole(db: Queryable, id: string): Promise<void> {
  try {
    await db.execute('DELETE FROM roles WHERE id = $1', [id]);
  } catch (error) {
    if (isPgError(error, PG_RESTRICT_VIOLATION) || isPgError(error, PG_FOREIGN_KEY_VIOLATION)) {
      throw conflict(
        defineMessage({
          id: 'roles.role-still-assigned-users-give',
          defaultMessage: 'This role is still assigned to users; give them another role first',
        }),
      );
    }
    throw error;
  }
}

/** Ids without the nil placeholder and duplicates; 400 naming `field` when one does not exist in `table`. */
export async function existingIds(
  db: Queryable,
  table: 'roles' | 'permissions',
  ids: string[],
  field: string,
) {
  const wanted = [...new Set(ids.filter((id) => id !== NIL_UUID))];
  const found = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [
    wanted,
  ]);
  const missing = wanted.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw badRequest(
      t(defineMessage({ id: 'roles.unknown-ids', defaultMessage: '{field}: unknown id {ids}' }), {
        field,
        ids: missing.join(', '),
      }),
    );
  return wanted;
}

/** role_permissions seen from either side: a role's permissions, or a permission's roles. */
const LINK_SIDES = {
  role: { column: 'role_id', table: 'roles' },
  permission: { column: 'permission_id', table: 'permissions' },
} as const;

/** Replaces what one role or permission is linked to, once every id sent is known (400 naming the field). */
async function relink(db: Queryable, owner: 'role' | 'permission', ownerId: string, linkedIds: string[]) {
  const linked = LINK_SIDES[owner === 'role' ? 'permission' : 'role'];
  const ids = await existingIds(db, linked.table, linkedIds, linked.table);
  await replaceLinks(
    db,
    'role_permissions',
    { column: LINK_SIDES[owner].column, id: ownerId },
    { column: linked.column, ids },
  );
}

export const setRolePermissions = (db: Queryable, roleId: string, permissionIds: string[]) =>
  relink(db, 'role', roleId, permissionIds);

export const setPermissionRoles = (db: Queryable, permissionId: string, roleIds: string[]) =>
  relink(db, 'permission', permissionId, roleIds);
