// What each previewed page shows, for crawlers that run no JavaScript (WhatsApp, Instagram, search engines): the
// title, description, image, JSON-LD and first images of /, /shop (= /products), /new-arrival, /products/{id},
// /product/category/{slug} and /policy/{slug},
// read from the REST API's public catalogue (pages/head.ts writes them into the page, pages/route.ts serves it).
import { formatRupiah, LIST_PARAMS, PRODUCT_COLOR_PARAM, type Language } from '@lemari/shop/rules';
import type { RestProduct } from '../catalogue/models.js';
import type { RestPolicyPage } from '../policies/models.js';
import type { GatewayConfig } from '../config.js';
import { RestClient } from '../rest/client.js';
import { RestError } from '../rest/errors.js';
import { defineMessage, t, translate, type Descriptor } from '../i18n/index.js';
import {
  SITE,
  itemListLd,
  largeVariant,
  productLd,
  shorten,
  websiteLd,
  type ImagePreload,
  type Preview,
} from './head.js';

// The previews' words, in the page's language (a link shared in Indonesian previews in Indonesian).
const SITE_DESCRIPTION = defineMessage({
  id: 'page.site.description',
  defaultMessage: '{site} — local fashion for every day. Chosen clothes, delivered all over Indonesia.',
});
const HOME_TITLE = defineMessage({
  id: 'page.home.title',
  defaultMessage: '{site} — Local fashion for every day',
});
const SHOP_TITLE = defineMessage({ id: 'page.shop.title', defaultMessage: 'Shop all collections — {site}' });
const SHOP_DESCRIPTION = defineMessage({
  id: 'page.shop.description',
  defaultMessage:
    "All of {site}'s collections: shirts, T-shirts, batik, trousers and more, priced in rupiah.",
});
const CATEGORY_DESCRIPTION = defineMessage({
  id: 'page.category.description',
  defaultMessage:
    '{name} at {site}: {count, plural, one {# chosen product} other {# chosen products}}, priced in rupiah.',
});
const NOT_FOUND_TITLE = defineMessage({ id: 'page.not-found.title', defaultMessage: 'Not found — {site}' });

/** A preview's words in `language`, the shop's name among their values. */
const wordsOf =
  (language: Language) =>
  (message: Descriptor, values: Record<string, string | number> = {}) =>
    translate(t(message, { site: SITE, ...values }), language);
/** The shop's other address (the spec's), the same screen as /shop. */
export const PRODUCTS_PATH = '/products';
/** The new arrivals' page, and the category it lists. */
export const NEW_ARRIVAL_PATH = '/new-arrival';
const NEW_ARRIVAL_SLUG = 'new-arrival';
/** Products a listing page's preview reads: the first page of the grid. */
const LISTED = 12;

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

const firstRow = (products: RestProduct[]) =>
  products
    .slice(0, FIRST_ROW)
    .filter((product) => product.mainImage)
    .map((product) => imagePreload(product.mainImage, PRELOAD_SIZES.grid));

/**
 * The first row's preloads of a list page, or none when its address asks for another list (filters, a sort, a
 * search, a page: `?size=M&sort=price-asc`), whose first products are not those read here: a preload of the plain
 * list's images would take the phone's bandwidth from the ones shown. The grid's first row asks for its own images
 * first either way (web: ProductPicture's `first`).
 */
const listPreloads = (products: RestProduct[], search: string) =>
  asksAnotherList(search) ? [] : firstRow(products);

const LIST_PAGE = /^\/(?:shop|products|new-arrival|product\/category\/[\w-]{1,100})$/u;
const READ_BY_LISTS: ReadonlySet<string> = new Set(Object.values(LIST_PARAMS));
/** A product page's path, its id in the first group. */
const PRODUCT_PAGE = /^\/products\/([0-9a-fA-F-]{36})$/;

/**
 * The part of an address's query that `pagePath` reads, in the order the address gives it (the page is rendered
 * with it, and the browser's router reads the address as it is): a list's filters, sort, search and page
 * (LIST_PARAMS), a product page's colour (PRODUCT_COLOR_PARAM: a colour-filtered list's card opens it so, and the
 * page is rendered in it), and any page's `lang`. The rest — a campaign's utm_source, a click id, anything a visitor
 * typed — names no other page: it is kept out of the page's cache key, its hreflang alternates and its rendered
 * links, so that one visitor's query never reaches another's page.
 */
export function pageQuery(pagePath: string, search: string): string {
  const list = LIST_PAGE.test(pagePath);
  const product = PRODUCT_PAGE.test(pagePath);
  const read = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    const reads =
      name === 'lang' || (list && READ_BY_LISTS.has(name)) || (product && name === PRODUCT_COLOR_PARAM);
    if (reads) read.append(name, value);
  }
  return read.toString();
}

/**
 * Whether a list page's address query asks for other products than its plain list's: any parameter does but the
 * language (`?lang=id`, a shared link's or an hreflang alternate's, is the same list in other words).
 */
export function asksAnotherList(search: string): boolean {
  const query = new URLSearchParams(search);
  query.delete('lang');
  return query.size > 0;
}

/**
 * The first picture a product page shows: with a colour its address picks (?color=, any case) that the product
 * comes in, that colour's first picture when it has one (web: ProductGallery's picturesFor); else the main one.
 */
function firstPictureOf(product: RestProduct, search: string): string | undefined {
  const asked = new URLSearchParams(search).get(PRODUCT_COLOR_PARAM)?.trim().toLowerCase();
  const offered = asked && product.colors.some((color) => color.toLowerCase() === asked);
  const own = offered ? product.imageColors.findIndex((color) => color.toLowerCase() === asked) : -1;
  return product.images[own] ?? product.images[0];
}

