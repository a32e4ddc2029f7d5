// The product page's wishlist button (storefront.md §2, §5): a member's toggle, pressed while the product is on
// their wishlist; a visitor is taken to sign in and brought back. Whether it is on the wishlist is asked apart, once
// the session is known, so that the product page's own answer stays the same for everyone (cached by the gateway,
// rendered by the server for visitors).
import { Button } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuHeart } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorCode, errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export const ProductWishlistStateQuery = graphql(`
  query ProductWishlistState($id: ID!) {
    product(id: $id) {
      id
      inWishlist
    }
  }
`);

// Both answer the product's new state, which Apollo's cache puts on the product (the button follows).
export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      id
      productID
      product {
        id
        inWishlist
      }
    }
  }
`);

export const RemoveFromWishlistOnProductMutation = graphql(`
  mutation RemoveFromWishlistOnProduct($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      id
      productID
      product {
        id
        inWishlist
      }
    }
  }
`);

/** A wishlist change: the member's wishlist, if already read, is read again when next shown. */
const wishlistChanged = {
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
  },
};

export function WishlistButton({ productId }: { productId: string }) {
  const { t } = useLingui();
  const { scope, loading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [addToWishlist, { loading: adding }] = useMutation(AddToWishlistMutation, wishlistChanged);
  const [removeFromWishlist, { loading: removing }] = useMutation(
    RemoveFromWishlistOnProductMutation,
    wishlistChanged,
  );
  // A member's own: asked after the page (never part of its shared answer), and not for visitors.
  // Asked again on each visit: the wishlist page (or another tab) may have changed it since.
  const wishlistState = useQuery(ProductWishlistStateQuery, {
    variables: { id: productId },
    skip: !scope,
    fetchPolicy: 'cache-and-network',
  });
  const inWishlist = Boolean(scope) && wishlistState.data?.product?.inWishlist === true;

  async function onPress() {
    if (!scope) {
      const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
      await navigate(`${paths.signIn}?redirect=${redirect}`);
      return;
    }
    try {
      if (inWishlist) {
        await removeFromWishlist({ variables: { productId } });
        toaster.success({ title: t`Removed from your wishlist` });
      } else {
        await addToWishlist({ variables: { productId } });
        toaster.success({ title: t`success added to wishlist` });
      }
    } catch (failure) {
      if (errorCode(failure) === 'CONFLICT') toaster.warning({ title: t`already in wishlist` });
      else toaster.error({ title: errorMessage(failure) });
      // Another tab may have changed it: the button shows what the server says now.
      void wishlistState.refetch();
    }
  }

  return (
    <Button
      size="lg"
      flex={{ sm: '1' }}
      variant="outline"
      onClick={() => void onPress()}
      loading={adding || removing}
      disabled={sessionLoading}
      // A member's toggle: pressed while the product is on their wishlist (a press takes it off).
      aria-pressed={scope ? inWishlist : undefined}
      data-testid="wishlist-button"
    >
      {inWishlist ? (
        <>
          <LuHeart fill="currentColor" /> <Trans>In your wishlist</Trans>
        </>
      ) : (
        <>
          <LuHeart /> <Trans>Add to wishlist</Trans>
        </>
      )}
    </Button>
  );
}
