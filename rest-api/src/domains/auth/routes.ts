// Sign-in, token refresh, sign-out, sign-up and e-mail confirmation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, passwordWeakness, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { routeDoc } from '../../lib/schemas.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { caller } from '../../plugins/auth.js';
import { getDefaultAddress } from '../addresses/repository.js';
import { ROLE_IDS } from '../roles/system-roles.js';
import { findCredentials, insertUser, setUserRoles } from '../users/repository.js';
import { consumeConfirmation, insertEmailToken, revokeSession } from './repository.js';
import {
  BooleanAnswer,
  ConfirmationQuery,
  LoginAnswer,
  LoginBody,
  RefreshAnswer,
  RefreshBody,
  SignupAnswer,
  SignupBody,
} from './schemas.js';
import { rotateSession, startSession } from './sessions.js';

export const LOGIN_FAILED = 'Login gagal. Periksa email atau password.';
export const CREDENTIALS_REQUIRED = 'Username and password is required';
export const NOT_CONFIRMED =
  'Akun belum dikonfirmasi. Buka tautan konfirmasi yang kami kirim ke email Anda, lalu coba lagi.';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tags = ['auth'];
const publicDoc = routeDoc(tags, 'public');
const doc = routeDoc(tags, 'bearer');

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, limiter } = app;
  const { perIp, perAccount } = config.rateLimit;

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
      await limiter.hit(`login:ip:${request.ip}`, perIp, 'Too many sign-in attempts from your network.');
      await limiter.check(accountKey, perAccount, 'Too many failed sign-in attempts for this account.');
      const account = await findCredentials(db, { email });
      const valid = account
        ? await verifyPassword(request.body.password, account.passwordHash)
        : await verifyAgainstDummy(request.body.password);
      if (!account || !valid) {
        await limiter.hit(accountKey, perAccount, 'Too many failed sign-in attempts for this account.');
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
      if (!EMAIL_RE.test(email)) throw badRequest('email must be a valid e-mail address');
      if (repeatPassword !== password) throw badRequest('repeatPassword must match password');
      const weakness = passwordWeakness(password);
      if (weakness) throw badRequest(`password: ${weakness}`);
      await limiter.hit(`signup:ip:${request.ip}`, perIp, 'Too many sign-ups from your network.');
      await limiter.hit(`signup:account:${email}`, perAccount, 'Too many sign-up attempts for this e-mail.');

      const passwordHash = await hashPassword(password);
      const token = newOpaqueToken();
      const link = `${config.publicWebUrl}/confirmation/${token}`;
      const id = await db.transaction(async (tx) => {
        const userId = await insertUser(tx, { email, passwordHash, confirmed: false });
        await setUserRoles(tx, userId, [ROLE_IDS.member]);
        await insertEmailToken(tx, userId, hashToken(token), config.confirmationTtlSeconds);
        await app.mail.enqueue(tx, {
          to: email,
          subject: 'Konfirmasi akun Lemari Anda',
          text: [
            'Selamat datang di Lemari!',
            '',
            'Buka tautan ini untuk mengonfirmasi email Anda:',
            link,
            '',
            `Tautan berlaku ${Math.round(config.confirmationTtlSeconds / 3600)} jam dan hanya dapat dipakai sekali.`,
            'Abaikan email ini jika Anda tidak mendaftar di Lemari.',
          ].join('\n'),
          links: [link],
        });
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
};

export default authRoutes;
