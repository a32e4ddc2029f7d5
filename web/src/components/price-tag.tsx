import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatRupiah } from '@/lib/format';

/**
 * A sell price, and the normal price struck through beside it when the sell price is lower (a discount). In a
 * product card (`card`) the price is bold and the struck one small, its 'Rp' said to screen readers only (the price
 * beside it shows the currency), so that both fit one line of a phone's two-column grid (134 px at 360 px).
 */
export function PriceTag({
  sellPrice,
  normalPrice,
  card = false,
}: {
  sellPrice: number;
  normalPrice: number;
  card?: boolean;
}) {
  const discounted = sellPrice < normalPrice;
  return (
    <HStack
      columnGap={card ? '1.5' : '2'}
      rowGap="0"
      flexWrap="wrap"
      alignItems="baseline"
      whiteSpace="nowrap"
    >
      <Text
        data-testid="product-price"
        fontWeight={card ? 'bold' : 'semibold'}
        fontSize={card ? { base: 'sm', md: 'md' } : undefined}
        color={discounted ? 'red.600' : undefined}
      >
        {formatRupiah(sellPrice)}
      </Text>
      {discounted ? (
        <Text as="del" data-testid="product-normal-price" color="fg.muted" fontSize={card ? 'xs' : 'sm'}>
          {card ? <StruckAmount text={formatRupiah(normalPrice)} /> : formatRupiah(normalPrice)}
        </Text>
      ) : null}
    </HStack>
  );
}

/** 'Rp 189.000' as '189.000' on screen, whole to screen readers and in the text. */
function StruckAmount({ text }: { text: string }) {
  const [, currency = '', amount = text] = /^(Rp\s*)(.*)$/u.exec(text) ?? [];
  return (
    <>
      <VisuallyHidden>{currency}</VisuallyHidden>
      {amount}
    </>
  );
}
