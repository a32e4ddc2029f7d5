// Server rendering of the public pages (/, /shop, /new-arrival, /products/{id}, /product/category/{slug}) for
// visitors without a session: the web app's own renderer (web/src/entry-server.tsx, built into web/dist-ssr) renders the page with
// the answers of its GraphQL operations, which it asks this gateway for in-process (app.inject, as the visitor's
// address, so limits and caches apply as to the browser). A phone shows the page before the app's code arrives;
// the app then hydrates it with the same answers. A member's pages stay the shell: they show their session.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@lemari/shop/rules';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../session/session.js';

export interface RenderedPage {
  status: number;
  /** What goes inside <div id="root">. */
  html: string;
  /** What goes at the end of <head>: the page's styles. */
  head: string;
  state: unknown;
}

interface Renderer {
  renderPage(
    url: string,
    fetch: typeof globalThis.fetch,
    language: Language,
  ): Promise<RenderedPage | undefined>;
  firstMessages(language: Language): Promise<unknown>;
}

export type RenderPage = (
  request: FastifyRequest,
  url: string,
  language: Language,
) => Promise<RenderedPage | undefined>;

/** The messages of the app's first screens in a language, as the web build compiled them. */
export type FirstMessages = (language: Language) => Promise<unknown>;

/** The web build's renderer module, imported once on first use; undefined when built without one (or WEB_SSR=off). */
function rendererModule(file: string | undefined): (() => Promise<Renderer>) | undefined {
  if (!file || !existsSync(file)) return undefined;
  let renderer: Promise<Renderer> | undefined;
  return () => (renderer ??= import(pathToFileURL(file).href) as Promise<Renderer>);
}

/** Whether the request carries a session: its page shows who is signed in, so it is not rendered here. */
export function hasSession(request: FastifyRequest): boolean {
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]);
}

/** The page renderer, or undefined when the web app was built without one (or WEB_SSR=off). */
export function createPageRenderer(app: FastifyInstance, file: string | undefined): RenderPage | undefined {
  const renderer = rendererModule(file);
  if (!renderer) return undefined;
  return async (request, url, language) => {
    const { renderPage } = await renderer();
    return renderPage(url, inProcessFetch(app, request), language);
  };
}

/** The first screens' messages by language (each asked of the renderer once), or undefined without a renderer. */
export function createFirstMessages(file: string | undefined): FirstMessages | undefined {
  const renderer = rendererModule(file);
  if (!renderer) return undefined;
  const messages = new Map<Language, Promise<unknown>>();
  return (language) => {
    let found = messages.get(language);
    if (!found) {
      found = renderer().then((module) => module.firstMessages(language));
      found.catch(() => messages.delete(language));
      messages.set(language, found);
    }
    return found;
  };
}

/** fetch() for the renderer's GraphQL requests: answered by this gateway in-process, as the visitor's. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, 'x-request-id': request.id },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}
