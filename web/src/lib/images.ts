// Uploaded images come in three WebP widths (…-small.webp 240 px, …-medium.webp 640 px, …-large.webp 1280 px):
// responsive() answers the <img> attributes that let the browser take the smallest one that fills the box on the
// shopper's screen, with width and height (the products' 3:4 by default) so that nothing moves when it arrives.
const VARIANTS = [
  ['small', 240],
  ['medium', 640],
  ['large', 1280],
] as const;
const VARIANT = /-(small|medium|large)\.webp$/;

/** The attributes, as Chakra's Image takes them (htmlWidth/htmlHeight are the HTML width and height). */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  htmlWidth: number;
  htmlHeight: number;
}

/**
 * The attributes of an image shown `sizes` wide (a CSS sizes list, e.g. "(min-width: 48em) 33vw, 50vw"). An image
 * that is not an upload's variant (an external URL) is answered as it is.
 */
export function responsive(url: string, sizes: string, ratio = 3 / 4): ResponsiveImage {
  const htmlWidth = 640;
  const htmlHeight = Math.round(htmlWidth / ratio);
  if (!VARIANT.test(url)) return { src: url, htmlWidth, htmlHeight };
  const srcSet = VARIANTS.map(([name, px]) => `${url.replace(VARIANT, `-${name}.webp`)} ${px}w`).join(', ');
  return { src: url.replace(VARIANT, '-medium.webp'), srcSet, sizes, htmlWidth, htmlHeight };
}

/** The sizes of the product grids: two columns on phones, three on tablets, four from desktops. */
export const GRID_IMAGE_SIZES = '(min-width: 62em) 300px, (min-width: 48em) 33vw, 50vw';

/** The size of a product page's main image: half the width beside the details from tablets, the full width on phones. */
export const GALLERY_IMAGE_SIZES = '(min-width: 48em) 50vw, 100vw';

/**
 * `fetchpriority="high"`, for the image a page is there to show (the hero, the product's main picture): the browser
 * asks for it before the page's other images. React 18 knows no `fetchPriority` prop and warns about it; the
 * attribute itself, in lower case, it passes through as it is.
 */
export const FETCH_FIRST: Record<string, string> = { fetchpriority: 'high' };
