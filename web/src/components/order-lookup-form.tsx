// The order code and e-mail a guest proves an order is theirs with: /order-status's form and the invoice's for a
// guest who opens it without them. The server checks both (orderLookup); these checks are a convenience.
import { Button, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { EmailField } from '@/components/form/email-field';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';

export interface OrderLookupValues {
  orderCode: string;
  email: string;
}

export function OrderLookupForm({
  label,
  onSubmit,
}: {
  /** The submit button's words, which also name the form ('Find my order'). */
  label: string;
  onSubmit: (values: OrderLookupValues) => Promise<SubmissionErrors | undefined>;
}) {
  const { t } = useLingui();
  return (
    <Form<OrderLookupValues> onSubmit={onSubmit} initialValues={{ orderCode: '', email: '' }}>
      {({ handleSubmit, submitting }) => (
        <form noValidate onSubmit={handleSubmit} aria-label={label}>
          <Stack gap="4" maxW="md">
            <TextField
              name="orderCode"
              label={t`Order code`}
              // eslint-disable-next-line no-restricted-syntax -- an example code, the same in every language
              placeholder="ORD-20261128-ABCDE"
              autoComplete="off"
              required
              validate={required(msg`Order code is required`)}
            />
            <EmailField validate={all(required(msg`Email is required`), email())} />
            <FormError />
            <Button type="submit" size="lg" loading={submitting} loadingText={label}>
              {label}
            </Button>
          </Stack>
        </form>
      )}
    </Form>
  );
}
