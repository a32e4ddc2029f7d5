// Permissions (root only by default): GET/POST /v1/permission, GET/PUT/DELETE /v1/permission/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import { normaliseEndpoint } from '../../plugins/auth.js';
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
import { defineMessage } from '../../i18n/index.js';
import { seededInLanguage, seededOrTyped } from '../../i18n/seeded.js';
import { seededDescriptionOf } from '../../seed/permissions.js';

const doc = routeDoc(['permissions'], 'bearer');

/** The stored form of an endpoint; one that normalises to nothing ("//") is refused, not stored empty. */
function storedEndpoint(endpoint: string): string {
  const normalised = normaliseEndpoint(endpoint);
  if (normalised.length < 2)
    throw badRequest(
      defineMessage({
        id: 'permissions.endpoint-must-name-route-such',
        defaultMessage: 'endpoint must name a route, such as /v1/product/:id',
      }),
    );
  return normalised;
}

const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) =>
    orNotFound(
      getPermission(db, id),
      defineMessage({ id: 'permissions.permission-not-found', defaultMessage: 'Permission not found' }),
    );

  recordRoutes(app, {
    path: '/v1/permission',
    doc,
    answer: PermissionAnswer,
    existing,
    // A default permission's description reads in the reader's language until staff change it.
    inLanguage: (permission, language) => ({
      ...permission,
      description: seededInLanguage(
        permission.description,
        seededDescriptionOf(permission.method, permission.endpoint),
        language,
      ),
    }),
    list: {
      summary: 'List permissions (q searches endpoint, method and description)',
      querystring: PermissionListQuery,
      response: PermissionList,
      read: (query) => listPage(query, (window) => listPermissions(db, query.q, window)),
    },
    one: { summary: 'One permission' },
    create: {
      summary: 'Create a permission and give it to roles',
      body: CreatePermissionBody,
      insert: async ({ roles, endpoint, ...fields }, request) => {
        const stored = storedEndpoint(endpoint);
        await assertMayShapePermission(db, caller(request), { repoints: false, roleIds: roles });
        const description = seededOrTyped(fields.description, seededDescriptionOf(fields.method, stored));
        return db.transaction(async (tx) => {
          const permissionId = await insertPermission(tx, { ...fields, endpoint: stored, description });
          await setPermissionRoles(tx, permissionId, roles ?? []);
          return permissionId;
        });
      },
    },
    update: {
      summary: 'Update a permission; roles, when given, replace the current ones',
      body: UpdatePermissionBody,
      apply: async (id, { roles, endpoint, ...fields }, request) => {
        const stored = endpoint === undefined ? undefined : storedEndpoint(endpoint);
        const before = await existing(id);
        const repoints =
          (fields.method !== undefined && fields.method !== before.method) ||
          (stored !== undefined && stored !== before.endpoint);
        await assertMayShapePermission(db, caller(request), { permissionId: id, repoints, roleIds: roles });
        const description = seededOrTyped(
          fields.description,
          seededDescriptionOf(fields.method ?? before.method, stored ?? before.endpoint),
        );
        await db.transaction(async (tx) => {
          await updatePermission(tx, id, { ...fields, endpoint: stored, description });
          if (roles) await setPermissionRoles(tx, id, roles);
        });
      },
    },
    remove: {
      summary: 'Delete a permission (roles lose it at once)',
      apply: async (permission) => {
        await deletePermission(db, permission.id);
      },
    },
  });
};

export default permissionRoutes;
