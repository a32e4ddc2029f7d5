// The order being taken: its lines with − / + (from 1 to the stock) and remove, and the goods' subtotal.
import { Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { ProductThumb } from '@/components/product-thumb';
import { canAddOne, canTakeOne, cartSubtotal, removeLine, setLineQuantity } from '@/lib/cart';
import { formatRupiah } from '@/lib/format';
import type { CashierLine } from './cashier-line';

export function OrderLines({
  lines,
  onChange,
}: {
  lines: CashierLine[];
  onChange: (lines: CashierLine[]) => void;
}) {
  return (
    <Card.Root variant="outline" data-testid="cashier-lines">
      <Card.Header>
        <Heading as="h2" size="md">
          Order
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {lines.length === 0 ? <Text color="fg.muted">No products yet: add them from the list.</Text> : null}
        {lines.map((line) => (
          <HStack key={line.id} gap="3" align="center" data-testid="cashier-line">
            <ProductThumb src={line.productImage} alt="" width="10" />
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                {line.productName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {[line.color, line.size].filter(Boolean).join(' / ')} · {formatRupiah(line.sellPrice)}
              </Text>
            </Stack>
            <HStack gap="0">
              <IconButton
                aria-label={`One less ${line.productName}`}
                size="sm"
                variant="ghost"
                minW="10"
                minH="10"
                disabled={!canTakeOne(line)}
                onClick={() => onChange(setLineQuantity(lines, line.id, line.quantity - 1))}
              >
                <LuMinus />
              </IconButton>
              <Text minW="6" textAlign="center" data-testid="cashier-line-quantity">
                {line.quantity}
              </Text>
              <IconButton
                aria-label={`One more ${line.productName}`}
                size="sm"
                variant="ghost"
                minW="10"
                minH="10"
                disabled={!canAddOne(line)}
                onClick={() => onChange(setLineQuantity(lines, line.id, line.quantity + 1))}
              >
                <LuPlus />
              </IconButton>
            </HStack>
            <IconButton
              aria-label={`Remove ${line.productName}`}
              size="sm"
              variant="ghost"
              colorPalette="red"
              minW="10"
              minH="10"
              onClick={() => onChange(removeLine(lines, line.id))}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text>Subtotal</Text>
          <Text fontWeight="semibold" data-testid="cashier-subtotal">
            {formatRupiah(cartSubtotal(lines))}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
