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
import { i18n, loadCatalog, messagesOf } from '@/lib/i18n';
import { hoistStyles } from '@/lib/hoist-styles';
import { globalStylesName } from '@/lib/theme';
import type { PreloadedState } from '@/lib/preloaded-state';
import type { Language } from '@lemari/shop/rules';

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
 * Renders `url` (absolute: the GraphQL endpoint is its origin's /graphql) in `language`, with GraphQL requests sent
 * through `fetch`. Answers undefined when the route redirects: the browser app handles that itself.
 */
export async function renderPage(
  url: string,
  fetch: typeof globalThis.fetch,
  language: Language = 'en',
): Promise<RenderedPage | undefined> {
  // The server has every part of the language's messages (loaded once); the browser loads what it shows.
  await Promise.all((['core', 'store'] as const).map((part) => loadCatalog(language, part)));
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createApolloClient({ uri: new URL('/graphql', url).href, fetch, ssrMode: true, language });
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    ),
    // Pages in both languages render side by side in one process, and Lingui's i18n is one: each pass (synchronous)
    // switches it to its page's language first.
    renderFunction: (tree) => {
      i18n.activate(language);
      return renderToString(tree);
    },
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

/** The first load's messages in `language`, compiled: the gateway puts them inside every page it serves in it. */
export function firstMessages(language: Language) {
  return messagesOf(language, 'core');
}
