import { Box, Button, Container, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { FETCH_FIRST, responsive } from '@/lib/images';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const HeroFragment = graphql(`
  fragment Hero_hero on Hero {
    type
    image
    name
    content
  }
`);

const HERO_HEIGHT = { base: '26rem', md: '70vh' };

/**
 * The home page's hero: a full-width picture, or a muted looping video, with its title and text set over it as
 * HTML on a shade that keeps them legible, and the call to action: a button to the shop. Text in HTML wraps to any width, so nothing is cut off on a 360 px
 * phone (lettering drawn into the picture would be cropped or shrunk there); the picture is decoration.
 */
export function Hero(props: { hero: FragmentType<typeof HeroFragment> }) {
  const hero = getFragmentData(HeroFragment, props.hero);
  return (
    <Box data-testid="hero" position="relative" height={HERO_HEIGHT} bg="gray.800" overflow="hidden">
      {hero.type === 'VIDEO' ? (
        <Box asChild width="full" height="full" objectFit="cover">
          <video src={hero.image} autoPlay muted loop playsInline aria-hidden />
        </Box>
      ) : hero.image ? (
        <Image
          {...FETCH_FIRST}
          {...responsive(hero.image, '100vw', 16 / 9)}
          alt=""
          width="full"
          height="full"
          objectFit="cover"
          objectPosition={{ base: '80% center', md: 'center' }}
        />
      ) : null}
      <Box
        position="absolute"
        inset="0"
        display="flex"
        alignItems={{ base: 'flex-end', md: 'center' }}
        bgGradient={{ base: 'to-t', md: 'to-r' }}
        gradientFrom="blackAlpha.700"
        gradientVia={{ base: 'blackAlpha.400', md: 'blackAlpha.300' }}
        gradientTo="transparent"
      >
        <Container maxW="7xl" py={{ base: '8', md: '12' }}>
          <Stack gap="3" maxW="2xl" color="white" textShadow="0 1px 2px rgba(0,0,0,0.4)">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter" overflowWrap="anywhere">
              {hero.name}
            </Heading>
            {hero.content ? (
              <Text fontSize={{ base: 'md', md: 'xl' }} overflowWrap="anywhere">
                {hero.content}
              </Text>
            ) : null}
            <Box pt="2">
              <Button
                asChild
                size="lg"
                bg="white"
                color="gray.900"
                textShadow="none"
                _hover={{ bg: 'gray.100' }}
                data-testid="hero-cta"
              >
                <RouterLink to={paths.shop}>
                  <Trans>Shop now</Trans>
                </RouterLink>
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}

export function HeroSkeleton() {
  return <Skeleton height={HERO_HEIGHT} borderRadius="0" />;
}
