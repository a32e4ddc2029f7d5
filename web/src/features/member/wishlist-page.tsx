// /wishlist: 'My Wishlist', the member's saved products as cards (storefront.md §2). Remove takes the product off
// the wishlist, says 'Sukses Hapus wishlist' and the card leaves the grid at once (the cache forgets the entry;
// the original reloaded the page).
import { AspectRatio, Card, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath } from 'react-router';
import { AsyncButton } from '@/components/async-button';
import { ProductCardBody, ProductPicture } from '@/components/product-tile';
import { EmptyState } from '@/components/empty-state';
import { ProductRow } from '@/components/product-row';
import { QueryState, stateOf } from '@/components/query-state';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { SUGGESTED_PRODUCTS } from '@/lib/constants';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { MemberPage } from './member-page';

export const MemberWishlistQuery = graphql(`
  query MemberWishlist {
    wishlist {
      id
      productID
      productName
      sellPrice
      normalPrice
      images {
        url
      }
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      id
      productID
    }
  }
`);

const WISHLIST_COLUMNS = { base: 2, md: 3, xl: 4 } as const;

/** Removing a wishlisted product: the mutation, the cache update (the entry leaves the list) and the toasts. */
function useRemoveFromWishlist() {
  const { t } = useLingui();
  const [remove, { loading }] = useMutation(RemoveFromWishlistMutation);
  const run = async (productId: string) => {
    try {
      await remove({
        variables: { productId },
        update(cache, { data }) {
          const removed = data?.removeFromWishlist;
          if (!removed) return;
          cache.modify({
            fields: {
              wishlist: (existing: readonly Reference[], { readField }) =>
                existing.filter((ref) => readField('productID', ref) !== removed.productID),
            },
          });
          cache.evict({ id: cache.identify(removed) });
          cache.gc();
        },
      });
      // The spec's words (storefront.md §8), in English too.
      toaster.success({ title: t`Removed from wishlist` });
    } catch (error) {
      toaster.error({ title: errorMessage(error) });
    }
  };
  return { remove: run, loading };
}

export function WishlistPage() {
  const { t } = useLingui();
  const wishlist = useQuery(MemberWishlistQuery);
  const { remove } = useRemoveFromWishlist();

  return (
    <MemberPage title={t`My Wishlist`}>
      <QueryState
        {...stateOf(wishlist, (data) => data.wishlist)}
        isEmpty={(items) => items.length === 0}
        empty={
          <Stack gap="10">
            <EmptyState />
            <ProductRow
              title={t`New arrivals`}
              sort="NEWEST"
              limit={SUGGESTED_PRODUCTS}
              testId="new-arrivals"
              seeAll={{ to: paths.newArrival }}
            />
          </Stack>
        }
        skeleton={
          <SimpleGrid
            columns={WISHLIST_COLUMNS}
            gap="4"
            aria-busy="true"
            aria-label={t`Loading the wishlist`}
          >
            {Array.from({ length: 4 }, (_, index) => (
              <Card.Root key={index} size="sm" variant="outline" overflow="hidden">
                <AspectRatio ratio={3 / 4}>
                  <Skeleton />
                </AspectRatio>
                <Card.Body gap="2">
                  <SkeletonText noOfLines={2} />
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        }
      >
        {(items) => (
          <SimpleGrid columns={WISHLIST_COLUMNS} gap="4">
            {items.map((item) => (
              <WishlistCard key={item.id} item={item} onRemove={() => remove(item.productID)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </MemberPage>
  );
}

interface WishlistCardProps {
  item: {
    productID: string;
    productName: string;
    sellPrice: number;
    normalPrice: number;
    images: readonly { url: string }[];
  };
  onRemove: () => Promise<void>;
}

function WishlistCard({ item, onRemove }: WishlistCardProps) {
  const to = generatePath(paths.product, { id: item.productID });
  return (
    <Card.Root data-testid="wishlist-card" size="sm" variant="outline" overflow="hidden">
      <ProductPicture to={to} image={item.images[0]?.url} name={item.productName} />
      <ProductCardBody to={to} product={item} />
      <Card.Footer>
        <AsyncButton variant="outline" size="sm" minH="10" width="full" onClick={onRemove}>
          <Trans>Remove</Trans>
        </AsyncButton>
      </Card.Footer>
    </Card.Root>
  );
}
