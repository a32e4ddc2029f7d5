import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

interface NotFoundStateProps {
  /** What is missing, as a heading: 'Product not found'. */
  title?: string;
  text?: string;
}

/** A screen whose record does not exist (unknown id or slug, a deleted product): says so and leads back to the shop. */
export function NotFoundState({
  title = 'Page not found',
  text = 'The page you asked for does not exist.',
}: NotFoundStateProps) {
  return (
    <Container maxW="3xl" py="16" data-testid="not-found">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2" mb="6">
        {text}
      </Text>
      <Button asChild variant="outline">
        <RouterLink to={paths.shop}>Back to the shop</RouterLink>
      </Button>
    </Container>
  );
}
