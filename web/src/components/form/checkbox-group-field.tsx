// A set of choices bound to an array field of the form (a product's colours and sizes, its categories, a role's
// permissions): a labelled group of checkboxes, optionally with a filter box when the list is long.
import { Checkbox, Fieldset, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui as useLanguage } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { fieldError } from './field-shell';

export interface CheckboxOption {
  value: string;
  label: string;
}

interface CheckboxGroupFieldProps {
  name: string;
  /** The group's name (its legend). */
  label: ReactNode;
  options: readonly CheckboxOption[];
  /** Columns from a phone up (the group wraps into these). */
  columns?: { base?: number; md?: number };
  /** Show a filter box above the options (long lists); its label. */
  filterLabel?: string;
  validate?: FieldValidator<string[]>;
  helperText?: ReactNode;
}

export function CheckboxGroupField({
  name,
  label,
  options,
  columns = { base: 2, md: 4 },
  filterLabel,
  validate,
  helperText,
}: CheckboxGroupFieldProps) {
  // Subscribed to the language: a check's message (fieldError) re-renders in the new one.
  useLanguage();
  const { input, meta } = useField<string[]>(name, { validate });
  const [filter, setFilter] = useState('');
  const chosen = new Set(input.value || []);
  const error = fieldError(meta);
  const term = filter.trim().toLowerCase();
  const shown = term ? options.filter((option) => option.label.toLowerCase().includes(term)) : options;

  const toggle = (value: string, on: boolean) => {
    const next = options.map((option) => option.value).filter((v) => (v === value ? on : chosen.has(v)));
    // Keep chosen values the options do not list (e.g. beyond a loaded page) instead of dropping them.
    const unknown = [...chosen].filter((v) => !options.some((option) => option.value === v));
    input.onChange([...next, ...unknown]);
    input.onBlur();
  };

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {filterLabel ? (
        <Input
          size="sm"
          type="search"
          aria-label={filterLabel}
          placeholder={filterLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      <SimpleGrid columns={columns} gap="2" maxH={filterLabel ? '72' : undefined} overflowY="auto">
        {shown.map((option) => (
          <Checkbox.Root
            key={option.value}
            checked={chosen.has(option.value)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            minH="10"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>Nothing matches.</Trans>
        </Text>
      ) : null}
      {helperText && !error ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
