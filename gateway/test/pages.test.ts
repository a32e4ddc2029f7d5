// Link previews: the HTML of /, /shop, /products/{id} and /product/category/{slug}, fetched without a browser (as
// WhatsApp's and Instagram's crawlers do), carries the page's title, description, canonical URL, Open Graph tags
// and JSON-LD; other pages stay the plain shell, and the app's files are still served.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type ProductFixture } from '../../rest-api/test/helpers/shop.js';
import { GALLERY_IMAGE_SIZES, GRID_IMAGE_SIZES, responsive } from '../../web/src/lib/images.js';
import { compressFolder } from '../../web/scripts/compress-assets.js';
import { PRELOAD_SIZES } from '../src/pages/previews.js';
import { REFRESH_COOKIE } from '../src/session/session.js';
import { startStack, type Stack } from './helpers/stack.js';

const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lemari — fashion lokal untuk keseharian." />
    <title>Lemari</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const BASE = 'https://lemari.example';
const APP_CODE = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};\n`;
const IMAGE = 'http://api.test/uploads/2026-11/abc-medium.webp';

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_gallery-abc.js': { file: 'assets/gallery-abc.js', imports: ['_react-abc.js'] },
  'src/features/catalogue/product-page.tsx': {
    file: 'assets/product-page-abc.js',
    isDynamicEntry: true,
    imports: ['_react-abc.js', 'index.html', '_gallery-abc.js'],
  },
  'src/features/catalogue/new-arrival-page.tsx': {
    file: 'assets/new-arrival-page-abc.js',
    isDynamicEntry: true,
    imports: ['_react-abc.js', 'index.html'],
  },
  // In a chunk of a codeSplitting group (web/vite.config.ts), a module has no key of its own: its group's chunk,
  // named after it, stands for it.
  '_later-recipes-abc.js': {
    file: 'assets/later-recipes-abc.js',
    name: 'later-recipes',
    imports: ['_react-abc.js', 'index.html'],
  },
};

let stack: Stack;
let product: ProductFixture;
let newArrival: ProductFixture;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lemari-web-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), APP_CODE);
  // The build's manifest: the entry with a library chunk, and the product screen, loaded lazily, with its own
  // chunk and the library chunk the entry already brings.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // As the web build leaves them: a .br and a .gz beside each text file of 1 KB or more.
  expect(await compressFolder(dist)).toEqual([path.join(dist, 'assets', 'index-abc.js')]);
  stack = await startStack({ gatewayEnv: { WEB_DIST: dist, PUBLIC_WEB_URL: BASE } });
  product = await insertProduct(stack.rest.db, {
    productName: 'Kemeja "Batik" <Parang>',
    sellPrice: 249_000,
    normalPrice: 299_000,
    images: [IMAGE],
  });
  const category = await stack.rest.db.maybeOne<{ id: string }>(
    "INSERT INTO categories (category_name, slug) VALUES ('Batik Tulis', 'batik-tulis') RETURNING id",
  );
  await stack.rest.db.execute('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [
    product.id,
    category!.id,
  ]);
  // A new arrival (the category every shop has), which /new-arrival lists.
  newArrival = await insertProduct(stack.rest.db, { productName: 'Kaos Baru', images: [IMAGE] });
  await stack.rest.db.execute(
    "INSERT INTO product_categories (product_id, category_id) SELECT $1, id FROM categories WHERE slug = 'new-arrival'",
    [newArrival.id],
  );
});
afterAll(() => stack.close());

/** A page as a crawler fetches it: no JavaScript, Accept text/html. */
async function crawl(url: string, headers: Record<string, string> = {}) {
  const response = await stack.gateway.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  const html = response.body;
  const meta = (attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.statusCode,
    headers: response.headers,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    meta,
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, any>) : undefined,
  };
}

/** The page's image preloads, as the browser reads them. */
function preloads(html: string) {
  return [...html.matchAll(/<link rel="preload" as="image" ([^>]*)\/>/g)].map(([, attributes]) => {
    const value = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1];
    return { href: value('href'), srcset: value('imagesrcset'), sizes: value('imagesizes') };
  });
}

describe('link previews', () => {
  it("preloads the first screen's images with the very srcset and sizes the app's <img> uses", async () => {
    expect(PRELOAD_SIZES).toEqual({ grid: GRID_IMAGE_SIZES, gallery: GALLERY_IMAGE_SIZES });
    const gallery = responsive(IMAGE, GALLERY_IMAGE_SIZES);
    expect(preloads((await crawl(`/products/${product.id}`)).html)).toEqual([
      { href: gallery.src, srcset: gallery.srcSet, sizes: gallery.sizes },
    ]);
    const card = responsive(IMAGE, GRID_IMAGE_SIZES);
    for (const page of ['/shop', '/product/category/batik-tulis']) {
      expect(preloads((await crawl(page)).html), page).toContainEqual({
        href: card.src,
        srcset: card.srcSet,
        sizes: card.sizes,
      });
    }
  });

  it("preloads the picture of the colour a product page's address picks, each colour's page kept apart", async () => {
    const navy = 'http://api.test/uploads/2026-11/navy-medium.webp';
    const shirt = await insertProduct(stack.rest.db, { colors: ['Navy', 'Black'], images: [IMAGE, navy] });
    await stack.rest.db.execute(`UPDATE products SET image_colors = ARRAY['', 'Navy'] WHERE id = $1`, [
      shirt.id,
    ]);
    const href = (image: string) => responsive(image, GALLERY_IMAGE_SIZES).src;
    const first = async (search: string) =>
      preloads((await crawl(`/products/${shirt.id}${search}`)).html).map((preload) => preload.href);
    expect(await first('?color=navy')).toEqual([href(navy)]);
    // Black has no picture of its own, Grey is not one of its colours: the main picture, as the page shows.
    expect(await first('?color=Black')).toEqual([href(IMAGE)]);
    expect(await first('?color=Grey')).toEqual([href(IMAGE)]);
    expect(await first('')).toEqual([href(IMAGE)]);
    expect(await first('?color=NAVY')).toEqual([href(navy)]);
    // The colour is what a product page reads of its query; the rest stays out.
    const tracked = await crawl(`/products/${shirt.id}?utm_source=wa&color=Navy`);
    expect(tracked.html).not.toMatch(/utm_source/);
    expect(tracked.html).toContain(`/products/${shirt.id}?color=Navy`);
  });

  it("preloads no plain list's images on a list its address narrows, filters or sorts", async () => {
    for (const page of [
      '/shop?size=M&max=200000&sort=price-asc',
      '/shop?q=kemeja',
      '/product/category/batik-tulis?sort=price-desc',
    ]) {
      expect(preloads((await crawl(page)).html), page).toEqual([]);
    }
  });

  it('gives a product page its title, price, large image, canonical URL and JSON-LD Product', async () => {
    const page = await crawl(`/products/${product.id.toUpperCase()}`);
    expect(page.status).toBe(200);
    expect(page.titles).toBe(1);
    expect(page.title).toBe('Kemeja &#34;Batik&#34; &#60;Parang&#62; — Lemari');
    expect(page.html).not.toContain('<Parang>');
    expect(page.canonical).toBe(`${BASE}/products/${product.id}`);
    expect(page.meta('property', 'og:type')).toBe('product');
    expect(page.meta('property', 'og:url')).toBe(`${BASE}/products/${product.id}`);
    expect(page.meta('property', 'og:image')).toBe('http://api.test/uploads/2026-11/abc-large.webp');
    expect(page.meta('property', 'product:price:amount')).toBe('249000');
    expect(page.meta('property', 'product:price:currency')).toBe('IDR');
    // 'Rp 249.000': the shorten() of a description flattens formatRupiah's no-break space to a plain one.
    expect(page.meta('name', 'description')).toMatch(/^Rp 249\.000\./);
    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kemeja "Batik" <Parang>',
      image: ['http://api.test/uploads/2026-11/abc-large.webp'],
      category: 'Batik Tulis',
      offers: {
        '@type': 'Offer',
        price: 249_000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
      },
    });
    // The app still loads: the shell's script is there.
    expect(page.html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    // The product screen's own files come with it, so the app can take the page over without waiting for them;
    // what the entry already brings is not named twice.
    const preloads = [...page.html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual([
      '/assets/product-page-abc.js',
      '/assets/gallery-abc.js',
      '/assets/later-recipes-abc.js',
    ]);
    // The response's headers name them too, so the browser asks for them before it has read the page's head.
    expect(page.headers.link).toBe(
      preloads.map((href) => `<${href}>; rel=modulepreload; crossorigin`).join(', '),
    );
    // Pages whose screen is in the first download (the home page; /shop's is lazy since issue 23) name nothing more.
    const home = await crawl('/');
    expect(home.html).not.toContain('modulepreload');
    expect(home.headers.link).toBeUndefined();
  });

  it('gives the category page, /shop and / their own titles, images and item lists', async () => {
    const category = await crawl('/product/category/batik-tulis');
    expect(category.status).toBe(200);
    expect(category.title).toBe('Batik Tulis — Lemari');
    expect(category.canonical).toBe(`${BASE}/product/category/batik-tulis`);
    expect(category.jsonLd).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, url: `${BASE}/products/${product.id}` }],
    });
    const shop = await crawl('/shop');
    expect(shop.title).toBe('Shop all collections — Lemari');
    // /products is the same screen, with /shop its canonical address.
    const products = await crawl('/products?size=M');
    expect(products.title).toBe('Shop all collections — Lemari');
    expect(products.canonical).toBe(`${BASE}/shop`);
    expect(shop.meta('property', 'og:image')).toMatch(/^http:\/\/api\.test\/uploads\//);
    expect(shop.jsonLd?.['@type']).toBe('ItemList');
    const home = await crawl('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('Lemari — Local fashion for every day');
    expect(home.canonical).toBe(`${BASE}/`);
    expect(home.meta('property', 'og:site_name')).toBe('Lemari');
  });

  it("previews a page in the visitor's language, names its locale to Open Graph, and its language's address as canonical", async () => {
    const english = await crawl('/shop');
    expect(english.meta('property', 'og:locale')).toBe('en_US');
    expect(english.meta('property', 'og:locale:alternate')).toBe('id_ID');
    expect(english.meta('name', 'description')).toBe(
      // The apostrophe escaped, as every attribute's text is.
      'All of Lemari&#39;s collections: shirts, T-shirts, batik, trousers and more, priced in rupiah.',
    );
    // The switch's cookie, a shared link's ?lang=, or a first visit whose browser prefers Indonesian.
    for (const [url, headers] of [
      ['/shop', { cookie: 'lang=id' }],
      ['/shop?lang=id', {}],
      ['/shop', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' }],
    ] as const) {
      const page = await crawl(url, headers);
      expect(page.title, url).toBe('Belanja semua koleksi — Lemari');
      expect(page.meta('property', 'og:title')).toBe('Belanja semua koleksi — Lemari');
      expect(page.meta('name', 'description')).toBe(
        'Semua koleksi Lemari: kemeja, kaos, batik, celana dan lainnya, dengan harga dalam rupiah.',
      );
      expect(page.meta('property', 'og:locale')).toBe('id_ID');
      expect(page.meta('property', 'og:locale:alternate')).toBe('en_US');
    }
    // hreflang's addresses are each their own canonical; the plain address stays the plain one's.
    const asked = await crawl('/shop?lang=id');
    expect(asked.canonical).toBe(`${BASE}/shop?lang=id`);
    expect(asked.meta('property', 'og:url')).toBe(`${BASE}/shop?lang=id`);
    expect(asked.html).toContain(`<link rel="alternate" hreflang="en" href="${BASE}/shop?lang=en" />`);
    expect((await crawl('/products?lang=en&size=M')).canonical).toBe(`${BASE}/shop?lang=en`);
    expect((await crawl('/shop', { cookie: 'lang=id' })).canonical).toBe(`${BASE}/shop`);
    expect((await crawl('/shop')).canonical).toBe(`${BASE}/shop`);
    // The same list in other words: its first images are preloaded as the plain address's are.
    expect(preloads(asked.html)).toEqual(preloads((await crawl('/shop')).html));
    expect(preloads(asked.html)).not.toEqual([]);
    const indonesian = { cookie: 'lang=id' };
    expect((await crawl('/', indonesian)).title).toBe('Lemari — Fashion lokal untuk keseharian');
    expect((await crawl('/product/category/batik-tulis', indonesian)).meta('name', 'description')).toBe(
      'Koleksi Batik Tulis di Lemari: 1 produk pilihan dengan harga dalam rupiah.',
    );
    expect((await crawl('/product/category/batik-tulis')).meta('name', 'description')).toBe(
      'Batik Tulis at Lemari: 1 chosen product, priced in rupiah.',
    );
    expect((await crawl('/products/00000000-0000-4000-8000-000000000000', indonesian)).title).toBe(
      'Tidak ditemukan — Lemari',
    );
    expect((await crawl('/products/00000000-0000-4000-8000-000000000000')).title).toBe('Not found — Lemari');
  });

  it("keeps a visitor's other query parameters out of a page, its hreflang links and the shell the next member gets (fault 4)", async () => {
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(
        // The attribute's text, as the browser reads it (&#38; is &).
        ([, language, href]) => `${language} ${href!.replace(/&#38;|&amp;/g, '&')}`,
      );
    // A visitor from a campaign link: its tracking parameters and a made-up one are not the list's.
    const tracked = await crawl('/shop?utm_source=mail&size=M&fbclid=abc%22x&lang=en');
    expect(alternates(tracked.html)).toEqual([
      `en ${BASE}/shop?size=M&lang=en`,
      `id ${BASE}/shop?size=M&lang=id`,
      `x-default ${BASE}/shop?size=M`,
    ]);
    expect(tracked.canonical).toBe(`${BASE}/shop?lang=en`);
    expect(tracked.html).not.toMatch(/utm_source|fbclid/);
    // A member then opens the same list (the shell, as every member gets it): none of that visitor's query.
    const member = await crawl('/shop?size=M', { cookie: `${REFRESH_COOKIE}=some-session` });
    expect(alternates(member.html)).toEqual([
      `en ${BASE}/shop?size=M&lang=en`,
      `id ${BASE}/shop?size=M&lang=id`,
      `x-default ${BASE}/shop?size=M`,
    ]);
    expect(member.html).not.toMatch(/utm_source|fbclid/);
    // A product page reads no query at all.
    const shared = await crawl(`/products/${product.id}?ref=wa&size=M`);
    expect(shared.canonical).toBe(`${BASE}/products/${product.id}`);
    expect(alternates(shared.html)).toContain(`x-default ${BASE}/products/${product.id}`);
    expect(shared.html).not.toMatch(/ref=wa|size=M/);
  });

  it('gives /new-arrival the new arrivals’ title, item list and screen files', async () => {
    const page = await crawl('/new-arrival');
    expect(page.status).toBe(200);
    expect(page.title).toBe('New Arrival — Lemari');
    expect(page.canonical).toBe(`${BASE}/new-arrival`);
    expect(page.jsonLd).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ position: 1, url: `${BASE}/products/${newArrival.id}`, name: 'Kaos Baru' }],
    });
    expect(page.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/new-arrival-page-abc.js" />',
    );
  });

  it('shows a staff edit at once, though pages are kept 60 s', async () => {
    const edited = await insertProduct(stack.rest.db, { productName: 'Kemeja Lurik', images: [IMAGE] });
    expect((await crawl(`/products/${edited.id}`)).title).toBe('Kemeja Lurik — Lemari');
    const admin = await stack.signedIn('admin');
    const edit = await admin.gql(
      'mutation ($id: ID!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id: edited.id, input: { productName: 'Kemeja Lurik Sogan' } },
    );
    expect(edit.errors).toBeUndefined();
    expect((await crawl(`/products/${edited.id}`)).title).toBe('Kemeja Lurik Sogan — Lemari');
  });

  it('answers 404 with noindex for a product or category that is not in the shop', async () => {
    const product = await crawl('/products/00000000-0000-4000-8000-000000000000');
    expect(product.status).toBe(404);
    expect(product.meta('name', 'robots')).toBe('noindex');
    expect(product.html).toContain('<div id="root"></div>');
    expect((await crawl('/product/category/no-such-category')).status).toBe(404);
  });

  it('keeps other pages the plain shell and serves the app files', async () => {
    const cart = await crawl('/cart');
    expect(cart.status).toBe(200);
    expect(cart.title).toBe('Lemari');
    expect(cart.meta('property', 'og:title')).toBeUndefined();
    const robots = await stack.gateway.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
  });
});

describe('compression', () => {
  const get = (url: string, encoding?: string, accept = '*/*') =>
    stack.gateway.inject({
      method: 'GET',
      url,
      headers: { accept, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it("serves the app's files precompressed, by what the browser accepts, and lets it keep them for good", async () => {
    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(APP_CODE.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_CODE);

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_CODE);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_CODE);
    // Files whose names carry no content hash may change under the same name: no long cache.
    expect((await get('/robots.txt', 'br')).headers['cache-control']).not.toMatch(/immutable/);
  });

  it('compresses pages and GraphQL answers for a client that accepts it, and only then', async () => {
    const page = await get('/shop', 'br', 'text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const query = JSON.stringify({ query: '{ provinces { id province } }' });
    const ask = (encoding?: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: query,
      });
    const compressed = await ask('gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(compressed.rawPayload).toString());
    expect(answer.data.provinces).toHaveLength(34);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
  });
});
