// /forgot-password (issue 22): the person's e-mail, then a link to set a new password is e-mailed when the e-mail
// has an account. The answer is the same either way, and so is what this screen says: it tells nobody which e-mails
// have an account. Opened from /sign-in with the e-mail typed there (?email=); past the gateway's limits its message
// shows above the button.
import { Alert, Button, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmailField } from '@/components/form/email-field';
import { all, email, required } from '@/components/form/validators';
import { graphql } from '@/generated/gql';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_LINK_SENT = msg`If an account uses this e-mail, we have sent it a link to set a new password. The link works for 1 hour.`;

interface Values {
  email: string;
}

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [sentTo, setSentTo] = useState<string>();
  // The address last sent to: the form starts from it when the person asks again.
  const [lastEmail, setLastEmail] = useState(() => params.get('email')?.trim() ?? '');

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    const address = values.email.trim();
    try {
      await requestReset({ variables: { email: address } });
    } catch (error) {
      return submissionErrors(error, ['email']);
    }
    setLastEmail(address);
    setSentTo(address);
    return undefined;
  }

  return (
    <AccountCard title={t`Forgot password`}>
      {sentTo ? (
        <>
          <Alert.Root status="success" data-testid="reset-link-sent" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>Check your e-mail</Trans>
              </Alert.Title>
              <Alert.Description>{i18n._(RESET_LINK_SENT)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted" fontSize="sm">
            <Trans>
              Nothing arrived? Look in your spam folder, or check the address ({sentTo}) and send the link
              again.
            </Trans>
          </Text>
          <Button variant="outline" size="lg" onClick={() => setSentTo(undefined)}>
            <Trans>Send the link again</Trans>
          </Button>
          <Button asChild size="lg">
            <RouterLink to={paths.signIn}>
              <Trans>Sign In</Trans>
            </RouterLink>
          </Button>
        </>
      ) : (
        <>
          <Text>
            <Trans>Type the e-mail of your account. We will send it a link to set a new password.</Trans>
          </Text>
          <AccountForm<Values>
            onSubmit={onSubmit}
            initialValues={{ email: lastEmail }}
            submitLabel={t`Send link`}
          >
            <EmailField validate={all(required(t`Email is required`), email())} />
          </AccountForm>
          <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1" flexWrap="wrap">
            <Trans>Remembered it?</Trans>
            <Link asChild colorPalette="brand" fontWeight="medium" minH="10" px="1">
              <RouterLink to={paths.signIn}>
                <Trans>Sign In</Trans>
              </RouterLink>
            </Link>
          </Text>
        </>
      )}
    </AccountCard>
  );
}
