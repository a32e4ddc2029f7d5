// A filtered product list's page, as /shop, /new-arrival and the category pages show it: the heading (and search
// box), the filters (a sidebar from desktops up; on a phone a Filters button opening them in a sheet), the sort,
// the chosen filters as chips, and the grid. Everything lives in the address (listing-filters.ts). The sheet is a
// chunk of its own, fetched after the page has loaded (or on the first tap, if sooner), so its dialog machine stays
// out of the first download; the sidebar's panel is a part React takes over just after the page (hydrateLater).
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { NoResultSuggestions } from './no-result-suggestions';
import { hydrateLater } from '@/components/hydrate-later';
import { useHydrated } from '@/components/later-image';
import { type PagingRef, pagingOf } from '@/components/pagination';
import type { FragmentType } from '@/generated/fragment-masking';
import { afterPageLoad, deferred } from '@/lib/deferred';
import { needCatalog } from '@/lib/i18n';
import { ActiveFilters, type ActiveFiltersFacetsFragment } from './active-filters';
import { FilterPanel, type FilterPanelColor, type FilterPanelFacets } from './filter-panel';
import { filterCount, filtersFrom, hasFilters, searchOf, withoutFilters } from './listing-filters';
import type { ListedProductCardFragment } from '@/components/product-card';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

// Its messages are the storefront's later ones (lingui.config.ts), which come with it.
const filterDrawer = deferred(
  async () => (await Promise.all([import('./filter-drawer'), needCatalog('store')]))[0].FilterDrawer,
);

/** The sidebar's filters: React takes them over just after the page (a tap on one before then hurries it). */
const LaterFilterPanel = hydrateLater(FilterPanel);

/** The id of the sidebar: the phone's Filters link points at it before the app runs (see FiltersButton). */
const FILTERS_ID = 'filters';

/** A page of a filtered list, as its query answers it. */
export interface ListingPage {
  cards: readonly ({ product: { id: string } } & FragmentType<typeof ListedProductCardFragment>)[];
  paging: PagingRef;
  facets: FilterPanelFacets & FragmentType<typeof ActiveFiltersFacetsFragment>;
}

interface ProductListingProps {
  /** The page's h1. */
  title: string;
  /** A search box beside the heading, where the page has one. */
  searchBox?: ReactNode;
  /** The answer for the address as it is; undefined while it loads. */
  products: ListingPage | undefined;
  /** The answer shown in the filters: the current one, or the last one while a new one loads. */
  shown: ListingPage | undefined;
  /** The shop's colours, for the swatches. */
  colors: readonly FilterPanelColor[] | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  onRetry: () => void;
  /** The address's search (useListingFilters's `search`). */
  search: string;
  pageSize: number;
  /** The search text the list answers. */
  query: string;
  pageHref: (page: number) => string;
  columns: { base: number; md?: number; lg?: number; xl?: number };
  /** The slug of the category whose page this is: not offered as a filter there. */
  ownCategory?: string | undefined;
}

