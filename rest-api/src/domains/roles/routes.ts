// Roles (root only by default): GET/POST /v1/role, GET/PUT/DELETE /v1/role/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../plugins/auth.js';
import { deleteRole, getRole, insertRole, listRoles, setRolePermissions, updateRole } from './repository.js';
import { assertMayShapeRole } from './rights.js';
import { CreateRoleBody, RoleAnswer, RoleList, RoleListQuery, UpdateRoleBody } from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['roles'], 'bearer');

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) =>
    orNotFound(
      getRole(db, id),
      defineMessage({ id: 'roles.role-not-found', defaultMessage: 'Role not found' }),
    );

  recordRoutes(app, {
    path: '/v1/role',
    doc,
    answer: RoleAnswer,
    existing,
    list: {
      summary: 'List roles with their permissions',
      querystring: RoleListQuery,
      response: RoleList,
      read: (query) => listPage(query, (window) => listRoles(db, query.q, window)),
    },
    one: { summary: 'One role' },
    create: {
      summary: 'Create a role with permission ids',
      body: CreateRoleBody,
      insert: async ({ permissions, ...fields }, request) => {
        await assertMayShapeRole(db, caller(request), undefined, permissions);
        return db.transaction(async (tx) => {
          const roleId = await insertRole(tx, { ...fields, roleName: fields.roleName.trim() });
          await setRolePermissions(tx, roleId, permissions ?? []);
          return roleId;
        });
      },
    },
    update: {
      summary: 'Update a role; permissions, when given, replace the current ones',
      body: UpdateRoleBody,
      apply: async (id, { permissions, ...fields }, request) => {
        const role = await existing(id);
        await assertMayShapeRole(db, caller(request), id, permissions);
        const roleName = fields.roleName?.trim();
        if (role.isSystem && roleName !== undefined && roleName !== role.roleName) {
          throw conflict(
            t(
              defineMessage({
                id: 'roles.cannot-rename',
                defaultMessage: 'The {role} role cannot be renamed',
              }),
              { role: role.roleName },
            ),
          );
        }
        await db.transaction(async (tx) => {
          await updateRole(tx, id, { ...fields, roleName });
          if (permissions) await setRolePermissions(tx, id, permissions);
        });
      },
    },
    remove: {
      summary: 'Delete a role that no user has (root, admin and member cannot be deleted)',
      apply: async (role) => {
        if (role.isSystem)
          throw conflict(
            t(
              defineMessage({
                id: 'roles.cannot-delete',
                defaultMessage: 'The {role} role cannot be deleted',
              }),
              { role: role.roleName },
            ),
          );
        await deleteRole(db, role.id);
      },
    },
  });
};

export default roleRoutes;
