// The cart behind one hook (storefront.md §4): a visitor's lives in localStorage under 'cart', a signed-in user's
// on the server. At sign-in the visitor's lines are merged into the member's (mergeVisitorCart), never lost. The
// arithmetic on lines (subtotal, weight, merging, quantity limits) is lib/cart.ts's, pure and tested on its own.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import {
  addVisitorLine,
  cartSubtotal,
  cartWeight,
  clampQuantity,
  countItems,
  removeLine,
  setLineQuantity,
  withCurrentProduct,
  type CartLine,
  type ProductForCart,
} from '@/lib/cart';
import { useSession } from '@/lib/session';
import { readVisitorCart, useVisitorCart, writeVisitorCart } from '@/lib/visitor-cart';

export const CartQuery = graphql(`
  query Cart {
    cart {
      id
      productID
      productName
      productImage
      normalPrice
      sellPrice
      discount
      quantity
      weight
      color
      size
      stock
      variantId
      sku
    }
  }
`);

const AddToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      id
      quantity
      stock
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($id: ID!, $quantity: Int!) {
    updateCartItem(id: $id, quantity: $quantity) {
      id
      quantity
      stock
    }
  }
`);

const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      id
    }
  }
`);

/**
 * A product as the cart takes it (lib/cart's ProductForCart): to add it again, or bring a stored line up to date.
 * Its variants hold the stock, per colour and size.
 */
export const CartProductFragment = graphql(`
  fragment CartProduct_product on Product {
    id
    productName
    mainImage
    images
    imageColors
    normalPrice
    sellPrice
    discount
    weight
    variants {
      id
      sku
      color
      size
      stock
    }
  }
`);

/** A product as it is now, to bring a visitor's stored line up to date (price, its variant's stock, weight). */
export const CartProductQuery = graphql(`
  query CartProduct($id: ID!) {
    product(id: $id) {
      id
      ...CartProduct_product
    }
  }
`);

const MergeCartMutation = graphql(`
  mutation MergeCart($items: [GuestCartItemInput!]!) {
    mergeCart(items: $items) {
      items {
        id
      }
      skipped {
        productID
        reason
      }
    }
  }
`);

/**
 * The cart of whoever is using the app: lines, item count, subtotal and weight, and the changes. Changes throw
 * the gateway's error (or NotEnoughStockError for a visitor); callers show it.
 */
