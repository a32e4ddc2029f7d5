// The status filter of a list whose status lives in the address (the back office's orders, payments and shipping,
// the member's orders): a labelled drop-down with 'All' first, or a row of buttons of which one is always pressed
// (shipping's stages). The screen gives the options and binds the value to its address parameter.
import { Button, ButtonGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LabelledSelect } from '@/components/labelled-select';

export interface FilterOption<V extends string = string> {
  value: V;
  label: string;
}

/** The option whose value an address parameter holds, or undefined when it names none (a typo, an old link). */
export function chosenOption<O extends FilterOption>(options: readonly O[], value: string): O | undefined {
  return options.find((option) => option.value === value);
}

interface StatusFilterProps<V extends string> {
  /** The field's label ('Status'), or the button row's accessible name. */
  label: string;
  options: readonly FilterOption<V>[];
  /** The chosen option's value; '' is All (the drop-down's first choice). */
  value: V | '';
  onChange: (value: V | '') => void;
  /** 'select' (the default): a drop-down, All first; 'buttons': one button an option, no All. */
  display?: 'select' | 'buttons';
  testId?: string;
}

export function StatusFilter<V extends string>({
  label,
  options,
  value,
  onChange,
  display = 'select',
  testId,
}: StatusFilterProps<V>) {
  const { t } = useLingui();
  if (display === 'buttons') {
    return (
      <ButtonGroup
        size="sm"
        variant="outline"
        gap="2"
        flexWrap="wrap"
        role="group"
        aria-label={label}
        data-testid={testId}
      >
        {options.map((option) => (
          <Button
            key={option.value}
            minH="10"
            aria-pressed={option.value === value}
            variant={option.value === value ? 'solid' : 'outline'}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </ButtonGroup>
    );
  }
  return (
    <LabelledSelect
      label={label}
      width="56"
      options={[{ value: '', label: t`All` }, ...options]}
      value={value}
      onChange={(chosen) => onChange(chosenOption(options, chosen)?.value ?? '')}
      testId={testId}
    />
  );
}
