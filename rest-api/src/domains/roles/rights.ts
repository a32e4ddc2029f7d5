// What a non-root caller may not do with roles and permissions, so that nobody raises their own rights: hold
// a role and reshape it, give a role a permission they do not hold, or re-point a permission. Root is exempt.
import type { Queryable } from '../../db/index.js';
import { forbidden } from '../../lib/errors.js';
import { NIL_UUID } from '../../lib/schemas.js';
import type { AuthContext } from '../../lib/caller.js';
import { defineMessage } from '../../i18n/index.js';

const real = (ids: string[]) => ids.filter((id) => id !== NIL_UUID);

async function rolesHeldBy(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ roleId: string }>(
    'SELECT role_id AS "roleId" FROM user_roles WHERE user_id = $1',
    [userId],
  );
  return rows.map((row) => row.roleId);
}

/** Permission ids among `ids` that none of the user's roles hold. */
async function permissionsNotHeld(db: Queryable, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM permissions p
     WHERE p.id = ANY($1::uuid[])
       AND NOT EXISTS (
         SELECT 1 FROM user_roles ur JOIN role_permissions rp ON rp.role_id = ur.role_id
         WHERE ur.user_id = $2 AND rp.permission_id = p.id
       )`,
    [ids, userId],
  );
  return rows.map((row) => row.id);
}

/** Creating (roleId undefined) or changing a role: not one the caller holds, with no right beyond theirs. */
export async function assertMayShapeRole(
  db: Queryable,
  auth: AuthContext,
  roleId: string | undefined,
  permissionIds: string[] | undefined,
): Promise<void> {
  if (auth.isRoot) return;
  if (roleId && (await rolesHeldBy(db, auth.userId)).includes(roleId)) {
    throw forbidden(
      defineMessage({
        id: 'roles.cannot-change-role-hold',
        defaultMessage: 'You cannot change a role you hold',
      }),
    );
  }
  if (permissionIds && (await permissionsNotHeld(db, auth.userId, real(permissionIds))).length > 0) {
    throw forbidden(
      defineMessage({
        id: 'roles.cannot-give-role-rights-do',
        defaultMessage: 'You cannot give a role rights you do not have',
      }),
    );
  }
}

/** Creating or changing a permission: its target is root's to change, and only held rights go to other roles. */
export async function assertMayShapePermission(
  db: Queryable,
  auth: AuthContext,
  change: { permissionId?: string; repoints: boolean; roleIds?: string[] | undefined },
): Promise<void> {
  if (auth.isRoot) return;
  if (change.repoints)
    throw forbidden(
      defineMessage({
        id: 'roles.only-root-can-change-what',
        defaultMessage: 'Only root can change what a permission allows',
      }),
    );
  const roleIds = real(change.roleIds ?? []);
  if (change.roleIds === undefined) return;
  if (!change.permissionId) {
    if (roleIds.length > 0)
      throw forbidden(
        defineMessage({
          id: 'roles.only-root-can-give-new',
          defaultMessage: 'Only root can give a new permission to roles',
        }),
      );
    return;
  }
  if ((await permissionsNotHeld(db, auth.userId, [change.permissionId])).length > 0) {
    throw forbidden(
      defineMessage({
        id: 'roles.cannot-give-roles-right-do',
        defaultMessage: 'You cannot give roles a right you do not have',
      }),
    );
  }
  const held = await rolesHeldBy(db, auth.userId);
  const current = await db.query<{ roleId: string }>(
    'SELECT role_id AS "roleId" FROM role_permissions WHERE permission_id = $1',
    [change.permissionId],
  );
  const before = new Set(current.map((row) => row.roleId));
  const after = new Set(roleIds);
  const touched = [...after]
    .filter((id) => !before.has(id))
    .concat([...before].filter((id) => !after.has(id)));
  if (touched.some((id) => held.includes(id)))
    throw forbidden(
      defineMessage({
        id: 'roles.cannot-change-role-hold',
        defaultMessage: 'You cannot change a role you hold',
      }),
    );
}