export function useCart() {
  const { scope, loading: sessionLoading } = useSession();
  const signedIn = scope !== null;
  const visitorLines = useVisitorCart();
  const server = useQuery(CartQuery, { skip: !signedIn });
  const [addToCart] = useMutation(AddToCartMutation, {
    refetchQueries: [CartQuery],
    awaitRefetchQueries: true,
  });
  const [updateCartItem] = useMutation(UpdateCartItemMutation);
  const [removeCartItem] = useMutation(RemoveCartItemMutation, {
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify(data.removeCartItem) });
    },
  });

  const lines: CartLine[] = useMemo(
    () => (signedIn ? (server.data?.cart ?? []) : visitorLines),
    [signedIn, server.data, visitorLines],
  );

  const add = useCallback(
    async (product: ProductForCart, choice: { color: string; size: string; quantity: number }) => {
      if (!signedIn) {
        writeVisitorCart(addVisitorLine(readVisitorCart(), product, choice));
        return;
      }
      await addToCart({
        variables: {
          input: { productID: product.id, color: choice.color, size: choice.size, quantity: choice.quantity },
        },
      });
    },
    [signedIn, addToCart],
  );

  // A member's quantity changes go to the server one at a time per line, the latest wish last: fast clicks on
  // the stepper never race each other, and the server ends with the quantity the shopper ended with.
  const wanted = useRef(new Map<string, number>());
  const running = useRef(new Map<string, Promise<void>>());

  const setQuantity = useCallback(
    async (line: CartLine, quantity: number) => {
      const next = clampQuantity(quantity, line.stock);
      if (!signedIn) {
        writeVisitorCart(setLineQuantity(readVisitorCart(), line.id, next));
        return;
      }
      wanted.current.set(line.id, next);
      const inFlight = running.current.get(line.id);
      if (inFlight) return inFlight;
      const run = (async () => {
        try {
          for (let target = wanted.current.get(line.id); target !== undefined;) {
            wanted.current.delete(line.id);
            await updateCartItem({
              variables: { id: line.id, quantity: target },
              optimisticResponse: {
                updateCartItem: {
                  __typename: 'CartItem',
                  id: line.id,
                  quantity: target,
                  stock: line.stock ?? target,
                },
              },
            });
            target = wanted.current.get(line.id);
          }
        } catch (error) {
          // The server refused (e.g. not enough stock): show what it holds, not what was asked.
          wanted.current.delete(line.id);
          void server.refetch().catch(() => undefined);
          throw error;
        } finally {
          running.current.delete(line.id);
        }
      })();
      running.current.set(line.id, run);
      return run;
    },
    [signedIn, updateCartItem, server],
  );

  const remove = useCallback(
    async (line: CartLine) => {
      if (!signedIn) {
        writeVisitorCart(removeLine(readVisitorCart(), line.id));
        return;
      }
      await removeCartItem({ variables: { id: line.id } });
    },
    [signedIn, removeCartItem],
  );

  /** After checkout: a visitor's cart is emptied; a member's ordered lines left it on the server, so re-read it. */
  const clear = useCallback(async () => {
    if (!signedIn) {
      writeVisitorCart([]);
      return;
    }
    await server.refetch();
  }, [signedIn, server]);

  /**
   * The cart as the server now sees it (after checkout refused a price or stock, or as the cart opens): a member's
   * is read again; a visitor's stored lines take each product's current name, price, weight and their variant's
   * stock (Product.variants), and products no longer on sale leave.
   */
  const client = useApolloClient();
  const refetch = useCallback(async () => {
    if (signedIn) {
      await server.refetch();
      return;
    }
    const stored = readVisitorCart();
    if (stored.length === 0) return;
    const ids = [...new Set(stored.map((line) => line.productID))];
    const answers = await Promise.all(
      ids.map((id) =>
        client.query({ query: CartProductQuery, variables: { id }, fetchPolicy: 'network-only' }),
      ),
    );
    const products = new Map(
      ids.map((id, index) => [id, getFragmentData(CartProductFragment, answers[index]?.data?.product)]),
    );
    const current = readVisitorCart().flatMap((line) => {
      const product = products.get(line.productID);
      return product === undefined ? [line] : withCurrentProduct(line, product); // undefined: added meanwhile
    });
    writeVisitorCart(current);
  }, [signedIn, server, client]);

  return {
    lines,
    count: countItems(lines),
    subtotal: cartSubtotal(lines),
    weight: cartWeight(lines),
    signedIn,
    loading: sessionLoading || (signedIn && server.loading && !server.data),
    error: signedIn ? server.error : undefined,
    refetch,
    add,
    setQuantity,
    remove,
    clear,
  };
}

/**
 * At sign-in: brings the visitor's stored lines into the member's server cart and empties the stored cart.
 * Answers the lines the server could not take, with the reason (out of stock, no longer on sale).
 */
export async function mergeVisitorCart(
  client: ApolloClient,
): Promise<{ productID: string; reason: string }[]> {
  const lines = readVisitorCart();
  if (lines.length === 0) return [];
  const { data } = await client.mutate({
    mutation: MergeCartMutation,
    variables: {
      items: lines.map((line) => ({
        productID: line.productID,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
      })),
    },
    // The member's cart, if already read, is stale now; a screen showing it reads it again. (Not refetchQueries:
    // at sign-in no screen shows it yet, and Apollo warns about a refetch of a query nobody watches.)
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
    },
  });
  writeVisitorCart([]);
  return data?.mergeCart.skipped ?? [];
}
