import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRoutes, discoverBackOffice } from '@/app/router';
import { sessionExpiryHandler } from '@/app/session-expiry';
import { createApolloClient } from '@/lib/apollo';
import { pageLanguage, startLanguage } from '@/lib/i18n';
import { collectEarlyChoices } from '@/lib/early-choices';
import { collectEarlyTaps } from '@/lib/early-taps';
import { readPreloadedState } from '@/lib/preloaded-state';
import { systemForPage } from '@/lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * A server-rendered page shows a lazily loaded screen (a product page) already: its code must be here before
 * hydrating, or the router would first render its fallback over the server's HTML.
 */
async function loadLazyRoutes(routes: RouteObject[]) {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    const lazy = route.lazy;
    if (lazy && typeof lazy === 'object' && lazy.Component) {
      route.Component = (await lazy.Component()) as RouteObject['Component'];
      delete route.lazy;
    }
  }
}

/** React recovers by rendering the part afresh; say so, as the page then flickers and loses its head start. */
function reportMismatch(error: unknown) {
  // eslint-disable-next-line no-console -- the browser's console is where a developer looks for it
  console.error('Hydration: the server-rendered page did not match', error);
}

/**
 * Marks the page interactive (`<html data-ready="true">`) once React has rendered it or taken the server's HTML
 * over: until then a server-rendered page shows but does not answer clicks, which the browser journeys wait out.
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return children;
}

async function start(container: HTMLElement) {
  const preloaded = readPreloadedState();
  const routes = createRoutes();
  // The page's language (the gateway chose it) with its messages, and a rendered page's screen, before anything
  // renders: hydrating in another language would redraw the page.
  await Promise.all([startLanguage(pageLanguage()), preloaded ? loadLazyRoutes(routes) : undefined]);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverBackOffice(),
    ...(preloaded ? { hydrationData: preloaded.router } : {}),
  });

  /** The session ended (storefront.md §4): forget it and every private answer, and ask the person to sign in. */
  const client = createApolloClient({ onSessionExpired: sessionExpiryHandler(router, () => client) });
  if (preloaded) client.cache.restore(preloaded.apollo);

  const app = (
    <StrictMode>
      <AppProviders client={client} design={systemForPage(preloaded?.globalStyles)}>
        <MarkReady>
          <RouterProvider router={router} />
        </MarkReady>
      </AppProviders>
    </StrictMode>
  );
  // Taps noted on a rendered page until now are the app's to carry out: React answers every tap from here on.
  collectEarlyTaps();
  if (preloaded && container.firstElementChild) {
    collectEarlyChoices(container);
    hydrateRoot(container, app, {
      onRecoverableError: reportMismatch,
    });
  } else {
    createRoot(container).render(app);
  }
}

void start(root);
