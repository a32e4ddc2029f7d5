// The filters a list is narrowed by, as chips: each a link to the address without it, and "Clear all" to the address
// with the search and sort alone. Links, so they work before (or without) the app's code.
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { formatRupiah } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import {
  PARAM,
  filtersFrom,
  hasFilters,
  searchOf,
  toggled,
  toggledStock,
  withPrice,
  withoutFilters,
} from './listing-filters';

export const ActiveFiltersFacetsFragment = graphql(`
  fragment ActiveFilters_facets on ProductFacets {
    categories {
      category {
        id
        slug
        categoryName
      }
    }
  }
`);

/** 'outer-wear' → 'Outer Wear': a category's name when the answer does not name it. */
export function titleOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'Rp 100.000 – Rp 200.000', 'From Rp 100.000', 'Up to Rp 200.000' (in the app's language now). */
export function priceRangeText(min: number | null, max: number | null): string {
  const lowest = formatRupiah(min ?? 0);
  const highest = formatRupiah(max ?? 0);
  if (min !== null && max !== null) return `${lowest} – ${highest}`;
  if (min !== null) return i18n._(msg`From ${lowest}`);
  return i18n._(msg`Up to ${highest}`);
}

interface Chip {
  key: string;
  /** What the chip says; a screen reader hears "Remove filter" before it. */
  text: string;
  to: string;
}

interface ActiveFiltersProps {
  facets: FragmentType<typeof ActiveFiltersFacetsFragment> | undefined;
  search: string;
  /** The slug of the category whose page this is (not a filter there). */
  ownCategory?: string | undefined;
}

export function ActiveFilters({ facets: facetsRef, search, ownCategory }: ActiveFiltersProps) {
  const { t } = useLingui();
  const facets = getFragmentData(ActiveFiltersFacetsFragment, facetsRef);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filters = filtersFrom(params);
  if (!hasFilters(filters)) return null;

  const categoryName = (slug: string) =>
    facets?.categories.find(({ category }) => category.slug === slug)?.category.categoryName ?? titleOf(slug);
  const chips: Chip[] = [
    ...filters.categories
      .filter((slug) => slug !== ownCategory)
      .map((slug) => ({
        key: `category-${slug}`,
        text: categoryName(slug),
        to: searchOf(toggled(params, PARAM.category, slug)),
      })),
    ...filters.sizes.map((size) => ({
      key: `size-${size}`,
      text: t`Size ${size}`,
      to: searchOf(toggled(params, PARAM.size, size)),
    })),
    ...filters.colors.map((color) => ({
      key: `color-${color}`,
      text: color,
      to: searchOf(toggled(params, PARAM.color, color)),
    })),
    ...(filters.min !== null || filters.max !== null
      ? [
          {
            key: 'price',
            text: priceRangeText(filters.min, filters.max),
            to: searchOf(withPrice(params, null, null)),
          },
        ]
      : []),
    ...(filters.inStock
      ? [
          {
            key: 'stock',
            text: t`In stock`,
            to: searchOf(toggledStock(params)),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;

  return (
    <HStack
      as="ul"
      aria-label={t`Active filters`}
      gap="2"
      wrap="wrap"
      listStyleType="none"
      data-testid="active-filters"
    >
      {chips.map(({ text: label, ...chip }) => (
        <Box as="li" key={chip.key}>
          <Box
            asChild
            display="inline-flex"
            alignItems="center"
            gap="1"
            minHeight="8"
            ps="3"
            pe="2"
            borderWidth="1px"
            borderRadius="full"
            fontSize="sm"
            bg="bg.muted"
            _hover={{ borderColor: 'border.emphasized' }}
            focusVisibleRing="outside"
          >
            <RouterLink
              to={chip.to}
              preventScrollReset
              aria-label={t`Remove filter ${label}`}
              data-testid="filter-chip"
            >
              <Text as="span" whiteSpace="nowrap">
                {label}
              </Text>
              <LuX aria-hidden />
            </RouterLink>
          </Box>
        </Box>
      ))}
      <Box as="li">
        <Link asChild fontSize="sm" fontWeight="medium" textDecoration="underline" ms="1">
          <RouterLink to={searchOf(withoutFilters(params))} preventScrollReset data-testid="clear-filters">
            {t`Clear all`}
          </RouterLink>
        </Link>
      </Box>
    </HStack>
  );
}
