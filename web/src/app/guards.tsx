// Route guards (storefront.md §4): without a session, to /sign-in with redirect set to the wanted address (and
// session=expired when that is why there is none); with the wrong scope, to / with forbidden=true.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageLoading } from '@/components/page-loading';
import type { Scope } from '@/generated/graphql';
import { isSessionExpired } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { isSessionExpiredPending } from '@/lib/session-events';

/**
 * Renders the child routes for a signed-in user holding one of `scopes` (any signed-in user without it); while the
 * session is asked, `fallback` (the area's skeleton) or a spinner.
 */
export function RequireSession({ scopes, fallback }: { scopes?: readonly Scope[]; fallback?: ReactNode }) {
  const { scope, loading, error, refetch } = useSession();
  const location = useLocation();
  if (loading) return fallback ?? <PageLoading />;
  // A session that just expired is not an error to show: the person is on the way to sign in again.
  if (error && !isSessionExpired(error)) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!scope) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    // The session just expired (main.tsx is on its way to /sign-in?session=expired): keep saying so.
    const expired = isSessionExpiredPending() ? 'session=expired&' : '';
    return <Navigate to={`${paths.signIn}?${expired}redirect=${redirect}`} replace />;
  }
  if (scopes && !scopes.includes(scope)) return <Navigate to={`${paths.home}?forbidden=true`} replace />;
  return <Outlet />;
}
