// The customer's part of the cashier: e-mail, delivery address, shipping service and a voucher code the customer
// gave, and Place order, which runs the storefront's checkout for the order's lines (one idempotency key per
// attempt), the voucher's discount taken off the amount and its code sent.
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '@/components/address-fields';
import { FOCUS_FIRST_ERROR } from '@/components/form/focus-first-error';
import { FormError } from '@/components/form/form-error';
import { SectionCard } from '@/components/section-card';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { toaster } from '@/components/toaster';
import { isVoucherRefusal, useVoucher } from '@/components/voucher-field';
import { cartSubtotal, cartWeight } from '@/lib/cart';
import { CheckoutMutation, checkoutInput } from '@/lib/checkout';
import { errorMessage } from '@/lib/errors';
import type { ShippingOption } from '@/lib/shipping';
import type { CashierLine } from './cashier-line';
import { CashierShipping } from './cashier-shipping';
import type { Placed } from './placed-card';

const EMAIL_CHECK = all(required(msg`The customer e-mail is required`), email());

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
  const { t } = useLingui();
  const [checkout] = useMutation(CheckoutMutation);
  // One idempotency key per attempt: a retry of the same order answers the same order.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  // The services offered for the address and the parcel, as CashierShipping last read them.
  const offered = useRef<ShippingOption[]>([]);
  const subtotal = cartSubtotal(lines);
  const weight = cartWeight(lines);
  // The e-mail and the service as typed, followed outside the form: the voucher is quoted with them.
  const [watched, setWatched] = useState({ email: '', service: '' });
  const rate = offered.current.find((option) => option.key === watched.service)?.value;
  const voucher = useVoucher({ subtotal, shippingCost: rate, email: watched.email });

  async function onSubmit(values: CustomerValues): Promise<SubmissionErrors | undefined> {
    if (lines.length === 0) return { [FORM_ERROR]: t`Add at least one product first.` };
    const option = offered.current.find((candidate) => candidate.key === values.service);
    if (!option) return { service: t`Choose a shipping service` };
    const applied = await voucher.confirm(option.value);
    if (applied && 'refused' in applied) return { [FORM_ERROR]: applied.refused };
    const input = checkoutInput(
      values.email.trim(),
      {
        name: values.address.name.trim(),
        phone: values.address.phone.trim(),
        address: values.address.address.trim(),
        note: values.address.note.trim(),
        districtID: values.address.districtID,
        subdistrictName: values.address.subdistrictName.trim(),
        postalCode: values.address.postalCode.trim(),
      },
      lines,
      option,
      applied ?? undefined,
    );
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: `cashier-${crypto.randomUUID()}`, fingerprint };
    }
    try {
      const { data } = await checkout({ variables: { input, idempotencyKey: attempt.current.key } });
      if (!data) return { [FORM_ERROR]: t`The order could not be placed. Please try again.` };
      attempt.current = null;
      const orderCode = data.checkout.orderCode;
      toaster.success({ title: t`Order ${orderCode} placed` });
      onPlaced({ ...data.checkout, voucher: applied ?? null });
      voucher.remove();
      return undefined;
    } catch (error) {
      // Refused (stock ran short, a price moved): the server's words; the next try is a new attempt.
      attempt.current = null;
      const message = errorMessage(error);
      toaster.error({ title: message });
      if (voucher.code && isVoucherRefusal(error)) voucher.refuse(message);
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
        <SectionCard title={t`Customer`}>
          <Stack asChild gap="4">
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t`Customer`}>
              <FormSpy<CustomerValues>
                subscription={{ values: true }}
                onChange={({ values }) =>
                  setWatched((current) =>
                    current.email === values.email && current.service === values.service
                      ? current
                      : { email: values.email, service: values.service },
                  )
                }
              />
              <TextField
                name="email"
                label={t`Customer e-mail`}
                type="email"
                required
                helperText={t`The link to pay goes here; a member with this e-mail finds the order in their account.`}
                validate={EMAIL_CHECK}
              />
              <AddressFields prefix="address." withTitle={false} />
              <CashierShipping weight={weight} offered={offered} subtotal={subtotal} voucher={voucher} />
              <FormError />
              <Button type="submit" minH="10" loading={submitting} disabled={lines.length === 0}>
                {t`Place order`}
              </Button>
            </form>
          </Stack>
        </SectionCard>
      )}
    />
  );
}
