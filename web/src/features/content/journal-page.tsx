// /journal: one editorial article with a hero banner, its title and date (storefront.md §2: a static page).
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

const ARTICLE = {
  title: msg`Linen Season: How to Wear It Through the Rainy Months`,
  date: '2025-11-03T03:00:00.000Z',
  author: 'Lemari Studio',
} as const;

export function JournalPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(ARTICLE.title);
  useEffect(() => {
    document.title = `${title} · Lemari`;
  }, [title]);

  return (
    <Box as="article">
      <Box
        role="img"
        aria-label={t`Linen shirts in warm sand and sea tones`}
        minH={{ base: '48', md: '80' }}
        bgGradient="to-br"
        gradientFrom="orange.200"
        gradientVia="yellow.100"
        gradientTo="teal.300"
        position="relative"
        overflow="hidden"
      >
        <Box
          position="absolute"
          insetInlineEnd={{ base: '-10', md: '10%' }}
          bottom="-16"
          boxSize={{ base: '48', md: '72' }}
          borderRadius="full"
          bg="whiteAlpha.500"
        />
        <Box
          position="absolute"
          insetInlineStart={{ base: '-8', md: '8%' }}
          top="-10"
          boxSize={{ base: '32', md: '48' }}
          borderRadius="full"
          bg="teal.400/30"
        />
      </Box>

      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="3" mb="8">
          <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="fg.muted">
            <Trans>Journal · Style notes</Trans>
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <time data-testid="journal-date" dateTime={ARTICLE.date}>
              {formatDate(ARTICLE.date)}
            </time>{' '}
            · {ARTICLE.author}
          </Text>
        </Stack>

        <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
          <Text>
            <Trans>
              Linen is usually filed under dry-season dressing, but in a city where the rain comes hard and
              the sun returns an hour later, it might be the most practical fabric in your wardrobe. It dries
              quickly, it does not cling, and it looks better with every wash.
            </Trans>
          </Text>
          <Heading as="h2" size="lg" mt="2">
            <Trans>Start with one good shirt</Trans>
          </Heading>
          <Text>
            <Trans>
              A relaxed linen shirt in navy or grey works over a kaos on the weekend and buttoned up with
              chinos on a weekday. Roll the sleeves twice, leave the hem out, and let the creases be part of
              the look.
            </Trans>
          </Text>
          <Heading as="h2" size="lg" mt="2">
            <Trans>Layer light, not heavy</Trans>
          </Heading>
          <Text>
            <Trans>
              Air-conditioned offices and humid streets in the same afternoon call for layers you can carry.
              An unlined overshirt folds into a tote bag and keeps its shape; pair it with trousers that end
              just above the ankle so puddles stay a problem for someone else.
            </Trans>
          </Text>
          <Heading as="h2" size="lg" mt="2">
            <Trans>Caring for it</Trans>
          </Heading>
          <Text>
            <Trans>
              Wash cold, inside out, and hang to dry in the shade. Skip the iron unless you really want to: a
              steamy bathroom smooths out the worst creases while you get ready.
            </Trans>
          </Text>
          <Text color="fg.muted" fontStyle="italic">
            <Trans>
              Find this season&apos;s linen pieces among our{' '}
              <Link asChild variant="underline">
                <RouterLink to={paths.newArrival}>new arrivals</RouterLink>
              </Link>
              .
            </Trans>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
