// The cart's and checkout's word on free shipping: 'Rp 47.000 lagi untuk gratis ongkir' below the threshold, and
// that this order ships free once the goods reach it. Nothing while free shipping is off, loading or unreadable:
// the totals, which are the server's, stay right either way.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from '@/generated/gql';
import { formatRupiah } from '@/lib/format';
import { freeShippingShortfall } from '@/lib/free-shipping';

export const FreeShippingHintQuery = graphql(`
  query FreeShippingHint {
    freeShipping {
      enabled
      threshold
    }
  }
`);

export function FreeShippingHint({ subtotal }: { subtotal: number }) {
  const { t } = useLingui();
  const { data } = useQuery(FreeShippingHintQuery);
  const shortfall = freeShippingShortfall(data?.freeShipping, subtotal);
  if (shortfall === undefined || subtotal <= 0) return null;
  const amount = formatRupiah(shortfall);
  return (
    // green.700, not fg.success (green.600: 3.3:1 on white, under the 4.5:1 small text needs).
    <Text fontSize="sm" color={shortfall === 0 ? 'green.700' : 'fg.muted'} data-testid="free-shipping-hint">
      {shortfall === 0 ? t`Free shipping on this order` : t`${amount} more for free shipping`}
    </Text>
  );
}
