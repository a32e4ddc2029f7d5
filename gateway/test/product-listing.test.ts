// The storefront's lists through the gateway against the real REST API: products and categoryProducts with their
// filter, sort and search; ProductPage.cards (the chosen colour's picture, from the list's own call);
// ProductPage.facets read only when selected (one REST call, the page's own filters); productSuggestions;
// adminProducts(lowStock); and the response cache keeping all of them.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectData, expectGqlError } from './helpers/expect.js';
import { startStack, type Agent, type Stack } from './helpers/stack.js';
import { recordingFetch } from './helpers/upstream.js';

let stack: Stack;
let visitor: Agent;
const upstream = recordingFetch(() => stack?.restUrl);

/** A word nobody else's products carry (letters only, so that a search for it is exact enough to count). */
const WORD = `Songkok${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
let category: { id: string; slug: string; categoryName: string };
const ids: Record<string, string> = {};

/** A product of the shop with its variant grid, made by staff through the REST API. */
async function product(
  key: string,
  fields: { productName: string; sellPrice: number },
  variants: [color: string, size: string, stock: number][],
) {
  const answer = await stack.rest.call('POST', '/v1/product', {
    token: await stack.rest.tokenOf('admin'),
    body: {
      ...fields,
      buyPrice: 50_000,
      normalPrice: 300_000,
      weight: 250,
      categoryIds: key === 'navy' ? [] : [category.id],
      variants: variants.map(([color, size, stock]) => ({ color, size, stock })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  ids[key] = answer.body.data.id;
}

beforeAll(async () => {
  stack = await startStack({ fetch: upstream.fetch });
  visitor = stack.agent();
  const created = await stack.rest.call('POST', '/v1/category', {
    token: await stack.rest.tokenOf('admin'),
    body: { categoryName: `Peci ${WORD}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id, slug, categoryName } = created.body.data;
  category = { id, slug, categoryName };
  await product('hitam', { productName: `${WORD} Hitam`, sellPrice: 150_000 }, [
    ['Black', 'M', 2],
    ['Black', 'L', 0],
  ]);
  await product('navy', { productName: `${WORD} Navy`, sellPrice: 90_000 }, [
    ['Navy', 'M', 0],
    ['Navy', 'S', 4],
  ]);
  await product('besar', { productName: `${WORD} Besar`, sellPrice: 250_000 }, [['Black', 'XL', 1]]);
});
afterAll(() => stack.close());
beforeEach(() => upstream.reset());

const keyOf = (id: string) => Object.keys(ids).find((key) => ids[key] === id) ?? id;
const keys = (items: { id: string }[]) => items.map((item) => keyOf(item.id));

const PRODUCTS = `query ($q: String, $filter: ProductFilter, $sort: ProductSort, $page: PageInput) {
  products(q: $q, filter: $filter, sort: $sort, page: $page) { items { id sellPrice } paging { count page limit } }
}`;
const WITH_FACETS = `query ($q: String, $filter: ProductFilter, $sort: ProductSort) {
  products(q: $q, filter: $filter, sort: $sort) {
    items { id }
    facets {
      sizes { value count }
      colors { value count }
      categories { category { id categoryName slug } count }
      price { min max }
      inStock
    }
  }
}`;

