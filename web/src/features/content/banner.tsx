import { Container, Heading, Image, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const BannerFragment = graphql(`
  fragment Banner_banner on Banner {
    name
    content
    image
  }
`);

/**
 * The home page banner. Like the hero, a banner picture carries its own lettering: its title and text are for
 * screen readers then, and show as text only when there is no picture.
 */
export function Banner(props: { banner: FragmentType<typeof BannerFragment> }) {
  const banner = getFragmentData(BannerFragment, props.banner);
  const words = (
    <Stack gap="3">
      <Heading as="h2" size="2xl">
        {banner.name}
      </Heading>
      <Text color="fg.muted" whiteSpace="pre-line">
        {banner.content}
      </Text>
    </Stack>
  );
  return (
    <Container maxW="7xl" py="10" data-testid="banner">
      {banner.image ? (
        <>
          <Image src={banner.image} alt={banner.name} borderRadius="md" objectFit="cover" width="full" />
          <VisuallyHidden>{words}</VisuallyHidden>
        </>
      ) : (
        words
      )}
    </Container>
  );
}

export function BannerSkeleton() {
  return (
    <Container maxW="7xl" py="10">
      <Skeleton height="64" borderRadius="md" />
    </Container>
  );
}
