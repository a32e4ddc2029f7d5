// A list row's name as the link to its edit screen, as the lists' Name column shows it.
import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function EditLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
