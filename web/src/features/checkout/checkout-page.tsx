// /checkout, the Information step (storefront.md §2, §4): the contact e-mail (typed by guests, the account's for
// members) and where to deliver (members pick a saved address, the default first chosen, or type a new one and may
// save it; guests type one). Everything typed stays in sessionStorage, so reload and back keep it. An empty cart
// has nothing to check out: back to /cart. Beside the form, the cart's lines and its figures with the voucher applied
// on /cart (the same as the cart's).
import { Checkbox, chakra, Heading, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Form, FormSpy, useField } from 'react-final-form';
import { Navigate, useNavigate } from 'react-router';
import { AddressFields, ADDRESS_FIELD_NAMES, CitiesQuery, ProvincesQuery } from '@/components/address-fields';
import { addressLine } from '@/components/address-line';
import { ErrorState } from '@/components/error-state';
import { RadioCard } from '@/components/radio-card';
import { EmailField } from '@/components/form/email-field';
import { FOCUS_FIRST_ERROR } from '@/components/form/focus-first-error';
import { TextField } from '@/components/form/text-field';
import { all, email, required } from '@/components/form/validators';
import { getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { cityLabel, EMPTY_ADDRESS, formatAddress } from '@/lib/address';
import { useCart } from '@/lib/use-cart';
import {
  NEW_ADDRESS,
  readCheckoutDraft,
  writeCheckoutDraft,
  type CheckoutDestination,
  type CheckoutDraft,
} from '@/lib/checkout-draft';
import { OrderFigures } from '@/components/order-figures';
import { useVoucher, voucherFigures } from '@/components/voucher-field';
import { submissionErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { CheckoutFrame, OrderLines, StepActions } from './checkout-frame';

/** A saved address as the address choice shows it and the Shipping step is sent it (its id or its city). */
export const CheckoutAddressFragment = graphql(`
  fragment CheckoutAddress_address on Address {
    id
    title
    isDefault
    districtID
    ...AddressLine_address
  }
`);

export const CheckoutAddressesQuery = graphql(`
  query CheckoutAddresses {
    addresses(page: { page: 1, limit: 50 }) {
      items {
        id
        ...CheckoutAddress_address
      }
    }
  }
`);

export const CheckoutCreateAddressMutation = graphql(`
  mutation CheckoutCreateAddress($input: CreateAddressInput!) {
    createAddress(input: $input) {
      id
      ...CheckoutAddress_address
    }
  }
`);

type SavedAddress = ResultOf<typeof CheckoutAddressFragment>;

/** A saved address's title when a member saves a new one without a label. */
const DEFAULT_ADDRESS_TITLE = msg`Address`;

type InformationValues = Omit<CheckoutDraft, 'destination'>;

export function CheckoutPage() {
  const { t } = useLingui();
  usePageTitle(t`Information · Checkout`);
  const session = useSession();
  const cart = useCart();
  const member = session.user !== null;
  const addresses = useQuery(CheckoutAddressesQuery, { skip: !member });

  // The voucher applied on /cart stays applied (sessionStorage), quoted by the server for this cart: the same
  // figures as the cart's, and the next steps' (issue 32).
  const [draftEmail] = useState(() => readCheckoutDraft()?.email ?? '');
  const voucher = useVoucher({
    subtotal: cart.subtotal,
    email: session.user?.email ?? draftEmail,
    stored: true,
  });
  const loading = session.loading || cart.loading || (member && addresses.loading && !addresses.data);
  if (!loading && !cart.error && cart.lines.length === 0) return <Navigate to={paths.cart} replace />;

  return (
    <CheckoutFrame
      step="Information"
      aside={
        cart.lines.length > 0 ? (
          <Stack gap="4">
            <OrderLines lines={cart.lines} />
            <Separator />
            <OrderFigures {...voucherFigures(voucher, cart.subtotal, undefined)} />
          </Stack>
        ) : null
      }
    >
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <Trans>Information</Trans>
        </Heading>
        {loading ? (
          <Stack gap="4" aria-busy="true" aria-label={t`Loading checkout`}>
            <Skeleton height="10" />
            <Skeleton height="40" />
          </Stack>
        ) : cart.error ? (
          <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />
        ) : member && addresses.error ? (
          <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : (
          <InformationForm
            memberEmail={session.user?.email ?? null}
            saved={getFragmentData(CheckoutAddressFragment, addresses.data?.addresses.items ?? [])}
          />
        )}
      </Stack>
    </CheckoutFrame>
  );
}

function initialValues(memberEmail: string | null, saved: readonly SavedAddress[]): InformationValues {
  const draft = readCheckoutDraft();
  const base: InformationValues = {
    email: memberEmail ?? draft?.email ?? '',
    addressChoice: '',
    address: draft?.address ?? EMPTY_ADDRESS,
    saveAddress: draft?.saveAddress ?? false,
  };
  if (memberEmail === null) return { ...base, addressChoice: NEW_ADDRESS };
  const kept = draft?.addressChoice;
  const stillThere = kept === NEW_ADDRESS || saved.some((address) => address.id === kept);
  const preferred = saved.find((address) => address.isDefault) ?? saved[0];
  return {
    ...base,
    addressChoice: kept && stillThere ? kept : (preferred?.id ?? NEW_ADDRESS),
  };
}

function InformationForm({
  memberEmail,
  saved,
}: {
  memberEmail: string | null;
  saved: readonly SavedAddress[];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [createAddress] = useMutation(CheckoutCreateAddressMutation, {
    refetchQueries: [CheckoutAddressesQuery],
  });
  const member = memberEmail !== null;

  // The typed city with its type ('Kota Bandung') and its province, from the lists the selects were filled from.
  const cityOf = (provinceID: string, cityID: string) => {
    const city = client
      .readQuery({ query: CitiesQuery, variables: { provinceID } })
      ?.cities.find((item) => item.id === cityID);
    return city ? cityLabel(city) : undefined;
  };
  const provinceOf = (provinceID: string) =>
    client.readQuery({ query: ProvincesQuery })?.provinces.find((item) => item.id === provinceID)?.province;

  const onSubmit = async (values: InformationValues): Promise<SubmissionErrors | undefined> => {
    let destination: CheckoutDestination;
    const chosen = member ? saved.find((address) => address.id === values.addressChoice) : undefined;
    if (chosen) {
      destination = {
        cityID: chosen.districtID,
        addressID: chosen.id,
        summary: addressLine(chosen, { recipient: true }),
      };
    } else {
      const typed = values.address;
      const summary = formatAddress({
        name: typed.name,
        phone: typed.phone,
        address: typed.address,
        subdistrict: typed.subdistrictName,
        city: cityOf(typed.provinceID, typed.districtID),
        province: provinceOf(typed.provinceID),
        postalCode: typed.postalCode,
      });
      destination = { cityID: typed.districtID, summary };
      if (member && values.saveAddress) {
        try {
          const { data } = await createAddress({
            variables: {
              input: {
                title: typed.title.trim() || i18n._(DEFAULT_ADDRESS_TITLE),
                name: typed.name,
                phone: typed.phone,
                address: typed.address,
                note: typed.note,
                provinceID: typed.provinceID,
                districtID: typed.districtID,
                subdistrictName: typed.subdistrictName.trim(),
                postalCode: typed.postalCode.trim(),
              },
            },
          });
          if (data) {
            destination = { ...destination, addressID: data.createAddress.id };
            values = { ...values, addressChoice: data.createAddress.id, saveAddress: false };
          }
        } catch (error) {
          // The server's word, on the field it names (address.phone …) and above the button.
          const errors = submissionErrors(error, ADDRESS_FIELD_NAMES);
          return Object.entries(errors ?? {}).reduce<SubmissionErrors>(
            (nested, [key, message]) =>
              key === FORM_ERROR
                ? { ...nested, [FORM_ERROR]: message as string }
                : setIn(nested ?? {}, `address.${key}`, message),
            {},
          );
        }
      }
    }
    writeCheckoutDraft({ ...values, email: member ? '' : values.email.trim(), destination });
    await navigate(paths.shipment);
    return undefined;
  };

  return (
    <Form<InformationValues>
      onSubmit={onSubmit}
      decorators={FOCUS_FIRST_ERROR}
      initialValues={initialValues(memberEmail, saved)}
      initialValuesEqual={() => true}
      subscription={{ submitting: true, values: true }}
      render={({ handleSubmit, submitting, values }) => (
        <chakra.form onSubmit={handleSubmit} noValidate>
          {/* Whatever is typed survives a reload or a trip back to the cart. */}
          <FormSpy<InformationValues>
            subscription={{ values: true }}
            onChange={({ values: current }) =>
              writeCheckoutDraft({
                ...(readCheckoutDraft() ?? {}),
                ...current,
                email: member ? '' : (current.email ?? ''),
                address: { ...EMPTY_ADDRESS, ...(current.address ?? {}) },
              })
            }
          />
          <Stack gap="8">
            <Stack gap="4">
              <Heading as="h2" size="lg">
                <Trans>Contact</Trans>
              </Heading>
              {member ? (
                <TextField
                  name="email"
                  label={t`Email`}
                  type="email"
                  readOnly
                  helperText={t`The e-mail of your account; the order confirmation goes there.`}
                />
              ) : (
                <EmailField
                  validate={all(required(t`Enter your e-mail address`), email())}
                  helperText={t`We send the order confirmation here.`}
                />
              )}
            </Stack>

            <Stack gap="4">
              <Heading as="h2" size="lg">
                <Trans>Delivery address</Trans>
              </Heading>
              {member ? <AddressChoice saved={saved} /> : null}
              {!member || values.addressChoice === NEW_ADDRESS ? (
                <Stack gap="4">
                  {member ? (
                    <TextField
                      name="address.title"
                      // The spec's own name of the field (storefront.md §2), in English too.
                      label={t`Address label`}
                      placeholder={t`Home, Office…`}
                    />
                  ) : null}
                  <AddressFields prefix="address." withTitle={false} />
                  {member ? <SaveAddressBox /> : null}
                </Stack>
              ) : null}
            </Stack>

            <StepActions
              back={{ to: paths.cart, label: t`Return to cart` }}
              submit={t`Continue to shipping`}
              submitting={submitting}
            />
          </Stack>
        </chakra.form>
      )}
    />
  );
}

/** The member's saved addresses and 'Use a new address', as one radio group. */
function AddressChoice({ saved }: { saved: readonly SavedAddress[] }) {
  const { t } = useLingui();
  return (
    <Stack role="radiogroup" aria-label={t`Saved addresses`} gap="3">
      {saved.map((address) => (
        <AddressOption
          key={address.id}
          value={address.id}
          title={address.title}
          badge={address.isDefault ? t`Default` : undefined}
          description={addressLine(address, { recipient: true })}
        />
      ))}
      <AddressOption value={NEW_ADDRESS} title={t`Use a new address`} />
    </Stack>
  );
}

function AddressOption({
  value,
  title,
  badge,
  description,
}: {
  value: string;
  title: string;
  badge?: string | undefined;
  description?: string;
}) {
  const id = useId();
  return (
    <RadioCard
      name="addressChoice"
      value={value}
      align="start"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <Stack gap="0.5" minWidth="0">
        <HStack gap="2">
          <Text id={`${id}-title`} fontWeight="semibold">
            {title}
          </Text>
          {badge ? (
            <Text as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
              · {badge}
            </Text>
          ) : null}
        </HStack>
        {description ? (
          <Text id={`${id}-description`} fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </RadioCard>
  );
}

function SaveAddressBox() {
  const { input } = useField<boolean>('saveAddress', { type: 'checkbox' });
  return (
    <Checkbox.Root
      checked={Boolean(input.checked)}
      onCheckedChange={(details) => input.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <Trans>Save this address to my address book</Trans>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
