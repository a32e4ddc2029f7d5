// /sign-in (storefront.md §2, §4): e-mail and password; on success the visitor's cart joins the member's, the
// session is read again and the person goes to the redirect (a path of this site) or the home of their scope.
import { Alert, Box, Link, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { EmailField } from '@/components/form/email-field';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { PageLoading } from '@/components/page-loading';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { mergeVisitorCart } from '@/lib/use-cart';
import { errorCode, errorMessage } from '@/lib/errors';
import { submissionErrors } from '@/lib/form-errors';
import { adoptAccountLanguage } from '@/lib/i18n';
import { forgotPasswordPath, paths } from '@/lib/paths';
import { CurrentSessionQuery, homeOf } from '@/lib/session';
import { clearSessionExpired } from '@/lib/session-events';
import { readVisitorCart } from '@/lib/visitor-cart';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';
import { ResendConfirmation } from './resend-confirmation';
import { safeRedirect } from './safe-redirect';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      scope
    }
  }
`);

/**
 * The spec's text for wrong credentials (storefront.md §8), as the spec writes it, in English too; other failures
 * (rate limit, unconfirmed) say theirs.
 */
export const SIGN_IN_FAILED = msg`Sign-in failed. Check your e-mail or password.`;
export const SESSION_EXPIRED_TEXT = msg`Your session has expired. Please sign in again.`;
/** What /sign-in?password=reset says, after /reset-password/:token. */
export const PASSWORD_RESET_TEXT = msg`Your password is changed. Sign in with the new one.`;

interface Values {
  email: string;
  password: string;
}

export function SignInPage() {
  const [params] = useSearchParams();
  const { t, i18n } = useLingui();
  // The session as the header reads it; `data` stays while it is read again after signing in, so the form (and an
  // error it may still have to show) stays on screen until the redirect.
  const { data, loading } = useQuery(CurrentSessionQuery);
  const scope = data?.me?.scope ?? null;
  const client = useApolloClient();
  const [signIn] = useMutation(SignInMutation);
  const expired = params.get('session') === 'expired';
  const passwordReset = params.get('password') === 'reset';
  // The e-mail of an account that is not confirmed yet, once sign-in said so (FORBIDDEN): its link can be sent again.
  const [unconfirmed, setUnconfirmed] = useState<string>();

  // The notice now lives in the address; the guards need not keep it any longer.
  useEffect(() => clearSessionExpired(), []);

  // Signed in (already, or just now once the session was read again): on to the redirect or the scope's home.
  if (scope) return <Navigate to={safeRedirect(params.get('redirect')) ?? homeOf(scope)} replace />;
  if (loading && !data) return <PageLoading />;

  async function onSubmit(values: Values): Promise<SubmissionErrors | undefined> {
    setUnconfirmed(undefined);
    try {
      await signIn({ variables: { email: values.email.trim(), password: values.password } });
    } catch (error) {
      if (errorCode(error) === 'UNAUTHENTICATED') return { [FORM_ERROR]: i18n._(SIGN_IN_FAILED) };
      // The right password of an account whose e-mail is not confirmed yet (the REST API's 403).
      if (errorCode(error) === 'FORBIDDEN') {
        setUnconfirmed(values.email.trim());
        return { [FORM_ERROR]: errorMessage(error) };
      }
      return submissionErrors(error, ['email', 'password']);
    }
    clearSessionExpired();
    await bringVisitorCart();
    try {
      await client.refetchQueries({ include: [CurrentSessionQuery] });
    } catch (error) {
      return { [FORM_ERROR]: errorMessage(error) };
    }
    const account = client.readQuery({ query: CurrentSessionQuery })?.me?.profile;
    await adoptAccountLanguage(account?.language).catch(() => undefined);
    return undefined;
  }

  /** The visitor's lines go into the member's cart; when that fails they stay stored for the next sign-in. */
  async function bringVisitorCart() {
    const names = new Map(readVisitorCart().map((line) => [line.productID, line.productName]));
    try {
      const skipped = await mergeVisitorCart(client);
      for (const line of skipped) {
        const product = names.get(line.productID) ?? t`A product`;
        const reason = line.reason;
        toaster.warning({ title: t`${product} was not added to your cart: ${reason}` });
      }
    } catch (error) {
      const reason = errorMessage(error);
      toaster.error({ title: t`Your cart could not be added to your account: ${reason}` });
    }
  }

  return (
    <AccountCard title={t`Sign In`}>
      {expired ? (
        <Alert.Root status="warning" data-testid="session-notice" role="status">
          <Alert.Indicator />
          <Alert.Title>{i18n._(SESSION_EXPIRED_TEXT)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {passwordReset ? (
        <Alert.Root status="success" data-testid="password-notice" role="status">
          <Alert.Indicator />
          <Alert.Title>{i18n._(PASSWORD_RESET_TEXT)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <AccountForm<Values>
        onSubmit={onSubmit}
        initialValues={{ email: '', password: '' }}
        submitLabel={t`Sign In`}
      >
        <EmailField validate={all(required(t`Email is required`), email())} />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          validate={required(t`Password is required`)}
        />
        <ForgotPasswordLink />
      </AccountForm>
      {unconfirmed ? (
        <ResendConfirmation email={unconfirmed} label={t`Send the confirmation e-mail again`} />
      ) : null}
      <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1" flexWrap="wrap">
        <Trans>No account yet?</Trans>
        <Link asChild colorPalette="brand" fontWeight="medium" minH="10" px="1">
          <RouterLink to={paths.signUp}>
            <Trans>Sign Up</Trans>
          </RouterLink>
        </Link>
      </Text>
    </AccountCard>
  );
}

/** 'Forgot password?' under the password: /forgot-password, with the e-mail typed so far. */
function ForgotPasswordLink() {
  const { input } = useField<string>('email', { subscription: { value: true } });
  return (
    <Box mt="-2" textAlign="end" fontSize="sm">
      <Link asChild colorPalette="brand" fontWeight="medium" minH="10" px="1">
        <RouterLink to={forgotPasswordPath(input.value)}>
          <Trans>Forgot password?</Trans>
        </RouterLink>
      </Link>
    </Box>
  );
}
