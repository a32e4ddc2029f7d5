import { Input, type InputProps } from '@chakra-ui/react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldShell, type ShellProps, splitShellProps } from './field-shell';

interface TextFieldProps
  extends
    ShellProps,
    Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | keyof ShellProps> {
  name: string;
  validate?: FieldValidator<string>;
}

/** A text input (type text, email, password, tel, number as text) bound to the form's field `name`. */
export function TextField({ name, validate, type = 'text', ...props }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, type });
  const { shell, control } = splitShellProps(props);
  return (
    <FieldShell {...shell} meta={meta}>
      <Input {...control} {...input} value={input.value ?? ''} type={type} />
    </FieldShell>
  );
}
