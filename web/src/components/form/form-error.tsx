import { Alert } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';

/** The server's message for the whole form (FORM_ERROR), above the buttons, until the form is edited. */
export function FormError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <Alert.Root status="error" data-testid="form-error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{submitError}</Alert.Title>
    </Alert.Root>
  );
}
