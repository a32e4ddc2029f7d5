// What the header's search box suggests while a shopper types (app/layouts/header-search.tsx, which loads this
// chunk when the box is first used): up to 5 products with their picture, name and price, the categories whose
// name matches, and a search for the text itself, as the options of an ARIA listbox. The box keeps the focus and
// the keyboard (aria-activedescendant); the options are told to it as their ids and addresses. When nothing
// matches, the shop's best-selling products and its categories are offered instead, as options the same way.
import { useQuery } from '@apollo/client/react';
import { AspectRatio, Box, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { LuLayoutGrid, LuSearch } from 'react-icons/lu';
import { generatePath } from 'react-router';
import { graphql } from '@/generated/gql';
import { formatRupiah } from '@/lib/format';
import { responsive } from '@/lib/images';
import { paths, shopSearchPath } from '@/lib/paths';

export const ProductSuggestionsQuery = graphql(`
  query ProductSuggestions($q: String!) {
    productSuggestions(q: $q) {
      products {
        id
        productName
        sellPrice
        mainImage
      }
      categories {
        id
        slug
        categoryName
      }
    }
  }
`);

/** What a search that matches nothing suggests: the best-selling products and every category with products. */
export const PopularSuggestionsQuery = graphql(`
  query PopularSuggestions($limit: Int!) {
    products(sort: BEST_SELLING, page: { page: 1, limit: $limit }) {
      items {
        id
        productName
        sellPrice
        mainImage
      }
      facets {
        categories {
          category {
            id
            slug
            categoryName
          }
        }
      }
    }
  }
`);

/** Best-selling products offered when nothing matches. */
export const POPULAR_OFFERED = 3;
/** Categories offered then: with the products, the list fits a phone's screen without scrolling inside it. */
const CATEGORIES_OFFERED = 4;

/** An option as the search box needs it: the element's id (aria-activedescendant) and where choosing it goes. */
export interface SuggestionOption {
  id: string;
  href: string;
}

export interface SearchSuggestionsProps {
  /** What was typed (trimmed, at least 2 characters). */
  q: string;
  /** The listbox's id (the box's aria-controls). */
  listId: string;
  /** The index of the option the keyboard is on, or -1. */
  active: number;
  /** Told the options, in order, whenever they change. */
  onOptions: (options: SuggestionOption[]) => void;
  /** An option was clicked. */
  onChoose: (href: string) => void;
}

/** The thumbnail's size: a small picture beside the name. */
const THUMB_SIZES = '40px';

export function SearchSuggestions({ q, listId, active, onOptions, onChoose }: SearchSuggestionsProps) {
  const { t } = useLingui();
  const { data, previousData, loading, error } = useQuery(ProductSuggestionsQuery, { variables: { q } });
  const matched = (data ?? previousData)?.productSuggestions;
  const nothing = !!matched && matched.products.length === 0 && matched.categories.length === 0;
  const popular = useQuery(PopularSuggestionsQuery, {
    variables: { limit: POPULAR_OFFERED },
    skip: !nothing,
  }).data?.products;
  // What the options are drawn from: the matches, or the shop's popular ones when nothing matched.
  const shown = useMemo(
    () =>
      nothing
        ? popular && {
            products: popular.items,
            categories: popular.facets.categories
              .slice(0, CATEGORIES_OFFERED)
              .map(({ category }) => category),
          }
        : matched,
    [nothing, popular, matched],
  );

  const products = useMemo(
    () =>
      (shown?.products ?? []).slice(0, 5).map((product, index) => ({
        product,
        option: { id: `${listId}-p${index}`, href: generatePath(paths.product, { id: product.id }) },
      })),
    [shown, listId],
  );
  const categories = useMemo(
    () =>
      (shown?.categories ?? []).map((category, index) => ({
        category,
        option: { id: `${listId}-c${index}`, href: generatePath(paths.category, { slug: category.slug }) },
      })),
    [shown, listId],
  );
  const searchOption = useMemo(() => ({ id: `${listId}-q`, href: shopSearchPath(q) }), [listId, q]);
  const options = useMemo(
    () => [...products.map(({ option }) => option), ...categories.map(({ option }) => option), searchOption],
    [products, categories, searchOption],
  );
  const indexOf = (option: SuggestionOption) => options.indexOf(option);

  useEffect(() => onOptions(options), [options, onOptions]);
  useEffect(() => () => onOptions([]), [onOptions]);

  const optionProps = (option: SuggestionOption) => ({
    id: option.id,
    role: 'option',
    'aria-selected': indexOf(option) === active,
    'data-testid': 'suggestion',
    cursor: 'pointer',
    px: '3',
    py: '2',
    bg: indexOf(option) === active ? 'bg.muted' : undefined,
    _hover: { bg: 'bg.muted' },
    // The box keeps the focus (it would close on losing it): the click chooses.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => onChoose(option.href),
  });

  const status = error
    ? t`Suggestions are not available right now.`
    : !matched && loading
      ? t`Looking…`
      : nothing
        ? products.length > 0 || categories.length > 0
          ? t`No products or categories match “${q}”. Popular in the shop:`
          : t`No products or categories match “${q}”.`
        : null;

  return (
    <Box
      position="absolute"
      top="100%"
      insetX="0"
      mt="1"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
      zIndex="dropdown"
      maxHeight="70vh"
      overflowY="auto"
      data-testid="suggestions"
    >
      <Text role="status" px="3" pt={status ? '2' : '0'} fontSize="sm" color="fg.muted">
        {status}
      </Text>
      <Box as="ul" role="listbox" id={listId} aria-label={t`Suggestions`} listStyleType="none" py="1">
        {products.length > 0 ? (
          <Box as="li" role="presentation">
            <Stack
              as="ul"
              role="group"
              aria-label={nothing ? t`Popular products` : t`Products`}
              gap="0"
              listStyleType="none"
            >
              {products.map(({ product, option }) => (
                <HStack as="li" key={option.id} gap="3" {...optionProps(option)}>
                  <Box width="10" flexShrink="0" aria-hidden>
                    <AspectRatio ratio={3 / 4} bg="bg.muted" borderRadius="l1" overflow="hidden">
                      {product.mainImage ? (
                        <Image {...responsive(product.mainImage, THUMB_SIZES)} alt="" objectFit="cover" />
                      ) : (
                        <Center />
                      )}
                    </AspectRatio>
                  </Box>
                  <Stack gap="0" minWidth="0">
                    <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                      {product.productName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatRupiah(product.sellPrice)}
                    </Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : null}
        {categories.length > 0 ? (
          <Box as="li" role="presentation" borderTopWidth={products.length > 0 ? '1px' : undefined}>
            <Stack as="ul" role="group" aria-label={t`Categories`} gap="0" listStyleType="none">
              {categories.map(({ category, option }) => (
                <HStack as="li" key={option.id} gap="3" fontSize="sm" {...optionProps(option)}>
                  <LuLayoutGrid aria-hidden />
                  <Text as="span">
                    {category.categoryName}
                    <Text as="span" color="fg.muted">
                      {' '}
                      <Trans>· category</Trans>
                    </Text>
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        ) : null}
        <HStack as="li" gap="3" fontSize="sm" borderTopWidth="1px" {...optionProps(searchOption)}>
          <LuSearch aria-hidden />
          <Text as="span" lineClamp={1}>
            <Trans>Search for “{q}”</Trans>
          </Text>
        </HStack>
      </Box>
    </Box>
  );
}
