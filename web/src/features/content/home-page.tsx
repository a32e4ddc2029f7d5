// The home page (storefront.md §2): hero, banner and the affiliate cards. Hero and banner are optional content:
// a shop without them still shows the rest, and one failing does not hide the other.
import { useQuery } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { ErrorState } from '@/components/error-state';
import { hydrateLater } from '@/components/hydrate-later';
import { graphql } from '@/generated/gql';
import { AffiliateCards } from './affiliate-cards';
import { Banner, BannerSkeleton } from './banner';
import { Hero, HeroSkeleton } from './hero';

export const HomePageQuery = graphql(`
  query HomePage {
    heroImage {
      ...Hero_hero
    }
    banner {
      ...Banner_banner
    }
  }
`);

// Below the first screen: React takes the banner and the cards over just after the rest.
const LaterBanner = hydrateLater(Banner);
const LaterAffiliateCards = hydrateLater(AffiliateCards);

export function HomePage() {
  const { data, loading, error, refetch } = useQuery(HomePageQuery, { errorPolicy: 'all' });
  return (
    <>
      {loading && !data ? (
        <>
          <HeroSkeleton />
          <BannerSkeleton />
        </>
      ) : error && !data ? (
        <Container maxW="7xl" py="10">
          <ErrorState error={error} onRetry={() => void refetch()} />
        </Container>
      ) : (
        <>
          {data?.heroImage ? <Hero hero={data.heroImage} /> : null}
          {data?.banner ? <LaterBanner banner={data.banner} /> : null}
        </>
      )}
      <LaterAffiliateCards />
    </>
  );
}
