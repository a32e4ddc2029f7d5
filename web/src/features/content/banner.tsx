import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LaterImage } from '@/components/later-image';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const BannerFragment = graphql(`
  fragment Banner_banner on Banner {
    name
    content
    image
    link
  }
`);

/**
 * The whole banner as a link to where its widget leads: a path of the shop navigates in the app, a URL opens in a new
 * tab; without a link it is a plain box.
 */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const box = { display: 'block', borderRadius: 'md', focusRingOffset: '2px' } as const;
  if (!link) return <>{children}</>;
  if (link.startsWith('/')) {
    return (
      <Box asChild {...box}>
        <RouterLink to={link} data-testid="banner-link">
          {children}
        </RouterLink>
      </Box>
    );
  }
  return (
    <Box asChild {...box}>
      <a href={link} target="_blank" rel="noopener noreferrer" data-testid="banner-link">
        {children}
      </a>
    </Box>
  );
}

/**
 * The home page banner: its title and text set as HTML over the picture (on a shade), so they wrap on a phone
 * instead of shrinking with the picture; without a picture they stand on a plain panel. With a link (its widget's),
 * the whole banner leads there, and says so with what looks like a button.
 */
export function Banner(props: { banner: FragmentType<typeof BannerFragment> }) {
  const banner = getFragmentData(BannerFragment, props.banner);
  return (
    <Container maxW="7xl" py="10" data-testid="banner">
      <BannerLink link={banner.link}>
        <Box
          className="group"
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
              {banner.link ? (
                <Box
                  as="span"
                  alignSelf="flex-start"
                  mt="2"
                  px="5"
                  py="2.5"
                  borderRadius="md"
                  bg="white"
                  color="gray.900"
                  fontWeight="semibold"
                  _groupHover={{ bg: 'gray.100' }}
                >
                  <Trans>See the collection</Trans>
                </Box>
              ) : null}
            </Stack>
          </Box>
        </Box>
      </BannerLink>
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
