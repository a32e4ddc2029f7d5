// @vitest-environment node
// The server renderer (run by the gateway for visitors without a session) on a filtered /shop: the page arrives with
// its filters and sort as plain links and GET forms, so a crawler and a browser without JavaScript follow them, and
// with the answers it was rendered with for the app to take over.
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { COLORS, facets, listed, range } from './features/catalogue/listing.test-data';

interface GraphQLRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The GraphQL endpoint as the gateway answers the renderer: each operation by its name, noting what was asked. */
function gateway(answers: Record<string, unknown>) {
  const asked: GraphQLRequest[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body)) as GraphQLRequest;
    asked.push(request);
    const data = answers[request.operationName];
    const body =
      data === undefined ? { errors: [{ message: `not answered: ${request.operationName}` }] } : { data };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const blackImage = (id: string) => `http://127.0.0.1:8080/uploads/${id}-black.png`;

const shopAnswer = {
  products: {
    __typename: 'ProductPage',
    // Filtered by Black: each card in Black, with its picture.
    cards: range(1, 3).map((item) => listed(item, { color: 'Black', image: blackImage(item.id) })),
    paging: { __typename: 'Paging', count: 3, page: 1, limit: 10 },
    facets: facets(),
  },
  productColors: COLORS,
};

/** The opening tag of the element whose attributes include `marker`. */
function tagWith(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, `${marker} in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

const decode = (text: string) => text.replaceAll('&amp;', '&');

describe('renderPage', () => {
  it('renders a filtered, sorted /shop with its filters as links and forms', async () => {
    const { fetch, asked } = gateway({
      CurrentSession: { me: null },
      ShopProducts: shopAnswer,
      HighlightBar: { highlight: null },
      ChatLink: { storefront: null },
    });
    const page = await renderPage('http://shop.test/shop?size=M&color=Black&stock=1&sort=price-asc', fetch);
    expect(page?.status).toBe(200);
    const html = page!.html;

    expect(asked.find((request) => request.operationName === 'ShopProducts')?.variables).toEqual({
      q: null,
      page: { page: 1, limit: 10 },
      filter: { sizes: ['M'], colors: ['Black'], inStock: true },
      sort: 'PRICE_ASC',
    });
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(3);
    // Each card shows the chosen colour's picture and opens its product in that colour.
    const [first] = range(1, 1);
    expect(tagWith(html, `alt="${first!.productName}"`)).toContain(`src="${blackImage(first!.id)}"`);
    expect(html).toContain(`href="/products/${first!.id}?color=Black"`);

    // Every facet value is a link to the address with it toggled, marked as a checkbox.
    const medium = tagWith(html, 'aria-label="M, 12 products"');
    expect(medium).toContain('role="checkbox"');
    expect(medium).toContain('aria-checked="true"');
    expect(decode(medium)).toContain('href="/shop?color=Black&stock=1&sort=price-asc"');
    const large = tagWith(html, 'aria-label="L, 8 products"');
    expect(large).toContain('aria-checked="false"');
    expect(decode(large)).toContain('href="/shop?size=M&color=Black&stock=1&sort=price-asc&size=L"');
    expect(decode(tagWith(html, 'aria-label="Kemeja, 10 products"'))).toContain('category=kemeja');

    // The price range is a GET form keeping the other filters; the sort is one with its button (no app yet).
    const price = html.slice(html.indexOf('data-testid="filter-price"'));
    expect(tagWith(html, 'data-testid="filter-price"')).toContain('method="get"');
    expect(price.slice(0, price.indexOf('</form>'))).toMatch(/type="hidden" name="size" value="M"/);
    expect(price.slice(0, price.indexOf('</form>'))).not.toMatch(/type="hidden" name="min"/);
    const sort = html.slice(html.indexOf('data-testid="sort-form"'));
    expect(sort.slice(0, sort.indexOf('</form>'))).toMatch(/<option value="price-asc" selected="">/);
    expect(sort.slice(0, sort.indexOf('</form>'))).toMatch(/<button type="submit"[^>]*>Sort<\/button>/);

    // The chips are links without the filter; the phone's Filters button a link to the sidebar.
    expect(decode(tagWith(html, 'aria-label="Remove filter Size M"'))).toContain(
      'href="/shop?color=Black&stock=1&sort=price-asc"',
    );
    expect(tagWith(html, 'data-testid="filters-button"')).toContain('href="#filters"');
    expect(html).toContain('id="filters"');

    // The header's search box is a GET form to the shop.
    expect(tagWith(html, 'data-testid="header-search"')).toContain('action="/shop"');

    // The app takes the page over with the answers it was rendered with.
    const cached = Object.keys(page!.state.apollo.ROOT_QUERY ?? {});
    expect(cached).toContainEqual(expect.stringMatching(/^products\(.*"sort":"PRICE_ASC"/));
  });

  it('asks for the category ids first when the address names a category', async () => {
    const { fetch, asked } = gateway({
      CurrentSession: { me: null },
      ListingCategories: {
        products: {
          __typename: 'ProductPage',
          facets: {
            __typename: 'ProductFacets',
            categories: [
              {
                __typename: 'CategoryFacetCount',
                category: {
                  __typename: 'CategoryRef',
                  id: 'category-batik',
                  slug: 'batik',
                  categoryName: 'Batik',
                },
              },
            ],
          },
        },
      },
      ShopProducts: shopAnswer,
      HighlightBar: { highlight: null },
      ChatLink: { storefront: null },
    });
    const page = await renderPage('http://shop.test/shop?category=batik', fetch);
    expect(page?.html.match(/data-testid="product-card"/g)).toHaveLength(3);
    const names = asked.map((request) => request.operationName);
    expect(names.indexOf('ListingCategories')).toBeLessThan(names.indexOf('ShopProducts'));
    expect(asked.find((request) => request.operationName === 'ShopProducts')?.variables.filter).toEqual({
      categoryIds: ['category-batik'],
    });
  });
});
