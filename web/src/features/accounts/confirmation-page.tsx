// /confirmation/:token (storefront.md §4): the e-mailed link. The token is sent once on arrival: loading, then
// success when the answer is true (link to sign in), else failed (link to sign up); a network error is failed too.
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { graphql } from '@/generated/gql';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token)
  }
`);

type Status = 'loading' | 'success' | 'failed';

/**
 * One call per token for the life of the page: tokens are single-use, and React's StrictMode runs effects twice
 * in development (mount, unmount, mount again), which would spend the token on the first call and answer the
 * second false. Both runs share this promise instead.
 */
const confirmations = new Map<string, Promise<boolean>>();

export function confirmOnce(client: ApolloClient, token: string): Promise<boolean> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = client
      .mutate({ mutation: ConfirmEmailMutation, variables: { token } })
      .then(({ data }) => Boolean(data?.confirmEmail))
      .catch(() => false);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Tests start from a page that has confirmed nothing. */
export function forgetConfirmations() {
  confirmations.clear();
}

export function ConfirmationPage() {
  const { token = '' } = useParams();
  const client = useApolloClient();
  const { t } = useLingui();
  const [result, setResult] = useState<{ token: string; status: Status }>();

  useEffect(() => {
    let current = true;
    void confirmOnce(client, token).then((confirmed) => {
      if (current) setResult({ token, status: confirmed ? 'success' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [client, token]);

  const status: Status = result?.token === token ? result.status : 'loading';
  return (
    <AccountCard title={t`E-mail confirmation`}>
      <Box data-testid="confirmation-status" data-status={status} aria-live="polite">
        {status === 'loading' ? (
          <Text display="flex" alignItems="center" gap="3">
            <Spinner size="sm" /> <Trans>Confirming your e-mail address…</Trans>
          </Text>
        ) : null}
        {status === 'success' ? (
          <Outcome
            icon={<LuCircleCheck />}
            color="green.fg"
            text={t`Your e-mail address is confirmed. You can sign in now.`}
          >
            <Button asChild size="lg">
              <RouterLink to={paths.signIn}>
                <Trans>Sign In</Trans>
              </RouterLink>
            </Button>
          </Outcome>
        ) : null}
        {status === 'failed' ? (
          <Outcome
            icon={<LuCircleX />}
            color="red.fg"
            text={t`This confirmation link could not be used: it was already used, has expired, or could not be checked.`}
          >
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.signUp}>
                <Trans>Sign Up</Trans>
              </RouterLink>
            </Button>
          </Outcome>
        ) : null}
      </Box>
    </AccountCard>
  );
}

function Outcome({
  icon,
  color,
  text,
  children,
}: {
  icon: ReactNode;
  color: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <Box fontSize="5xl" color={color} aria-hidden>
        {icon}
      </Box>
      <Text>{text}</Text>
      {children}
    </Box>
  );
}
