// An order's code as a link to its page in the back office, as the order lists' first column shows it.
import { Link } from '@chakra-ui/react';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

export function OrderCodeLink({ order }: { order: { id: string; orderCode: string } }) {
  return (
    <Link asChild fontFamily="mono" fontSize="sm">
      <RouterLink to={generatePath(paths.admin.order, { id: order.id })}>{order.orderCode}</RouterLink>
    </Link>
  );
}
