// The home page (storefront.md §2), a storefront that sells (issue 24): the hero with its call to action, the
// category tiles, the new arrivals, the banner and the affiliate cards. Hero, banner and categories are optional
// content: a shop without them still shows the rest, and one failing does not hide the others.
import { useQuery } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@/components/error-state';
import { hydrateLater } from '@/components/hydrate-later';
import { ProductRow } from '@/components/product-row';
import { paths } from '@/lib/paths';
import { graphql } from '@/generated/gql';
import { AffiliateCards } from './affiliate-cards';
import { Banner, BannerSkeleton } from './banner';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles';
import { Hero, HeroSkeleton } from './hero';

export const HomePageQuery = graphql(`
  query HomePage {
    heroImage {
      ...Hero_hero
    }
    shopCategories {
      id
      slug
      ...CategoryTile_category
    }
    banner {
      ...Banner_banner
    }
  }
`);

/** The new arrivals' row: the newest products, and the link to the whole list. */
const NEW_ARRIVALS = 8;
// One object for every render: the later row renders again only when its props change (hydrateLater).
const NEW_ARRIVALS_LINK = { to: paths.newArrival };

// Below the first screen: React takes these over just after the rest.
const LaterCategoryTiles = hydrateLater(CategoryTiles);
const LaterProductRow = hydrateLater(ProductRow);
const LaterBanner = hydrateLater(Banner);
const LaterAffiliateCards = hydrateLater(AffiliateCards);

export function HomePage() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(HomePageQuery, { errorPolicy: 'all' });
  return (
    <>
      {loading && !data ? (
        <>
          <HeroSkeleton />
          <CategoryTilesSkeleton />
        </>
      ) : error && !data ? (
        <Container maxW="7xl" py="10">
          <ErrorState error={error} onRetry={() => void refetch()} />
        </Container>
      ) : (
        <>
          {data?.heroImage ? <Hero hero={data.heroImage} /> : null}
          {data?.shopCategories ? <LaterCategoryTiles categories={data.shopCategories} /> : null}
        </>
      )}
      <Container maxW="7xl" pt="10">
        <LaterProductRow
          title={t`New arrivals`}
          sort="NEWEST"
          limit={NEW_ARRIVALS}
          testId="new-arrivals"
          seeAll={NEW_ARRIVALS_LINK}
          imagesLater
        />
      </Container>
      {loading && !data ? <BannerSkeleton /> : data?.banner ? <LaterBanner banner={data.banner} /> : null}
      <LaterAffiliateCards />
    </>
  );
}