describe('products', () => {
  it('passes the filter and sort to the REST API and answers its page', async () => {
    const data = expectData(
      await visitor.gql(PRODUCTS, {
        q: WORD,
        filter: { sizes: ['m', 'XL'], maxPrice: 200_000, colors: [], inStock: null },
        sort: 'PRICE_ASC',
      }),
    );
    // Navy's M is sold out: a size lists only what is in stock in it.
    expect(keys(data.products.items)).toEqual(['hitam']);
    expect(data.products.paging).toEqual({ count: 1, page: 1, limit: 10 });
    expect(upstream.calls).toEqual([
      `GET /public/v1/product?q=${WORD}&sizes=m,XL&maxPrice=200000&sort=price_asc`,
    ]);

    const inStock = expectData(
      await visitor.gql(PRODUCTS, { q: WORD, filter: { sizes: ['M'], inStock: true }, sort: 'PRICE_DESC' }),
    );
    expect(keys(inStock.products.items)).toEqual(['hitam']);
  });

  it('reads the facets only when selected, in one call with the same search and filters', async () => {
    expectData(await visitor.gql(PRODUCTS, { q: WORD, filter: { colors: ['Black'] } }));
    expect(upstream.calls).toHaveLength(1);
    upstream.reset();

    const data = expectData(
      await visitor.gql(WITH_FACETS, { q: WORD, filter: { colors: ['Black'] }, sort: 'BEST_SELLING' }),
    );
    expect(keys(data.products.items).sort()).toEqual(['besar', 'hitam']);
    expect(upstream.calls).toEqual([
      `GET /public/v1/product?q=${WORD}&colors=Black&sort=best_selling`,
      `GET /public/v1/product/facets?q=${WORD}&colors=Black`,
    ]);
    expect(data.products.facets).toEqual({
      // Black products' sizes in stock (hitam's L is sold out); every colour (the colour filter left out).
      sizes: [
        { value: 'M', count: 1 },
        { value: 'XL', count: 1 },
      ],
      colors: [
        { value: 'Navy', count: 1 },
        { value: 'Black', count: 2 },
      ],
      categories: [{ category, count: 2 }],
      price: { min: 150_000, max: 250_000 },
      // Black and in stock: hitam's M, besar's XL.
      inStock: 2,
    });
  });

  it('finds products despite a typo', async () => {
    const typo = WORD.slice(0, 3) + WORD.slice(4); // one letter left out
    const data = expectData(await visitor.gql(PRODUCTS, { q: `${typo} navy` }));
    expect(keys(data.products.items)).toEqual(['navy']);
  });

  it('answers bad input as BAD_USER_INPUT with the REST API’s words', async () => {
    expectGqlError(
      await visitor.gql(PRODUCTS, { filter: { minPrice: 300_000, maxPrice: 100_000 } }),
      'BAD_USER_INPUT',
      'minPrice (300000) must not be more than maxPrice (100000)',
    );
    expectGqlError(
      await visitor.gql(PRODUCTS, { filter: { colors: ['Red'] } }),
      'BAD_USER_INPUT',
      'colors: "Red" is not one of Grey, Navy, Black',
    );
    const badSort = await visitor.gql(PRODUCTS, { sort: 'CHEAPEST' });
    expect(badSort.status).toBe(400);
    expect(badSort.errors?.[0]?.message).toMatch(/CHEAPEST/);
  });
});

