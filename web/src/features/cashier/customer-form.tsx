// The customer's part of the cashier: e-mail, delivery address and shipping service, and Place order, which runs
// the storefront's checkout for the order's lines (one idempotency key per attempt).
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef } from 'react';
import { Form } from 'react-final-form';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '@/components/address-fields';
import { FOCUS_FIRST_ERROR } from '@/components/form/focus-first-error';
import { FormError } from '@/components/form/form-error';
import { SectionCard } from '@/components/section-card';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { toaster } from '@/components/toaster';
import { cartSubtotal, cartWeight } from '@/lib/cart';
import { CheckoutMutation, checkoutInput } from '@/lib/checkout';
import { errorMessage } from '@/lib/errors';
import type { ShippingOption } from '@/lib/shipping';
import type { CashierLine } from './cashier-line';
import { CashierShipping } from './cashier-shipping';
import type { Placed } from './placed-card';

interface CustomerValues {
  email: string;
  address: AddressValues;
  service: string;
}

export function CustomerForm({
  lines,
  onPlaced,
}: {
  lines: CashierLine[];
  onPlaced: (order: Placed) => void;
}) {
  const [checkout] = useMutation(CheckoutMutation);
  // One idempotency key per attempt: a retry of the same order answers the same order.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  // The services offered for the address and the parcel, as CashierShipping last read them.
  const offered = useRef<ShippingOption[]>([]);
  const subtotal = cartSubtotal(lines);
  const weight = cartWeight(lines);

  async function onSubmit(values: CustomerValues): Promise<SubmissionErrors | undefined> {
    if (lines.length === 0) return { [FORM_ERROR]: 'Add at least one product first.' };
    const option = offered.current.find((candidate) => candidate.service === values.service);
    if (!option) return { service: 'Choose a shipping service' };
    const input = checkoutInput(
      values.email.trim(),
      {
        name: values.address.name.trim(),
        phone: values.address.phone.trim(),
        address: values.address.address.trim(),
        note: values.address.note.trim(),
        districtID: values.address.districtID,
      },
      lines,
      option,
    );
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: `cashier-${crypto.randomUUID()}`, fingerprint };
    }
    try {
      const { data } = await checkout({ variables: { input, idempotencyKey: attempt.current.key } });
      if (!data) return { [FORM_ERROR]: 'The order could not be placed. Please try again.' };
      attempt.current = null;
      toaster.success({ title: `Order ${data.checkout.orderCode} placed` });
      onPlaced(data.checkout);
      return undefined;
    } catch (error) {
      // Refused (stock ran short, a price moved): the server's words; the next try is a new attempt.
      attempt.current = null;
      const message = errorMessage(error);
      toaster.error({ title: message });
      // A refused recipient field ("shipment.phone must be …") shows beside that field, which is then focused.
      const field = /^shipment\.(name|phone|address|note)\b/u.exec(message)?.[1];
      return field ? { [FORM_ERROR]: message, address: { [field]: message } } : { [FORM_ERROR]: message };
    }
  }

  return (
    <Form<CustomerValues>
      onSubmit={onSubmit}
      decorators={FOCUS_FIRST_ERROR}
      initialValues={{ email: '', address: EMPTY_ADDRESS, service: '' }}
      render={({ handleSubmit, submitting }) => (
        <SectionCard title="Customer">
          <Stack asChild gap="4">
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Customer">
              <TextField
                name="email"
                label="Customer e-mail"
                type="email"
                required
                helperText="The link to pay goes here; a member with this e-mail finds the order in their account."
                validate={all(required('The customer e-mail is required'), email())}
              />
              <AddressFields prefix="address." withTitle={false} />
              <CashierShipping weight={weight} offered={offered} subtotal={subtotal} />
              <FormError />
              <Button type="submit" minH="10" loading={submitting} disabled={lines.length === 0}>
                Place order
              </Button>
            </form>
          </Stack>
        </SectionCard>
      )}
    />
  );
}
