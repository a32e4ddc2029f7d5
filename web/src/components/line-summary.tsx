// An ordered product in a short list: its picture, its name on one line and beneath it its colour / size and a
// detail (quantity × price, or the price). Riwayat Transaksi's order lines and the cashier's lines; the caller's
// row holds it, and anything after it (the cashier's buttons).
import { Stack, Text } from '@chakra-ui/react';
import { ProductThumb } from '@/components/product-thumb';
import { type CartLine, choiceText } from '@/lib/cart';

interface LineSummaryProps {
  line: Pick<CartLine, 'productImage' | 'productName' | 'color' | 'size'>;
  detail: string;
  thumbWidth: '10' | '12';
}

export function LineSummary({ line, detail, thumbWidth }: LineSummaryProps) {
  return (
    <>
      <ProductThumb src={line.productImage} alt="" width={thumbWidth} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
          {line.productName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {choiceText(line)} · {detail}
        </Text>
      </Stack>
    </>
  );
}
