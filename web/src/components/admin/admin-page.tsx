// The frame of every back-office screen: the page's h1 (and the browser tab's title), the actions beside it (an
// add link), then the screen.
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { useMayEditHere } from './use-admin-access';

interface AdminPageProps {
  title: string;
  /** Beside the title: e.g. <AddLink>. */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="5" data-testid="admin-page">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** The link to a list's create form, e.g. <AddLink to={paths.admin.categoryAdd}>Add category</AddLink>. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  // Not shown to staff whose role may not add here (issue 32).
  const mayEdit = useMayEditHere();
  if (!mayEdit) return null;
  return (
    <Button asChild size="sm" minH="10">
      <RouterLink to={to}>
        <LuPlus aria-hidden /> {children}
      </RouterLink>
    </Button>
  );
}
