// /products/:id: the product's pictures, price and details, colour and size (each marked with what it has left;
// variant-choice.tsx, use-variant-choice.ts), a quantity within the chosen variant's stock, add to cart (visitors and
// members alike; on a phone also from a bar at the bottom once the button has scrolled away) and to the wishlist
// (members; wishlist-button.tsx), and 4 related products (storefront.md §2, §4, §5).
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
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { LuShoppingBag } from 'react-icons/lu';
import { generatePath, Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { hydrateLater } from '@/components/hydrate-later';
import { NotFoundState } from '@/components/not-found-state';
import { PriceTag } from '@/components/price-tag';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { ProductPageQuery as ProductPageResult } from '@/generated/graphql';
import { choiceText } from '@/lib/cart';
import { useCart } from '@/lib/use-cart';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { takeEarlyTaps } from '@/lib/early-taps';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { ProductAddBar, useScrolledPast } from './product-add-bar';
import { ProductCard } from '@/components/product-card';
import { ProductGallery } from './product-gallery';
import { QuantityCounter } from './quantity-counter';
import { SizeGuideLink } from './size-guide-link';
import { useVariantChoice } from './use-variant-choice';
import { choiceLine, StockText, VariantChoice } from './variant-choice';
import { WishlistButton } from './wishlist-button';

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
      ...VariantChoice_product
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

type Product = NonNullable<ProductPageResult['product']>;

/** The add-to-cart button's mark for taps before the app runs. */
const EARLY_ADD_TO_CART = 'add-to-cart';

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

function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  const cart = useCart();
  const location = useLocation();
  // What can be chosen and bought: the colour and size (their variants, each with its stock) and the quantity.
  const picked = useVariantChoice(product, location.search);
  const { color, size, variant, quantity, soldOut, variantSoldOut } = picked;
  const [adding, setAdding] = useState(false);

  const addButton = useRef<HTMLButtonElement>(null);
  const options = useRef<HTMLDivElement>(null);
  const contentEnd = useRef<HTMLDivElement>(null);
  const barShown = useScrolledPast(addButton, contentEnd);

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
      // The product's variants are the cart's too (ProductForCart): a visitor's line is made from them.
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
        `[data-testid="option-group-${picked.needs.color && !color ? 'color' : 'size'}"]`,
      );
      group?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      group?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
    }
    void onAddToCart();
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

          <VariantChoice
            choice={picked}
            groupsRef={options}
            sizeAside={
              product.sizeGuide ? (
                <SizeGuideLink sizeGuide={product.sizeGuide} productName={product.productName} />
              ) : null
            }
          />

          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              <Trans>Quantity</Trans>
            </Text>
            <HStack gap="4" wrap="wrap">
              <QuantityCounter value={quantity} stock={picked.limit} onChange={picked.setQuantity} />
              <StockText choice={picked} />
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
            <WishlistButton productId={product.id} />
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
        choice={choiceLine(picked, product.productName)}
        disabled={variantSoldOut || cart.loading}
        loading={adding}
        onAdd={onAddFromBar}
      />
    </Container>
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
