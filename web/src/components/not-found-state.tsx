// What a screen shows for a thing that does not exist (an unknown product, category, order, address…), inside its
// layout: says so and leads back.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

interface NotFoundStateProps {
  /** What was not found, as a heading: 'Product not found'. */
  title?: string;
  text?: string;
  /** Where the way back leads, and what it says. */
  backTo?: string;
  backLabel?: string;
}

export function NotFoundState({ title, text, backTo = paths.shop, backLabel }: NotFoundStateProps) {
  const { t } = useLingui();
  return (
    <Stack data-testid="not-found" gap="3" py="10" align="start">
      <Heading as="h1" size="lg">
        {title ?? t`Not found`}
      </Heading>
      <Text color="fg.muted">{text ?? t`It does not exist, or it is not yours.`}</Text>
      <Button asChild variant="outline" minH="10">
        <RouterLink to={backTo}>{backLabel ?? t`Back to the shop`}</RouterLink>
      </Button>
    </Stack>
  );
}
