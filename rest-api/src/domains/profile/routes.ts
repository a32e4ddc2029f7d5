// The caller's own account: GET/PUT /v1/profile and PUT /v1/profile/update-password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAPABILITY_IDS, capabilitiesOf } from '@lemari/shop/capabilities';
import { badRequest, orNotFound } from '../../lib/errors.js';
import { hashPassword, passwordWeakness, verifyPassword } from '../../lib/passwords.js';
import { routeDoc } from '../../lib/schemas.js';
import { caller, type AuthContext, type Scope } from '../../lib/caller.js';
import { revokeUserSessions, rolesOfUser } from '../auth/repository.js';
import { findCredentials, getUser, updateUser, type UserRecord } from '../users/repository.js';
import { telephoneOf } from '../users/schemas.js';
import {
  MyAccessAnswer,
  PasswordAnswer,
  ProfileAnswer,
  UpdatePasswordBody,
  UpdateProfileBody,
} from './schemas.js';
import { knownCalls } from '../roles/repository.js';
import { landingPageOf, ROLE_IDS } from '../roles/system-roles.js';
import { defineMessage } from '../../i18n/index.js';

const doc = routeDoc(['profile'], 'bearer');

/**
 * One's own account (profile, password, what one may do) needs a session, not a permission: a user on a role made
 * by root, holding only that role's permissions, can still sign in, see and edit their own profile.
 */
const OWN_ACCOUNT = 'authenticated' as const;

const asProfile = (user: UserRecord, scope: Scope) => ({ ...user, phone: user.telephone, scope });

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  /** The caller's profile, with the scope their roles give now (the auth hook read it from the database). */
  async function currentProfile({ userId, scope }: AuthContext) {
    return asProfile(
      await orNotFound(
        getUser(db, userId),
        defineMessage({ id: 'profile.account-not-found', defaultMessage: 'Account not found' }),
      ),
      scope,
    );
  }

  app.get(
    '/v1/profile',
    {
      config: { access: OWN_ACCOUNT },
      schema: doc({ summary: 'My profile', response: { 200: ProfileAnswer } }),
    },
    async (request) => ({ data: await currentProfile(caller(request)) }),
  );

  app.put(
    '/v1/profile',
    {
      config: { access: OWN_ACCOUNT },
      schema: doc({
        summary: 'Update my profile (e-mail is read-only; phone is accepted for telephone)',
        body: UpdateProfileBody,
        response: { 200: ProfileAnswer },
      }),
    },
    async (request) => {
      const auth = caller(request);
      const { userId } = auth;
      const body = request.body;
      const current = await currentProfile(auth);
      if (body.email !== undefined && body.email.trim().toLowerCase() !== current.email.toLowerCase()) {
        throw badRequest(
          defineMessage({ id: 'profile.email-cannot-changed', defaultMessage: 'email cannot be changed' }),
        );
      }
      await updateUser(db, userId, {
        username: body.username,
        name: body.name?.trim(),
        telephone: telephoneOf(body),
        image: body.image,
        location: body.location,
        language: body.language,
      });
      return { data: await currentProfile(auth) };
    },
  );

  app.get(
    '/v1/profile/permissions',
    {
      config: { access: OWN_ACCOUNT },
      schema: doc({
        summary: "What I may do: my roles' permissions, whether I am root, and my landing page",
        response: { 200: MyAccessAnswer },
      }),
    },
    async (request) => {
      const { userId } = caller(request);
      const roles = await rolesOfUser(db, userId);
      const isRoot = roles.some((role) => role.id === ROLE_IDS.root);
      const permissions = await db.query<{ method: string; endpoint: string }>(
        isRoot
          ? `SELECT DISTINCT p.method, p.endpoint FROM permissions p ORDER BY p.endpoint, p.method`
          : `SELECT DISTINCT p.method, p.endpoint
             FROM user_roles ur
             JOIN role_permissions rp ON rp.role_id = ur.role_id
             JOIN permissions p ON p.id = rp.permission_id
             WHERE ur.user_id = $1
             ORDER BY p.endpoint, p.method`,
        isRoot ? [] : [userId],
      );
      const capabilities = isRoot ? [...CAPABILITY_IDS] : capabilitiesOf(permissions, await knownCalls(db));
      return { data: { isRoot, landingPage: landingPageOf(roles), permissions, capabilities } };
    },
  );

  app.put(
    '/v1/profile/update-password',
    {
      config: { access: OWN_ACCOUNT },
      schema: doc({
        summary: 'Change my password; my other sessions are signed out',
        body: UpdatePasswordBody,
        response: { 200: PasswordAnswer },
      }),
    },
    async (request) => {
      const { userId, sessionId } = caller(request);
      const { currentPassword, newPassword, confirmNewPassword } = request.body;
      const account = await orNotFound(
        findCredentials(db, { id: userId }),
        defineMessage({ id: 'profile.account-not-found', defaultMessage: 'Account not found' }),
      );
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        throw badRequest(
          defineMessage({
            id: 'profile.currentpassword-incorrect',
            defaultMessage: 'currentPassword is incorrect',
          }),
        );
      }
      if (newPassword !== confirmNewPassword)
        throw badRequest(
          defineMessage({
            id: 'profile.confirmnewpassword-must-match-newpassword',
            defaultMessage: 'confirmNewPassword must match newPassword',
          }),
        );
      const weakness = passwordWeakness(newPassword, 'newPassword');
      if (weakness) throw badRequest(weakness);
      if (newPassword === currentPassword)
        throw badRequest(
          defineMessage({
            id: 'profile.newpassword-must-differ-from-current',
            defaultMessage: 'newPassword must differ from the current password',
          }),
        );
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        await revokeUserSessions(tx, userId, 'password changed', sessionId);
      });
      return { data: true };
    },
  );
};

export default profileRoutes;
