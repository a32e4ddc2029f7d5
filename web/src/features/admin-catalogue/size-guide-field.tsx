// The category form's size guide: a small table staff edit in place — the measurements as columns (up to
// SIZE_GUIDE_MAX_COLUMNS), one row per size with a value in cm per column, add and remove rows and columns, and a
// note. It scrolls sideways inside itself on a narrow screen, so the page never does.
import { Box, Button, chakra, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'react-final-form';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { TextareaField } from '@/components/form/textarea-field';

/** The REST API's limits (rest-api categories/schemas.ts). */
export const SIZE_GUIDE_MAX_COLUMNS = 4;
export const SIZE_GUIDE_MAX_ROWS = 20;
const MAX_CM = 300;

/** A size guide as the form holds it: measurements as typed text until saved. */
export interface SizeGuideValues {
  columns: string[];
  rows: { size: string; values: string[] }[];
  note: string;
}

/** The stored guide as form values, or null for none. */
export function sizeGuideValues(
  guide:
    | {
        columns: readonly string[];
        rows: readonly { size: string; values: readonly number[] }[];
        note: string;
      }
    | null
    | undefined,
): SizeGuideValues | null {
  if (!guide) return null;
  return {
    columns: [...guide.columns],
    rows: guide.rows.map((row) => ({ size: row.size, values: row.values.map(String) })),
    note: guide.note,
  };
}

/** A measurement as typed ('44,5' or '44.5') as a number, NaN when it is none. */
const centimetres = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));

/** What createCategory and updateCategory take: null for none (an update removes the guide). */
export function sizeGuideInput(values: SizeGuideValues | null | undefined) {
  if (!values) return null;
  return {
    columns: values.columns.map((column) => column.trim()),
    rows: values.rows.map((row) => ({ size: row.size.trim(), values: row.values.map(centimetres) })),
    note: values.note.trim(),
  };
}

/** What is wrong with the guide, in words staff can act on; undefined when nothing is. */
export function sizeGuideProblem(values: SizeGuideValues | null | undefined): MessageDescriptor | undefined {
  if (!values) return undefined;
  if (values.rows.length === 0) return msg`Add a row for at least one size, or remove the size guide.`;
  if (values.columns.some((column) => !column.trim())) return msg`Name every measurement, e.g. Chest width.`;
  if (values.rows.some((row) => !row.size.trim())) return msg`Give every row its size, e.g. M.`;
  const sizes = values.rows.map((row) => row.size.trim().toLowerCase());
  if (new Set(sizes).size !== sizes.length) return msg`Each size comes once.`;
  const numbers = values.rows.flatMap((row) => row.values.map(centimetres));
  if (numbers.some((value) => !Number.isFinite(value) || value < 0 || value > MAX_CM))
    return msg`Every measurement is a number of centimetres from 0 to ${MAX_CM}.`;
  return undefined;
}

const EMPTY_GUIDE: SizeGuideValues = { columns: [''], rows: [{ size: '', values: [''] }], note: '' };

