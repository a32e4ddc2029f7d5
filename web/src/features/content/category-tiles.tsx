// The home page's category tiles: the shop's categories, each its cover picture (taken from the catalogue: the
// newest product in stock's main image) and its name, leading to the category's page.
import {
  AspectRatio,
  Box,
  Center,
  Container,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LaterImage } from '@/components/later-image';
import { generatePath, Link as RouterLink } from 'react-router';
import { NEW_ARRIVAL_SLUG } from '@/lib/constants';
import { responsive } from '@/lib/images';
import { paths } from '@/lib/paths';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const CategoryTileFragment = graphql(`
  fragment CategoryTile_category on ShopCategory {
    id
    categoryName
    slug
    coverImage
  }
`);

/** Three to a row on a phone (the six of a usual shop in two rows), six from tablets up. */
const COLUMNS = { base: 3, md: 6 } as const;
/** The tiles' width in the page, for the browser's choice of the picture's file (lib/images.ts). */
const TILE_SIZES = '(min-width: 80em) 200px, (min-width: 48em) 16vw, 33vw';
const TILE_RATIO = 3 / 4;
/** Skeleton tiles while the categories load: one row on a desktop, two on a phone. */
const SKELETON_TILES = 6;

function CategoryTile(props: { category: FragmentType<typeof CategoryTileFragment> }) {
  const { t } = useLingui();
  const category = getFragmentData(CategoryTileFragment, props.category);
  return (
    <Box asChild display="block" borderRadius="md" focusRingOffset="2px" data-testid="category-tile">
      <RouterLink to={generatePath(paths.category, { slug: category.slug })}>
        <Stack gap="2" className="group">
          <AspectRatio ratio={TILE_RATIO} bg="bg.muted" borderRadius="md" overflow="hidden">
            {category.coverImage ? (
              // Asked for once the app has taken the page over: on a phone's network the tiles in the first screen
              // would otherwise share its bandwidth with the scripts, and the page would take taps later.
              <LaterImage
                {...responsive(category.coverImage, TILE_SIZES, TILE_RATIO)}
                alt=""
                objectFit="cover"
                loading="lazy"
                transition="transform 0.2s"
                _groupHover={{ transform: 'scale(1.04)' }}
              />
            ) : (
              <Center color="fg.muted" fontSize="sm">
                {t`No image`}
              </Center>
            )}
          </AspectRatio>
          <Text textAlign="center" fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }} lineClamp={2}>
            {category.categoryName}
          </Text>
        </Stack>
      </RouterLink>
    </Box>
  );
}

/**
 * The tiles under their heading, or nothing when the shop has no category with products. The new-arrival category
 * has its own row on the home page (and /new-arrival), so it is no tile.
 */
export function CategoryTiles(props: {
  categories: readonly ({ id: string; slug: string } & FragmentType<typeof CategoryTileFragment>)[];
}) {
  const { t } = useLingui();
  const categories = props.categories.filter((category) => category.slug !== NEW_ARRIVAL_SLUG);
  if (categories.length === 0) return null;
  return (
    <Container
      maxW="7xl"
      pt="10"
      as="section"
      aria-labelledby="categories-title"
      data-testid="category-tiles"
    >
      <Stack gap="4">
        <Heading as="h2" size="xl" id="categories-title">
          {t`Shop by category`}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '3', md: '4' }}>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} />
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

export function CategoryTilesSkeleton() {
  return (
    <Container maxW="7xl" pt="10">
      <Stack gap="4">
        <Skeleton height="8" width="12rem" />
        <SimpleGrid columns={COLUMNS} gap={{ base: '3', md: '4' }}>
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <Stack key={index} gap="2">
              <AspectRatio ratio={TILE_RATIO}>
                <Skeleton borderRadius="md" />
              </AspectRatio>
              <Skeleton height="5" />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
