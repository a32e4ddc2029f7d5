// /reset-password/:token (issue 22): the e-mailed link. A new password and the same again (checked here as a
// convenience: the sign-up rule and equality; the server checks the rule again); on success the account is signed
// out everywhere and the person goes to /sign-in, which says the password changed (?password=reset). A link that is
// unknown, used or expired answers BAD_USER_INPUT with a message for a person: it shows with a way to ask again.
import { Alert, Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { all, required, strongPassword } from '@/components/form/validators';
import { graphql } from '@/generated/gql';
import { errorCode, errorMessage } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

/** /sign-in's address after a reset: it shows PASSWORD_RESET_TEXT. */
export const SIGN_IN_AFTER_RESET = `${paths.signIn}?password=reset`;

interface Values {
  password: string;
  repeatPassword: string;
}

/** Whether the repeated password differs from the first. */
const differs = (value: unknown, values: object) =>
  typeof value === 'string' && value !== '' && value !== (values as Partial<Values>).password;

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [resetPassword] = useMutation(ResetPasswordMutation);
  // The server's word that this link cannot be used (unknown, used or expired).
  const [linkFailed, setLinkFailed] = useState<string>();

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    try {
      await resetPassword({ variables: { token, password: values.password } });
    } catch (error) {
      const message = errorMessage(error);
      // A weak password names the password ('Password must be at least 8 characters long'): it shows on the field.
      if (/^password\b/iu.test(message)) return { password: message, [FORM_ERROR]: message };
      if (errorCode(error) === 'BAD_USER_INPUT') {
        setLinkFailed(message);
        return undefined;
      }
      return submissionErrors(error, ['password']);
    }
    await navigate(SIGN_IN_AFTER_RESET, { replace: true });
    return undefined;
  }

  return (
    <AccountCard title={t`Set a new password`}>
      {linkFailed ? (
        <>
          <Alert.Root status="error" data-testid="reset-link-failed" role="alert">
            <Alert.Indicator />
            <Alert.Title>{linkFailed}</Alert.Title>
          </Alert.Root>
          <Text>
            <Trans>Ask for a new link: it is sent to your e-mail and works for 1 hour.</Trans>
          </Text>
          <Button asChild size="lg">
            <RouterLink to={paths.forgotPassword}>
              <Trans>Ask for a new link</Trans>
            </RouterLink>
          </Button>
        </>
      ) : (
        <AccountForm<Values>
          onSubmit={onSubmit}
          initialValues={{ password: '', repeatPassword: '' }}
          submitLabel={t`Set new password`}
        >
          <TextField
            name="password"
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            helperText={t`At least 8 characters, with a letter and a digit.`}
            required
            validate={all(required(t`Enter a new password`), strongPassword())}
          />
          <TextField
            name="repeatPassword"
            label={t`Repeat new password`}
            type="password"
            autoComplete="new-password"
            required
            validate={(value, values) =>
              required(t`Repeat the new password`)(value) ??
              (differs(value, values) ? t`Passwords do not match` : undefined)
            }
          />
        </AccountForm>
      )}
    </AccountCard>
  );
}
