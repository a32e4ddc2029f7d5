// A paged grid of product cards with its states, as /shop, /new-arrival and the category pages show it: skeleton
// cards while the first answer loads, the error with a retry, 'No data available.', else the count, the cards and
// the pagination.
import { SimpleGrid, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Pagination, type PagingRef, pagingOf } from '@/components/pagination';
import { hydrateLater } from '@/components/hydrate-later';
import { QueryState } from '@/components/query-state';
import type { FragmentType } from '@/generated/fragment-masking';
import {
  ListedProductCard,
  type ListedProductCardFragment,
  ProductCardSkeleton,
} from '@/components/product-card';

/**
 * The cards of the first screen: on a phone two rows of two, on a desktop a row of four. Their images are asked for
 * with the page and React takes them over with it; the later cards' images wait until the app has taken the page
 * over, and React takes those cards (and the pagination) over just after (hydrateLater).
 */
const FIRST_SCREEN_CARDS = 4;
/**
 * The first row on a phone: their images are asked for first (fetchpriority high, not lazy), as the gateway's
 * pages preload them for an unfiltered list (gateway/src/pages/previews.ts FIRST_ROW).
 */
const FIRST_ROW = 2;

/** A list's page: its products as their cards show them (ProductPage.cards), each with its id as the key. */
interface ProductPage {
  cards: readonly ({ product: { id: string } } & FragmentType<typeof ListedProductCardFragment>)[];
  paging: PagingRef;
}

interface ProductGridProps {
  products: ProductPage | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  /** How many skeleton cards stand in while loading: the page size. */
  pageSize: number;
  /** The search text the list answers, said beside the count. */
  query?: string;
  /** The address of a page of the grid (useListParams's pageHref): its pagination is links. */
  pageHref: (page: number) => string;
  columns: { base: number; md?: number; lg?: number; xl?: number };
  /** What shows when the list is empty, when not the spec's 'No data available.' alone. */
  empty?: ReactNode;
}

export function ProductGrid({
  products,
  loading,
  error,
  onRetry,
  pageSize,
  query,
  pageHref,
  columns,
  empty,
}: ProductGridProps) {
  const { t } = useLingui();
  /** '1 product', '12 products', '3 products for “linen”'. */
  const productsText = (count: number) =>
    query
      ? t`${plural(count, { one: '# product', other: '# products' })} for “${query}”`
      : t`${plural(count, { one: '# product', other: '# products' })}`;
  return (
    <QueryState
      data={products}
      loading={loading}
      error={error}
      onRetry={onRetry}
      isEmpty={(page) => page.cards.length === 0}
      empty={empty}
      skeleton={
        <SimpleGrid columns={columns} gap="4" aria-busy="true" aria-label={t`Loading products`}>
          {Array.from({ length: pageSize }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
    >
      {(page) => (
        <>
          <Text color="fg.muted" fontSize="sm">
            {productsText(pagingOf(page.paging).count)}
          </Text>
          <SimpleGrid columns={columns} gap="4" data-testid="product-grid">
            {page.cards.slice(0, FIRST_SCREEN_CARDS).map((card, index) => (
              <ListedProductCard key={card.product.id} listed={card} imageFirst={index < FIRST_ROW} />
            ))}
            <LaterCards cards={page.cards} />
          </SimpleGrid>
          <LaterPagination paging={page.paging} pageHref={pageHref} />
        </>
      )}
    </QueryState>
  );
}

/** The cards after the first screen's, their images asked for once the page is the app's. */
function CardsAfterFirstScreen({ cards }: { cards: ProductPage['cards'] }) {
  return cards
    .slice(FIRST_SCREEN_CARDS)
    .map((card) => <ListedProductCard key={card.product.id} listed={card} imageLater />);
}

const LaterCards = hydrateLater(CardsAfterFirstScreen);
const LaterPagination = hydrateLater(Pagination);
