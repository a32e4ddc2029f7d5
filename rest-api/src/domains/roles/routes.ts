// Roles (root only by default): GET/POST /v1/role, GET/PUT/DELETE /v1/role/:id; built from capabilities (what
// staff do, GET /v1/capability) or from raw permission ids.
import { CAPABILITY_GROUPS, CAPABILITIES, screenOf, screensFor } from '@lemari/shop/capabilities';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/index.js';
import { badRequest, conflict, orNotFound } from '../../lib/errors.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import { CAPABILITY_WORDS, GROUP_WORDS } from './capability-words.js';
import {
  deleteRole,
  getRole,
  insertRole,
  listRoles,
  permissionIdsFor,
  setRolePermissions,
  updateRole,
} from './repository.js';
import { assertMayShapeRole } from './rights.js';
import { seededDescriptionOf } from './system-roles.js';
import {
  CapabilityGroupList,
  CreateRoleBody,
  RoleAnswer,
  RoleList,
  RoleListQuery,
  UpdateRoleBody,
} from './schemas.js';
import { defineMessage, requestLanguage, t, translate } from '../../i18n/index.js';
import { seededInLanguage, seededOrTyped } from '../../i18n/seeded.js';

const doc = routeDoc(['roles'], 'bearer');

/**
 * A role's landing page under /admin is a screen its capabilities open (as the role form offers them): checked on
 * the role as saved, inside the saving transaction, so a refusal leaves the role as it was. Root opens every
 * screen; a storefront page (/order-list, /) is anyone's. An update checks it only when it sets the landing page
 * or the permissions: renaming or describing a role saved before the rule (or one whose permissions the
 * permissions screen changed since) is no moment to refuse.
 */
async function assertLandingPageOpens(tx: Queryable, roleId: string) {
  const role = await getRole(tx, roleId);
  if (!role || role.allPermissions || !role.landingPage.startsWith('/admin')) return;
  const screen = screenOf(role.landingPage);
  const open = screensFor(role.capabilities);
  if (screen && open.includes(screen)) return;
  throw badRequest(
    t(
      defineMessage({
        id: 'roles.landing-page-not-opened',
        defaultMessage: "landingPage: the role's capabilities do not open {page}; choose one of {screens}",
      }),
      { page: role.landingPage, screens: open.map((item) => item.path).join(', ') },
    ),
  );
}

const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const existing = (id: string) =>
    orNotFound(
      getRole(db, id),
      defineMessage({ id: 'roles.role-not-found', defaultMessage: 'Role not found' }),
    );

  app.get(
    '/v1/capability',
    {
      // The names of what staff may do are no secret: any signed-in user may read them (the role form's choice).
      config: { access: 'authenticated' },
      schema: doc({
        summary: 'The capability groups roles are built from, with the permissions each action needs',
        response: { 200: CapabilityGroupList },
      }),
    },
    async (request) => {
      const language = await requestLanguage(request);
      const say = (text: Parameters<typeof translate>[0]) => translate(text, language);
      return {
        data: CAPABILITY_GROUPS.map(({ group }) => ({
          group,
          label: say(GROUP_WORDS[group]),
          actions: CAPABILITIES.filter((capability) => capability.group === group).map((capability) => ({
            id: capability.id,
            label: say(CAPABILITY_WORDS[capability.id].action),
            description: say(CAPABILITY_WORDS[capability.id].description),
            calls: [...capability.calls],
          })),
        })),
      };
    },
  );

  recordRoutes(app, {
    path: '/v1/role',
    doc,
    answer: RoleAnswer,
    existing,
    // A system role's description reads in the reader's language until staff change it.
    inLanguage: (role, language) => ({
      ...role,
      description: seededInLanguage(role.description, seededDescriptionOf(role.id), language),
    }),
    list: {
      summary: 'List roles with their permissions',
      querystring: RoleListQuery,
      response: RoleList,
      read: (query) => listPage(query, (window) => listRoles(db, query.q, window)),
    },
    one: { summary: 'One role' },
    create: {
      summary: 'Create a role with capabilities and/or permission ids',
      body: CreateRoleBody,
      insert: async ({ permissions: ids, capabilities, ...fields }, request) => {
        const permissions = capabilities ? await permissionIdsFor(db, capabilities, { ids: ids ?? [] }) : ids;
        await assertMayShapeRole(db, caller(request), undefined, permissions);
        return db.transaction(async (tx) => {
          const roleId = await insertRole(tx, { ...fields, roleName: fields.roleName.trim() });
          await setRolePermissions(tx, roleId, permissions ?? []);
          await assertLandingPageOpens(tx, roleId);
          return roleId;
        });
      },
    },
    update: {
      summary: 'Update a role; capabilities or permissions, when given, replace the current ones',
      body: UpdateRoleBody,
      apply: async (id, { permissions: ids, capabilities, ...fields }, request) => {
        const role = await existing(id);
        const permissions = capabilities
          ? await permissionIdsFor(db, capabilities, ids ? { ids } : { roleId: id })
          : ids;
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
          const description = seededOrTyped(fields.description, seededDescriptionOf(id));
          await updateRole(tx, id, { ...fields, roleName, description });
          if (permissions) await setRolePermissions(tx, id, permissions);
          if (permissions || fields.landingPage !== undefined) await assertLandingPageOpens(tx, id);
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
