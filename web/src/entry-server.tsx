// Server rendering of the storefront's public pages (the gateway's page handler, gateway/src/pages/render.ts):
// the same routes, providers and queries as in the browser, rendered to HTML with the answers they fetched, so a
// phone shows the page before the app's code has even arrived. main.tsx then hydrates it with those answers.
// Built for Node by `vite build --ssr` into web/dist-ssr (everything bundled in, so the gateway needs no web deps).
import type { NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { createApolloClient } from '@/lib/apollo';
import { hoistStyles } from '@/lib/hoist-styles';
import { globalStylesName } from '@/lib/theme';
import type { PreloadedState } from '@/lib/preloaded-state';

export interface RenderedPage {
  status: number;
  /** What goes inside <div id="root">. */
  html: string;
  /** What goes at the end of <head>: the page's styles (lib/hoist-styles.ts). */
  head: string;
  /** What main.tsx hydrates with (lib/preloaded-state.ts). */
  state: PreloadedState;
}

/**
 * Renders `url` (absolute: the GraphQL endpoint is its origin's /graphql) with GraphQL requests sent through
 * `fetch`. Answers undefined when the route redirects: the browser app handles that itself.
 */
export async function renderPage(
  url: string,
  fetch: typeof globalThis.fetch,
): Promise<RenderedPage | undefined> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createApolloClient({ uri: new URL('/graphql', url).href, fetch, ssrMode: true });
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    ),
    renderFunction: renderToString,
  });
  const { html, head } = hoistStyles(result);
  return {
    status: context.statusCode,
    html,
    head,
    state: {
      apollo: client.extract() as NormalizedCacheObject,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      globalStyles: globalStylesName(),
    },
  };
}
