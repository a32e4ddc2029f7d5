import { Box, Heading, Image, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
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

const HERO_HEIGHT = { base: '60vh', md: '75vh' };

/**
 * The home page's hero: a full-width picture, or a muted looping video. A picture carries its own lettering (as
 * the shop's artwork does), so its title and text are there for screen readers only; over a video they show.
 */
export function Hero(props: { hero: FragmentType<typeof HeroFragment> }) {
  const hero = getFragmentData(HeroFragment, props.hero);
  const picture = hero.type === 'IMAGE' && hero.image !== '';
  const words = (
    <Stack gap="2" maxW="2xl">
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {hero.name}
      </Heading>
      {hero.content ? <Text>{hero.content}</Text> : null}
    </Stack>
  );
  return (
    <Box data-testid="hero" position="relative" height={HERO_HEIGHT} bg="gray.900" overflow="hidden">
      {hero.type === 'VIDEO' ? (
        <Box asChild width="full" height="full" objectFit="cover">
          <video src={hero.image} autoPlay muted loop playsInline aria-label={hero.name} />
        </Box>
      ) : picture ? (
        <Image src={hero.image} alt={hero.name} width="full" height="full" objectFit="cover" />
      ) : null}
      {picture ? (
        <VisuallyHidden>{words}</VisuallyHidden>
      ) : (
        <Box
          position="absolute"
          insetX="0"
          bottom="0"
          p={{ base: '6', md: '12' }}
          color="white"
          bgGradient="to-t"
          gradientFrom="blackAlpha.700"
          gradientTo="transparent"
        >
          {words}
        </Box>
      )}
    </Box>
  );
}

export function HeroSkeleton() {
  return <Skeleton height={HERO_HEIGHT} borderRadius="0" />;
}
