// The two halves of a product's card, as the storefront's grids (components/product-card.tsx) and the
// member's wishlist draw them: the picture linking to the product's page, then its name (the link for the keyboard
// and screen readers) and its price.
import { AspectRatio, Card, Center, Image, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { LaterImage } from '@/components/later-image';
import { PriceTag } from '@/components/price-tag';
import { FETCH_FIRST, GRID_IMAGE_SIZES, responsive } from '@/lib/images';

/**
 * A product card's picture (3:4, 'No image' without one), linking to the product's page; for the keyboard and
 * screen readers the name below is the link. A card of a grid's first row asks for it at once and first (`first`):
 * the page is there to show it, whatever the list (a filtered one's differ from those the page's head preloads).
 */
export function ProductPicture(props: {
  to: string;
  image: string | null | undefined;
  name: string;
  later?: boolean;
  first?: boolean;
}) {
  const { t } = useLingui();
  const Picture = props.later ? LaterImage : Image;
  const priority = props.first ? FETCH_FIRST : { loading: 'lazy' as const };
  return (
    <RouterLink to={props.to} aria-hidden tabIndex={-1}>
      <AspectRatio ratio={3 / 4} bg="bg.muted">
        {props.image ? (
          <Picture
            {...responsive(props.image, GRID_IMAGE_SIZES)}
            alt={props.name}
            objectFit="cover"
            {...priority}
          />
        ) : (
          <Center color="fg.muted" fontSize="sm">
            {t`No image`}
          </Center>
        )}
      </AspectRatio>
    </RouterLink>
  );
}

/**
 * A product card's name, linking to the product's page, then its price: the name in medium weight on at most two
 * lines, the price bold below it with the struck normal price on the same line (PriceTag's card scale).
 */
export function ProductCardBody(props: {
  to: string;
  product: { productName: string; sellPrice: number; normalPrice: number };
}) {
  return (
    <Card.Body gap="1" px={{ base: '2.5', md: '3' }} pt="2" pb="3">
      <Link asChild color="fg" fontSize="sm" fontWeight="medium" lineHeight="1.35" lineClamp={2}>
        <RouterLink to={props.to}>{props.product.productName}</RouterLink>
      </Link>
      <PriceTag card sellPrice={props.product.sellPrice} normalPrice={props.product.normalPrice} />
    </Card.Body>
  );
}
