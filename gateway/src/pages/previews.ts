// Link previews for crawlers that run no JavaScript (WhatsApp, Instagram, search engines): the HTML of /,
// /shop, /products/{id} and /product/category/{slug} carries the page's title, description, canonical URL, Open
// Graph tags and JSON-LD, rendered here from the REST API's public catalogue. The browser app takes over as usual.
// Rendered pages are kept in the gateway's cache (Redis when shared) for 60 s, like the catalogue's answers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import type { CacheGeneration } from '../plugins/cache-generation.js';
import { RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';
import { createPageRenderer, hasSession, type RenderedPage } from './render.js';

const TTL_SECONDS = 60;
const SITE = 'Lemari';
const SITE_DESCRIPTION =
  'Lemari — fashion lokal untuk keseharian. Belanja pakaian pilihan, dikirim ke seluruh Indonesia.';

interface PreviewProduct {
  id: string;
  productName: string;
  description: string;
  sellPrice: number;
  normalPrice: number;
  stock: number;
  images: string[];
  mainImage: string;
  categories: { id: string; categoryName: string; slug: string }[];
}

export interface Preview {
  status: number;
  title: string;
  description: string;
  /** The page's path; the canonical URL is the shop's public address and this. */
  path: string;
  image?: string | undefined;
  type: 'website' | 'product';
  price?: number;
  jsonLd?: Record<string, unknown>;
  /** The first screen's images, fetched while the app's code downloads (see imagePreload). */
  preloads?: ImagePreload[];
}

/** A `<link rel="preload" as="image">` with the srcset and sizes of the <img> the app renders for it. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The sizes the web app gives the first images of its screens (web/src/lib/images.ts GRID_IMAGE_SIZES, and the
 * product gallery's main image): a preload helps only when the browser picks the same file for both. The pages
 * test checks them against the web app's own responsive().
 */
export const PRELOAD_SIZES = {
  grid: '(min-width: 62em) 300px, (min-width: 48em) 33vw, 50vw',
  gallery: '(min-width: 48em) 50vw, 100vw',
} as const;
/** Products in the first row of a grid on a phone, whose images a preload fetches early. */
const FIRST_ROW = 2;
const VARIANT = /-(small|medium|large)\.webp$/;
const WIDTHS = [
  ['small', 240],
  ['medium', 640],
  ['large', 1280],
] as const;

/** An upload's three WebP widths as the app's <img srcset> lists them; another URL as it is. */
export function imagePreload(url: string, sizes: string): ImagePreload {
  if (!VARIANT.test(url)) return { href: url };
  const srcset = WIDTHS.map(([name, px]) => `${url.replace(VARIANT, `-${name}.webp`)} ${px}w`).join(', ');
  return { href: url.replace(VARIANT, '-medium.webp'), srcset, sizes };
}

const firstRow = (products: PreviewProduct[]) =>
  products
    .slice(0, FIRST_ROW)
    .filter((product) => product.mainImage)
    .map((product) => imagePreload(product.mainImage, PRELOAD_SIZES.grid));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script>: "<" escaped so that no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const shorten = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** An upload's large WebP variant (uploads are stored as …-small/-medium/-large.webp). */
export const largeVariant = (url: string) => url.replace(/-(small|medium)\.webp$/, '-large.webp');

const rupiah = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

function productLd(product: PreviewProduct, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.productName,
    description: shorten(product.description, 500),
    image: product.images.map(largeVariant),
    sku: product.id,
    brand: { '@type': 'Brand', name: SITE },
    category: product.categories.map((category) => category.categoryName).join(', ') || undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: product.sellPrice,
      priceCurrency: 'IDR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function itemList(products: PreviewProduct[], base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${base}/products/${product.id}`,
      name: product.productName,
    })),
  };
}

/** The head tags of a preview, in place of the shell's title and description. */
export function headTags(preview: Preview, base: string): string {
  const url = `${base}${preview.path}`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:type" content="${preview.type}" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(preview.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ];
  if (preview.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(preview.image)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:image" content="${escapeHtml(preview.image)}" />`,
    );
  }
  if (preview.price !== undefined) {
    tags.push(
      `<meta property="product:price:amount" content="${preview.price}" />`,
      `<meta property="product:price:currency" content="IDR" />`,
    );
  }
  if (preview.status === 404) tags.push('<meta name="robots" content="noindex" />');
  if (preview.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(preview.jsonLd)}</script>`);
  for (const image of preview.preloads ?? []) {
    const responsive = image.srcset
      ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${responsive} fetchpriority="high" />`,
    );
  }
  return tags.join('\n    ');
}

