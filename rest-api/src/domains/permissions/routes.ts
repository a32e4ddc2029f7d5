// Permissions (root only by default): GET/POST /v1/permission, GET/PUT/DELETE /v1/permission/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, orNotFound } from '../../lib/errors.js';
import { IdParams, listPage, routeDoc } from '../../lib/schemas.js';
import { caller, normaliseEndpoint } from '../../plugins/auth.js';
import { setPermissionRoles } from '../roles/repository.js';
import { assertMayShapePermission } from '../roles/rights.js';
import {
  deletePermission,
  getPermission,
  insertPermission,
  listPermissions,
  updatePermission,
} from './repository.js';
import {
  CreatePermissionBody,
  PermissionAnswer,
  PermissionList,
  PermissionListQuery,
  UpdatePermissionBody,
} from './schemas.js';

const doc = routeDoc(['permissions'], 'bearer');

/** The stored form of an endpoint; one that normalises to nothing ("//") is refused, not stored empty. */
function storedEndpoint(endpoint: string): string {
  const normalised = normaliseEndpoint(endpoint);
  if (normalised.length < 2) throw badRequest('endpoint must name a route, such as /v1/product/:id');
  return normalised;
}

const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) => orNotFound(getPermission(db, id), 'Permission not found');

  app.get(
    '/v1/permission',
    {
      schema: doc({
        summary: 'List permissions (q searches endpoint, method and description)',
        querystring: PermissionListQuery,
        response: { 200: PermissionList },
      }),
    },
    async (request) => listPage(request.query, (window) => listPermissions(db, request.query.q, window)),
  );

  app.get(
    '/v1/permission/:id',
    { schema: doc({ summary: 'One permission', params: IdParams, response: { 200: PermissionAnswer } }) },
    async (request) => ({ data: await existing(request.params.id) }),
  );

  app.post(
    '/v1/permission',
    {
      schema: doc({
        summary: 'Create a permission and give it to roles',
        body: CreatePermissionBody,
        response: { 201: PermissionAnswer },
      }),
    },
    async (request, reply) => {
      const { roles, endpoint, ...fields } = request.body;
      const stored = storedEndpoint(endpoint);
      await assertMayShapePermission(db, caller(request), { repoints: false, roleIds: roles });
      const id = await db.transaction(async (tx) => {
        const permissionId = await insertPermission(tx, { ...fields, endpoint: stored });
        await setPermissionRoles(tx, permissionId, roles ?? []);
        return permissionId;
      });
      return reply.status(201).send({ data: await existing(id) });
    },
  );

  app.put(
    '/v1/permission/:id',
    {
      schema: doc({
        summary: 'Update a permission; roles, when given, replace the current ones',
        params: IdParams,
        body: UpdatePermissionBody,
        response: { 200: PermissionAnswer },
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { roles, endpoint, ...fields } = request.body;
      const stored = endpoint === undefined ? undefined : storedEndpoint(endpoint);
      const before = await existing(id);
      const repoints =
        (fields.method !== undefined && fields.method !== before.method) ||
        (stored !== undefined && stored !== before.endpoint);
      await assertMayShapePermission(db, caller(request), { permissionId: id, repoints, roleIds: roles });
      await db.transaction(async (tx) => {
        await updatePermission(tx, id, { ...fields, endpoint: stored });
        if (roles) await setPermissionRoles(tx, id, roles);
      });
      return { data: await existing(id) };
    },
  );

  app.delete(
    '/v1/permission/:id',
    {
      schema: doc({
        summary: 'Delete a permission (roles lose it at once)',
        params: IdParams,
        response: { 200: PermissionAnswer },
      }),
    },
    async (request) => {
      const permission = await existing(request.params.id);
      await deletePermission(db, permission.id);
      return { data: permission };
    },
  );
};

export default permissionRoutes;
