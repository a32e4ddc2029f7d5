// Back-office accounts: GET/POST /v1/user, GET/PUT/DELETE /v1/user/:id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, forbidden, notFound, orNotFound } from '../../lib/errors.js';
import { parseIds } from '../../lib/ids.js';
import { hashPassword, passwordWeakness } from '../../lib/passwords.js';
import { recordRoutes } from '../../lib/record-routes.js';
import { listPage, NIL_UUID, routeDoc } from '../../lib/schemas.js';
import { caller } from '../../lib/caller.js';
import { revokeUserSessions } from '../auth/repository.js';
import { ROLE_IDS } from '../roles/system-roles.js';
import {
  assertRootRemains,
  deleteUser,
  getUser,
  insertUser,
  lockRootAssignments,
  listUsers,
  rolesBeyondRightsOf,
  setUserRoles,
  updateUser,
} from './repository.js';
import {
  CreateUserBody,
  telephoneOf,
  UpdateUserBody,
  UserAnswer,
  UserList,
  UserListQuery,
} from './schemas.js';
import { defineMessage, t } from '../../i18n/index.js';

const doc = routeDoc(['users'], 'bearer');

async function newPasswordHash(password: string): Promise<string> {
  const weakness = passwordWeakness(password, 'password');
  if (weakness) throw badRequest(weakness);
  return hashPassword(password);
}

/** Role ids as sent, without the nil placeholder the original client adds. */
const sentRoles = (roles: string[] | undefined) => roles?.filter((id) => id !== NIL_UUID);

type WithRoles = { roles: { idRole: string }[] };

// Only root may give the root role or touch a root account: otherwise any role allowed to edit users could
// make itself root, or take a root account over by setting its password. Callers skip this for root.
function refuseRootChanges(roles: string[] | undefined, target?: WithRoles) {
  if (roles?.includes(ROLE_IDS.root))
    throw forbidden(
      defineMessage({
        id: 'users.only-root-can-give-root',
        defaultMessage: 'Only root can give the root role',
      }),
    );
  if (target?.roles.some((role) => role.idRole === ROLE_IDS.root)) {
    throw forbidden(
      defineMessage({
        id: 'users.only-root-can-change-or',
        defaultMessage: 'Only root can change or delete a root account',
      }),
    );
  }
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /**
   * Rights a non-root caller cannot hand out: a change of their own roles, and a new role holding a permission
   * they do not hold themselves. The member role is what anyone gets by signing up, so anyone may give it.
   */
  async function refuseRaisedRights(callerId: string, roles: string[], target?: { id: string } & WithRoles) {
    const current = target?.roles.map((role) => role.idRole) ?? [];
    if (target?.id === callerId && !sameSet(roles, current)) {
      throw forbidden(
        defineMessage({
          id: 'users.cannot-change-own-roles',
          defaultMessage: 'You cannot change your own roles',
        }),
      );
    }
    const granted = roles.filter((id) => id !== ROLE_IDS.member && !current.includes(id));
    const beyond = await rolesBeyondRightsOf(db, callerId, granted);
    if (beyond.length > 0) {
      throw forbidden(
        t(
          defineMessage({
            id: 'users.role-beyond-rights',
            defaultMessage: 'You cannot give the role {roles}: it holds rights you do not have',
          }),
          { roles: beyond.map((name) => `"${name}"`).join(', ') },
        ),
      );
    }
  }

  recordRoutes(app, {
    path: '/v1/user',
    doc,
    answer: UserAnswer,
    existing: (id) =>
      orNotFound(
        getUser(db, id),
        defineMessage({ id: 'users.user-not-found', defaultMessage: 'User not found' }),
      ),
    list: {
      summary: 'List users (q searches username, name and e-mail; ids= reads a batch)',
      querystring: UserListQuery,
      response: UserList,
      read: (query) => {
        const ids = parseIds(query.ids);
        return listPage(query, (window) => listUsers(db, { q: query.q, ids, sort: query.sort }, window), ids);
      },
    },
    one: { summary: 'One user with roles' },
    create: {
      summary: 'Create a confirmed account with the chosen roles (member when none)',
      body: CreateUserBody,
      insert: async (body, request) => {
        const roles = sentRoles(body.roles);
        const { isRoot, userId: callerId } = caller(request);
        if (!isRoot) {
          refuseRootChanges(roles);
          if (roles) await refuseRaisedRights(callerId, roles);
        }
        const passwordHash = await newPasswordHash(body.password);
        return db.transaction(async (tx) => {
          const userId = await insertUser(tx, {
            email: body.email.trim().toLowerCase(),
            passwordHash,
            username: body.username,
            name: body.name?.trim(),
            telephone: telephoneOf(body),
            image: body.image,
            confirmed: true,
          });
          await setUserRoles(tx, userId, roles?.length ? roles : [ROLE_IDS.member]);
          return userId;
        });
      },
    },
    update: {
      summary: 'Update a user; an empty or absent password keeps the current one',
      body: UpdateUserBody,
      apply: async (id, body, request) => {
        const roles = sentRoles(body.roles);
        if (roles?.length === 0)
          throw badRequest(
            defineMessage({
              id: 'users.roles-must-name-at-least',
              defaultMessage: 'roles must name at least one role',
            }),
          );
        const { isRoot, userId: callerId } = caller(request);
        if (!isRoot) {
          const target = await getUser(db, id);
          refuseRootChanges(roles, target);
          if (roles && target) await refuseRaisedRights(callerId, roles, target);
        }
        const passwordHash = body.password ? await newPasswordHash(body.password) : undefined;
        await db.transaction(async (tx) => {
          if (roles) await lockRootAssignments(tx);
          const found = await updateUser(tx, id, {
            email: body.email?.trim().toLowerCase(),
            passwordHash,
            username: body.username,
            name: body.name?.trim(),
            telephone: telephoneOf(body),
            image: body.image,
          });
          if (!found)
            throw notFound(defineMessage({ id: 'users.user-not-found', defaultMessage: 'User not found' }));
          if (roles) {
            await setUserRoles(tx, id, roles);
            await assertRootRemains(tx);
          }
          // A changed password ends the user's sessions everywhere.
          if (passwordHash) {
            await revokeUserSessions(tx, id, 'password changed by staff');
          }
        });
      },
    },
    remove: {
      summary: 'Delete a user (not yourself, not the last root)',
      apply: async (user, request) => {
        if (user.id === caller(request).userId)
          throw conflict(
            defineMessage({
              id: 'users.cannot-delete-own-account',
              defaultMessage: 'You cannot delete your own account',
            }),
          );
        if (!caller(request).isRoot) refuseRootChanges(undefined, user);
        await db.transaction(async (tx) => {
          await lockRootAssignments(tx);
          await deleteUser(tx, user.id);
          await assertRootRemains(tx);
        });
      },
    },
  });
};

export default userRoutes;
