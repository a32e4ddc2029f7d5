// /sign-up and /register (storefront.md §2, §5): e-mail, password and the password again. Missing e-mail or
// password says 'Username and password is required'; unlike the original client, the repeated password is compared
// here too (the server compares it as well). The server's refusals (a taken e-mail, a weak password) show on their
// field. Success: 'Success Sign Up' and on to /check-email.
import { HStack, Link, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorCode, errorMessage } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';

export const SignUpMutation = graphql(`
  mutation SignUp($email: String!, $password: String!, $repeatPassword: String) {
    signUp(email: $email, password: $password, repeatPassword: $repeatPassword) {
      id
      email
      confirmed
    }
  }
`);

export const CREDENTIALS_REQUIRED = msg`Username and password is required`;
export const PASSWORDS_DIFFER = msg`Passwords do not match`;
const FIELDS = ['email', 'password', 'repeatPassword'] as const;

interface Values {
  email: string;
  password: string;
  repeatPassword: string;
}

/** What /check-email is told: the address the link went to. */
export interface CheckEmailState {
  email: string;
}

export function SignUpPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [signUp] = useMutation(SignUpMutation);

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    const email = values.email.trim();
    if (!email || !values.password) return { [FORM_ERROR]: i18n._(CREDENTIALS_REQUIRED) };
    if (values.repeatPassword !== values.password) return { repeatPassword: i18n._(PASSWORDS_DIFFER) };
    try {
      const { data } = await signUp({
        variables: { email, password: values.password, repeatPassword: values.repeatPassword },
      });
      toaster.success({ title: t`Success Sign Up` });
      const state: CheckEmailState = { email: data?.signUp.email ?? email };
      await navigate(paths.checkEmail, { state });
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, FIELDS);
      // A taken e-mail (409) is about the e-mail field, though its message does not name it.
      return errorCode(error) === 'CONFLICT' ? { ...errors, email: errorMessage(error) } : errors;
    }
  }

  return (
    <AccountCard title={t`Sign Up`}>
      <AccountForm<Values>
        onSubmit={onSubmit}
        initialValues={{ email: '', password: '', repeatPassword: '' }}
        submitLabel={t`Sign Up`}
      >
        <EmailField />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          helperText={t`At least 8 characters, with a letter and a digit.`}
          required
        />
        <TextField
          name="repeatPassword"
          label={t`Repeat Password`}
          type="password"
          autoComplete="new-password"
          required
        />
      </AccountForm>
      <HStack gap="4" fontSize="sm" wrap="wrap">
        <Text color="fg.muted" display="flex" alignItems="center" gap="1">
          <Trans>Have an account?</Trans>
          <Link asChild colorPalette="brand" fontWeight="medium" minH="10" px="1">
            <RouterLink to={paths.signIn}>
              <Trans>Sign In</Trans>
            </RouterLink>
          </Link>
        </Text>
        {pathname === paths.signUp ? (
          <Link asChild colorPalette="brand" fontWeight="medium" ms="auto" minH="10" px="1">
            <RouterLink to={paths.register}>
              <Trans>Register</Trans>
            </RouterLink>
          </Link>
        ) : null}
      </HStack>
    </AccountCard>
  );
}