export function SizeGuideField() {
  const { t, i18n } = useLingui();
  const { input, meta } = useField<SizeGuideValues | null>('sizeGuide', {
    validate: (value) => sizeGuideProblem(value),
    subscription: { value: true, error: true, submitFailed: true, dirty: true, submitError: true },
  });
  const guide = input.value || null;
  const set = (next: SizeGuideValues | null) => input.onChange(next);
  // Its own check's words once the form was sent or the guide edited, else the server's (a 400 naming sizeGuide).
  const error =
    meta.error && (meta.submitFailed || meta.dirty)
      ? i18n._(meta.error as MessageDescriptor)
      : typeof meta.submitError === 'string'
        ? meta.submitError
        : '';

  if (!guide) {
    return (
      <Stack gap="2" align="start" data-testid="size-guide-field">
        <Text fontWeight="medium" fontSize="sm">
          <Trans>Size guide</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>No size guide: the category's products show no Size guide link.</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={() => set(EMPTY_GUIDE)}>
          <LuPlus /> <Trans>Add a size guide</Trans>
        </Button>
      </Stack>
    );
  }

  const { columns, rows } = guide;
  const setColumn = (index: number, name: string) =>
    set({ ...guide, columns: columns.map((column, at) => (at === index ? name : column)) });
  const addColumn = () =>
    set({
      ...guide,
      columns: [...columns, ''],
      rows: rows.map((row) => ({ ...row, values: [...row.values, ''] })),
    });
  const removeColumn = (index: number) =>
    set({
      ...guide,
      columns: columns.filter((_, at) => at !== index),
      rows: rows.map((row) => ({ ...row, values: row.values.filter((_, at) => at !== index) })),
    });
  const setRow = (index: number, row: SizeGuideValues['rows'][number]) =>
    set({ ...guide, rows: rows.map((current, at) => (at === index ? row : current)) });
  const addRow = () => set({ ...guide, rows: [...rows, { size: '', values: columns.map(() => '') }] });
  const removeRow = (index: number) => set({ ...guide, rows: rows.filter((_, at) => at !== index) });

  return (
    <Stack gap="3" data-testid="size-guide-field">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm" id="size-guide-label">
          <Trans>Size guide (cm)</Trans>
        </Text>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => set(null)}>
          <LuTrash2 /> <Trans>Remove size guide</Trans>
        </Button>
      </HStack>
      <Box overflowX="auto" maxWidth="full">
        <chakra.table
          aria-labelledby="size-guide-label"
          borderCollapse="separate"
          borderSpacing="1"
          fontSize="sm"
        >
          <thead>
            <tr>
              <chakra.th textAlign="start" fontWeight="medium" px="1" minW="16">
                <Trans>Size</Trans>
              </chakra.th>
              {columns.map((column, index) => (
                <chakra.th key={index} px="0" minW="24">
                  <HStack gap="0.5">
                    <Input
                      size="sm"
                      value={column}
                      maxLength={40}
                      placeholder={index === 0 ? t`Chest width` : undefined}
                      aria-label={t`Measurement ${index + 1}`}
                      onChange={(event) => setColumn(index, event.target.value)}
                    />
                    {columns.length > 1 ? (
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={t`Remove measurement ${index + 1}`}
                        onClick={() => removeColumn(index)}
                      >
                        <LuX />
                      </IconButton>
                    ) : null}
                  </HStack>
                </chakra.th>
              ))}
              <th aria-hidden />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} data-testid="size-guide-field-row">
                <td>
                  <Input
                    size="sm"
                    value={row.size}
                    maxLength={20}
                    aria-label={t`Size of row ${rowIndex + 1}`}
                    onChange={(event) => setRow(rowIndex, { ...row, size: event.target.value })}
                  />
                </td>
                {columns.map((column, columnIndex) => (
                  <td key={columnIndex}>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      textAlign="end"
                      value={row.values[columnIndex] ?? ''}
                      aria-label={t`${column.trim() || t`Measurement ${columnIndex + 1}`} of row ${rowIndex + 1}, cm`}
                      onChange={(event) =>
                        setRow(rowIndex, {
                          ...row,
                          values: columns.map((_, at) =>
                            at === columnIndex ? event.target.value : (row.values[at] ?? ''),
                          ),
                        })
                      }
                    />
                  </td>
                ))}
                <td>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t`Remove row ${rowIndex + 1}`}
                    onClick={() => removeRow(rowIndex)}
                  >
                    <LuTrash2 />
                  </IconButton>
                </td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={addRow} disabled={rows.length >= SIZE_GUIDE_MAX_ROWS}>
          <LuPlus /> <Trans>Add row</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={addColumn}
          disabled={columns.length >= SIZE_GUIDE_MAX_COLUMNS}
        >
          <LuPlus /> <Trans>Add measurement</Trans>
        </Button>
      </HStack>
      {error ? (
        <Field.Root invalid>
          <Field.ErrorText data-testid="size-guide-error">{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <TextareaField name="sizeGuide.note" label={t`Size guide note`} maxLength={300} rows={2} />
    </Stack>
  );
}
