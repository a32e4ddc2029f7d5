// /admin/voucher/create and /admin/voucher/:id/edit (issue 22, vouchers): a voucher's code, what it takes off (a
// percent of the goods with an optional cap, a fixed amount, or the shipping), the minimum spend, the days it is
// valid (Jakarta days, from the first moment of the first to the last of the second), its uses in all and per
// customer, and whether shoppers can use it (an edit says how often it was used so far). The checks here are a convenience; the server's refusal (a code
// another voucher has, terms it does not take) shows beside the field it names, or above Save.
import { SimpleGrid, Text } from '@chakra-ui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ValidationErrors } from 'final-form';
import { useFormState } from 'react-final-form';
import { AdminForm } from '@/components/admin/admin-form';
import { AdminFormPage } from '@/components/admin/admin-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import type { VoucherInput, VoucherKind } from '@/generated/graphql';
import { fragmentFields } from '@/lib/fragment-fields';
import {
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_PATTERN,
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

/**
 * A whole number of at least `min`, or '' when `optional`; the message names the field (its name in the language
 * shown).
 */
function wholeCheck(
  i18n: I18n,
  field: MessageDescriptor,
  value: string | undefined,
  { min, max, optional = false }: WholeOptions,
) {
  const label = i18n._(field);
  const typed = textOf(value);
  if (typed === '') return optional ? undefined : i18n._(msg`${label} is required`);
  if (!/^\d+$/u.test(typed)) return i18n._(msg`${label} must be a whole number`);
  const number = Number(typed);
  if (number < min) return i18n._(msg`${label} must be at least ${min}`);
  if (max !== undefined && number > max) return i18n._(msg`${label} must be at most ${max}`);
  return undefined;
}

interface WholeOptions {
  min: number;
  max?: number;
  optional?: boolean;
}

/** The client's checks, across fields, in the language shown: a convenience, the server checks everything again. */
export function validateVoucher(values: VoucherValues, i18n: I18n): ValidationErrors {
  const errors: Record<string, string | undefined> = {};
  const code = textOf(values.code);
  if (!code) errors.code = i18n._(msg`Code is required`);
  // The English is the field's name and the shop rules' VOUCHER_CODE_RULE, as the server says it.
  else if (!CODE_PATTERN.test(code)) {
    errors.code = i18n._(msg`Code must be 3 to 32 letters, digits, dashes or underscores`);
  }
  if (!values.kind) errors.kind = i18n._(msg`Choose what the voucher takes off`);
  if (values.kind === 'percent') {
    errors.value = wholeCheck(i18n, msg`Percent`, values.value, { min: 1, max: VOUCHER_PERCENT_MAX });
    errors.maxDiscount = wholeCheck(i18n, msg`Maximum discount`, values.maxDiscount, {
      min: 1,
      optional: true,
    });
  }
  if (values.kind === 'fixed') errors.value = wholeCheck(i18n, msg`Amount`, values.value, { min: 1 });
  errors.minSpend = wholeCheck(i18n, msg`Minimum spend`, values.minSpend, { min: 0, optional: true });
  errors.totalUses = wholeCheck(i18n, msg`Total uses`, values.totalUses, { min: 1, optional: true });
  errors.usesPerCustomer = wholeCheck(i18n, msg`Uses per customer`, values.usesPerCustomer, {
    min: 1,
    optional: true,
  });
  const from = textOf(values.validFrom);
  const to = textOf(values.validTo);
  if (from && to && to < from) {
    errors.validTo = i18n._(msg`The last day cannot be before the first`);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

export function VoucherFormPage() {
  const { t, i18n } = useLingui();
  const voucher = useEntityForm({
    listPath: paths.admin.vouchers,
    fields: FIELDS,
    create: CreateVoucherMutation,
    update: UpdateVoucherMutation,
    input: voucherInput,
    load: { query: AdminVoucherQuery, pick: (data) => data.voucher },
    messages: { created: msg`Voucher created`, updated: msg`Voucher saved` },
  });

  return (
    <AdminFormPage
      title={voucher.isNew ? t`Create voucher` : t`Edit voucher`}
      noun={t`voucher`}
      listPath={voucher.listPath}
      record={voucher.record}
    >
      {(found) => (
        <AdminForm<VoucherValues>
          label={t`Voucher`}
          initialValues={valuesOf(found)}
          validate={(values) => validateVoucher(values, i18n)}
          onSubmit={voucher.onSubmit}
          backTo={voucher.listPath}
        >
          {found ? <UsedSoFar count={found.usedCount} /> : null}
          <VoucherFields />
        </AdminForm>
      )}
    </AdminFormPage>
  );
}

/** How often an edited voucher was used, and that past orders keep their discount. */
function UsedSoFar({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="voucher-used">
      {t`${plural(count, { one: 'Used once so far.', other: 'Used # times so far.' })} Orders already placed keep their discount whatever changes here.`}
    </Text>
  );
}

function VoucherFields() {
  const { t, i18n } = useLingui();
  const { values } = useFormState<VoucherValues>({ subscription: { values: true } });
  const pair = { columns: { base: 1, md: 2 }, gap: '4' } as const;
  return (
    <>
      <TextField
        name="code"
        label={t`Code`}
        required
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // eslint-disable-next-line no-restricted-syntax -- an example code, the same in every language
        placeholder="HEMAT20"
        helperText={t`What shoppers type: 3 to 32 letters, digits, dashes or underscores; any case works.`}
      />
      <SelectField
        name="kind"
        label={t`Takes off`}
        required
        placeholder={t`Choose`}
        options={VOUCHER_KINDS.map((kind) => ({ value: kind, label: i18n._(VOUCHER_KIND_LABELS[kind]) }))}
      />
      {values.kind === 'percent' ? (
        <SimpleGrid {...pair}>
          <TextField
            name="value"
            label={t`Percent (%)`}
            required
            inputMode="numeric"
            helperText={t`1 to 100.`}
          />
          <MoneyField
            name="maxDiscount"
            label={t`Maximum discount (Rp)`}
            helperText={t`Leave empty for no cap.`}
          />
        </SimpleGrid>
      ) : values.kind === 'fixed' ? (
        <MoneyField name="value" label={t`Amount (Rp)`} required />
      ) : null}
      <MoneyField
        name="minSpend"
        label={t`Minimum spend (Rp)`}
        helperText={t`The goods' subtotal an order needs; empty for none.`}
      />
      <SimpleGrid {...pair}>
        <TextField name="validFrom" label={t`Valid from`} type="date" helperText={t`Empty: from now.`} />
        <TextField name="validTo" label={t`Valid until`} type="date" helperText={t`Empty: no end.`} />
      </SimpleGrid>
      <SimpleGrid {...pair}>
        <TextField
          name="totalUses"
          label={t`Total uses`}
          inputMode="numeric"
          helperText={t`Empty: no limit.`}
        />
        <TextField
          name="usesPerCustomer"
          label={t`Uses per customer`}
          inputMode="numeric"
          helperText={t`Members by account, guests by e-mail. Empty: no limit.`}
        />
      </SimpleGrid>
      <SwitchField name="active" label={t`Active: shoppers can use it`} />
    </>
  );
}
