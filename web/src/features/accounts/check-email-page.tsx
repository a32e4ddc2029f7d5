// /check-email (storefront.md §2): after signing up, the person confirms by following the e-mailed link. Sign-up
// tells this screen the address in the router's state (?email= in the address works too); with it the e-mail can be
// sent again from here, else the person types the address first.
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { email as emailCheck } from '@/components/form/validators';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';
import { ResendConfirmation } from './resend-confirmation';
import type { CheckEmailState } from './sign-up-page';

export function CheckEmailPage() {
  const state = useLocation().state as Partial<CheckEmailState> | null;
  const [params] = useSearchParams();
  const to = typeof state?.email === 'string' ? state.email : params.get('email')?.trim() || undefined;
  const { t } = useLingui();
  return (
    <AccountCard title={t`Check your e-mail`}>
      <Box color="fg.muted" fontSize="5xl" aria-hidden>
        <LuMailCheck />
      </Box>
      <Text>
        {to ? (
          <Trans>
            We sent a confirmation link to <strong>{to}</strong>. Open it to confirm your account, then sign
            in.
          </Trans>
        ) : (
          <Trans>
            We sent a confirmation link to your e-mail address. Open it to confirm your account, then sign in.
          </Trans>
        )}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <Trans>
          The link works only once. Nothing arrived? Look in your spam folder, or send the e-mail again.
        </Trans>
      </Text>
      {to ? <ResendConfirmation email={to} /> : <ResendToTypedAddress />}
      <Button asChild variant="outline" size="lg">
        <RouterLink to={paths.signIn}>
          <Trans>Sign In</Trans>
        </RouterLink>
      </Button>
    </AccountCard>
  );
}

/** When the screen does not know the address: the person types it, then sends. */
function ResendToTypedAddress() {
  const [typed, setTyped] = useState('');
  const invalid = typed.trim() !== '' && emailCheck()(typed) !== undefined;
  return (
    <Stack gap="3">
      <Field.Root invalid={invalid}>
        <Field.Label>
          <Trans>Email</Trans>
        </Field.Label>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Field.ErrorText>
          <Trans>Enter a valid e-mail address</Trans>
        </Field.ErrorText>
      </Field.Root>
      <ResendConfirmation email={typed} disabled={typed.trim() === '' || invalid} />
    </Stack>
  );
}
