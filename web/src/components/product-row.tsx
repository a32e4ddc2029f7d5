// A titled row of products from the shop (the home page's new arrivals, the suggestions of an empty search, cart or
// wishlist): it asks for its own products, newest or best-selling first, and draws them as the grids' cards.
import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import { graphql } from '@/generated/gql';
import type { ProductSort } from '@/generated/graphql';

export const ProductRowQuery = graphql(`
  query ProductRow($sort: ProductSort, $limit: Int!) {
    products(sort: $sort, page: { page: 1, limit: $limit }) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** Products a row shows unless told otherwise. */
export const PRODUCT_ROW_LIMIT = 8;

/**
 * On a phone and a tablet the row scrolls sideways, a card snapping to its start, each ~45% of the width so that
 * the next one peeks out and says there is more; from desktops (lg) the cards stand in a grid, 4 to a row.
 */
const ITEM_BASIS = { base: '45%', sm: '30%' } as const;
const DESKTOP_COLUMNS = 'repeat(4, minmax(0, 1fr))';

function Items(props: { children: ReactNode; busy?: boolean; label?: string }) {
  return (
    <Flex
      as="ul"
      listStyleType="none"
      gap="4"
      overflowX={{ base: 'auto', lg: 'visible' }}
      scrollSnapType={{ base: 'x mandatory', lg: 'none' }}
      display={{ base: 'flex', lg: 'grid' }}
      gridTemplateColumns={{ lg: DESKTOP_COLUMNS }}
      // Room for the cards' outline and the focus ring, which a scrolling box would otherwise clip.
      p="1"
      m="-1"
      aria-busy={props.busy || undefined}
      aria-label={props.label}
    >
      {props.children}
    </Flex>
  );
}

function Item(props: { children: ReactNode }) {
  return (
    <Box
      as="li"
      flex={{ base: `0 0 ${ITEM_BASIS.base}`, sm: `0 0 ${ITEM_BASIS.sm}` }}
      minWidth="0"
      scrollSnapAlign="start"
    >
      {props.children}
    </Box>
  );
}

export interface ProductRowProps {
  /** The row's heading (an h2). */
  title: string;
  /** Which products: NEWEST (the default) or BEST_SELLING first; any ProductSort. */
  sort?: ProductSort;
  /** How many products, at most (8 unless told). */
  limit?: number;
  /** data-testid of the row (its cards are product-card). */
  testId?: string;
  /** A link beside the heading to the whole list ("See all"). */
  seeAll?: { to: string; label?: string };
  /**
   * Whether the cards' images wait until the app has taken the page over (LaterImage): a server-rendered page's row
   * below its first screen.
   */
  imagesLater?: boolean;
}

/**
 * The row: skeleton cards while its products load, nothing at all when the shop has none or they could not be read
 * (a row is an extra: it never turns the page around it into an error), else the heading, the link and the cards.
 */
export function ProductRow({
  title,
  sort = 'NEWEST',
  limit = PRODUCT_ROW_LIMIT,
  testId,
  seeAll,
  imagesLater,
}: ProductRowProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { data, loading } = useQuery(ProductRowQuery, { variables: { sort, limit } });
  const products = data?.products.items;
  if (!products && !loading) return null;
  if (products && products.length === 0) return null;

  return (
    <Stack as="section" gap="4" aria-labelledby={titleId} data-testid={testId}>
      <Flex align="baseline" justify="space-between" gap="4">
        <Heading as="h2" size="xl" id={titleId}>
          {title}
        </Heading>
        {seeAll ? (
          <Link asChild fontWeight="medium" textDecoration="underline" flexShrink="0">
            <RouterLink to={seeAll.to} data-testid={testId ? `${testId}-see-all` : undefined}>
              {seeAll.label ?? t`See all`}
            </RouterLink>
          </Link>
        ) : null}
      </Flex>
      {products ? (
        <Items>
          {products.map((product) => (
            <Item key={product.id}>
              <ProductCard product={product} imageLater={imagesLater} />
            </Item>
          ))}
        </Items>
      ) : (
        <Items busy label={t`Loading products`}>
          {Array.from({ length: limit }, (_, index) => (
            <Item key={index}>
              <ProductCardSkeleton />
            </Item>
          ))}
        </Items>
      )}
    </Stack>
  );
}
