// Sign-in, sign-out, refresh and `me`: the session half of the accounts domain.
import type { Resolvers, Scope } from '../generated/graphql.js';
import { RestError, sessionExpired } from '../rest/errors.js';
import type { RestLogin, RestMyAccess, RestProfile } from './models.js';
import { jwtClaims, type Tokens } from '../session/session.js';

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const tokensOf = (data: Tokens) => ({
  accessToken: data.accessToken,
  refreshToken: data.refreshToken,
  expiresAt: iso(data.expires),
});

const asScope = (scope: unknown): Scope | undefined =>
  scope === 'root' || scope === 'admin' || scope === 'member' ? scope : undefined;

/** The scope written in a JWT the REST API has just accepted. */
const scopeOf = (token: string | undefined): Scope | undefined =>
  asScope(token ? jwtClaims(token).scope : undefined);

export const sessionResolvers: Resolvers = {
  Query: {
    async me(_parent, _args, { rest, session }) {
      if (!session.signedIn) return null;
      const profile = await rest.get<RestProfile>('/v1/profile');
      // The scope the roles give now (the REST API reads it per request); the token's claim is the fallback.
      const scope = asScope(profile.data.scope) ?? scopeOf(await session.accessToken());
      if (!scope) throw sessionExpired();
      return { scope, profile: profile.data };
    },
  },
  Me: {
    async access(_me, _args, { rest }) {
      return (await rest.get<RestMyAccess>('/v1/profile/permissions')).data;
    },
  },
  Mutation: {
    async signIn(_parent, { email, password, delivery }, { rest, session }) {
      // Sent without the old session's token: signing in must not first refresh a session it replaces.
      const { data } = await rest.send<RestLogin>(
        'POST',
        '/v1/auth/login',
        { body: { email, password } },
        undefined,
      );
      const byCookie = delivery !== 'TOKENS';
      if (byCookie) session.keep(data);
      return {
        scope: data.scope,
        user: data.user,
        expiresAt: iso(data.expires),
        tokens: byCookie ? null : tokensOf(data),
      };
    },
    async signOut(_parent, _args, { rest, session }) {
      if (session.signedIn) {
        try {
          const token =
            session.mode === 'header'
              ? await session.accessToken()
              : await session.accessToken().catch(() => undefined);
          if (token) await rest.send('DELETE', '/v1/auth/logout', {}, token);
        } catch (error) {
          // An already-ended session is signed out all the same.
          if (!(error instanceof RestError && error.status === 401) && !isSessionExpired(error)) throw error;
        }
        if (session.mode === 'cookie') session.signOutLocally();
      }
      return true;
    },
    async refreshSession(_parent, { refreshToken }, { rest }) {
      try {
        const { data } = await rest.send<Tokens>(
          'POST',
          '/v1/auth/refresh',
          { body: { refreshToken } },
          undefined,
        );
        return tokensOf(data);
      } catch (error) {
        if (error instanceof RestError && error.status === 401) throw sessionExpired();
        throw error;
      }
    },
  },
};

function isSessionExpired(error: unknown) {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { extensions?: { sessionExpired?: boolean } }).extensions?.sessionExpired === true
  );
}
