// /test and /test2, "Riwayat Transaksi" (back-office.md §2's Indonesian mock-ups, made one real screen for members;
// 'Transaction History' in English): their orders with a search, the All / Ongoing / Successful filters and Reset
// Filter (all in the address), cards with the invoice number, date, the order's stage in the mock-ups' words (a
// parcel on its way or delivered as every order screen words it, components/order-words.ts), the lines and the total, 'View Detail' ('Lihat Detail'), and 'Buy Again' ('Beli Lagi'), which puts
// every line still on sale back in the cart (capped at its variant's stock, read as it is tapped) and says which
// could not go.
import { Badge, Button, ButtonGroup, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import { OrderLines } from '@/components/order-lines';
import { orderStageText } from '@/components/order-words';
import { discountLabel, minus } from '@/components/voucher-field';
import { stateOf } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { toaster } from '@/components/toaster';
import { getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type {
  MemberTransactionsQuery as MemberTransactionsData,
  OrderStage,
  OrderStatus,
} from '@/generated/graphql';
import { CartProductFragment, CartProductQuery, useCart } from '@/lib/use-cart';
import { findVariant } from '@/lib/variants';
import { ORDER_STAGE_COLORS, PAGE_SIZE } from '@lemari/shop/rules';
import { errorMessage } from '@/lib/errors';
import { formatDate, formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useListParams } from '@/lib/use-list-params';
import { MemberList, MemberPage } from './member-page';

// The lines as every order screen shows them (OrderLines_order), and what Buy Again reads of them: each line's
// choice, and the product as it is now.
export const MemberTransactionsQuery = graphql(`
  query MemberTransactions($q: String, $status: [OrderStatus!], $page: PageInput) {
    orders(q: $q, status: $status, page: $page) {
      items {
        id
        orderCode
        status
        stage
        orderDate
        total
        discount
        voucherCode
        ...OrderLines_order
        orderDetails {
          id
          productName
          color
          size
          quantity
          product {
            id
          }
        }
      }
      paging {
        ...Pagination_paging
      }
    }
  }
`);

type Transaction = MemberTransactionsData['orders']['items'][number];

/** The filter buttons and the statuses each keeps. */
export const FILTERS: readonly {
  value: string;
  label: MessageDescriptor;
  statuses: OrderStatus[] | null;
}[] = [
  { value: '', label: msg`All`, statuses: null },
  { value: 'ongoing', label: msg`Ongoing`, statuses: ['pending', 'paid', 'processing'] },
  { value: 'successful', label: msg`Successful`, statuses: ['completed'] },
];

export function TransactionHistoryPage() {
  const { t, i18n } = useLingui();
  const { q, page, setSearch, setPage, filter, setFilter } = useListParams();
  const navigate = useNavigate();
  const chosen = FILTERS.find((candidate) => candidate.value === filter('filter')) ?? FILTERS[0]!;
  const transactions = useQuery(MemberTransactionsQuery, {
    variables: { q: q || null, status: chosen.statuses, page: { page, limit: PAGE_SIZE.admin } },
  });
  const filtered = q !== '' || chosen.value !== '';

  return (
    <MemberPage title={t`Transaction History`}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
        <SearchBox
          value={q}
          onSearch={setSearch}
          label={t`Search transactions`}
          testId="transaction-search"
        />
        <HStack gap="2" wrap="wrap">
          <ButtonGroup size="sm" variant="outline" attached={false} gap="2" wrap="wrap">
            {FILTERS.map((candidate) => (
              <Button
                key={candidate.value || 'all'}
                minH="10"
                aria-pressed={candidate.value === chosen.value}
                variant={candidate.value === chosen.value ? 'solid' : 'outline'}
                onClick={() => setFilter('filter', candidate.value)}
              >
                {i18n._(candidate.label)}
              </Button>
            ))}
          </ButtonGroup>
          <Button
            size="sm"
            minH="10"
            variant="ghost"
            disabled={!filtered}
            onClick={() => void navigate({ search: '' }, { replace: true })}
          >
            <Trans>Reset Filter</Trans>
          </Button>
        </HStack>
      </Stack>
      <MemberList
        list={stateOf(transactions, (data) => data.orders)}
        placeholder={<Skeleton height="40" />}
        placeholders={3}
        loadingLabel={t`Loading transactions`}
        onPageChange={setPage}
      >
        {(order) => <TransactionCard key={order.id} order={order} />}
      </MemberList>
    </MemberPage>
  );
}

/**
 * The stage in this screen's words: the spec's English (Waiting for Payment) and the mock-ups' Indonesian
 * (Menunggu Pembayaran, Berlangsung, Selesai); a parcel on its way or delivered says so as every order screen does.
 */
const CARD_WORDS: Partial<Record<OrderStage, MessageDescriptor>> = {
  pending: msg`Waiting for Payment`,
  paid: msg`Paid`,
  processing: msg`In Progress`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

function TransactionCard({ order }: { order: Transaction }) {
  const { t, i18n } = useLingui();
  const cardWords = CARD_WORDS[order.stage];
  const cart = useCart();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const total = formatRupiah(order.total);

  async function buyAgain() {
    setBusy(true);
    const skipped: string[] = [];
    let added = 0;
    for (const line of order.orderDetails) {
      if (!line.product) {
        skipped.push(line.productName);
        continue;
      }
      try {
        // The product as it is now, with its variants' stock: read here rather than with the list, whose every
        // line's variants would make the list's query cost too much for the gateway.
        const { data } = await client.query({
          query: CartProductQuery,
          variables: { id: line.product.id },
          fetchPolicy: 'network-only',
        });
        const product = getFragmentData(CartProductFragment, data?.product);
        // The colour and size ordered, as the product sells them now.
        const variant = product && findVariant(product.variants, line.color, line.size);
        if (!product || !variant || variant.stock <= 0) {
          skipped.push(line.productName);
          continue;
        }
        await cart.add(product, {
          color: line.color,
          size: line.size,
          quantity: Math.min(line.quantity, variant.stock),
        });
        added += 1;
      } catch (error) {
        skipped.push(`${line.productName} (${errorMessage(error)})`);
      }
    }
    setBusy(false);
    if (skipped.length > 0) {
      toaster.warning({ title: t`Some products could not be added`, description: skipped.join(', ') });
    }
    if (added > 0) {
      toaster.success({ title: t`Added to your cart` });
      await navigate(paths.cart);
    }
  }

  return (
    <Card.Root variant="outline" size="sm" data-testid="transaction-card">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" data-testid="transaction-code">
              {order.orderCode}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDate(order.orderDate, { time: true })}
            </Text>
          </Stack>
          <Badge
            colorPalette={ORDER_STAGE_COLORS[order.stage]}
            data-testid="transaction-status"
            data-stage={order.stage}
          >
            {cardWords ? i18n._(cardWords) : orderStageText(order.stage)}
          </Badge>
        </HStack>
        <OrderLines order={order} layout="compact" />
        <HStack justify="space-between" wrap="wrap" gap="2" borderTopWidth="1px" pt="2">
          <Stack gap="0">
            <Text fontWeight="semibold">
              <Trans>Total {total}</Trans>
            </Text>
            {order.discount > 0 ? (
              <Text fontSize="xs" color="fg.muted" data-testid="order-discount">
                {discountLabel(order.voucherCode)} {minus(formatRupiah(order.discount))}
              </Text>
            ) : null}
          </Stack>
          <HStack gap="2">
            <Button asChild size="sm" minH="10" variant="outline">
              <RouterLink to={generatePath(paths.orderDetail, { id: order.id })}>
                <Trans>View Detail</Trans>
              </RouterLink>
            </Button>
            <Button size="sm" minH="10" loading={busy} onClick={() => void buyAgain()}>
              <Trans>Buy Again</Trans>
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
