// A rupiah amount bound to the form's field `name`: shown with its thousands grouped as staff type ('104.000'),
// held by the form as its plain digits ('104000', which the forms send as Number(value)).
import { useField } from 'react-final-form';
import { FieldShell, splitShellProps, type TextControlFieldProps } from './field-shell';
import { MoneyInput } from './money-input';

type MoneyFieldProps = Omit<TextControlFieldProps<Parameters<typeof MoneyInput>[0]>, 'type' | 'inputMode'>;

export function MoneyField({ name, validate, ...props }: MoneyFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const { shell, control } = splitShellProps(props);
  return (
    <FieldShell {...shell} meta={meta}>
      <MoneyInput
        {...control}
        name={input.name}
        value={input.value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldShell>
  );
}
