// Route guards (storefront.md §4): without a session, to /sign-in with redirect set to the wanted address; with
// the wrong scope, to / with forbidden=true.
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { PageLoading } from '@/components/page-loading';
import type { Scope } from '@/generated/graphql';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Renders the child routes for a signed-in user holding one of `scopes` (any signed-in user without it). */
export function RequireSession({ scopes }: { scopes?: readonly Scope[] }) {
  const { scope, loading, error, refetch } = useSession();
  const location = useLocation();
  if (loading) return <PageLoading />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!scope) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.signIn}?redirect=${redirect}`} replace />;
  }
  if (scopes && !scopes.includes(scope)) return <Navigate to={`${paths.home}?forbidden=true`} replace />;
  return <Outlet />;
}
