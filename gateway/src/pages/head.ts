// The <head> of a previewed page: title, description, canonical URL, Open Graph tags, JSON-LD and the first
// images' preloads, written into the web app's built shell in place of its own title and description.
import type { Language } from '@lemari/shop/rules';
import type { RestProduct } from '../catalogue/models.js';

/** The shop's name, as Open Graph and JSON-LD give it. */
export const SITE = 'Lemari';

/** What a page's head says about it (pages/previews.ts works it out per page). */
export interface Preview {
  status: number;
  /** The language its title and description are in. */
  language: Language;
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

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script>: "<" escaped so that no text can close the element. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Text on one line, cut to at most `max` characters with an ellipsis. */
export const shorten = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** An upload's large WebP variant (uploads are stored as …-small/-medium/-large.webp). */
export const largeVariant = (url: string) => url.replace(/-(small|medium)\.webp$/, '-large.webp');

/** JSON-LD of the shop's home page. */
export const websiteLd = (base: string): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE,
  url: `${base}/`,
});

/** JSON-LD of a product page. */
export function productLd(product: RestProduct, url: string): Record<string, unknown> {
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

/** JSON-LD of a page listing products, each by its product page. */
export function itemListLd(products: RestProduct[], base: string): Record<string, unknown> {
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

/** Open Graph's name of each language's locale (Facebook's list has no en_ID). */
const OG_LOCALES: Readonly<Record<Language, string>> = { id: 'id_ID', en: 'en_US' };

/**
 * The head tags of a preview, in place of the shell's title and description. `canonical`: the page's address when it
 * is not the plain one (a language's own address, which hreflang names, is its own canonical).
 */
export function headTags(preview: Preview, base: string, canonical?: string): string {
  const url = canonical ?? `${base}${preview.path}`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[preview.language]}" />`,
    ...Object.entries(OG_LOCALES)
      .filter(([language]) => language !== preview.language)
      .map(([, locale]) => `<meta property="og:locale:alternate" content="${locale}" />`),
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
export function renderShell(shell: string, preview: Preview, base: string, canonical?: string): string {
  const head = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return head.replace(/<\/head>/i, `  ${headTags(preview, base, canonical)}\n  </head>`);
}
