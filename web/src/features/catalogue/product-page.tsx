// /products/:id: the product's pictures, price and details, colour and size (each marked with what it has left),
// a quantity within the chosen variant's stock, add to cart (visitors and members alike; on a phone also from a bar
// at the bottom once the button has scrolled away) and to the wishlist (members), and 4 related products
// (storefront.md §2, §4, §5).
import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LuHeart, LuRuler, LuShoppingBag } from 'react-icons/lu';
import { generatePath, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { hydrateLater } from '@/components/hydrate-later';
import { NotFoundState } from '@/components/not-found-state';
import { PriceTag } from '@/components/price-tag';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { ProductPageQuery as ProductPageResult } from '@/generated/graphql';
import { choiceText } from '@/lib/cart';
import { useCart } from '@/lib/use-cart';
import { FEW_LEFT, PAGE_SIZE, PRODUCT_COLOR_PARAM } from '@lemari/shop/rules';
import { deferred } from '@/lib/deferred';
import { takeEarlyTaps } from '@/lib/early-taps';
import { errorCode, errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import {
  choicesNeeded,
  colorOptions,
  findVariant,
  type OptionStock,
  sameOption,
  sizeOptions,
  stockMark,
  stockOf,
  variantsMatching,
} from '@/lib/variants';
import { OptionGroup } from './option-group';
import { ProductAddBar, useScrolledPast } from './product-add-bar';
import { ProductCard } from '@/components/product-card';
import { ProductGallery } from './product-gallery';
import { QuantityCounter } from './quantity-counter';

export const ProductPageQuery = graphql(`
  query ProductPage($id: ID!, $related: Int) {
    product(id: $id) {
      id
      productName
      description
      sellPrice
      normalPrice
      discount
      weight
      stock
      material
      colors
      sizes
      images
      imageColors
      mainImage
      variants {
        id
        sku
        color
        size
        stock
      }
      categories {
        id
        slug
        categoryName
      }
      sizeGuide {
        ...SizeGuideSheet_sizeGuide
      }
      related(limit: $related) {
        id
        ...ProductCard_product
      }
    }
  }
`);

// Whether the product is on the member's wishlist: asked apart, once the session is known, so that the product
// page's own answer stays the same for everyone (cached by the gateway, rendered by the server for visitors).
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

type Product = NonNullable<ProductPageResult['product']>;

/** A wishlist change: the member's wishlist, if already read, is read again when next shown. */
const wishlistChanged = {
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
  },
};

/** The size guide's sheet: its own chunk, fetched when the link is pointed at or pressed. */
const sizeGuideSheet = deferred(async () => (await import('./size-guide-sheet')).SizeGuideSheet);

/** The add-to-cart button's mark for taps before the app runs. */
const EARLY_ADD_TO_CART = 'add-to-cart';

/** What is still to choose before a variant is known: '' once it is. */
type Missing = '' | 'color' | 'size' | 'color and size';

/** What the add-to-cart bar asks for, by what is missing. */
const SELECT: Readonly<Record<Exclude<Missing, ''>, MessageDescriptor>> = {
  color: msg`Select a color`,
  size: msg`Select a size`,
  'color and size': msg`Select a color and size`,
};

/** What the stock line asks for, by what is missing. */
const SELECT_TO_SEE_STOCK: Readonly<Record<Exclude<Missing, ''>, MessageDescriptor>> = {
  color: msg`Select a color to see its stock`,
  size: msg`Select a size to see its stock`,
  'color and size': msg`Select a color and size to see its stock`,
};

export function ProductPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductPageQuery, {
    variables: { id, related: PAGE_SIZE.related },
  });
  const product = data?.product;
  const missing = data !== undefined && product === null;

  useEffect(() => {
    if (product) document.title = `${product.productName} · Lemari`;
    else if (missing) document.title = `${t`Not found`} · Lemari`;
  }, [product, missing, t]);

  if (missing) {
    return (
      <Container maxW="7xl" py="8">
        <NotFoundState title={t`Product not found`} text={t`This product is not in the shop (any more).`} />
      </Container>
    );
  }
  if (!product) {
    if (error) {
      return (
        <Container maxW="7xl" py="8">
          <ErrorState error={error} onRetry={() => void refetch()} />
        </Container>
      );
    }
    return loading ? <ProductSkeleton /> : null;
  }
  // A new product is a new choice: colour, size and quantity start afresh.
  return <ProductDetail key={product.id} product={product} />;
}