export function ProductListing(props: ProductListingProps) {
  const { t } = useLingui();
  const { shown, search, ownCategory } = props;
  const filters = filtersFrom(new URLSearchParams(search));
  const filtered = hasFilters(filters);
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="end" wrap="wrap" gap="4">
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.searchBox ? <Box width={{ base: 'full', sm: 'auto' }}>{props.searchBox}</Box> : null}
      </HStack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' }}
        gap={{ base: '4', lg: '8' }}
      >
        <Box
          as="aside"
          id={FILTERS_ID}
          aria-labelledby={`${FILTERS_ID}-heading`}
          display={{ base: 'none', lg: 'block' }}
          // A phone without JavaScript opens it by its link (#filters): it shows above the list.
          css={{ '&:target': { display: 'block' } }}
        >
          <Heading as="h2" id={`${FILTERS_ID}-heading`} size="md" mb="4">
            {t`Filters`}
          </Heading>
          {shown ? (
            <LaterFilterPanel
              facets={shown.facets}
              colors={props.colors}
              search={search}
              ownCategory={ownCategory}
            />
          ) : props.loading ? (
            <Stack gap="3" aria-hidden>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height="5" />
              ))}
            </Stack>
          ) : null}
        </Box>

        <Stack gap="4" minWidth="0">
          <Flex gap="3" wrap="wrap" align="center">
            <FiltersButton
              count={filterCount(filters)}
              shown={shown}
              colors={props.colors}
              search={search}
              ownCategory={ownCategory}
              loading={props.loading}
            />
            <Box
              order={{ base: 2, lg: 1 }}
              display={{ base: filtered ? 'block' : 'none', lg: 'block' }}
              flexBasis={{ base: 'full', lg: '0' }}
              flexGrow="1"
              minWidth="0"
            >
              <ActiveFilters facets={shown?.facets} search={search} ownCategory={ownCategory} />
            </Box>
            <Box order={{ base: 1, lg: 2 }} flex={{ base: '1', lg: 'none' }} minWidth="0">
              <SortSelect search={search} />
            </Box>
          </Flex>

          <ProductGrid
            products={props.products}
            loading={props.loading}
            error={props.error}
            onRetry={props.onRetry}
            pageSize={props.pageSize}
            query={props.query}
            pageHref={props.pageHref}
            columns={props.columns}
            empty={
              filtered || props.query ? (
                <NoMatch search={search} filtered={filtered} searched={Boolean(props.query)} />
              ) : undefined
            }
          />
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * 'No data available.' when filters or a search leave nothing: with the way back to every product when filters are
 * chosen, and the best-selling products and the categories when a search found nothing.
 */
function NoMatch({ search, filtered, searched }: { search: string; filtered: boolean; searched: boolean }) {
  const { t } = useLingui();
  return (
    <Stack align="center" gap="2" pb="6">
      <EmptyState />
      {filtered ? (
        <Button asChild variant="outline" size="sm">
          <RouterLink
            to={searchOf(withoutFilters(new URLSearchParams(search)))}
            data-testid="empty-clear-filters"
          >
            {t`Clear all filters`}
          </RouterLink>
        </Button>
      ) : null}
      {searched ? (
        <Box width="full" mt="6">
          <NoResultSuggestions />
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The phone's Filters button, with how many are chosen. Before the app has taken the page over (or without
 * JavaScript) it is a link to the sidebar, which then shows above the list; from then on it opens the sheet.
 */
function FiltersButton(props: {
  count: number;
  shown: ListingPage | undefined;
  colors: readonly FilterPanelColor[] | undefined;
  search: string;
  ownCategory: string | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => afterPageLoad(() => void filterDrawer.preload()), []);
  const chosen = props.count;

  const label = (
    <>
      <LuSlidersHorizontal aria-hidden />
      {t`Filters`}
      {props.count > 0 ? (
        <Badge variant="solid" size="sm" borderRadius="full">
          {props.count}
        </Badge>
      ) : null}
    </>
  );
  const style = {
    variant: 'outline',
    size: 'sm',
    hideFrom: 'lg',
    flexShrink: 0,
    'aria-label': chosen > 0 ? t`Filters, ${chosen} chosen` : undefined,
  } as const;
  const count = props.shown ? pagingOf(props.shown.paging).count : 0;

  return (
    <>
      {hydrated ? (
        <Button
          {...style}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="filters-button"
          onClick={() => {
            setOpened(true);
            setOpen(true);
            // Asks again should the sheet's code not have arrived before (it shows once it has).
            filterDrawer.preload().catch(() => undefined);
          }}
        >
          {label}
        </Button>
      ) : (
        <Button {...style} asChild>
          <a href={`#${FILTERS_ID}`} data-testid="filters-button">
            {label}
          </a>
        </Button>
      )}
      {opened && props.shown ? (
        <Suspense fallback={null}>
          <filterDrawer.Component
            open={open}
            onOpenChange={setOpen}
            facets={props.shown.facets}
            colors={props.colors}
            search={props.search}
            ownCategory={props.ownCategory}
            count={count}
            loading={props.loading}
            // The products from the first: the list behind the sheet may have been scrolled.
            onShow={() => window.scrollTo({ top: 0 })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
