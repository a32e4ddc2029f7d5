// /admin/voucher/create and /admin/voucher/:id/edit (issue 22, vouchers): a voucher's code, what it takes off (a
// percent of the goods with an optional cap, a fixed amount, or the shipping), the minimum spend, the days it is
// valid (Jakarta days, from the first moment of the first to the last of the second), its uses in all and per
// customer, and whether shoppers can use it (an edit says how often it was used so far). The checks here are a convenience; the server's refusal (a code
// another voucher has, terms it does not take) shows beside the field it names, or above Save.
import { SimpleGrid, Text } from '@chakra-ui/react';
import type { ValidationErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { AdminForm } from '@/components/admin/admin-form';
import { AdminFormPage } from '@/components/admin/admin-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { VoucherInput, VoucherKind } from '@/generated/graphql';
import { fragmentFields } from '@/lib/fragment-fields';
import {
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_PATTERN,
  VOUCHER_CODE_RULE,
  VOUCHER_KINDS,
  VOUCHER_PERCENT_MAX,
  voucherCodeOf,
} from '@lemari/shop/rules';
import { paths } from '@/lib/paths';
import { dayInstant, jakartaDay, VOUCHER_KIND_LABELS } from './voucher-terms';

export const VoucherFormFragment = graphql(`
  fragment VoucherForm_voucher on Voucher {
    code
    kind
    value
    maxDiscount
    minSpend
    validFrom
    validTo
    totalUses
    usesPerCustomer
    active
  }
`);

export const AdminVoucherQuery = graphql(`
  query AdminVoucher($id: ID!) {
    voucher(id: $id) {
      id
      usedCount
      ...VoucherForm_voucher
    }
  }
`);

export const CreateVoucherMutation = graphql(`
  mutation CreateVoucher($input: VoucherInput!) {
    createVoucher(input: $input) {
      id
      ...VoucherForm_voucher
    }
  }
`);

export const UpdateVoucherMutation = graphql(`
  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {
    updateVoucher(id: $id, input: $input) {
      id
      ...VoucherForm_voucher
    }
  }
`);

/** The form's fields, which a server message can name: the fragment's. */
const FIELDS = fragmentFields(VoucherFormFragment);

const CODE_PATTERN = new RegExp(VOUCHER_CODE_PATTERN, 'u');

export interface VoucherValues {
  code: string;
  kind: VoucherKind | '';
  value: string;
  maxDiscount: string;
  minSpend: string;
  validFrom: string;
  validTo: string;
  totalUses: string;
  usesPerCustomer: string;
  active: boolean;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values for a stored voucher, or an empty form (active). */
function valuesOf(ref: FragmentType<typeof VoucherFormFragment> | null): VoucherValues {
  const voucher = getFragmentData(VoucherFormFragment, ref);
  return {
    code: voucher?.code ?? '',
    kind: voucher?.kind ?? '',
    value: voucher && voucher.kind !== 'free_shipping' ? String(voucher.value) : '',
    maxDiscount: text(voucher?.maxDiscount),
    minSpend: voucher && voucher.minSpend > 0 ? String(voucher.minSpend) : '',
    validFrom: jakartaDay(voucher?.validFrom),
    validTo: jakartaDay(voucher?.validTo),
    totalUses: text(voucher?.totalUses),
    usesPerCustomer: text(voucher?.usesPerCustomer),
    active: voucher?.active ?? true,
  };
}

/** A field's text: a field emptied by the shopper is undefined in react-final-form's values. */
const textOf = (value: string | undefined) => (value ?? '').trim();

const optionalNumber = (value: string | undefined) => (textOf(value) === '' ? null : Number(textOf(value)));

export function voucherInput(values: VoucherValues): VoucherInput {
  const kind = values.kind as VoucherKind;
  return {
    code: voucherCodeOf(textOf(values.code)),
    kind,
    value: kind === 'free_shipping' ? 0 : Number(textOf(values.value)),
    maxDiscount: kind === 'percent' ? optionalNumber(values.maxDiscount) : null,
    minSpend: optionalNumber(values.minSpend) ?? 0,
    validFrom: dayInstant(textOf(values.validFrom)),
    validTo: dayInstant(textOf(values.validTo), { end: true }),
    totalUses: optionalNumber(values.totalUses),
    usesPerCustomer: optionalNumber(values.usesPerCustomer),
    active: values.active,
  };
}

/** A whole number of at least `min`, or '' when `optional`; the message names the field. */
function wholeCheck(label: string, value: string | undefined, { min, max, optional = false }: WholeOptions) {
  const typed = textOf(value);
  if (typed === '') return optional ? undefined : `${label} is required`;
  if (!/^\d+$/u.test(typed)) return `${label} must be a whole number`;
  const number = Number(typed);
  if (number < min) return `${label} must be at least ${min}`;
  if (max !== undefined && number > max) return `${label} must be at most ${max}`;
  return undefined;
}

interface WholeOptions {
  min: number;
  max?: number;
  optional?: boolean;
}

/** The client's checks, across fields: a convenience, the server checks everything again. */
export function validateVoucher(values: VoucherValues): ValidationErrors {
  const errors: Record<string, string | undefined> = {};
  const code = textOf(values.code);
  if (!code) errors.code = 'Code is required';
  else if (!CODE_PATTERN.test(code)) errors.code = `Code ${VOUCHER_CODE_RULE}`;
  if (!values.kind) errors.kind = 'Choose what the voucher takes off';
  if (values.kind === 'percent') {
    errors.value = wholeCheck('Percent', values.value, { min: 1, max: VOUCHER_PERCENT_MAX });
    errors.maxDiscount = wholeCheck('Maximum discount', values.maxDiscount, { min: 1, optional: true });
  }
  if (values.kind === 'fixed') errors.value = wholeCheck('Amount', values.value, { min: 1 });
  errors.minSpend = wholeCheck('Minimum spend', values.minSpend, { min: 0, optional: true });
  errors.totalUses = wholeCheck('Total uses', values.totalUses, { min: 1, optional: true });
  errors.usesPerCustomer = wholeCheck('Uses per customer', values.usesPerCustomer, {
    min: 1,
    optional: true,
  });
  const from = textOf(values.validFrom);
  const to = textOf(values.validTo);
  if (from && to && to < from) {
    errors.validTo = 'The last day cannot be before the first';
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

export function VoucherFormPage() {
  const voucher = useEntityForm({
    listPath: paths.admin.vouchers,
    fields: FIELDS,
    create: CreateVoucherMutation,
    update: UpdateVoucherMutation,
    input: voucherInput,
    load: { query: AdminVoucherQuery, pick: (data) => data.voucher },
    messages: { created: 'Voucher created', updated: 'Voucher saved' },
  });

  return (
    <AdminFormPage
      title={voucher.isNew ? 'Create voucher' : 'Edit voucher'}
      noun="voucher"
      listPath={voucher.listPath}
      record={voucher.record}
    >
      {(found) => (
        <AdminForm<VoucherValues>
          label="Voucher"
          initialValues={valuesOf(found)}
          validate={validateVoucher}
          onSubmit={voucher.onSubmit}
          backTo={voucher.listPath}
        >
          {found ? (
            <Text color="fg.muted" fontSize="sm" data-testid="voucher-used">
              {found.usedCount === 1 ? 'Used once so far.' : `Used ${found.usedCount} times so far.`} Orders
              already placed keep their discount whatever changes here.
            </Text>
          ) : null}
          <VoucherFields />
        </AdminForm>
      )}
    </AdminFormPage>
  );
}

function VoucherFields() {
  const { values } = useFormState<VoucherValues>({ subscription: { values: true } });
  const pair = { columns: { base: 1, md: 2 }, gap: '4' } as const;
  return (
    <>
      <TextField
        name="code"
        label="Code"
        required
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="HEMAT20"
        helperText="What shoppers type: 3 to 32 letters, digits, dashes or underscores; any case works."
      />
      <SelectField
        name="kind"
        label="Takes off"
        required
        placeholder="Choose"
        options={VOUCHER_KINDS.map((kind) => ({ value: kind, label: VOUCHER_KIND_LABELS[kind] }))}
      />
      {values.kind === 'percent' ? (
        <SimpleGrid {...pair}>
          <TextField name="value" label="Percent (%)" required inputMode="numeric" helperText="1 to 100." />
          <TextField
            name="maxDiscount"
            label="Maximum discount (Rp)"
            inputMode="numeric"
            helperText="Leave empty for no cap."
          />
        </SimpleGrid>
      ) : values.kind === 'fixed' ? (
        <TextField name="value" label="Amount (Rp)" required inputMode="numeric" />
      ) : null}
      <TextField
        name="minSpend"
        label="Minimum spend (Rp)"
        inputMode="numeric"
        helperText="The goods' subtotal an order needs; empty for none."
      />
      <SimpleGrid {...pair}>
        <TextField name="validFrom" label="Valid from" type="date" helperText="Empty: from now." />
        <TextField name="validTo" label="Valid until" type="date" helperText="Empty: no end." />
      </SimpleGrid>
      <SimpleGrid {...pair}>
        <TextField name="totalUses" label="Total uses" inputMode="numeric" helperText="Empty: no limit." />
        <TextField
          name="usesPerCustomer"
          label="Uses per customer"
          inputMode="numeric"
          helperText="Members by account, guests by e-mail. Empty: no limit."
        />
      </SimpleGrid>
      <SwitchField name="active" label="Active: shoppers can use it" />
    </>
  );
}
