// Sign-in, token refresh, sign-out, sign-up, e-mail confirmation and setting a forgotten password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEmailAddress } from '@lemari/shop/rules';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, passwordWeakness, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { routeDoc } from '../../lib/schemas.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { caller } from '../../lib/caller.js';
import { getDefaultAddress } from '../addresses/repository.js';
import { ROLE_IDS } from '../roles/system-roles.js';
import { findCredentials, insertUser, setUserRoles, updateUser } from '../users/repository.js';
import {
  consumeConfirmation,
  consumePasswordReset,
  insertEmailToken,
  revokeSession,
  revokeUserSessions,
} from './repository.js';
import {
  BooleanAnswer,
  ConfirmationQuery,
  EmailBody,
  LoginAnswer,
  PasswordResetBody,
  LoginBody,
  RefreshAnswer,
  RefreshBody,
  SignupAnswer,
  SignupBody,
} from './schemas.js';
import { confirmationMail, passwordResetMail } from './mail.js';
import { rotateSession, startSession } from './sessions.js';
import { defineMessage, requestLanguage } from '../../i18n/index.js';

// The spec words the sign-in refusals in Indonesian; they stay so in English too (clients and tests rely on them).
export const LOGIN_FAILED = defineMessage({
  id: 'auth.login-failed',
  defaultMessage: 'Sign-in failed. Check your e-mail or password.',
});
export const CREDENTIALS_REQUIRED = defineMessage({
  id: 'auth.credentials-required',
  defaultMessage: 'Username and password is required',
});
export const NOT_CONFIRMED = defineMessage({
  id: 'auth.not-confirmed',
  defaultMessage:
    'Your account is not confirmed yet. Open the confirmation link we sent to your e-mail, then try again.',
});
export const RESET_LINK_REFUSED = defineMessage({
  id: 'auth.reset-link-refused',
  defaultMessage: 'This link to set a new password has expired or was already used. Ask for a new one.',
});

