// The frame of the account screens (sign-in, sign-up, check e-mail, confirmation): one narrow card, centred, its
// h1 on top; it sets the page's title too.
import { Card, Container, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body gap="5">{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}
