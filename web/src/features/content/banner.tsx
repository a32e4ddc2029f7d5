import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LaterImage } from '@/components/later-image';
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
 * The home page banner: its title and text set as HTML over the picture (on a shade), so they wrap on a phone
 * instead of shrinking with the picture; without a picture they stand on a plain panel.
 */
export function Banner(props: { banner: FragmentType<typeof BannerFragment> }) {
  const banner = getFragmentData(BannerFragment, props.banner);
  return (
    <Container maxW="7xl" py="10" data-testid="banner">
      <Box
        position="relative"
        borderRadius="md"
        overflow="hidden"
        minHeight={{ base: '56', md: '80' }}
        bg="gray.800"
        display="flex"
        alignItems="stretch"
      >
        {banner.image ? (
          <LaterImage
            src={banner.image}
            alt=""
            position="absolute"
            inset="0"
            width="full"
            height="full"
            objectFit="cover"
            loading="lazy"
          />
        ) : null}
        <Box
          position="relative"
          width="full"
          display="flex"
          alignItems="center"
          p={{ base: '6', md: '12' }}
          bgGradient="to-r"
          gradientFrom="blackAlpha.700"
          gradientVia="blackAlpha.500"
          gradientTo="transparent"
        >
          <Stack gap="3" maxW="xl" color="white">
            <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
              {banner.name}
            </Heading>
            <Text whiteSpace="pre-line">{banner.content}</Text>
          </Stack>
        </Box>
      </Box>
    </Container>
  );
}

export function BannerSkeleton() {
  return (
    <Container maxW="7xl" py="10">
      <Skeleton height={{ base: '56', md: '80' }} borderRadius="md" />
    </Container>
  );
}
