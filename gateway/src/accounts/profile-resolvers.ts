// My own account: profile, password, and the way in (sign-up, e-mail confirmation, a forgotten password).
import type { Resolvers } from '../generated/graphql.js';
import { type RestProfile, type RestSignUp } from './models.js';
import { bodyOf } from '../rest/paging.js';

/** Profile fields the REST API clears on null. */
const CLEARABLE = ['username', 'telephone', 'phone', 'image', 'location'] as const;

export const profileResolvers: Resolvers = {
  Query: {
    async profile(_parent, _args, { rest, session }) {
      if (!session.signedIn) return null;
      return (await rest.get<RestProfile>('/v1/profile')).data;
    },
  },
  Mutation: {
    async signUp(_parent, { email, password, repeatPassword }, { rest }) {
      const body = bodyOf({ email, password, repeatPassword });
      return (await rest.post<RestSignUp>('/public/v1/signup', body)).data;
    },
    async confirmEmail(_parent, { token }, { rest }) {
      return (await rest.get<boolean>('/public/v1/users/confirmation', { token })).data;
    },
    // The way back in goes without the session's token (like signIn): these calls need none, and a dead session
    // must not turn them into a refresh or a sessionExpired error. REST's 400s answer BAD_USER_INPUT and its 429s
    // RATE_LIMITED, with its message.
    async resendConfirmation(_parent, { email }, { rest }) {
      return (
        await rest.send<boolean>('POST', '/v1/auth/confirmation/resend', { body: { email } }, undefined)
      ).data;
    },
    async requestPasswordReset(_parent, { email }, { rest }) {
      return (await rest.send<boolean>('POST', '/v1/auth/password/forgot', { body: { email } }, undefined))
        .data;
    },
    async resetPassword(_parent, { token, password }, { rest }) {
      const body = { token, password };
      return (await rest.send<boolean>('POST', '/v1/auth/password/reset', { body }, undefined)).data;
    },
    async updateProfile(_parent, { input }, { rest }) {
      return (await rest.put<RestProfile>('/v1/profile', bodyOf(input, CLEARABLE))).data;
    },
    async updatePassword(_parent, { input }, { rest }) {
      return (await rest.put<boolean>('/v1/profile/update-password', input)).data;
    },
  },
};
