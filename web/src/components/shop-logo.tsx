// The shop's name set as its logo, a link home: the storefront header's, and the checkout's (whose steps hide
// the header).
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

/** Layout props (alignSelf, minHeight…) go to the link. */
export function ShopLogo(props: Omit<LinkProps, 'asChild' | 'children'>) {
  return (
    <Link
      asChild
      fontWeight="bold"
      fontSize="xl"
      letterSpacing="widest"
      _hover={{ textDecoration: 'none' }}
      {...props}
    >
      {/* The shop's name, the same in every language. */}
      <RouterLink to={paths.home}>{'LEMARI'}</RouterLink>
    </Link>
  );
}