/** The e-mail of a body, trimmed and lower-cased; a malformed one is a 400 like sign-up's. */
function emailOf(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isEmailAddress(email))
    throw badRequest(
      defineMessage({
        id: 'auth.email-must-valid-e-mail',
        defaultMessage: 'email must be a valid e-mail address',
      }),
    );
  return email;
}
const tags = ['auth'];
const publicDoc = routeDoc(tags, 'public');
const doc = routeDoc(tags, 'bearer');

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, limiter } = app;
  const { perIp, perAccount, mailPerAccount } = config.rateLimit;

  app.post(
    '/v1/auth/login',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: LoginAnswer },
      }),
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const accountKey = `login:account:${email}`;
      await limiter.hit(
        `login:ip:${request.ip}`,
        perIp,
        defineMessage({
          id: 'auth.too-many-sign-in-attempts',
          defaultMessage: 'Too many sign-in attempts from your network.',
        }),
      );
      await limiter.check(
        accountKey,
        perAccount,
        defineMessage({
          id: 'auth.too-many-failed-sign-in',
          defaultMessage: 'Too many failed sign-in attempts for this account.',
        }),
      );
      const account = await findCredentials(db, { email });
      const valid = account
        ? await verifyPassword(request.body.password, account.passwordHash)
        : await verifyAgainstDummy(request.body.password);
      if (!account || !valid) {
        await limiter.hit(
          accountKey,
          perAccount,
          defineMessage({
            id: 'auth.too-many-failed-sign-in',
            defaultMessage: 'Too many failed sign-in attempts for this account.',
          }),
        );
        throw unauthorized(LOGIN_FAILED);
      }
      if (!account.confirmed) throw forbidden(NOT_CONFIRMED);
      await limiter.reset(accountKey);
      const session = await startSession(app, account.id, request);
      return {
        data: {
          ...session,
          user: {
            id: account.id,
            name: account.name,
            email: account.email,
            scope: session.scope,
            defaultAddress: (await getDefaultAddress(db, account.id)) ?? null,
          },
        },
      };
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary: 'Exchange a refresh token for new tokens (the old refresh token is spent)',
        body: RefreshBody,
        response: { 200: RefreshAnswer },
      }),
    },
    async (request) => ({ data: await rotateSession(app, request.body.refreshToken) }),
  );

  app.delete(
    '/v1/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: doc({
        summary: 'End the current session (its access and refresh tokens stop working)',
        response: { 200: BooleanAnswer },
      }),
    },
    async (request) => {
      await revokeSession(db, caller(request).sessionId, 'logout');
      return { data: true };
    },
  );

  app.post(
    '/public/v1/signup',
    {
      config: { requiredMessage: CREDENTIALS_REQUIRED },
      schema: publicDoc({
        summary: 'Create a member account; a confirmation link is e-mailed',
        body: SignupBody,
        response: { 201: SignupAnswer },
      }),
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { password, repeatPassword } = request.body;
      if (!email || !password) throw badRequest(CREDENTIALS_REQUIRED);
      if (!isEmailAddress(email))
        throw badRequest(
          defineMessage({
            id: 'auth.email-must-valid-e-mail',
            defaultMessage: 'email must be a valid e-mail address',
          }),
        );
      if (repeatPassword !== password)
        throw badRequest(
          defineMessage({
            id: 'auth.repeatpassword-must-match-password',
            defaultMessage: 'repeatPassword must match password',
          }),
        );
      const weakness = passwordWeakness(password, 'password');
      if (weakness) throw badRequest(weakness);
      await limiter.hit(
        `signup:ip:${request.ip}`,
        perIp,
        defineMessage({
          id: 'auth.too-many-sign-ups-from',
          defaultMessage: 'Too many sign-ups from your network.',
        }),
      );
      await limiter.hit(
        `signup:account:${email}`,
        perAccount,
        defineMessage({
          id: 'auth.too-many-sign-up-attempts',
          defaultMessage: 'Too many sign-up attempts for this e-mail.',
        }),
      );

      const passwordHash = await hashPassword(password);
      const token = newOpaqueToken();
      // The account keeps the sign-up's language: its e-mails speak it until the member chooses another.
      const language = await requestLanguage(request);
      const id = await db.transaction(async (tx) => {
        const userId = await insertUser(tx, { email, passwordHash, confirmed: false, language });
        await setUserRoles(tx, userId, [ROLE_IDS.member]);
        await insertEmailToken(tx, userId, hashToken(token), config.confirmationTtlSeconds);
        await app.mail.enqueue(tx, confirmationMail(config, email, token, language));
        return userId;
      });
      return reply.status(201).send({ data: { id, email, confirmed: false } });
    },
  );

  app.get(
    '/public/v1/users/confirmation',
    {
      schema: publicDoc({
        summary: 'Confirm an e-mail address: true the first time, false for a used, expired or unknown token',
        querystring: ConfirmationQuery,
        response: { 200: BooleanAnswer },
      }),
    },
    async (request) => ({
      data: await db.transaction((tx) => consumeConfirmation(tx, hashToken(request.query.token))),
    }),
  );

  // The two calls that e-mail a link answer the same whether or not the address has an account, and do the same
  // work in the same order up to the write (the limits count the address either way).
  app.post(
    '/v1/auth/confirmation/resend',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary:
          'E-mail a new confirmation link when the address has an unconfirmed account; always answers true',
        body: EmailBody,
        response: { 200: BooleanAnswer },
      }),
    },
    async (request) => {
      const email = emailOf(request.body.email);
      await limiter.hit(
        `resend:ip:${request.ip}`,
        perIp,
        defineMessage({
          id: 'auth.too-many-confirmation-e-mails',
          defaultMessage: 'Too many confirmation e-mails asked from your network.',
        }),
      );
      await limiter.hit(
        `resend:account:${email}`,
        mailPerAccount,
        defineMessage({
          id: 'auth.too-many-confirmation-e-mails-2',
          defaultMessage: 'Too many confirmation e-mails asked for this address.',
        }),
      );
      const account = await findCredentials(db, { email });
      const token = newOpaqueToken();
      const language = account?.language ?? (await requestLanguage(request));
      const mail = confirmationMail(config, account?.email ?? email, token, language);
      if (account && !account.confirmed) {
        await db.transaction(async (tx) => {
          await insertEmailToken(tx, account.id, hashToken(token), config.confirmationTtlSeconds);
          await app.mail.enqueue(tx, mail);
        });
      }
      return { data: true };
    },
  );

  app.post(
    '/v1/auth/password/forgot',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary:
          'E-mail a link to set a new password when the address has an account (valid PASSWORD_RESET_TOKEN_TTL, ' +
          'used once); always answers true',
        body: EmailBody,
        response: { 200: BooleanAnswer },
      }),
    },
    async (request) => {
      const email = emailOf(request.body.email);
      await limiter.hit(
        `forgot:ip:${request.ip}`,
        perIp,
        defineMessage({
          id: 'auth.too-many-password-e-mails',
          defaultMessage: 'Too many password e-mails asked from your network.',
        }),
      );
      await limiter.hit(
        `forgot:account:${email}`,
        mailPerAccount,
        defineMessage({
          id: 'auth.too-many-password-e-mails-2',
          defaultMessage: 'Too many password e-mails asked for this address.',
        }),
      );
      const account = await findCredentials(db, { email });
      const token = newOpaqueToken();
      const language = account?.language ?? (await requestLanguage(request));
      const mail = passwordResetMail(config, account?.email ?? email, token, language);
      if (account) {
        await db.transaction(async (tx) => {
          await insertEmailToken(
            tx,
            account.id,
            hashToken(token),
            config.passwordResetTtlSeconds,
            'reset-password',
          );
          await app.mail.enqueue(tx, mail);
        });
      }
      return { data: true };
    },
  );

  app.post(
    '/v1/auth/password/reset',
    {
      config: { access: 'public' },
      schema: publicDoc({
        summary:
          "Set a new password with an e-mailed link's token: the token is spent, every session of the account " +
          'ends, and an unconfirmed account is confirmed',
        body: PasswordResetBody,
        response: { 200: BooleanAnswer },
      }),
    },
    async (request) => {
      const { token, password } = request.body;
      const weakness = passwordWeakness(password, 'password');
      if (weakness) throw badRequest(weakness);
      await limiter.hit(
        `reset:ip:${request.ip}`,
        perIp,
        defineMessage({
          id: 'auth.too-many-attempts-set-new',
          defaultMessage: 'Too many attempts to set a new password from your network.',
        }),
      );
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, hashToken(token));
        if (!userId) return false;
        await updateUser(tx, userId, { passwordHash });
        await revokeUserSessions(tx, userId, 'password reset');
        return true;
      });
      if (!done) throw badRequest(RESET_LINK_REFUSED);
      return { data: true };
    },
  );
};

export default authRoutes;
