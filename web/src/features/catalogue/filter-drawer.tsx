// The phone's filters: the filter panel in a sheet from the bottom of the screen, with one "Show N products" button
// (N: what the chosen filters leave). Each choice changes the address at once, so the list behind the sheet and N
// follow it. Its own chunk (Chakra's Drawer and its dialog machine), loaded after the page (product-listing.tsx).
import { Button, CloseButton, Drawer, HStack, Link, Portal } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { FilterPanel, type FilterPanelColor, type FilterPanelFacets } from './filter-panel';
import { filtersFrom, hasFilters, searchOf, withoutFilters } from './listing-filters';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facets: FilterPanelFacets;
  colors: readonly FilterPanelColor[] | undefined;
  search: string;
  ownCategory?: string | undefined;
  /** Products the chosen filters leave (the last answer's while a new one loads). */
  count: number;
  /** Whether the list is being read again for a new choice. */
  loading: boolean;
  /** "Show N products" was pressed (the sheet closes too). */
  onShow: () => void;
}

export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useLingui();
  const { open, onOpenChange, search, count, loading } = props;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filtered = hasFilters(filtersFrom(params));
  // 'Show 1 product', 'Show 12 products'.
  const show = t`Show ${plural(count, { one: '# product', other: '# products' })}`;
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderTopRadius="l3" maxHeight="85dvh" data-testid="filter-drawer">
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Filters</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel
                facets={props.facets}
                colors={props.colors}
                search={search}
                ownCategory={props.ownCategory}
              />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" py="3">
              <HStack width="full" gap="4" justify="space-between">
                {filtered ? (
                  <Link asChild fontSize="sm" fontWeight="medium" textDecoration="underline">
                    <RouterLink to={searchOf(withoutFilters(params))} preventScrollReset>
                      <Trans>Clear all</Trans>
                    </RouterLink>
                  </Link>
                ) : (
                  <span />
                )}
                <Button
                  flex="1"
                  maxWidth="64"
                  loading={loading}
                  loadingText={show}
                  data-testid="filter-show"
                  onClick={() => {
                    onOpenChange(false);
                    props.onShow();
                  }}
                >
                  {show}
                </Button>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close filters`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
