// A card with a title: an h2 over its body. The order detail's blocks (Products, Payment, Shipment) and the
// cashier's panels (Products, Order, Customer) are these.
import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** 'sm' for the order detail's denser blocks. */
  size?: 'sm' | 'md';
  testId?: string;
  /** The space between the body's children. */
  gap?: string;
  children: ReactNode;
}

export function SectionCard({ title, size, testId, gap, children }: SectionCardProps) {
  return (
    <Card.Root variant="outline" size={size} data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap={gap}>{children}</Card.Body>
    </Card.Root>
  );
}
