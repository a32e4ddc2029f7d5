// /products/:id: the product's pictures, price and details, colour and size, a quantity within stock, add to cart
// (visitors and members alike) and to the wishlist (members), and 4 related products (storefront.md §2, §4, §5).
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
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LuHeart, LuShoppingBag } from 'react-icons/lu';
import { generatePath, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { hydrateLater } from '@/components/hydrate-later';
import { NotFoundState } from '@/components/not-found-state';
import { PriceTag } from '@/components/price-tag';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import type { ProductPageQuery as ProductPageResult } from '@/generated/graphql';
import { useCart } from '@/lib/use-cart';
import { PAGE_SIZE } from '@lemari/shop/rules';
import { takeEarlyTaps } from '@/lib/early-taps';
import { errorCode, errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { OptionGroup } from './option-group';
import { ProductCard } from './product-card';
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
      mainImage
      categories {
        id
        slug
        categoryName
      }
      related(limit: $related) {
        id
        ...ProductCard_product
      }
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      id
      productID
    }
  }
`);

type Product = NonNullable<ProductPageResult['product']>;

/** The add-to-cart button's mark for taps before the app runs. */
const EARLY_ADD_TO_CART = 'add-to-cart';

export function ProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ProductPageQuery, {
    variables: { id, related: PAGE_SIZE.related },
  });
  const product = data?.product;
  const missing = data !== undefined && product === null;

  useEffect(() => {
    if (product) document.title = `${product.productName} · Lemari`;
    else if (missing) document.title = 'Not found · Lemari';
  }, [product, missing]);

  if (missing) {
    return (
      <Container maxW="7xl" py="8">
        <NotFoundState title="Product not found" text="This product is not in the shop (any more)." />
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
  const cart = useCart();
  const { scope, loading: sessionLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [color, setColor] = useState('');
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(Math.min(1, Math.max(product.stock, 0)));
  const [adding, setAdding] = useState(false);
  const [addToWishlist, { loading: wishing }] = useMutation(AddToWishlistMutation, {
    // The member's wishlist, if already read, is read again when next shown.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
    },
  });

  const soldOut = product.stock <= 0;

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
    if ((product.colors.length > 0 && !color) || (product.sizes.length > 0 && !size)) {
      toaster.error({ title: 'Please select a color and size.' });
      return;
    }
    if (quantity <= 0) {
      toaster.error({ title: 'quantity required' });
      return;
    }
    setAdding(true);
    try {
      await cart.add(product, { color, size, quantity });
      toaster.success({ title: 'success added to cart' });
    } catch (failure) {
      toaster.error({ title: errorMessage(failure) });
    } finally {
      setAdding(false);
    }
  }

  async function onAddToWishlist() {
    if (!scope) {
      const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
      await navigate(`${paths.signIn}?redirect=${redirect}`);
      return;
    }
    try {
      await addToWishlist({ variables: { productId: product.id } });
      toaster.success({ title: 'success added to wishlist' });
    } catch (failure) {
      if (errorCode(failure) === 'CONFLICT') toaster.warning({ title: 'already in wishlist' });
      else toaster.error({ title: errorMessage(failure) });
    }
  }

  return (
    <Container maxW="7xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
      >
        <ProductGallery images={product.images} name={product.productName} />

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

          {product.colors.length > 0 ? (
            <OptionGroup label="Color" options={product.colors} value={color} onChange={setColor} />
          ) : null}
          {product.sizes.length > 0 ? (
            <OptionGroup label="Size" options={product.sizes} value={size} onChange={setSize} />
          ) : null}

          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              Quantity
            </Text>
            <HStack gap="4" wrap="wrap">
              <QuantityCounter value={quantity} stock={product.stock} onChange={setQuantity} />
              <Text data-testid="product-stock" fontSize="sm" color={soldOut ? 'red.600' : 'fg.muted'}>
                {soldOut ? 'Out of stock' : `Stock: ${product.stock}`}
              </Text>
            </HStack>
          </Stack>

          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              size="lg"
              flex={{ sm: '1' }}
              onClick={() => void onAddToCart()}
              data-early-tap={EARLY_ADD_TO_CART}
              loading={adding}
              disabled={soldOut || cart.loading}
            >
              <LuShoppingBag /> Add to cart
            </Button>
            <Button
              size="lg"
              flex={{ sm: '1' }}
              variant="outline"
              onClick={() => void onAddToWishlist()}
              loading={wishing}
              disabled={sessionLoading}
            >
              <LuHeart /> Add to wishlist
            </Button>
          </Stack>

          <LaterProductDetails product={product} />
        </Stack>
      </Grid>

      {product.related.length > 0 ? <LaterRelatedProducts related={product.related} /> : null}
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
              Material
            </Text>
            <Text as="dd">{product.material}</Text>
          </>
        ) : null}
        <Text as="dt" fontWeight="medium">
          Weight
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
        Related products
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
  return (
    <Container maxW="7xl" py={{ base: '0', md: '8' }} px={{ base: '0', md: '6' }}>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
        aria-busy="true"
        aria-label="Loading product"
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
