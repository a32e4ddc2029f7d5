import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { paths } from '@/lib/paths';
import { CurrentSessionQuery } from '@/lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const router = createBrowserRouter(createRoutes());

/** The session ended (storefront.md §4): forget it and every private answer, and ask the person to sign in. */
let expiring = false;
function onSessionExpired() {
  const { pathname, search } = router.state.location;
  // Several calls of one screen fail together: one redirect is enough.
  if (expiring || pathname === paths.signIn) return;
  expiring = true;
  void client.clearStore().then(() => client.refetchQueries({ include: [CurrentSessionQuery] }));
  const redirect = encodeURIComponent(`${pathname}${search}`);
  void router
    .navigate(`${paths.signIn}?session=expired&redirect=${redirect}`, { replace: true })
    .finally(() => (expiring = false));
}

const client = createApolloClient({ onSessionExpired });

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