/** The shell with the preview's tags: its own <title> and description meta give way to them. */
export function renderShell(shell: string, preview: Preview, base: string): string {
  const head = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return head.replace(/<\/head>/i, `  ${headTags(preview, base)}\n  </head>`);
}

export interface PreviewSource {
  product(id: string): Promise<PreviewProduct | undefined>;
  products(query: Record<string, string | number>): Promise<PreviewProduct[]>;
  category(slug: string): Promise<PreviewProduct[] | undefined>;
}

export async function previewOf(
  pagePath: string,
  source: PreviewSource,
  base: string,
): Promise<Preview | undefined> {
  if (pagePath === '/') {
    const newest = await source.products({ limit: 1 });
    return {
      status: 200,
      title: `${SITE} — Fashion lokal untuk keseharian`,
      description: SITE_DESCRIPTION,
      path: '/',
      type: 'website',
      image: newest[0]?.mainImage ? largeVariant(newest[0].mainImage) : undefined,
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE, url: `${base}/` },
    };
  }
  if (pagePath === '/shop') {
    const products = await source.products({ limit: 12 });
    return {
      status: 200,
      title: `Belanja semua koleksi — ${SITE}`,
      description:
        'Semua koleksi Lemari: kemeja, kaos, batik, celana dan lainnya, dengan harga dalam rupiah.',
      path: '/shop',
      type: 'website',
      image: products[0]?.mainImage ? largeVariant(products[0].mainImage) : undefined,
      jsonLd: itemList(products, base),
      preloads: firstRow(products),
    };
  }
  const productMatch = /^\/products\/([0-9a-fA-F-]{36})$/.exec(pagePath);
  if (productMatch) {
    const product = await source.product(productMatch[1]!.toLowerCase());
    if (!product) return notFound(pagePath);
    const canonicalPath = `/products/${product.id}`;
    const price = rupiah(product.sellPrice);
    return {
      status: 200,
      title: `${product.productName} — ${SITE}`,
      description: shorten(`${price}. ${product.description}`),
      path: canonicalPath,
      type: 'product',
      image: product.mainImage ? largeVariant(product.mainImage) : undefined,
      price: product.sellPrice,
      jsonLd: productLd(product, `${base}${canonicalPath}`),
      preloads: product.images[0] ? [imagePreload(product.images[0], PRELOAD_SIZES.gallery)] : [],
    };
  }
  const categoryMatch = /^\/product\/category\/([\w-]{1,100})$/.exec(pagePath);
  if (categoryMatch) {
    const slug = categoryMatch[1]!.toLowerCase();
    const products = await source.category(slug);
    if (!products) return notFound(pagePath);
    const name =
      products.flatMap((product) => product.categories).find((category) => category.slug === slug)
        ?.categoryName ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());
    return {
      status: 200,
      title: `${name} — ${SITE}`,
      description: `Koleksi ${name} di ${SITE}: ${products.length} produk pilihan dengan harga dalam rupiah.`,
      path: `/product/category/${slug}`,
      type: 'website',
      image: products[0]?.mainImage ? largeVariant(products[0].mainImage) : undefined,
      jsonLd: itemList(products, base),
      preloads: firstRow(products),
    };
  }
  return undefined;
}

function notFound(pagePath: string): Preview {
  return {
    status: 404,
    title: `Tidak ditemukan — ${SITE}`,
    description: SITE_DESCRIPTION,
    path: pagePath,
    type: 'website',
  };
}

