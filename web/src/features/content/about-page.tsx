// /about-us: who the shop is (storefront.md §2: placeholder text).
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

const VALUES = [
  {
    title: msg`Made to be worn`,
    text: msg`Linen, cotton and rayon that breathe in tropical heat, cut for everyday life, not one season.`,
  },
  {
    title: msg`Made here`,
    text: msg`Every piece is sewn by partner workshops in Bandung, Solo and Pekalongan, paid fairly and on time.`,
  },
  {
    title: msg`Made to last`,
    text: msg`Reinforced seams, colours that hold after many washes, and sizes from S to XXL.`,
  },
] as const;

export function AboutPage() {
  const { t, i18n } = useLingui();
  useEffect(() => {
    document.title = `${t`About Us`} · Lemari`;
  }, [t]);

  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Stack gap="10">
        <Stack gap="4">
          <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" color="fg.muted">
            <Trans>Our story</Trans>
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            <Trans>About Us</Trans>
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            <Trans>
              Lemari means wardrobe. We started in 2019 with a single rack of linen shirts at a weekend market
              in Jakarta, and a simple idea: clothes made in Indonesia, for Indonesian weather and Indonesian
              days, should be easy to find and fair to buy.
            </Trans>
          </Text>
        </Stack>

        <Box
          borderRadius="l3"
          minH={{ base: '40', md: '56' }}
          bgGradient="to-br"
          gradientFrom="orange.100"
          gradientVia="orange.200"
          gradientTo="teal.200"
          display="flex"
          alignItems="end"
          p={{ base: '5', md: '8' }}
        >
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" maxW="lg" color="gray.900">
            <Trans>“Good clothes should feel like home: familiar, comfortable, yours.”</Trans>
          </Text>
        </Box>

        <Stack gap="4" fontSize="md" lineHeight="tall">
          <Text>
            <Trans>
              Today Lemari is a small team of designers, pattern makers and shoppers who still answer every
              message themselves. We design our collections in-house and produce them in small runs, so a
              popular piece sometimes sells out — and so nothing ends up in a warehouse waiting to be thrown
              away.
            </Trans>
          </Text>
          <Text>
            <Trans>
              From batik shirts for Friday at the office to relaxed kaos for the weekend, every piece is
              chosen to mix with the rest of your wardrobe. New arrivals land every week; our journal tells
              the stories behind the fabrics and the people who make them.
            </Trans>
          </Text>
        </Stack>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VALUES.map((value) => (
            <Box key={value.title.id} borderWidth="1px" borderRadius="l2" p="5">
              <Heading as="h2" size="md" mb="2">
                {i18n._(value.title)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {i18n._(value.text)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
