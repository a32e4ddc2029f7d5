// A product list's filters: category, size, colour, price range and "in stock only", each value with how many
// products choosing it would leave. Every value is a link to the list's address with that value toggled, and the
// price range a GET form, so they work for a crawler and before (or without) the app's code; the app follows them
// without reloading. Drawn by the desktop's sidebar and the phone's drawer (filter-drawer.tsx) alike.
import { Box, Button, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LuCheck } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { PlainInput } from '@/components/plain-field';
import { formatRupiah } from '@/lib/format';
import {
  type FacetParam,
  type ListingFilters,
  PARAM,
  filtersFrom,
  hiddenFields,
  parsePrice,
  isChosen,
  searchOf,
  toggled,
  toggledStock,
  withPrice,
} from './listing-filters';

export const FilterPanelFacetsFragment = graphql(`
  fragment FilterPanel_facets on ProductFacets {
    sizes {
      value
      count
    }
    colors {
      value
      count
    }
    categories {
      category {
        id
        categoryName
        slug
      }
      count
    }
    price {
      min
      max
    }
    inStock
  }
`);

export const FilterPanelColorFragment = graphql(`
  fragment FilterPanel_color on ProductColor {
    id
    name
    swatch
  }
`);

export type FilterPanelFacets = FragmentType<typeof FilterPanelFacetsFragment>;
export type FilterPanelColor = FragmentType<typeof FilterPanelColorFragment>;

interface FilterPanelProps {
  facets: FilterPanelFacets;
  /** The shop's colours, for their swatches. */
  colors: readonly FilterPanelColor[] | undefined;
  /** The list's address search (`?size=M&…`). */
  search: string;
  /** The slug of the category whose page this is: not offered as a filter there. */
  ownCategory?: string | undefined;
}

/** A value as a group lists it: its name, its count (null: not counted) and, for colours, the swatch. */
interface FacetValue {
  value: string;
  label: string;
  count: number | null;
  swatch?: string | undefined;
}

/**
 * The values of a group: those the answer counts, then any chosen value it does not (the other filters leave none
 * of it now), so that it can still be taken away.
 */
function withChosen(
  values: FacetValue[],
  filters: ListingFilters,
  param: FacetParam,
  chosen: readonly string[],
): FacetValue[] {
  const missing = chosen
    .filter((value) => !values.some((entry) => entry.value.toLowerCase() === value.toLowerCase()))
    .map((value) => ({ value, label: value, count: 0 }));
  return [...values, ...missing].filter(
    (entry) => (entry.count ?? 1) > 0 || isChosen(filters, param, entry.value),
  );
}

export function FilterPanel({ facets: facetsRef, colors: colorRefs, search, ownCategory }: FilterPanelProps) {
  const { t } = useLingui();
  const facets = getFragmentData(FilterPanelFacetsFragment, facetsRef);
  const colors = getFragmentData(FilterPanelColorFragment, colorRefs ?? []);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filters = useMemo(() => filtersFrom(params), [params]);

  const swatchOf = (name: string) =>
    colors.find((color) => color.name.toLowerCase() === name.toLowerCase())?.swatch;
  const categories = withChosen(
    facets.categories
      .filter(({ category }) => category.slug !== ownCategory)
      .map(({ category, count }) => ({ value: category.slug, label: category.categoryName, count })),
    filters,
    PARAM.category,
    filters.categories.filter((slug) => slug !== ownCategory),
  );
  const sizes = withChosen(
    facets.sizes.map(({ value, count }) => ({ value, label: value, count })),
    filters,
    PARAM.size,
    filters.sizes,
  );
  const colorValues = withChosen(
    facets.colors.map(({ value, count }) => ({ value, label: value, count, swatch: swatchOf(value) })),
    filters,
    PARAM.color,
    filters.colors,
  );

  return (
    <Stack gap="6" data-testid="filter-panel">
      {categories.length > 0 ? (
        <FilterGroup title={t`Category`}>
          <Stack gap="0">
            {categories.map((entry) => (
              <FacetLink
                key={entry.value}
                params={params}
                param={PARAM.category}
                entry={entry}
                filters={filters}
              />
            ))}
          </Stack>
        </FilterGroup>
      ) : null}
      {sizes.length > 0 ? (
        <FilterGroup title={t`Size`}>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" columnGap="2">
            {sizes.map((entry) => (
              <FacetLink
                key={entry.value}
                params={params}
                param={PARAM.size}
                entry={entry}
                filters={filters}
              />
            ))}
          </Grid>
        </FilterGroup>
      ) : null}
      {colorValues.length > 0 ? (
        <FilterGroup title={t`Colour`}>
          <Stack gap="0">
            {colorValues.map((entry) => (
              <FacetLink
                key={entry.value}
                params={params}
                param={PARAM.color}
                entry={entry}
                filters={filters}
              />
            ))}
          </Stack>
        </FilterGroup>
      ) : null}
      <FilterGroup title={t`Price`}>
        <PriceForm params={params} filters={filters} range={facets.price} />
      </FilterGroup>
      <FilterGroup title={t`Availability`}>
        <ToggleLink
          to={searchOf(toggledStock(params))}
          checked={filters.inStock}
          label={t`In stock only`}
          count={facets.inStock ?? null}
          testId="filter-stock"
        />
      </FilterGroup>
    </Stack>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Text
        as="h3"
        id={id}
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        mb="2"
      >
        {title}
      </Text>
      {children}
    </Box>
  );
}