/** The catalogue as the previews read it: public REST calls, no session. */
function restSource(config: GatewayConfig, requestId: string): PreviewSource {
  const rest = new RestClient({
    baseUrl: config.restApiUrl,
    clientId: config.clientId,
    requestId,
    timeoutMs: config.restTimeoutMs,
    credentials: { accessToken: async () => undefined, refreshAfterRejection: async () => false },
  });
  const missing = (error: unknown) =>
    error instanceof RestError && (error.status === 404 || error.status === 400);
  return {
    async product(id) {
      try {
        return (await rest.get<PreviewProduct>(`/public/v1/product/${id}`)).data;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async products(query) {
      return (await rest.get<PreviewProduct[]>('/public/v1/product', query)).data;
    },
    async category(slug) {
      try {
        return (await rest.get<PreviewProduct[]>(`/public/v1/product/category/${slug}`, { limit: 12 })).data;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The app's screens for the rendered pages that are not part of its first download (lazy routes in
 * web/src/app/router.tsx), by the page path that shows them, with what every lazy screen waits for (the recipes
 * of the components the first screens do not draw, web/src/lib/later-recipes.ts). The app takes a rendered page
 * over only once its screen has loaded, and a tap before then is lost: the page names the screen's files for the
 * browser to fetch beside the first download, not after it.
 */
const LAZY_SCREEN_NEEDS = 'src/lib/later-recipes.ts';
export const SCREEN_MODULES: readonly { page: RegExp; modules: readonly string[] }[] = [
  { page: /^\/products\/[^/]+$/, modules: ['src/features/catalogue/product-page.tsx', LAZY_SCREEN_NEEDS] },
  {
    page: /^\/product\/category\/[^/]+$/,
    modules: ['src/features/catalogue/category-page.tsx', LAZY_SCREEN_NEEDS],
  },
];

/** The web build's manifest (web/dist/.vite/manifest.json): each chunk's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A chunk's file and those of its static imports, transitively. */
function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags of each page's own screen: its script files that the first download does
 * not already bring (index.html preloads those). Worked out once from the build's manifest; a page whose screen
 * is in the first download gets none. A screen the build does not have is logged (its pages then load it late).
 */
export function screenPreloads(
  manifest: BuildManifest,
  log: FastifyInstance['log'],
): (pagePath: string) => string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const first = entry ? chunkFiles(manifest, entry) : new Set<string>();
  const tags = SCREEN_MODULES.map(({ page, modules }) => {
    const files = new Set<string>();
    for (const module of modules) {
      if (manifest[module]) chunkFiles(manifest, module, files);
      else {
        log.warn(
          { module },
          "the web build has no such module: its pages load it only once the app's own code has",
        );
      }
    }
    return {
      page,
      tags: [...files]
        .filter((file) => file.endsWith('.js') && !first.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    };
  });
  return (pagePath) => tags.find(({ page }) => page.test(pagePath))?.tags ?? [];
}

/** The web build's manifest, when the build left one (vite build with manifest: true). */
function readManifest(webDist: string): BuildManifest | undefined {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/** The id main.tsx reads the rendered page's state from (web/src/lib/preloaded-state.ts). */
const STATE_ID = 'lemari-state';
/** Pages with a longer query than this are rendered but not kept. */
const MAX_CACHED_SEARCH = 200;

/** The shell with the rendered page in its root element, and the state the app hydrates it with. */
export function withContent(html: string, page: RenderedPage): string {
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.html}</div>\n    ` +
      `<script type="application/json" id="${STATE_ID}">${safeJson(page.state)}</script>`,
  );
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
) {
  const shellPath = path.join(config.webDist, 'index.html');
  const shell = readFileSync(shellPath, 'utf8');
  const manifest = readManifest(config.webDist);
  const preloadsOf = manifest ? screenPreloads(manifest, app.log) : () => [];
  const base = config.publicWebUrl;

  const render = createPageRenderer(app, config.webSsr);

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pagePath = '/', search = ''] = request.url.split('?');
    // Visitors without a session get the page rendered with its content (pages/render.ts); members the shell.
    const rendered = render !== undefined && !hasSession(request);
    // Filed under the cache's generation: a staff edit of the catalogue starts a new one (cache-generation.ts).
    const kind = rendered ? `ssr:${pagePath.toLowerCase()}?${search}` : `page:${pagePath.toLowerCase()}`;
    const key = `g${await generation.current()}:${kind}`;
    let keep = search.length <= MAX_CACHED_SEARCH;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const cached = keep ? await cache.get(key).catch(() => undefined) : undefined;
    if (cached) {
      const { status, html } = JSON.parse(cached) as { status: number; html: string };
      return reply.status(status).send(html);
    }
    let preview: Preview | undefined;
    try {
      preview = await previewOf(pagePath, restSource(config, request.id), base);
    } catch (error) {
      request.log.warn({ err: error, page: pagePath }, 'link preview unavailable; serving the plain shell');
      return reply.send(shell);
    }
    let html = preview ? renderShell(shell, preview, base) : shell;
    const preloads = preloadsOf(pagePath);
    if (preloads.length > 0) html = html.replace(/<\/head>/i, `  ${preloads.join('\n    ')}\n  </head>`);
    const status = preview?.status ?? 200;
    if (rendered) {
      try {
        const page = await render(request, `${base}${request.url}`);
        if (page) html = withContent(html, page);
      } catch (error) {
        // The browser renders the page instead, as for a member; the next visitor tries again.
        keep = false;
        request.log.warn({ err: error, page: pagePath }, 'server rendering failed; serving the shell');
      }
    }
    if (keep) {
      await cache.set(key, JSON.stringify({ status, html }), { ttl: TTL_SECONDS }).catch(() => undefined);
    }
    return reply.status(status).send(html);
  }

  for (const url of ['/', '/shop', '/products/:id', '/product/category/:slug']) app.get(url, page);
}
