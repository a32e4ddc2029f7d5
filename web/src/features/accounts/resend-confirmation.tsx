// Sending the confirmation e-mail again (issue 22), from /check-email and from /sign-in when the account is not
// confirmed yet. The gateway answers true whether or not the e-mail has such an account; past its limits it says
// so (RATE_LIMITED) in words for a person. After a send the button rests for a short cooldown,
// so that a second tap does not send a second e-mail at once.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toaster } from '@/components/toaster';
import { graphql } from '@/generated/gql';
import { errorMessage } from '@/lib/errors';

export const ResendConfirmationMutation = graphql(`
  mutation ResendConfirmation($email: String!) {
    resendConfirmation(email: $email)
  }
`);

/** How long the button rests after a send, in seconds. */
export const RESEND_COOLDOWN_SECONDS = 30;
export const RESENT_TEXT = msg`We sent the confirmation e-mail again. It can take a few minutes to arrive.`;

interface ResendConfirmationProps {
  /** The address signed up with. */
  email: string;
  /** The button's text ('Send the e-mail again' when not given). */
  label?: string;
  /** Not ready to send (no valid address yet). */
  disabled?: boolean;
}

export function ResendConfirmation({ email, label, disabled = false }: ResendConfirmationProps) {
  const { t, i18n } = useLingui();
  const text = label ?? t`Send the e-mail again`;
  const [resend, { loading }] = useMutation(ResendConfirmationMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  // The cooldown: until when the button rests, and the clock it is read against, ticking once a second meanwhile.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === 0) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  async function send() {
    setError(undefined);
    try {
      await resend({ variables: { email: email.trim() } });
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    setSent(true);
    const time = Date.now();
    setNow(time);
    setUntil(time + RESEND_COOLDOWN_SECONDS * 1000);
    toaster.success({ title: i18n._(RESENT_TEXT) });
  }

  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  const resting = secondsLeft > 0;
  const wait = t`You can ask again in ${secondsLeft} s.`;
  return (
    <Stack gap="2" data-testid="resend-confirmation">
      <Button
        variant="outline"
        size="lg"
        onClick={() => void send()}
        loading={loading}
        loadingText={text}
        disabled={resting || disabled}
      >
        {text}
      </Button>
      <Text fontSize="sm" color={error ? 'fg.error' : 'fg.muted'} role="status" aria-live="polite">
        {error ?? (sent ? i18n._(RESENT_TEXT) : '')}
        {!error && resting ? ` ${wait}` : ''}
      </Text>
    </Stack>
  );
}