describe('ProductPage.cards', () => {
  const MAIN = 'https://cdn.lemari.test/products/songkok-hitam.webp';
  const BLACK = 'https://cdn.lemari.test/products/songkok-hitam-black.webp';
  const CARDS = `query ($q: String) {
    black: products(q: $q, filter: { colors: ["black"] }) { items { id } cards { color image product { id } } }
    every: products(q: $q) { cards { color image product { id } } }
  }`;
  type Cards = { color: string; image: string; product: { id: string } }[];
  const cardOf = (cards: Cards, key: string) => cards.find((card) => keyOf(card.product.id) === key);

  it("shows one product in each list's own picture, from the lists' own calls", async () => {
    const saved = await stack.rest.call('PUT', `/v1/product/${ids.hitam}`, {
      token: await stack.rest.tokenOf('admin'),
      body: { images: [MAIN, BLACK], imageColors: ['', 'Black'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    upstream.reset();

    const data = expectData<{ black: { items: { id: string }[]; cards: Cards }; every: { cards: Cards } }>(
      await visitor.gql(CARDS, { q: WORD }),
    );
    expect(cardOf(data.black.cards, 'hitam')).toEqual({
      color: 'Black',
      image: BLACK,
      product: { id: ids.hitam },
    });
    // Besar comes in Black too, without a picture: its main one (none).
    expect(cardOf(data.black.cards, 'besar')).toMatchObject({ color: 'Black', image: '' });
    expect(data.black.cards.map((card) => card.product.id)).toEqual(data.black.items.map((item) => item.id));
    expect(cardOf(data.every.cards, 'hitam')).toEqual({ color: '', image: MAIN, product: { id: ids.hitam } });
    // One call per list, none per card.
    expect([...upstream.calls].sort()).toEqual([
      `GET /public/v1/product?q=${WORD}`,
      `GET /public/v1/product?q=${WORD}&colors=black`,
    ]);
  });
});

describe('categoryProducts', () => {
  it("filters a category's page and counts its facets at the category's facets route", async () => {
    const data = expectData(
      await visitor.gql(
        `query ($slug: String!, $filter: ProductFilter) {
          categoryProducts(slug: $slug, filter: $filter, sort: PRICE_DESC) {
            items { id }
            facets { sizes { value count } price { min max } }
          }
        }`,
        { slug: category.slug, filter: { inStock: true, categoryIds: [category.id] } },
      ),
    );
    expect(keys(data.categoryProducts.items)).toEqual(['besar', 'hitam']);
    expect(data.categoryProducts.facets).toEqual({
      sizes: [
        { value: 'M', count: 1 },
        { value: 'XL', count: 1 },
      ],
      price: { min: 150_000, max: 250_000 },
    });
    expect(upstream.calls).toEqual([
      `GET /public/v1/product/category/${category.slug}?categoryIds=${category.id}&inStock=true&sort=price_desc`,
      `GET /public/v1/product/category/${category.slug}/facets?categoryIds=${category.id}&inStock=true`,
    ]);
  });
});

describe('productSuggestions', () => {
  const SUGGEST = `query ($q: String!) {
    productSuggestions(q: $q) { products { id productName } categories { id categoryName slug } }
  }`;

  it('suggests products, best match first, and categories in one call', async () => {
    const data = expectData(await visitor.gql(SUGGEST, { q: `${WORD} hitam` }));
    expect(data.productSuggestions.products).toEqual([{ id: ids.hitam, productName: `${WORD} Hitam` }]);
    // The category's name carries the word too.
    expect(data.productSuggestions.categories).toEqual([category]);
    expect(upstream.calls).toEqual([`GET /public/v1/product/suggest?q=${WORD}+hitam`]);

    const peci = expectData(await visitor.gql(SUGGEST, { q: 'peci' }));
    expect(peci.productSuggestions.categories).toContainEqual(category);
    const all = expectData(await visitor.gql(SUGGEST, { q: WORD.toLowerCase() }));
    expect(keys(all.productSuggestions.products).sort()).toEqual(['besar', 'hitam', 'navy']);
  });

  it('answers nothing for fewer than 2 characters', async () => {
    expect(expectData(await visitor.gql(SUGGEST, { q: ' s ' })).productSuggestions).toEqual({
      products: [],
      categories: [],
    });
  });
});

describe('adminProducts', () => {
  it('lists products with a low-stock variant when asked', async () => {
    const admin = await stack.signedIn('admin');
    upstream.reset();
    const data = expectData(
      await admin.gql(
        `query ($q: String, $lowStock: Boolean) {
          adminProducts(q: $q, lowStock: $lowStock, page: { limit: 100 }) { items { id } paging { count } }
        }`,
        { q: WORD, lowStock: true },
      ),
    );
    // At most 3 pieces (the default threshold) in an active variant: hitam (M 2, L 0), navy (M 0), besar (1).
    expect(keys(data.adminProducts.items).sort()).toEqual(['besar', 'hitam', 'navy']);
    expect(upstream.calls).toEqual([`GET /v1/product?q=${WORD}&lowStock=true&limit=100`]);
  });
});

describe('response cache', () => {
  it('keeps a filtered page with its facets, and reads again for other filters', async () => {
    const variables = { q: WORD, filter: { sizes: ['XL'] }, sort: 'NEWEST' };
    const first = await visitor.gql(WITH_FACETS, variables);
    expect(first.errors).toBeUndefined();
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect(upstream.calls).toHaveLength(2);

    const again = await stack.agent().gql(WITH_FACETS, variables);
    expect(again.data).toEqual(first.data);
    expect(again.headers.age).toBeDefined();
    expect(upstream.calls).toHaveLength(2);

    await visitor.gql(WITH_FACETS, { ...variables, filter: { sizes: ['S'] } });
    expect(upstream.calls).toHaveLength(4);
  });

  it('keeps suggestions', async () => {
    const query = `query ($q: String!) { productSuggestions(q: $q) { products { id } categories { id } } }`;
    const first = await visitor.gql(query, { q: `${WORD} besar` });
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    await visitor.gql(query, { q: `${WORD} besar` });
    expect(upstream.calls).toEqual([`GET /public/v1/product/suggest?q=${WORD}+besar`]);
  });
});
