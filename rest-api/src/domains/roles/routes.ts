// Roles (root only by default): GET/POST /v1/role, GET/PUT/DELETE /v1/role/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, orNotFound } from '../../lib/errors.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../plugins/auth.js';
import { deleteRole, getRole, insertRole, listRoles, setRolePermissions, updateRole } from './repository.js';
import { assertMayShapeRole } from './rights.js';
import { CreateRoleBody, RoleAnswer, RoleList, RoleListQuery, UpdateRoleBody } from './schemas.js';

const doc = routeDoc(['roles'], 'bearer');

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) => orNotFound(getRole(db, id), 'Role not found');

  app.get(
    '/v1/role',
    {
      schema: doc({
        summary: 'List roles with their permissions',
        querystring: RoleListQuery,
        response: { 200: RoleList },
      }),
    },
    async (request) => listPage(request.query, (window) => listRoles(db, request.query.q, window)),
  );

  app.get(
    '/v1/role/:id',
    { schema: doc({ summary: 'One role', params: IdParams, response: { 200: RoleAnswer } }) },
    async (request) => ({ data: await existing(request.params.id) }),
  );

  app.post(
    '/v1/role',
    {
      schema: doc({
        summary: 'Create a role with permission ids',
        body: CreateRoleBody,
        response: { 201: RoleAnswer },
      }),
    },
    async (request, reply) => {
      const { permissions, ...fields } = request.body;
      await assertMayShapeRole(db, caller(request), undefined, permissions);
      const id = await db.transaction(async (tx) => {
        const roleId = await insertRole(tx, { ...fields, roleName: fields.roleName.trim() });
        await setRolePermissions(tx, roleId, permissions ?? []);
        return roleId;
      });
      return reply.status(201).send({ data: await existing(id) });
    },
  );

  app.put(
    '/v1/role/:id',
    {
      schema: doc({
        summary: 'Update a role; permissions, when given, replace the current ones',
        params: IdParams,
        body: UpdateRoleBody,
        response: { 200: RoleAnswer },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { permissions, ...fields } = request.body;
      const role = await existing(id);
      await assertMayShapeRole(db, caller(request), id, permissions);
      const roleName = fields.roleName?.trim();
      if (role.isSystem && roleName !== undefined && roleName !== role.roleName) {
        throw conflict(`The ${role.roleName} role cannot be renamed`);
      }
      await db.transaction(async (tx) => {
        await updateRole(tx, id, { ...fields, roleName });
        if (permissions) await setRolePermissions(tx, id, permissions);
      });
      return { data: await existing(id) };
    },
  );

  app.delete(
    '/v1/role/:id',
    {
      schema: doc({
        summary: 'Delete a role that no user has (root, admin and member cannot be deleted)',
        params: IdParams,
        response: { 200: RoleAnswer },
      }),
    },
    async (request) => {
      const role = await existing(request.params.id);
      if (role.isSystem) throw conflict(`The ${role.roleName} role cannot be deleted`);
      await deleteRole(db, role.id);
      return { data: role };
    },
  );
};

export default roleRoutes;
