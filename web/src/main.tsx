import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={createBrowserRouter(createRoutes())} />
    </AppProviders>
  </StrictMode>,
);
