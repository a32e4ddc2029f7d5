import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormState } from 'react-final-form';
import { isMessageDescriptor, messageText } from '@/lib/message-text';

/**
 * The server's message for the whole form (FORM_ERROR), above the buttons, until the form is edited. A form's own
 * message may be a msg`` descriptor: it shows in the app's language.
 */
export function FormError() {
  useLingui();
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  const text =
    typeof submitError === 'string'
      ? submitError
      : isMessageDescriptor(submitError)
        ? messageText(submitError)
        : undefined;
  if (text === undefined || dirtySinceLastSubmit) return null;
  return (
    <Alert.Root status="error" data-testid="form-error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
