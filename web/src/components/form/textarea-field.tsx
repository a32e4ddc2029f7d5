import { Textarea, type TextareaProps } from '@chakra-ui/react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldShell, type ShellProps, splitShellProps } from './field-shell';

interface TextareaFieldProps
  extends
    ShellProps,
    Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | keyof ShellProps> {
  name: string;
  validate?: FieldValidator<string>;
}

/** A textarea bound to the form's field `name`. */
export function TextareaField({ name, validate, ...props }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const { shell, control } = splitShellProps(props);
  return (
    <FieldShell {...shell} meta={meta}>
      <Textarea {...control} {...input} value={input.value ?? ''} />
    </FieldShell>
  );
}