const imageOf = (product: RestProduct | undefined) =>
  product?.mainImage ? largeVariant(product.mainImage) : undefined;

/** The public catalogue as the previews read it. */
export interface PreviewSource {
  /** The product in the shop, or undefined when there is none with that id. */
  product(id: string): Promise<RestProduct | undefined>;
  products(query: Record<string, string | number>): Promise<RestProduct[]>;
  /** The category's first products, or undefined when there is no such category. */
  category(slug: string): Promise<RestProduct[] | undefined>;
  /** A policy page in a language, or undefined when there is no such page. */
  policyPage(slug: string, language: Language): Promise<RestPolicyPage | undefined>;
}

/** A policy page's address (web: paths.policy), one word after /policy/. */
const POLICY_PAGE = /^\/policy\/([\w-]{1,60})$/;

/**
 * The preview of a page, or undefined for a path that has none (the plain shell). `search` is the address's query
 * (`size=M&max=200000`): a list page's title, description and JSON-LD stay those of its canonical address.
 */
export async function previewOf(
  pagePath: string,
  source: PreviewSource,
  base: string,
  search: string,
  language: Language,
): Promise<Preview | undefined> {
  const say = wordsOf(language);
  if (pagePath === '/') {
    const newest = await source.products({ limit: 1 });
    return {
      status: 200,
      language,
      title: say(HOME_TITLE),
      description: say(SITE_DESCRIPTION),
      path: '/',
      type: 'website',
      image: imageOf(newest[0]),
      jsonLd: websiteLd(base),
    };
  }
  // /products is the same screen as /shop (web: paths.products): one canonical address for both.
  if (pagePath === '/shop' || pagePath === PRODUCTS_PATH) {
    const products = await source.products({ limit: LISTED });
    return {
      status: 200,
      language,
      title: say(SHOP_TITLE),
      description: say(SHOP_DESCRIPTION),
      path: '/shop',
      type: 'website',
      image: imageOf(products[0]),
      jsonLd: itemListLd(products, base),
      preloads: listPreloads(products, search),
    };
  }
  const productMatch = PRODUCT_PAGE.exec(pagePath);
  if (productMatch) {
    const product = await source.product(productMatch[1]!.toLowerCase());
    if (!product) return notFound(pagePath, language);
    const canonicalPath = `/products/${product.id}`;
    const firstPicture = firstPictureOf(product, search);
    return {
      status: 200,
      language,
      title: `${product.productName} — ${SITE}`,
      description: shorten(`${formatRupiah(product.sellPrice)}. ${product.description}`),
      path: canonicalPath,
      type: 'product',
      image: imageOf(product),
      price: product.sellPrice,
      jsonLd: productLd(product, `${base}${canonicalPath}`),
      preloads: firstPicture ? [imagePreload(firstPicture, PRELOAD_SIZES.gallery)] : [],
    };
  }
  // /new-arrival is the new-arrival category's page under its own address (web: NewArrivalPage).
  const categoryMatch =
    pagePath === NEW_ARRIVAL_PATH
      ? [pagePath, NEW_ARRIVAL_SLUG]
      : /^\/product\/category\/([\w-]{1,100})$/.exec(pagePath);
  if (categoryMatch) {
    const slug = categoryMatch[1]!.toLowerCase();
    const products = await source.category(slug);
    if (!products) return notFound(pagePath, language);
    const name =
      products.flatMap((product) => product.categories).find((category) => category.slug === slug)
        ?.categoryName ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());
    return {
      status: 200,
      language,
      title: `${name} — ${SITE}`,
      description: say(CATEGORY_DESCRIPTION, { name, count: products.length }),
      path: pagePath === NEW_ARRIVAL_PATH ? NEW_ARRIVAL_PATH : `/product/category/${slug}`,
      type: 'website',
      image: imageOf(products[0]),
      jsonLd: itemListLd(products, base),
      preloads: listPreloads(products, search),
    };
  }
  // The policy pages staff write (issue 32): their own title, and their text's start as the description.
  const policyMatch = POLICY_PAGE.exec(pagePath);
  if (policyMatch) {
    const page = await source.policyPage(policyMatch[1]!.toLowerCase(), language);
    if (!page) return notFound(pagePath, language);
    return {
      status: 200,
      language,
      title: `${page.title} — ${SITE}`,
      description: shorten(page.body.replace(/^[-•]\s+/gmu, '')),
      path: `/policy/${page.slug}`,
      type: 'website',
    };
  }
  return undefined;
}

function notFound(pagePath: string, language: Language): Preview {
  const say = wordsOf(language);
  return {
    status: 404,
    language,
    title: say(NOT_FOUND_TITLE),
    description: say(SITE_DESCRIPTION),
    path: pagePath,
    type: 'website',
  };
}

/** The catalogue as the previews read it: public REST calls, no session. */
export function restSource(config: GatewayConfig, requestId: string): PreviewSource {
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
        return (await rest.get<RestProduct>(`/public/v1/product/${id}`)).data;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async products(query) {
      return (await rest.get<RestProduct[]>('/public/v1/product', query)).data;
    },
    async policyPage(slug, language) {
      try {
        return (
          await rest.call<RestPolicyPage>('GET', `/public/v1/pages/${encodeURIComponent(slug)}`, {
            headers: { 'accept-language': language },
          })
        ).data;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async category(slug) {
      try {
        return (await rest.get<RestProduct[]>(`/public/v1/product/category/${slug}`, { limit: LISTED })).data;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
  };
}
