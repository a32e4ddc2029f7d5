import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Any address no route knows. */
export function NotFound() {
  const { t } = useLingui();
  return (
    <Container maxW="3xl" py="16" data-testid="not-found">
      <Heading size="lg">{t`Page not found`}</Heading>
      <Text color="fg.muted" mt="2" mb="6">
        {t`The page you asked for does not exist.`}
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={paths.home}>{t`Back to the shop`}</RouterLink>
      </Button>
    </Container>
  );
}
