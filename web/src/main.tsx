import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { sessionExpiryHandler } from '@/app/session-expiry';
import { createApolloClient } from '@/lib/apollo';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const router = createBrowserRouter(createRoutes());

/** The session ended (storefront.md §4): forget it and every private answer, and ask the person to sign in. */
const client = createApolloClient({ onSessionExpired: sessionExpiryHandler(router, () => client) });

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