function FacetLink({
  params,
  param,
  entry,
  filters,
}: {
  params: URLSearchParams;
  param: FacetParam;
  entry: FacetValue;
  filters: ListingFilters;
}) {
  return (
    <ToggleLink
      to={searchOf(toggled(params, param, entry.value))}
      checked={isChosen(filters, param, entry.value)}
      label={entry.label}
      count={entry.count}
      swatch={entry.swatch}
      testId={`filter-${param}`}
    />
  );
}

/** A space on a link drawn as a checkbox toggles it, as on a checkbox (Enter follows it, as on a link). */
function spaceClicks(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * A filter value: a link to the address with it toggled, announced and drawn as a checkbox (checked when chosen)
 * with its count. Following it keeps the scroll position: the list changes beside it, not the page.
 */
function ToggleLink(props: {
  to: string;
  checked: boolean;
  label: string;
  count: number | null;
  swatch?: string | undefined;
  testId: string;
}) {
  const { t } = useLingui();
  const { checked, count, label } = props;
  const accessibleName =
    count === null ? label : t`${label}, ${plural(count, { one: '# product', other: '# products' })}`;
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      minHeight="9"
      px="1.5"
      borderRadius="l2"
      fontSize="sm"
      color="fg"
      _hover={{ bg: 'bg.muted' }}
      focusVisibleRing="outside"
    >
      <RouterLink
        to={props.to}
        preventScrollReset
        role="checkbox"
        aria-checked={checked}
        aria-label={accessibleName}
        data-testid={props.testId}
        data-value={props.label}
        onKeyDown={spaceClicks}
      >
        <Box
          as="span"
          aria-hidden
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          flexShrink="0"
          boxSize="4"
          borderWidth="1px"
          borderRadius="l1"
          borderColor={checked ? 'fg' : 'border.emphasized'}
          bg={checked ? 'fg' : 'bg'}
          color="bg"
          fontSize="xs"
        >
          {checked ? <LuCheck /> : null}
        </Box>
        {props.swatch ? (
          <Box
            as="span"
            aria-hidden
            flexShrink="0"
            boxSize="4"
            borderRadius="full"
            borderWidth="1px"
            borderColor="border.emphasized"
            style={{ backgroundColor: props.swatch }}
          />
        ) : null}
        <Text as="span" flex="1" minWidth="0" truncate fontWeight={checked ? 'semibold' : undefined}>
          {props.label}
        </Text>
        {count === null ? null : (
          <Text as="span" aria-hidden color="fg.muted" fontSize="xs">
            {count}
          </Text>
        )}
      </RouterLink>
    </Box>
  );
}

/**
 * The price range: a GET form of the list's address with `min` and `max` (the other filters ride along as hidden
 * fields), which the app submits without reloading. The placeholders are the range the other filters leave.
 */
function PriceForm({
  params,
  filters,
  range,
}: {
  params: URLSearchParams;
  filters: ListingFilters;
  range: { min: number; max: number };
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [min, setMin] = useState(filters.min === null ? '' : String(filters.min));
  const [max, setMax] = useState(filters.max === null ? '' : String(filters.max));
  const [problem, setProblem] = useState<string | null>(null);

  // The address changed under the form (a chip removed, back, forward): show its range.
  useEffect(() => {
    setMin(filters.min === null ? '' : String(filters.min));
    setMax(filters.max === null ? '' : String(filters.max));
    setProblem(null);
  }, [filters.min, filters.max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = parsePrice(min);
    const high = parsePrice(max);
    if (low === 'bad' || high === 'bad') {
      setProblem(t`Type a price in whole rupiah, e.g. 150000.`);
      return;
    }
    if (low !== null && high !== null && low > high) {
      setProblem(t`The lowest price is above the highest.`);
      return;
    }
    setProblem(null);
    void navigate(searchOf(withPrice(params, low, high)), { preventScrollReset: true });
  };

  const problemId = `${id}-problem`;
  const field = (name: 'min' | 'max', label: string, value: string, set: (text: string) => void) => (
    <Stack gap="1" flex="1" minWidth="0">
      <chakra.label htmlFor={`${id}-${name}`} fontSize="xs" color="fg.muted">
        {label}
      </chakra.label>
      <PlainInput
        id={`${id}-${name}`}
        name={name}
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        placeholder={formatRupiah(name === 'min' ? range.min : range.max)}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        data-testid={`filter-price-${name}`}
        onChange={(event) => set(event.target.value)}
      />
    </Stack>
  );

  return (
    <form method="get" onSubmit={submit} noValidate data-testid="filter-price">
      {hiddenFields(params, [PARAM.min, PARAM.max]).map((hidden, index) => (
        <input key={`${hidden.name}-${index}`} type="hidden" name={hidden.name} value={hidden.value} />
      ))}
      <Stack gap="2">
        <HStack gap="2" align="end">
          {field('min', t`Lowest (Rp)`, min, setMin)}
          {field('max', t`Highest (Rp)`, max, setMax)}
        </HStack>
        {problem ? (
          <Text id={problemId} role="alert" fontSize="xs" color="fg.error">
            {problem}
          </Text>
        ) : null}
        <Button type="submit" size="sm" variant="outline">
          {t`Apply price`}
        </Button>
      </Stack>
    </form>
  );
}
