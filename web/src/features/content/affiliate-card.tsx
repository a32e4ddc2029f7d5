import { AspectRatio, Card, LinkBox, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { LaterImage } from '@/components/later-image';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const AffiliateCardFragment = graphql(`
  fragment AffiliateCard_affiliate on Affiliate {
    id
    name
    socialMedia
    username
    link
    image
  }
`);

/**
 * One affiliate: picture, name and handle, the whole card linking to their profile on the social network. The cards
 * stand below the home page's first screen: their pictures wait until the app has taken the page over.
 */
export function AffiliateCard(props: { affiliate: FragmentType<typeof AffiliateCardFragment> }) {
  const affiliate = getFragmentData(AffiliateCardFragment, props.affiliate);
  const handle = affiliate.username.startsWith('@') ? affiliate.username : `@${affiliate.username}`;
  return (
    <LinkBox asChild>
      <Card.Root data-testid="affiliate-card" size="sm" variant="outline" overflow="hidden">
        <AspectRatio ratio={1} bg="bg.muted">
          <LaterImage src={affiliate.image} alt={affiliate.name} objectFit="cover" loading="lazy" />
        </AspectRatio>
        <Card.Body gap="0.5">
          <LinkOverlay href={affiliate.link} target="_blank" rel="noopener noreferrer" fontWeight="medium">
            {handle}
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {affiliate.name} · {affiliate.socialMedia}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export function AffiliateCardSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" overflow="hidden">
      <AspectRatio ratio={1}>
        <Skeleton />
      </AspectRatio>
      <Card.Body>
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}