/** The colour the address picks (?color=, any case), when the product offers it; else none. */
function colorAsked(search: string, offered: readonly OptionStock[]): string {
  const asked = new URLSearchParams(search).get(PRODUCT_COLOR_PARAM)?.trim() ?? '';
  return offered.find((option) => sameOption(option.value, asked))?.value ?? '';
}

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const cart = useCart();
  const { scope, loading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  // What can be chosen and bought: the variants (one per colour × size, each with its stock). A product without
  // colours or sizes has one variant ('' / '') and needs no choice.
  const { variants } = product;
  const needs = choicesNeeded(variants);
  const colors = needs.color ? colorOptions(product.colors, variants) : [];
  // A card of a list filtered by colour opens the page in that colour (?color=Navy), with its pictures first.
  const [color, setColor] = useState(() => colorAsked(location.search, colors));
  const [size, setSize] = useState('');
  const [adding, setAdding] = useState(false);
  const sizes = needs.size ? sizeOptions(product.sizes, variants, color) : [];
  const missing = [needs.color && !color ? 'color' : '', needs.size && !size ? 'size' : '']
    .filter(Boolean)
    .join(' and ') as Missing;
  const variant = missing ? undefined : findVariant(variants, color, size);
  const soldOut = stockOf(variants) <= 0;
  const variantSoldOut = variant !== undefined && variant.stock <= 0;
  // The most the counter takes: the chosen variant's stock, or while the choice is not made yet the most any
  // variant it could end on has.
  const limit = variant
    ? Math.max(variant.stock, 0)
    : Math.max(0, ...variantsMatching(variants, color, size).map((option) => option.stock));
  const [quantity, setQuantity] = useState(Math.min(1, limit));
  // Another choice, another limit: the quantity stays within it (and is 1 again after a sold-out choice).
  const [quantityLimit, setQuantityLimit] = useState(limit);
  if (quantityLimit !== limit) {
    setQuantityLimit(limit);
    setQuantity((current) => Math.min(Math.max(current, 1), limit));
  }

  /** A colour chosen: a size it does not come in is chosen no more. */
  function chooseColor(next: string) {
    setColor(next);
    if (size && !findVariant(variants, next, size)) setSize('');
  }

  const addButton = useRef<HTMLButtonElement>(null);
  const options = useRef<HTMLDivElement>(null);
  const contentEnd = useRef<HTMLDivElement>(null);
  const barShown = useScrolledPast(addButton, contentEnd);
  const [addToWishlist, { loading: wishAdding }] = useMutation(AddToWishlistMutation, wishlistChanged);
  const [removeFromWishlist, { loading: removing }] = useMutation(
    RemoveFromWishlistOnProductMutation,
    wishlistChanged,
  );
  const wishing = wishAdding || removing;
  // A member's own: asked after the page (never part of its shared answer), and not for visitors.
  // Asked again on each visit: the wishlist page (or another tab) may have changed it since.
  const wishlistState = useQuery(ProductWishlistStateQuery, {
    variables: { id: product.id },
    skip: !scope,
    fetchPolicy: 'cache-and-network',
  });
  const inWishlist = Boolean(scope) && wishlistState.data?.product?.inWishlist === true;

  // "Add to cart" tapped on the server-rendered page before the app took it over (src/lib/early-taps.ts): carried
  // out once the page runs, in the render after the option groups have adopted the colour and size tapped with it.
  const [addTappedEarly, setAddTappedEarly] = useState(false);
  useEffect(() => {
    if (takeEarlyTaps((tap) => tap === EARLY_ADD_TO_CART).length > 0) setAddTappedEarly(true);
  }, []);
  useEffect(() => {
    if (!addTappedEarly) return;
    setAddTappedEarly(false);
    void onAddToCart();
  }, [addTappedEarly]);

  async function onAddToCart() {
    if (!variant) {
      toaster.error({ title: t`Please select a color and size.` });
      return;
    }
    if (variant.stock <= 0) {
      const choice = choiceText(variant);
      toaster.error({ title: t`${choice} is sold out.` });
      return;
    }
    if (quantity <= 0) {
      toaster.error({ title: t`quantity required` });
      return;
    }
    setAdding(true);
    try {
      await cart.add(product, { color, size, quantity });
      toaster.success({ title: t`success added to cart` });
    } catch (failure) {
      toaster.error({ title: errorMessage(failure) });
    } finally {
      setAdding(false);
    }
  }

  /** The bar's button: with the choice not made, the colour and size are brought back into view too. */
  function onAddFromBar() {
    if (!variant) {
      const group = options.current?.querySelector<HTMLElement>(
        `[data-testid="option-group-${needs.color && !color ? 'color' : 'size'}"]`,
      );
      group?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      group?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
    }
    void onAddToCart();
  }

  const chosen = choiceText({ color, size });
  const barChoice = missing
    ? [chosen, i18n._(SELECT[missing])].filter(Boolean).join(' · ')
    : [chosen || product.productName, variant ? stockMark(variant.stock) : undefined]
        .filter(Boolean)
        .join(' · ');

  async function onWishlistButton() {
    if (!scope) {
      const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
      await navigate(`${paths.signIn}?redirect=${redirect}`);
      return;
    }
    try {
      if (inWishlist) {
        await removeFromWishlist({ variables: { productId: product.id } });
        toaster.success({ title: t`Removed from your wishlist` });
      } else {
        await addToWishlist({ variables: { productId: product.id } });
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
    <Container maxW="7xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
      >
        <ProductGallery
          images={product.images}
          imageColors={product.imageColors}
          color={color}
          name={product.productName}
        />

        <Stack gap="5" px={{ base: '4', md: '0' }}>
          <Stack gap="2">
            {product.categories.length > 0 ? (
              <HStack gap="2" wrap="wrap" fontSize="sm">
                {product.categories.map((category) => (
                  <Link key={category.id} asChild color="fg.muted" variant="underline">
                    <RouterLink to={generatePath(paths.category, { slug: category.slug })}>
                      {category.categoryName}
                    </RouterLink>
                  </Link>
                ))}
              </HStack>
            ) : null}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {product.productName}
            </Heading>
            <HStack gap="3" fontSize="lg">
              <PriceTag sellPrice={product.sellPrice} normalPrice={product.normalPrice} />
              {product.sellPrice < product.normalPrice && product.discount > 0 ? (
                <Badge colorPalette="red" variant="solid">
                  -{product.discount}%
                </Badge>
              ) : null}
            </HStack>
          </Stack>

          {colors.length > 0 || sizes.length > 0 ? (
            <Stack gap="5" ref={options}>
              {colors.length > 0 ? (
                <OptionGroup
                  label={t`Color`}
                  testId="color"
                  options={colors}
                  value={color}
                  onChange={chooseColor}
                />
              ) : null}
              {sizes.length > 0 ? (
                <OptionGroup
                  label={t`Size`}
                  testId="size"
                  options={sizes}
                  value={size}
                  onChange={setSize}
                  aside={
                    product.sizeGuide ? (
                      <SizeGuideLink sizeGuide={product.sizeGuide} productName={product.productName} />
                    ) : null
                  }
                />
              ) : null}
            </Stack>
          ) : null}

          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Quantity</Trans>
            </Text>
            <HStack gap="4" wrap="wrap">
              <QuantityCounter value={quantity} stock={limit} onChange={setQuantity} />
              <StockText soldOut={soldOut} stock={variant?.stock} missing={missing} />
            </HStack>
          </Stack>

          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              ref={addButton}
              size="lg"
              flex={{ sm: '1' }}
              onClick={() => void onAddToCart()}
              data-early-tap={EARLY_ADD_TO_CART}
              loading={adding}
              disabled={soldOut || variantSoldOut || cart.loading}
            >
              <LuShoppingBag /> <Trans>Add to cart</Trans>
            </Button>
            <Button
              size="lg"
              flex={{ sm: '1' }}
              variant="outline"
              onClick={() => void onWishlistButton()}
              loading={wishing}
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
          </Stack>

          <LaterProductDetails product={product} />
        </Stack>
      </Grid>

      {product.related.length > 0 ? <LaterRelatedProducts related={product.related} /> : null}
      {/* The end of the page's content: the phone's add-to-cart bar leaves as it comes into view. */}
      <div ref={contentEnd} />
      <ProductAddBar
        shown={barShown && !soldOut}
        sellPrice={product.sellPrice}
        choice={barChoice}
        disabled={variantSoldOut || cart.loading}
        loading={adding}
        onAdd={onAddFromBar}
      />
    </Container>
  );
}

/** "Size guide" beside the size picker: opens the category's measurements in a sheet (a dialog on wide screens). */
function SizeGuideLink({
  sizeGuide,
  productName,
}: {
  sizeGuide: NonNullable<Product['sizeGuide']>;
  productName: string;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        height="auto"
        minWidth="0"
        px="0"
        textDecoration="underline"
        textUnderlineOffset="3px"
        fontWeight="medium"
        aria-haspopup="dialog"
        data-testid="size-guide-link"
        onPointerEnter={() => void sizeGuideSheet.preload()}
        onFocus={() => void sizeGuideSheet.preload()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <LuRuler aria-hidden /> <Trans>Size guide</Trans>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <sizeGuideSheet.Component
            open={open}
            onOpenChange={setOpen}
            sizeGuide={sizeGuide}
            productName={productName}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The stock beside the quantity: the chosen variant's ("Sisa 2" when few are left, "Habis" when none), or what is
 * still to choose to see it.
 */
function StockText({
  soldOut,
  stock,
  missing,
}: {
  soldOut: boolean;
  stock: number | undefined;
  missing: Missing;
}) {
  const { t, i18n } = useLingui();
  const [text, color] = soldOut
    ? [t`Out of stock`, 'red.600']
    : stock === undefined
      ? [missing ? i18n._(SELECT_TO_SEE_STOCK[missing]) : '', 'fg.muted']
      : stock <= 0
        ? [t`Sold out`, 'red.600']
        : stock <= FEW_LEFT
          ? [t`${stock} left`, 'orange.700']
          : [t`Stock: ${stock}`, 'fg.muted'];
  return (
    <Text
      data-testid="product-stock"
      fontSize="sm"
      fontWeight={stock !== undefined ? 'medium' : undefined}
      color={color}
    >
      {text}
    </Text>
  );
}

/** The description, material and weight, under the buttons. */
function ProductDetails({ product }: { product: Product }) {
  return (
    <Stack gap="4" borderTopWidth="1px" pt="5">
      {product.description ? (
        <Text whiteSpace="pre-line" color="fg.muted">
          {product.description}
        </Text>
      ) : null}
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="1" fontSize="sm">
        {product.material ? (
          <>
            <Text as="dt" fontWeight="medium">
              <Trans>Material</Trans>
            </Text>
            <Text as="dd">{product.material}</Text>
          </>
        ) : null}
        <Text as="dt" fontWeight="medium">
          <Trans>Weight</Trans>
        </Text>
        <Text as="dd">{product.weight > 0 ? `${product.weight} g` : '-'}</Text>
      </Box>
    </Stack>
  );
}

/** Products of the same categories (storefront.md §2), their images asked for once the page is the app's. */
function RelatedProducts({ related }: { related: Product['related'] }) {
  return (
    <Box as="section" aria-labelledby="related-products" mt="12" px={{ base: '4', md: '0' }} pb="8">
      <Heading as="h2" id="related-products" size="xl" mb="4">
        <Trans>Related products</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {related.map((item) => (
          <ProductCard key={item.id} product={item} imageLater />
        ))}
      </SimpleGrid>
    </Box>
  );
}

// Below the first screen: React takes the details and related products over just after the rest.
const LaterProductDetails = hydrateLater(ProductDetails);
const LaterRelatedProducts = hydrateLater(RelatedProducts);

/** The page's shape while the product loads. */
function ProductSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxW="7xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
        aria-busy="true"
        aria-label={t`Loading product`}
      >
        <AspectRatio ratio={3 / 4}>
          <Skeleton />
        </AspectRatio>
        <Stack gap="5" px={{ base: '4', md: '0' }}>
          <Skeleton height="10" width="70%" />
          <Skeleton height="6" width="30%" />
          <Skeleton height="10" width="60%" />
          <Skeleton height="10" width="60%" />
          <Skeleton height="12" />
          <SkeletonText noOfLines={4} />
        </Stack>
      </Grid>
    </Container>
  );
}
