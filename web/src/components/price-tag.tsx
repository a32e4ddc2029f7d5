import { HStack, Text } from '@chakra-ui/react';
import { formatRupiah } from '@/lib/format';

/** A sell price, and the normal price struck through beside it when the sell price is lower (a discount). */
export function PriceTag({ sellPrice, normalPrice }: { sellPrice: number; normalPrice: number }) {
  const discounted = sellPrice < normalPrice;
  return (
    <HStack gap="2" flexWrap="wrap" whiteSpace="nowrap">
      <Text data-testid="product-price" fontWeight="semibold" color={discounted ? 'red.600' : undefined}>
        {formatRupiah(sellPrice)}
      </Text>
      {discounted ? (
        <Text as="del" data-testid="product-normal-price" color="fg.muted" fontSize="sm">
          {formatRupiah(normalPrice)}
        </Text>
      ) : null}
    </HStack>
  );
}
