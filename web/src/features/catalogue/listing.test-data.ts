// Answers of the filtered product lists for the catalogue's component tests (shop-page, category-listing, the
// server-rendering test): products, their facets and the shop's colours, as the gateway sends them.

export function product(n: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Product' as const,
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productName: `Kemeja ${n}`,
    sellPrice: n % 2 === 0 ? 100000 + n * 1000 : 150000 + n * 1000,
    normalPrice: 150000 + n * 1000,
    discount: n % 2 === 0 ? 20 : 0,
    mainImage: `http://127.0.0.1:8080/uploads/${n}.png`,
    stock: 5,
    ...extra,
  };
}

export const range = (from: number, to: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) => product(from + i, extra));

/**
 * A product of a list as its card shows it (ProductPage.cards): without a colour chosen, its main picture; in a
 * list filtered by colour, that colour and its picture.
 */
export function listed<P extends { mainImage: string }>(item: P, shown?: { color: string; image: string }) {
  return {
    __typename: 'ListedProduct' as const,
    color: shown?.color ?? '',
    image: shown?.image ?? item.mainImage,
    product: item,
  };
}

export const category = (slug: string, categoryName: string) => ({
  __typename: 'CategoryRef' as const,
  id: `category-${slug}`,
  slug,
  categoryName,
});

export const KEMEJA = category('kemeja', 'Kemeja');
export const BATIK = category('batik', 'Batik Tulis');
export const NEW_ARRIVAL = category('new-arrival', 'New Arrival');

interface FacetsInput {
  sizes?: [string, number][];
  colors?: [string, number][];
  categories?: [ReturnType<typeof category>, number][];
  price?: { min: number; max: number };
  inStock?: number | null;
}

/** A list's facets (both fragments' fields) as the gateway answers them. */
export function facets({
  sizes = [
    ['S', 3],
    ['M', 12],
    ['L', 8],
  ],
  colors = [
    ['Grey', 4],
    ['Black', 9],
  ],
  categories = [
    [BATIK, 2],
    [KEMEJA, 10],
  ],
  price = { min: 99000, max: 350000 },
  inStock = 11,
}: FacetsInput = {}) {
  return {
    __typename: 'ProductFacets' as const,
    sizes: sizes.map(([value, count]) => ({ __typename: 'FacetCount' as const, value, count })),
    colors: colors.map(([value, count]) => ({ __typename: 'FacetCount' as const, value, count })),
    categories: categories.map(([ref, count]) => ({
      __typename: 'CategoryFacetCount' as const,
      category: ref,
      count,
    })),
    price: { __typename: 'PriceRange' as const, ...price },
    inStock,
  };
}

/** The shop's colours (productColors), with their swatches. */
export const COLORS = [
  { __typename: 'ProductColor' as const, id: 'color-grey', name: 'Grey', swatch: '#8a8a8a' },
  { __typename: 'ProductColor' as const, id: 'color-navy', name: 'Navy', swatch: '#1f2a44' },
  { __typename: 'ProductColor' as const, id: 'color-black', name: 'Black', swatch: '#111111' },
];
