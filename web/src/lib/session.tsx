// Who is using the app, as the gateway's session cookie says: the scope (root, admin, member) and the user's
// profile basics, or null for a visitor. The header, the guards and the member sidebar read one cached query.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { CurrentSessionQuery as CurrentSessionQueryResult, Scope } from '@/generated/graphql';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { STORAGE_CLEARED } from '@/lib/session-events';

export const CurrentSessionQuery = graphql(`
  query CurrentSession {
    me {
      scope
      profile {
        id
        name
        email
        image
        language
      }
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Scopes that run the back office (storefront.md §6): the cart icon is hidden for them. */
export const STAFF_SCOPES: readonly Scope[] = ['root', 'admin'];
export const MEMBER_SCOPES: readonly Scope[] = ['member'];

export function isStaff(scope: Scope | null | undefined): boolean {
  return scope != null && STAFF_SCOPES.includes(scope);
}

export interface Session {
  scope: Scope | null;
  user: NonNullable<CurrentSessionQueryResult['me']>['profile'] | null;
  /**
   * Whether the session is still unknown. Reading it again (after sign-in, on expiry) keeps the last answer
   * meanwhile, so a guarded screen or a form stays on view with what was typed in it.
   */
  loading: boolean;
  error: ReturnType<typeof useQuery<CurrentSessionQueryResult>>['error'];
  refetch: () => Promise<unknown>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Reads the session once for every screen (AppProviders has it): the header, the cart, the guards and the pages
 * share one watched query instead of each watching its own.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(CurrentSessionQuery);
  const session = useMemo<Session>(
    () => ({
      scope: data?.me?.scope ?? null,
      user: data?.me?.profile ?? null,
      loading: loading && data === undefined,
      error,
      refetch,
    }),
    [data, loading, error, refetch],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no SessionProvider above (AppProviders has one)');
  return session;
}

/** Where a signed-in user goes after signing in without a redirect, or when opening /sign-in (storefront.md §4). */
export function homeOf(scope: Scope): string {
  return isStaff(scope) ? paths.admin.dashboard : paths.orderList;
}

/**
 * Signing out (storefront.md §4): ends the session at the gateway, empties the cart and every stored key, forgets
 * every cached answer, says 'Success Logout' and goes home.
 */
export function useSignOut() {
  const { t } = useLingui();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut, { loading }] = useMutation(SignOutMutation);
  const run = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      // The session is still there: clearing the browser's side only would pretend otherwise.
      toaster.error({ title: errorMessage(error) });
      return;
    }
    localStorage.clear();
    // The checkout's draft (a delivery address, the note) is the person's too, on what may be a shared computer.
    sessionStorage.clear();
    window.dispatchEvent(new Event(STORAGE_CLEARED));
    // Home first, committed at once (flushSync, not a transition): a guarded screen (the member area) still on
    // show would see the session go and send the user to sign in with a redirect back to it.
    await navigate(paths.home, { flushSync: true });
    await client.clearStore();
    await client.refetchQueries({ include: [CurrentSessionQuery] });
    toaster.success({ title: t`Success Logout` });
  }, [client, navigate, signOut, t]);
  return { signOut: run, loading };
}
