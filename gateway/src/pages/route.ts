// The Fastify route of the previewed pages (/, /shop, /products, /new-arrival, /products/{id},
// /product/category/{slug}): the built shell with the page's head (pages/previews.ts, pages/head.ts), its screen's
// module preloads (pages/screen-preloads.ts) and, for visitors without a session, its server-rendered content
// (pages/render.ts). Pages are kept in the
// gateway's cache (Redis when shared) for 60 s, like the catalogue's answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@lemari/shop/rules';
import type { GatewayConfig } from '../config.js';
import type { CacheGeneration } from '../plugins/cache-generation.js';
import { renderShell, safeJson, type Preview } from './head.js';
import { NEW_ARRIVAL_PATH, pageQuery, PRODUCTS_PATH, previewOf, restSource } from './previews.js';
import {
  addressIn,
  alternateLinks,
  askedLanguage,
  inLanguage,
  pageLanguageOf,
  sendLanguage,
} from './language.js';
import { createPageRenderer, hasSession, type FirstMessages, type RenderedPage } from './render.js';
import { screenPreloadsOf } from './screen-preloads.js';

const TTL_SECONDS = 60;
/** The id main.tsx reads the rendered page's state from (web/src/lib/preloaded-state.ts). */
const STATE_ID = 'lemari-state';
/** Pages with a longer query than this are rendered but not kept. */
const MAX_CACHED_SEARCH = 200;

/** The shell with the rendered page in its root element, its styles in the head, and the state the app hydrates it with. */
export function withContent(html: string, page: RenderedPage): string {
  return html
    .replace(/<\/head>/iu, () => `  ${page.head}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.html}</div>\n    ` +
        `<script type="application/json" id="${STATE_ID}">${safeJson(page.state)}</script>`,
    );
}

/**
 * The `Link` header naming a page's preloads (its `<link rel="modulepreload">` tags, and the brand typeface's
 * `<link rel="preload" as="font">` that the web build writes into the shell): a phone's browser asks for the app's
 * scripts and the font as the response's headers arrive, not once it has read the page's head (on Slow 4G the
 * first script was asked for 0.03–0.1 s after the whole page had arrived, 0.1–0.3 s after its headers).
 */
export function preloadLinks(html: string): string {
  const end = html.search(/<\/head>/iu);
  const head = end < 0 ? html : html.slice(0, end);
  return [
    ...head.matchAll(
      /<link rel="(?:modulepreload"|preload" as="font" type="font\/woff2") crossorigin href="([^"]+)"/gu,
    ),
  ]
    .map((match) => {
      const href = match[1]!.replace(/&amp;/gu, '&');
      return match[0].includes('as="font"')
        ? `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`
        : `<${href}>; rel=modulepreload; crossorigin`;
    })
    .join(', ');
}

/**
 * Serves the four previewed pages (and "/", which the static files no longer answer) from the built shell with
 * their tags. A page whose data cannot be read (the REST API away) is the plain shell: the app still loads.
 */
export function registerPreviews(
  app: FastifyInstance,
  config: GatewayConfig,
  cache: KeyValueCache<string>,
  generation: CacheGeneration,
  firstMessages: FirstMessages | undefined,
  defaultLanguage: () => Promise<Language>,
) {
  const shell = readFileSync(path.join(config.webDist, 'index.html'), 'utf8');
  const preloadsOf = screenPreloadsOf(config.webDist, app.log);
  const base = config.publicWebUrl;
  const render = createPageRenderer(app, config.webSsr);

  /** Answers a page with its module preloads also in a `Link` header (preloadLinks). */
  function send(reply: FastifyReply, status: number, html: string) {
    const links = preloadLinks(html);
    if (links) reply.header('link', links);
    return reply.status(status).send(html);
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pagePath = '/', query = ''] = request.url.split('?');
    // Only what the page reads: another parameter neither makes another page nor travels into this one's links.
    const search = pageQuery(pagePath, query);
    const url = search ? `${pagePath}?${search}` : pagePath;
    // Visitors without a session get the page rendered with its content (pages/render.ts); members the shell.
    const rendered = render !== undefined && !hasSession(request);
    const language = pageLanguageOf(request, await defaultLanguage());
    sendLanguage(request, reply, language);
    // Filed under the cache's generation: a staff edit of the catalogue starts a new one (cache-generation.ts), and
    // under all the page reads: its language, its path and the query it reads (its hreflang alternates name that
    // query; a language's own address, ?lang=, names itself as canonical). A member's shell and a visitor's
    // rendered page are kept apart.
    const asked = askedLanguage(search);
    const key = `g${await generation.current()}:${rendered ? 'ssr' : 'page'}:${language}:${pagePath.toLowerCase()}?${search}`;
    let keep = search.length <= MAX_CACHED_SEARCH;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const cached = keep ? await cache.get(key).catch(() => undefined) : undefined;
    if (cached) {
      const { status, html } = JSON.parse(cached) as { status: number; html: string };
      return send(reply, status, html);
    }
    let preview: Preview | undefined;
    try {
      preview = await previewOf(pagePath, restSource(config, request.id), base, search, language);
    } catch (error) {
      request.log.warn({ err: error, page: pagePath }, 'link preview unavailable; serving the plain shell');
      return send(
        reply,
        200,
        inLanguage(shell, language, await firstMessages?.(language).catch(() => undefined)),
      );
    }
    // hreflang's addresses are canonical each in its language (a ?lang=id page pointing at the plain address, which
    // crawlers get in the default language, would be read as a duplicate of it).
    const canonical = preview && asked ? addressIn(`${base}${preview.path}`, asked) : undefined;
    let html = preview ? renderShell(shell, preview, base, canonical) : shell;
    html = html.replace(/<\/head>/iu, () => `  ${alternateLinks(`${base}${url}`)}\n  </head>`);
    const preloads = preloadsOf(pagePath, language);
    if (preloads.length > 0) html = html.replace(/<\/head>/i, `  ${preloads.join('\n    ')}\n  </head>`);
    const status = preview?.status ?? 200;
    if (rendered) {
      try {
        const page = await render(request, `${base}${url}`, language);
        if (page) html = withContent(html, page);
      } catch (error) {
        // The browser renders the page instead, as for a member; the next visitor tries again.
        keep = false;
        request.log.warn({ err: error, page: pagePath }, 'server rendering failed; serving the shell');
      }
    }
    html = inLanguage(html, language, await firstMessages?.(language).catch(() => undefined));
    if (keep) {
      await cache.set(key, JSON.stringify({ status, html }), { ttl: TTL_SECONDS }).catch(() => undefined);
    }
    return send(reply, status, html);
  }

  for (const url of [
    '/',
    '/shop',
    PRODUCTS_PATH,
    NEW_ARRIVAL_PATH,
    '/products/:id',
    '/product/category/:slug',
  ]) {
    app.get(url, page);
  }
}
