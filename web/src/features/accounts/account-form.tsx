// The form of the sign-in and sign-up cards: the fields the page gives, then the form-wide server error and one
// large submit button that spins while the request runs.
import { Button, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormError } from '@/components/form/form-error';

interface AccountFormProps<V> {
  initialValues: V;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  /** The button's text ('Sign In'). */
  submitLabel: string;
  children: ReactNode;
}

export function AccountForm<V extends object>({
  initialValues,
  onSubmit,
  submitLabel,
  children,
}: AccountFormProps<V>) {
  return (
    <Form<V> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form noValidate onSubmit={handleSubmit}>
          <Stack gap="4">
            {children}
            <FormError />
            <Button type="submit" size="lg" loading={submitting} loadingText={submitLabel}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
