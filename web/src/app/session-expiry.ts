// What the app does when the gateway says the session is over (storefront.md §4, §8): forget it and every
// private answer, and send the person to /sign-in?session=expired with redirect set to where they were.
import type { ApolloClient } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { paths } from '@/lib/paths';
import { CurrentSessionQuery } from '@/lib/session';
import { markSessionExpired } from '@/lib/session-events';

/** The onSessionExpired of createApolloClient; `client` is read when it runs (the client is made with it). */
export function sessionExpiryHandler(router: DataRouter, client: () => ApolloClient) {
  let expiring = false;
  return function onSessionExpired() {
    const { pathname, search } = router.state.location;
    // Several calls of one screen fail together: one redirect is enough.
    if (expiring || pathname === paths.signIn) return;
    expiring = true;
    // A guarded screen sees the session gone before /sign-in has loaded and redirects on its own: the flag makes
    // it keep session=expired (guards.tsx).
    markSessionExpired();
    const apollo = client();
    void apollo.clearStore().then(() => apollo.refetchQueries({ include: [CurrentSessionQuery] }));
    const redirect = encodeURIComponent(`${pathname}${search}`);
    void router
      .navigate(`${paths.signIn}?session=expired&redirect=${redirect}`, { replace: true })
      .finally(() => (expiring = false));
  };
}
