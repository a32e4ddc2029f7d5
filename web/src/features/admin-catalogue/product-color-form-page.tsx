// /admin/product-color/add and /admin/product-color/{id} (issue 21): a colour of the shop's list, its name, its
// swatch (picked, or typed as #rrggbb) with a preview of how a product's colour choice shows it, and its place in
// the list. A name already taken (any case) is the server's CONFLICT, shown beside the name.
import { Box, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField, useFormState } from 'react-final-form';
import { EntityFormPage } from '@/components/admin/entity-form-page';
import { useEntityForm } from '@/components/admin/use-entity-form';
import { FieldShell } from '@/components/form/field-shell';
import { all, required } from '@/components/form/validators';
import { type FragmentType, getFragmentData } from '@/generated/fragment-masking';
import { graphql } from '@/generated/gql';
import { fragmentFields } from '@/lib/fragment-fields';
import { paths } from '@/lib/paths';
import { SWATCH_PATTERN } from '@lemari/shop/rules';
import { SwatchChip } from './product-color-list-page';
import { OptionNameField, optionInput, OptionPositionField } from './product-option-fields';

export const AdminProductColorQuery = graphql(`
  query AdminProductColor($id: ID!) {
    productColor(id: $id) {
      id
      ...ProductColorForm_productColor
    }
  }
`);

export const ProductColorFormFragment = graphql(`
  fragment ProductColorForm_productColor on ProductColor {
    name
    swatch
    position
  }
`);

export const CreateProductColorMutation = graphql(`
  mutation CreateProductColor($input: ProductColorInput!) {
    createProductColor(input: $input) {
      id
      ...ProductColorForm_productColor
    }
  }
`);

export const UpdateProductColorMutation = graphql(`
  mutation UpdateProductColor($id: ID!, $input: ProductColorUpdateInput!) {
    updateProductColor(id: $id, input: $input) {
      id
      ...ProductColorForm_productColor
    }
  }
`);

interface ColorValues {
  name: string;
  swatch: string;
  /** Typed as text; empty sends none. */
  position: string;
}

const FIELDS = fragmentFields(ProductColorFormFragment);

/** A new colour's swatch until one is picked: a mid grey. */
const NEW_SWATCH = '#808080';

const swatchPattern = new RegExp(SWATCH_PATTERN, 'u');
export const SWATCH_RULE = msg`A hex colour such as #1f2a44`;
/** The swatch's check, its messages in the language spoken. */
const swatchCheck = (messages: { required: string; rule: string }) =>
  all(required(messages.required), (value) =>
    typeof value === 'string' && !swatchPattern.test(value.trim()) ? messages.rule : undefined,
  );

function valuesOf(ref: FragmentType<typeof ProductColorFormFragment> | null): ColorValues {
  const color = getFragmentData(ProductColorFormFragment, ref);
  return {
    name: color?.name ?? '',
    swatch: color?.swatch ?? NEW_SWATCH,
    position: color ? String(color.position) : '',
  };
}

/** What createProductColor and updateProductColor receive: the swatch in lower case, as the server keeps it. */
const colorInput = (values: ColorValues) => ({
  ...optionInput(values),
  swatch: (values.swatch ?? '').trim().toLowerCase(),
});

export function ProductColorFormPage() {
  const { t } = useLingui();
  const color = useEntityForm({
    listPath: paths.admin.productColors,
    fields: FIELDS,
    create: CreateProductColorMutation,
    update: UpdateProductColorMutation,
    input: colorInput,
    load: { query: AdminProductColorQuery, pick: (data) => data.productColor },
  });
  return (
    <EntityFormPage form={color} noun={t`colour`} initialValues={valuesOf}>
      <OptionNameField noun="Colour" />
      <SwatchField />
      <SwatchPreview />
      <OptionPositionField />
    </EntityFormPage>
  );
}

const ColorInput = chakra('input');

/** The swatch: the browser's colour picker and the same value as text, either one setting it. */
function SwatchField() {
  const { t, i18n } = useLingui();
  const { input, meta } = useField<string>('swatch', {
    validate: swatchCheck({ required: t`Swatch is required`, rule: i18n._(SWATCH_RULE) }),
    parse: (value: string) => value,
  });
  const value = input.value ?? '';
  const valid = swatchPattern.test(value.trim());
  return (
    <FieldShell label={t`Swatch`} required meta={meta} helperText={t`Pick it, or type it as #rrggbb.`}>
      <HStack gap="2" width="full">
        <ColorInput
          type="color"
          aria-label={t`Pick the swatch`}
          value={valid ? value.trim().toLowerCase() : NEW_SWATCH}
          onChange={(event) => input.onChange(event.target.value)}
          width="12"
          height="10"
          flexShrink={0}
          p="1"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg"
          cursor="pointer"
          data-testid="swatch-picker"
        />
        <Input
          {...input}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="none"
          fontFamily="mono"
          placeholder="#1f2a44"
        />
      </HStack>
    </FieldShell>
  );
}

/** How the colour shows where shoppers choose it: its chip and its name. */
function SwatchPreview() {
  const { t } = useLingui();
  const { values } = useFormState<ColorValues>({ subscription: { values: true } });
  const swatch = (values.swatch ?? '').trim();
  const name = (values.name ?? '').trim() || t`Colour name`;
  return (
    <Stack gap="1.5" data-testid="swatch-preview">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>Preview</Trans>
      </Text>
      <HStack gap="3" borderWidth="1px" borderRadius="md" px="3" py="2" width="fit-content">
        {swatchPattern.test(swatch) ? (
          <SwatchChip swatch={swatch.toLowerCase()} size="8" />
        ) : (
          <Box width="8" height="8" borderRadius="full" borderWidth="1px" borderStyle="dashed" aria-hidden />
        )}
        <Text>{name}</Text>
      </HStack>
    </Stack>
  );
}
