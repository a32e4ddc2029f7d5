// A product's card in the storefront's grids: the shop's lists (with the colour and picture the list's filter picks,
// ListedProductCard), the home page's rows and the related products.
import { AspectRatio, Badge, Box, Card, Skeleton, SkeletonText } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ProductCardBody, ProductPicture } from '@/components/product-tile';
import { productPath } from '@/lib/paths';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    productName
    sellPrice
    normalPrice
    discount
    mainImage
    stock
  }
`);

export const ListedProductCardFragment = graphql(`
  fragment ProductCard_listed on ListedProduct {
    color
    image
    product {
      ...ProductCard_product
    }
  }
`);

/** What a list's card shows instead of the main picture: the chosen colour's (ProductPage.cards). */
interface CardShown {
  /** The colour its page opens with; empty for none. */
  color: string;
  /** The picture; empty for 'No image'. */
  image: string;
}

/**
 * One product in a grid: main image (the discount and 'Sold out' as small tabs in its top corners), name linking to
 * its page, then the sell price and the struck normal price on one line. In a list filtered by colour, the picture
 * and the page's colour are the list's (`shown`). A card below the first screen asks for its image once the app
 * has taken the page over (`imageLater`, LaterImage).
 */
export function ProductCard(props: {
  product: FragmentType<typeof ProductCardFragment>;
  shown?: CardShown;
  imageLater?: boolean;
  /** In the grid's first row: its image is asked for at once and first. */
  imageFirst?: boolean;
}) {
  const { t } = useLingui();
  const product = getFragmentData(ProductCardFragment, props.product);
  const to = productPath(product.id, props.shown?.color);
  const discounted = product.sellPrice < product.normalPrice && product.discount > 0;
  return (
    <Card.Root data-testid="product-card" size="sm" variant="outline" overflow="hidden">
      <Box position="relative">
        <ProductPicture
          to={to}
          image={props.shown ? props.shown.image : product.mainImage}
          name={product.productName}
          later={props.imageLater}
          first={props.imageFirst}
        />
        {/* Small tabs in the picture's corners, over the photo's margin rather than the garment. */}
        {discounted ? (
          <Badge
            data-testid="product-discount"
            position="absolute"
            top="0"
            left="0"
            size="sm"
            fontWeight="bold"
            borderRadius="0"
            borderBottomEndRadius="md"
            colorPalette="red"
            variant="solid"
          >
            -{product.discount}%
          </Badge>
        ) : null}
        {product.stock <= 0 ? (
          <Badge
            position="absolute"
            top="0"
            right="0"
            size="sm"
            borderRadius="0"
            borderBottomStartRadius="md"
            colorPalette="gray"
            variant="solid"
          >
            {t`Sold out`}
          </Badge>
        ) : null}
      </Box>
      <ProductCardBody to={to} product={product} />
    </Card.Root>
  );
}

/** A product of a list as its card shows it there: in the colour the list's filter picked, and that colour's picture. */
export function ListedProductCard(props: {
  listed: FragmentType<typeof ListedProductCardFragment>;
  imageLater?: boolean;
  imageFirst?: boolean;
}) {
  const { color, image, product } = getFragmentData(ListedProductCardFragment, props.listed);
  return (
    <ProductCard
      product={product}
      shown={{ color, image }}
      imageLater={props.imageLater}
      imageFirst={props.imageFirst}
    />
  );
}

/** The card's shape while its data loads. */
export function ProductCardSkeleton() {
  return (
    <Card.Root size="sm" variant="outline" overflow="hidden">
      <AspectRatio ratio={3 / 4}>
        <Skeleton />
      </AspectRatio>
      <Card.Body gap="2" px={{ base: '2.5', md: '3' }} pt="2" pb="3">
        <SkeletonText noOfLines={2} />
        <Skeleton height="4" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}

/** /shop's grid: beside the filters' sidebar from desktops up (lg), four to a row from wide screens (xl). */
export const PRODUCT_GRID_COLUMNS = { base: 2, md: 3, xl: 4 } as const;
