// /check-email (storefront.md §2): after signing up, the person confirms by following the e-mailed link.
import { Box, Button, Text } from '@chakra-ui/react';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';
import type { CheckEmailState } from './sign-up-page';

export function CheckEmailPage() {
  const state = useLocation().state as Partial<CheckEmailState> | null;
  const to = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <AccountCard title="Check your e-mail">
      <Box color="fg.muted" fontSize="5xl" aria-hidden>
        <LuMailCheck />
      </Box>
      <Text>
        We sent a confirmation link to {to ? <strong>{to}</strong> : 'your e-mail address'}. Open it to
        confirm your account, then sign in.
      </Text>
      <Text color="fg.muted" fontSize="sm">
        The link works only once. Nothing arrived? Look in your spam folder.
      </Text>
      <Button asChild variant="outline" size="lg">
        <RouterLink to={paths.signIn}>Sign In</RouterLink>
      </Button>
    </AccountCard>
  );
}
